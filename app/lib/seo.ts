import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import type { RootData } from "./root-data";
import { localeTags, otherLanguage } from "./i18n";
import { getPage, isPageId, type PageId } from "./routing";
import { site } from "./site";

// Title, description, canonical, hreflang, Open Graph and structured data for a page. The
// canonical and hreflang URLs are the page's delivery's (app/delivery.server.ts), which the render
// cache keeps pages under.

export interface Seo {
  title: string;
  description: string;
  noindex?: boolean;
  ogType?: "website" | "article";
  jsonLd?: Record<string, unknown>[];
}

interface WithSeo {
  seo: Seo;
}

export function pageIdFromRouteId(routeId: string | undefined): PageId | undefined {
  const id = routeId ? /^page:([^:]+):/.exec(routeId)?.[1] : undefined;
  return id && isPageId(id) ? id : undefined;
}

export function seoMeta({ data, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const seo = (data as WithSeo | undefined)?.seo;
  if (!root || !seo) return [];
  const locale = root.locale;
  const pageId = pageIdFromRouteId(matches[matches.length - 1]?.id);
  const page = pageId ? getPage(pageId) : undefined;
  const { alternates } = root.delivery;
  const abs = (path: string) => root.siteUrl + path;
  const title = pageId === "home" ? seo.title : `${seo.title} | ${site.brand}`;
  const canonical = root.delivery.canonical;
  const noindex = !root.allowIndexing || seo.noindex || page?.noindex;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: localeTags[locale].og },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (alternates[otherLanguage(locale)]) {
    tags.push({ property: "og:locale:alternate", content: localeTags[otherLanguage(locale)].og });
  }
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: abs(canonical) });
    tags.push({ property: "og:url", content: abs(canonical) });
  }
  if (alternates.de && alternates.en) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "de", href: abs(alternates.de) });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "en", href: abs(alternates.en) });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: abs(alternates.de) });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const item of seo.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return tags;
}
