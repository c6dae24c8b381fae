import { LanguageDetector } from "remix-i18next/server";
import { getBlog } from "~/features/blog/articles.server";
import { articlePathLanguage, translateArticleUrl } from "~/features/blog/language.server";
import { preferenceCookies } from "./cookies.server";
import type { Env } from "./env.server";
import { defaultLanguage, isLang, languages, type Lang } from "./i18n";
import { langParam, pageForPath, translateUrl } from "./routing";

import { isTheme, type Theme } from "./theme";

export interface Preferences {
  locale: Lang;
  theme: Theme;
  /** Set-Cookie values to send (an explicit ?lng= is remembered) */
  setCookies: string[];
  /** the same page in the visitor's language, when the path belongs to the other one */
  redirectTo: string | null;
}

const detectors = new WeakMap<Env, LanguageDetector>();

function detector(env: Env) {
  let d = detectors.get(env);
  if (!d) {
    d = new LanguageDetector({
      supportedLanguages: [...languages],
      fallbackLanguage: defaultLanguage,
      // DESIGN.md decision 1: ?lng= → cookie → the language of a paired path (or article) → de.
      order: ["searchParams", "cookie", "custom"],
      searchParamKey: "lng",
      cookie: preferenceCookies(env).lng,
      findLocale: async (request) => pathLanguage(new URL(request.url).pathname, env),
    });
    detectors.set(env, d);
  }
  return d;
}

/** The language a path belongs to: a paired path of the route table or a blog article; else null. */
function pathLanguage(pathname: string, env: Env): Lang | null {
  if (pathname.startsWith("/blog/")) return articlePathLanguage(getBlog(env), pathname);
  return pageForPath(pathname)?.lng ?? null;
}

export async function readPreferences(request: Request, env: Env): Promise<Preferences> {
  const url = new URL(request.url);
  const cookies = preferenceCookies(env);
  const detected = await detector(env).detect(request);
  const locale: Lang = isLang(detected) ? detected : defaultLanguage;
  const cookieHeader = request.headers.get("Cookie");
  const theme = await cookies.theme.parse(cookieHeader);

  const setCookies: string[] = [];
  const explicit = langParam(url);
  if (explicit && (await cookies.lng.parse(cookieHeader)) !== explicit) {
    setCookies.push(await cookies.lng.serialize(explicit));
  }

  // SPEC §2: a paired path in the other language redirects to this language's path (302).
  const pathLang = pathLanguage(url.pathname, env);
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

  return { locale, theme: isTheme(theme) ? theme : "light", setCookies, redirectTo };
}

const perRequest = new WeakMap<Request, Promise<Preferences>>();

/** The preferences of a request, read once however many loaders ask. */
export function getPreferences(request: Request, env: Env): Promise<Preferences> {
  let prefs = perRequest.get(request);
  if (!prefs) {
    prefs = readPreferences(request, env);
    perRequest.set(request, prefs);
  }
  return prefs;
}

/** The language of a request (for loaders and actions). */
export async function getLocale(request: Request, env: Env): Promise<Lang> {
  return (await getPreferences(request, env)).locale;
}
