import { pages, type PageDef } from "~/route-table.js";
import { isLang, type Lang } from "./i18n";

// Paths per language, from the one route table (app/route-table.js).

export type PageId = (typeof pages)[number]["id"];

const byId = new Map<string, PageDef>(pages.map((p) => [p.id, p]));
const byPath = new Map<string, { page: PageDef; lng: Lang | null }>();
for (const page of pages) {
  // A path of a pair belongs to one language; an unpaired path serves both (null).
  byPath.set(page.de, { page, lng: page.en ? "de" : null });
  if (page.en) byPath.set(page.en, { page, lng: "en" });
}

export function getPage(id: string): PageDef {
  const page = byId.get(id);
  if (!page) throw new Error(`unknown page id "${id}"`);
  return page;
}

export function allPages(): readonly PageDef[] {
  return pages;
}

function normalize(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The page a path belongs to, and the language the path implies (null: both). */
export function pageForPath(pathname: string): { page: PageDef; lng: Lang | null } | undefined {
  return byPath.get(normalize(pathname));
}

/**
 * The URL of a page in a language that works without cookies: the path of the pair,
 * or the shared path with ?lng=en for English (German is the default and needs no parameter).
 */
export function localizedPath(pageId: string, lng: Lang, hash?: string): string {
  const page = getPage(pageId);
  const suffix = hash ? `#${hash}` : "";
  if (lng === "de") return page.de + suffix;
  return page.en ? page.en + suffix : `${page.de}?lng=en${suffix}`;
}

/**
 * Rewrites any URL of the site to its counterpart in `lng`: known pages map through the table,
 * other paths keep their path and get ?lng=. Other query parameters are kept.
 */
export function translateUrl(url: string, lng: Lang): string {
  const parsed = new URL(url, "http://internal");
  const params = parsed.searchParams;
  params.delete("lng");
  const match = pageForPath(parsed.pathname);
  let pathname = parsed.pathname;
  let needsParam = lng === "en";
  if (match) {
    pathname = lng === "en" ? (match.page.en ?? match.page.de) : match.page.de;
    needsParam = lng === "en" && !match.page.en;
  }
  if (needsParam) params.set("lng", "en");
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ""}${parsed.hash}`;
}

/** The explicit ?lng= of a URL, if valid. */
export function langParam(url: URL): Lang | null {
  const value = url.searchParams.get("lng");
  return isLang(value) ? value : null;
}
