import { getBlog, type Blog } from "~/features/blog/articles.server";
import { pageAnalytics } from "~/features/consent/analytics.server";
import { articlePathLanguage, translateArticleUrl } from "~/features/blog/language.server";
import type { Env } from "~/lib/env.server";
import { defaultLanguage, type Lang } from "~/lib/i18n";
import { langParam, pageForPath, translateUrl, type PageMatch } from "~/lib/routing";
import type { Theme } from "~/lib/theme";
import type { Variant } from "~/lib/variant.server";
import type { AppLoadContext } from "@remix-run/node";
import { deliveryFor, type Delivery, type DeliveryRequest } from "~/delivery.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * the request's page, language, theme, language redirect and analytics, read once by the
     * server from its URL and cookies (server/app.ts); absent only where a test calls a loader
     * without the server
     */
    preferences?: Preferences;
  }
}

export interface Preferences {
  locale: Lang;
  theme: Theme;
  /** the same page in the visitor's language, when the path belongs to the other one */
  redirectTo: string | null;
  /** the cookies the page depends on, as the server read them (context.variant) */
  variant: Variant;
  /** the registry's page of this path, its language and parameters (undefined: not a page) */
  page: PageMatch | undefined;
  /** GA4 on this page, when configured: its id and bootstrap (the root renders it, the CSP hashes it) */
  analytics: ReturnType<typeof pageAnalytics>;
  /** how the page is delivered: scripts, CSP, own URLs, caching (app/delivery.server.ts) */
  delivery: Delivery;
}

/** A request read without the server (a test calling a loader): never kept by a cache. */
const NOT_KEPT: DeliveryRequest = { cacheUrl: null, cookies: true, sharedMaxAge: 0 };

/** The language a path belongs to: a paired path of the registry or a blog article; else null. */
function pathLanguage(pathname: string, page: PageMatch | undefined, env: Env): Lang | null {
  if (pathname.startsWith("/blog/")) return articlePathLanguage(getBlog(env), pathname);
  return page?.lng ?? null;
}

/**
 * The preferences of a request for `url` whose cookies were read as `variant` (readVariant): made
 * once per request by the server (server/app.ts) and handed to every loader, action and the
 * document's rendering through the load context.
 */
export function readPreferences(
  url: URL,
  variant: Variant,
  env: Env,
  request: DeliveryRequest = NOT_KEPT,
): Preferences {
  // the one place a request's page is looked up in the registry (app/pages.ts)
  const page = pageForPath(url.pathname);
  const pathLang = pathLanguage(url.pathname, page, env);
  // ?lng= → cookie → the language of a paired path (or article) → de (ADR 002). An explicit ?lng=
  // is not stored in the cookie: a page sets no cookie, so a cache may keep it (ADR 064); the
  // page's links carry the language on, and the language switch stores it.
  const explicit = langParam(url);
  const locale: Lang = explicit ?? variant.lng ?? pathLang ?? defaultLanguage;

  // docs/product.md §2: a paired path in the other language redirects to this language's path (302).
  let redirectTo: string | null = null;
  if (pathLang && pathLang !== locale) {
    const article = url.pathname.startsWith("/blog/")
      ? translateArticleUrl(getBlog(env), url.pathname + url.search, locale)
      : null;
    if (!article) redirectTo = translateUrl(url.pathname + url.search, locale);
    // An article goes to its translation. One without a translation stays readable for a visitor
    // whose cookie names the other language; an explicit ?lng= leads to that language's blog.
    else if (article.translated || explicit) redirectTo = article.url;
  }

  // the blog's index is read only when the page asks for it: the first request (a health check,
  // often) would otherwise load and render every article, about 150 ms of a start
  const blog: Pick<Blog, "forPath" | "translation"> = {
    forPath: (path) => getBlog(env).forPath(path),
    translation: (article, lng) => getBlog(env).translation(article, lng),
  };
  const delivery = deliveryFor(url, page, locale, blog, request);
  return { locale, theme: variant.theme, redirectTo, variant, page, analytics: pageAnalytics(env, variant), delivery };
}

/**
 * The preferences of a request: the ones the server read for it (context.preferences). A loader
 * called on its own, without the server (a test), reads them from its request here.
 */
export function getPreferences(request: Request, context: AppLoadContext): Preferences {
  return context.preferences ?? readPreferences(new URL(request.url), context.variant, context.env);
}

/** The language of a request (for loaders and actions). */
export function getLocale(request: Request, context: AppLoadContext): Lang {
  return getPreferences(request, context).locale;
}
