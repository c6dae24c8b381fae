import type { AppLoadContext } from "@remix-run/node";
import { localizeCopy } from "~/content/index.server";
import { getT } from "./i18n.server";
import type { Lang } from "./i18n";
import { getLocale } from "./preferences.server";
import { localizedPath, pageForPath } from "./routing";
import { breadcrumbLd } from "./structured-data";

// Shared loader steps of content pages: which page, which language, its copy, its breadcrumbs.

export async function pageContext(request: Request, context: AppLoadContext) {
  const locale = await getLocale(request, context.env);
  const pathname = new URL(request.url).pathname;
  const pageId = pageForPath(pathname)?.page.id;
  if (!pageId) throw new Response("Not found", { status: 404 });
  return { locale, pageId, t: getT(locale), siteUrl: context.env.SITE_URL };
}

export function pageName(t: ReturnType<typeof getT>, pageId: string): string {
  return t(`common.pages.${pageId}` as "common.pages.home");
}

/** Home › (parent) › page, as visible crumbs and as BreadcrumbList JSON-LD. */
export function breadcrumbs(
  t: ReturnType<typeof getT>,
  lng: Lang,
  siteUrl: string,
  trail: string[],
  last?: { label: string; to: string },
) {
  const items = ["home", ...trail].map((id) => ({ label: pageName(t, id), to: localizedPath(id, lng) }));
  if (last) items.push(last);
  return { items, jsonLd: breadcrumbLd(siteUrl, items) };
}

export { localizeCopy };
