import { getBlog } from "~/features/blog/articles.server";
import { articlePathLanguage, translateArticleUrl } from "~/features/blog/language.server";
import type { Env } from "~/lib/env.server";
import { defaultLanguage, type Lang } from "~/lib/i18n";
import { langParam, pageForPath, translateUrl, type PageMatch } from "~/lib/routing";
import type { Theme } from "~/lib/theme";
import type { Variant } from "~/lib/variant.server";
import type { AppLoadContext } from "@remix-run/node";

export interface Preferences {
  locale: Lang;
  theme: Theme;
  /** the same page in the visitor's language, when the path belongs to the other one */
  redirectTo: string | null;
  /** the cookies the page depends on, as the server read them (context.variant) */
  variant: Variant;
  /** the registry's page of this path, its language and parameters (undefined: not a page) */
  page: PageMatch | undefined;
}

/** The language a path belongs to: a paired path of the registry or a blog article; else null. */
function pathLanguage(pathname: string, page: PageMatch | undefined, env: Env): Lang | null {
  if (pathname.startsWith("/blog/")) return articlePathLanguage(getBlog(env), pathname);
  return page?.lng ?? null;
}

/** The preferences of a request whose cookies were read as `variant` (readVariant). */
export function readPreferences(request: Request, variant: Variant, env: Env): Preferences {
  const url = new URL(request.url);
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

  return { locale, theme: variant.theme, redirectTo, variant, page };
}

const perRequest = new WeakMap<Request, Preferences>();

/** The preferences of a request, read once however many loaders ask. */
export function getPreferences(request: Request, context: AppLoadContext): Preferences {
  let prefs = perRequest.get(request);
  if (!prefs) {
    prefs = readPreferences(request, context.variant, context.env);
    perRequest.set(request, prefs);
  }
  return prefs;
}

/** The language of a request (for loaders and actions). */
export function getLocale(request: Request, context: AppLoadContext): Lang {
  return getPreferences(request, context).locale;
}
