import { pages, type Page, type PageId } from "~/pages";
import { isLang, type Lang } from "./i18n";

// Paths per language, from the page registry (app/pages.ts). Paths may have parameters
// (`/exitready/:attempt/result`); a pair's parameters carry over from one language to the other.

export type { PageId };
export type Params = Record<string, string>;

interface Pattern {
  page: Page;
  lng: Lang | null;
  regex: RegExp;
  names: string[];
}

const byId = new Map<PageId, Page>(pages.map((p) => [p.id, p]));
const byPath = new Map<string, { page: Page; lng: Lang | null }>();
const patterns: Pattern[] = [];

function compile(path: string) {
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { regex: new RegExp(`^${source}$`), names };
}

for (const page of pages) {
  // A path of a pair belongs to one language; an unpaired path serves both (null).
  const entries: [string, Lang | null][] = page.en
    ? [
        [page.de, "de"],
        [page.en, "en"],
      ]
    : [[page.de, null]];
  for (const [path, lng] of entries) {
    if (path.includes(":")) patterns.push({ page, lng, ...compile(path) });
    else byPath.set(path, { page, lng });
  }
}

/** Whether a string is a page id of the registry (for ids that come from route ids or data). */
export function isPageId(id: string): id is PageId {
  return byId.has(id as PageId);
}

export function getPage(id: PageId): Page {
  const page = byId.get(id);
  if (!page) throw new Error(`unknown page id "${id}"`);
  return page;
}

export function allPages(): readonly Page[] {
  return pages;
}

export const isDynamic = (page: Page) => page.de.includes(":");

function normalize(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** A page of the registry as a path names it. */
export interface PageMatch {
  page: Page;
  /** the language the path implies (null: both) */
  lng: Lang | null;
  params: Params;
}

/** The page a path belongs to, the language the path implies (null: both), and its parameters. */
export function pageForPath(pathname: string): PageMatch | undefined {
  const path = normalize(pathname);
  const exact = byPath.get(path);
  if (exact) return { ...exact, params: {} };
  for (const p of patterns) {
    const m = p.regex.exec(path);
    if (!m) continue;
    let params: Params;
    try {
      params = Object.fromEntries(p.names.map((name, i) => [name, decodeURIComponent(m[i + 1]!)]));
    } catch {
      return undefined;
    }
    return { page: p.page, lng: p.lng, params };
  }
  return undefined;
}

function fill(path: string, params: Params = {}) {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The URL of a page in a language that works without cookies: the path of the pair,
 * or the shared path with ?lng=en for English (German is the default and needs no parameter).
 * The third argument is a #fragment, or { params, hash }.
 */
export function localizedPath(
  pageId: PageId,
  lng: Lang,
  options?: string | { params?: Params; hash?: string },
): string {
  const page = getPage(pageId);
  const { params, hash } = typeof options === "string" ? { params: undefined, hash: options } : (options ?? {});
  const suffix = hash ? `#${hash}` : "";
  if (lng === "de") return fill(page.de, params) + suffix;
  return page.en ? fill(page.en, params) + suffix : `${fill(page.de, params)}?lng=en${suffix}`;
}

/**
 * Rewrites any URL of the site to its counterpart in `lng`: known pages map through the table
 * (parameters carried over), other paths keep their path and get ?lng=. Other query parameters stay.
 */
export function translateUrl(url: string, lng: Lang): string {
  const parsed = new URL(url, "http://internal");
  const params = parsed.searchParams;
  params.delete("lng");
  const match = pageForPath(parsed.pathname);
  let pathname = parsed.pathname;
  let needsParam = lng === "en";
  if (match) {
    const target = lng === "en" ? (match.page.en ?? match.page.de) : match.page.de;
    pathname = fill(target, match.params);
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
