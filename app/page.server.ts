import type { AppLoadContext } from "@remix-run/node";
import type { NamedPageId, PageIdOf, PageRoute } from "~/pages";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/i18n";
import { getPreferences } from "~/preferences.server";
import { localizedPath } from "~/lib/routing";
import { breadcrumbLd } from "~/lib/structured-data";
import { pictureOf } from "~/lib/images.server";
import type { PictureView } from "~/lib/picture";
import type { HeroImage } from "~/content/schema";
import { topicCopy, topicPageIds, type TopicPageId } from "~/content/pages.server";

// Shared loader steps of content pages: which page, which language, its copy, its breadcrumbs.

/**
 * The page a request is for (its id narrowed to the pages of the route module `route`), its language,
 * translator and site URL. A path that is not a page of that route is a 404.
 */
export async function pageContext<R extends PageRoute>(request: Request, context: AppLoadContext, route: R) {
  const { locale, page: match } = getPreferences(request, context);
  const page = match?.page;
  if (!page || page.route !== route) throw new Response("Not found", { status: 404 });
  return { locale, pageId: page.id as PageIdOf<R>, t: getT(locale), siteUrl: context.env.SITE_URL };
}

const topicIds = new Set<string>(topicPageIds);
const isTopic = (id: NamedPageId): id is TopicPageId => topicIds.has(id);

/** A page's name in a language: a topic page's from its copy file, every other from common.pages. */
export function pageName(lng: Lang, pageId: NamedPageId): string {
  return isTopic(pageId) ? topicCopy(pageId, lng).name : getT(lng)(`common.pages.${pageId}`);
}

/** Home › (parent) › page, as visible crumbs and as BreadcrumbList JSON-LD. */
export function breadcrumbs(lng: Lang, siteUrl: string, trail: NamedPageId[], last?: { label: string; to: string }) {
  const ids: NamedPageId[] = ["home", ...trail];
  const items = ids.map((id) => ({ label: pageName(lng, id), to: localizedPath(id, lng) }));
  if (last) items.push(last);
  return { items, jsonLd: breadcrumbLd(siteUrl, items) };
}

// The page copy (app/content/pages.server.ts), re-exported so a content route imports one server
// module: the browser build gets an empty stub chunk for each one a route imports.
export { pageCopy, testimonialsFor, topicCopy } from "~/content/pages.server";

/** A page's copy with its hero's picture as the page renders it (a photo with the build's files). */
export function withHeroPicture<C extends { hero: { image?: HeroImage } }>(
  copy: C,
): Omit<C, "hero"> & { hero: Omit<C["hero"], "image"> & { image?: PictureView } } {
  const { image, ...hero } = copy.hero;
  return { ...copy, hero: { ...hero, image: image && pictureOf(image) } } as Omit<C, "hero"> & {
    hero: Omit<C["hero"], "image"> & { image?: PictureView };
  };
}

export { pictureOf } from "~/lib/images.server";
