import type { Blog } from "~/features/blog/articles.server";
import { isCategory } from "~/features/blog/categories";
import { blogPath } from "~/features/blog/paths";
import type { Lang } from "~/lib/i18n";
import { localizedPath, type PageMatch } from "~/lib/routing";
import { contentRoutes, notFoundRoute } from "~/pages";

// How a page is delivered, decided once per request from the registry (app/pages.ts) where the
// request's page is read (app/preferences.server.ts), and carried in the load context: the
// document's scripts (app/root.tsx), its CSP (app/entry.server.tsx), its canonical and hreflang
// links (app/lib/seo.ts), and what the server keeps and how caches may keep it (server/app.ts;
// docs/decisions/013-render-cache.md). Nothing downstream reads it back out of the response.

/** Where the render cache keeps a page: links of the site in one area, anything else apart. */
export type CacheArea = "pages" | "other";

export interface Delivery {
  /** React and Remix's runtime load on the page (`hydrate` in the registry) */
  hydrate: boolean;
  /** a per-response nonce, or (a page caches keep) the same policy for everybody with hashes */
  csp: "nonce" | "hash";
  /** the page's own URL in this language and in each language (paths on the site) */
  canonical: string | null;
  alternates: Partial<Record<Lang, string>>;
  /**
   * null: never kept. Otherwise a 200 or 404 HTML answer to a GET, setting no cookie, is kept by
   * the render cache in `area` (for `keepSeconds` at most, null: until evicted) and sent with
   * `cacheControl`.
   */
  cache: { area: CacheArea; cacheControl: string; keepSeconds: number | null } | null;
}

/** What the server knows of the request beyond its page. */
export interface DeliveryRequest {
  /** the address as a cache keeps it (`cacheablePath`): null, never kept */
  cacheUrl: string | null;
  /** the request carried cookies: a cache in front may not hand the page to others */
  cookies: boolean;
  /** how long a shared cache may keep a page (SHARED_CACHE_MAX_AGE); 0: never */
  sharedMaxAge: number;
}

/**
 * The delivery of a request's page: `match` is the registry's page of the path, `article` a blog
 * article at it (pages outside the registry: app/pages.ts contentRoutes), `locale` the page's
 * language.
 */
export function deliveryFor(
  url: URL,
  match: PageMatch | undefined,
  locale: Lang,
  blog: Pick<Blog, "forPath" | "translation">,
  request: DeliveryRequest,
): Delivery {
  const own = pageUrls(url, match, locale, blog);
  const hydrate = match?.page.hydrate === true;
  // a registry page says whether caches may keep it; an article and the not-found page may
  const cacheable = match ? match.page.cache : own.article ? contentRoutes[0].cache : notFoundRoute.cache;
  if (!cacheable) return { hydrate, csp: "nonce", canonical: own.canonical, alternates: own.alternates, cache: null };
  const mine = request.cacheUrl !== null && Object.values(own.alternates).includes(request.cacheUrl);
  const keepSeconds = cacheable === true ? null : cacheable.keepSeconds;
  return {
    hydrate,
    csp: "hash",
    canonical: own.canonical,
    alternates: own.alternates,
    cache: {
      area: mine ? "pages" : "other",
      cacheControl: contentPageCacheControl(request, keepSeconds),
      keepSeconds,
    },
  };
}

/**
 * How a content page may be kept: by a shared cache (CDN, Varnish) for a visitor without cookies,
 * who gets what every visitor without cookies gets, at an address whose query holds only content
 * and tracking parameters (any other one may be repeated in the page); only by the browser for a
 * visitor with cookies (their language, theme or analytics choice).
 */
function contentPageCacheControl(
  { cacheUrl, cookies, sharedMaxAge }: DeliveryRequest,
  keepSeconds: number | null,
): string {
  const maxAge = keepSeconds === null ? sharedMaxAge : Math.min(sharedMaxAge, keepSeconds);
  if (maxAge > 0 && !cookies && cacheUrl !== null) {
    return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}`;
  }
  return "private, no-cache";
}

/** The page's canonical URL and its URL per language, from the registry (or the blog). */
function pageUrls(
  url: URL,
  match: PageMatch | undefined,
  locale: Lang,
  blog: Pick<Blog, "forPath" | "translation">,
): { canonical: string | null; alternates: Partial<Record<Lang, string>>; article: boolean } {
  if (match?.page.id === "blog") {
    // the list at a category and page: each position is a page of its own
    const rawCategory = url.searchParams.get("category");
    const category = isCategory(rawCategory) ? rawCategory : null;
    const page = Number(url.searchParams.get("page") ?? "1");
    const position = { category, page: Number.isInteger(page) ? page : 1 };
    const alternates = { de: blogPath("de", position), en: blogPath("en", position) };
    return { canonical: alternates[locale], alternates, article: false };
  }
  if (match) {
    const alternates = {
      de: localizedPath(match.page.id, "de", { params: match.params }),
      en: localizedPath(match.page.id, "en", { params: match.params }),
    };
    return { canonical: alternates[locale], alternates, article: false };
  }
  const found = url.pathname.startsWith("/blog/") ? blog.forPath(url.pathname) : undefined;
  if (!found) return { canonical: null, alternates: {}, article: false };
  const other: Lang = found.lng === "de" ? "en" : "de";
  const translation = blog.translation(found, other);
  const alternates: Partial<Record<Lang, string>> = { [found.lng]: found.path };
  if (translation) alternates[other] = translation.path;
  return { canonical: found.path, alternates, article: true };
}
