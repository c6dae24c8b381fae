// The page registry: every page of the site, defined once. Its German and English paths, whether
// search engines see it, and the route module that renders it. remix.config.js registers the
// routes from it; links (localizedPath), language switches and redirects (translateUrl),
// canonical and hreflang links, the sitemap, secret-URL redaction and the render cache all read
// it (docs/decisions/002-locale-scheme.md, 054-page-registry.md).
//
// Adding a page: one entry here (the id is then a PageId, checked by `npm run typecheck`) and its
// copy; a topic page needs `route: "topic"` and a copy file in app/content/pages/topics/.

import type { Resources } from "~/locales/de";

/** Route modules under app/routes/ that render pages (one module may render many pages). */
export type PageRoute =
  | "home"
  | "about"
  | "ceopreneur"
  | "ceo-mentoring"
  | "services"
  | "blog"
  | "topic"
  | "legal"
  | "thanks"
  | "audit"
  | "contact"
  | "strategy-session"
  | "newsletter"
  | "newsletter.confirm"
  | "newsletter.unsubscribe"
  | "translations-demo"
  | "exit-ready-check"
  | "exit-ready.question"
  | "exit-ready.contact"
  | "exit-ready.result"
  | "build-to-leave"
  | "btl.profile"
  | "btl.module"
  | "btl.question"
  | "btl.result"
  | "btl.roadmap"
  | "btl.resume"
  | "btl.delete";

export interface PageDef {
  /** stable page id, used in code and for copy lookup */
  readonly id: string;
  /** German path (also the path for both languages when `en` is missing) */
  readonly de: string;
  /** English path of a pair; absent: English is `de + ?lng=en` */
  readonly en?: string;
  /** kept out of the sitemap and marked noindex (flows, utility pages) */
  readonly noindex?: boolean;
  /** the route module under app/routes/ (file `routes/<route>.tsx`) */
  readonly route: PageRoute;
}

const registry = [
  { id: "home", de: "/", route: "home" },
  { id: "about", de: "/ueber-mich", route: "about" },
  { id: "ceopreneur", de: "/ceopreneur", route: "ceopreneur" },
  { id: "ceo-mentoring", de: "/ceo-mentoring", route: "ceo-mentoring" },
  { id: "services", de: "/services", route: "services" },
  { id: "blog", de: "/blog", route: "blog" },
  { id: "exit-ready-check", de: "/exit-ready-check", en: "/exitready", route: "exit-ready-check" },
  {
    id: "exit-ready-question",
    de: "/exit-ready-check/:attempt/frage/:n",
    en: "/exitready/:attempt/question/:n",
    noindex: true,
    route: "exit-ready.question",
  },
  {
    id: "exit-ready-contact",
    de: "/exit-ready-check/:attempt/kontakt",
    en: "/exitready/:attempt/contact",
    noindex: true,
    route: "exit-ready.contact",
  },
  {
    id: "exit-ready-result",
    de: "/exit-ready-check/:attempt/ergebnis",
    en: "/exitready/:attempt/result",
    noindex: true,
    route: "exit-ready.result",
  },
  { id: "entrepreneurial-freedom", de: "/unternehmerfreiheit", en: "/entrepreneurial-freedom", route: "topic" },
  { id: "owner-dependency", de: "/owner-dependency", route: "topic" },
  { id: "exit-strategy", de: "/exit-strategie", en: "/exit-strategy", route: "topic" },
  { id: "due-diligence", de: "/due-diligence", route: "topic" },
  { id: "business-succession", de: "/unternehmensnachfolge", en: "/business-succession", route: "topic" },
  { id: "strategy-consulting", de: "/strategieberatung", en: "/strategy-consulting", route: "topic" },
  { id: "strategy-guide", de: "/strategieberatung-guide", en: "/strategy-guide", route: "topic" },
  { id: "delegation-strategy", de: "/delegation-strategie", en: "/delegation-strategy", route: "topic" },
  {
    id: "process-systematization",
    de: "/process-systematisierung",
    en: "/process-systematization",
    route: "topic",
  },
  { id: "team-autonomy", de: "/team-autonomie", en: "/team-autonomy", route: "topic" },
  { id: "system-builder", de: "/system-builder", en: "/business-systematization", route: "topic" },
  { id: "ceo-coaching", de: "/ceo-coaching", en: "/executive-coaching", route: "topic" },
  { id: "local-seo", de: "/lokale-seo", en: "/local-seo", route: "topic" },
  { id: "audit", de: "/audit", en: "/business-audit", route: "audit" },
  { id: "audit-thanks", de: "/audit/danke", en: "/business-audit/thank-you", noindex: true, route: "thanks" },
  { id: "translations-demo", de: "/translations-demo", route: "translations-demo" },
  { id: "contact", de: "/kontakt", route: "contact" },
  { id: "contact-thanks", de: "/kontakt/danke", noindex: true, route: "thanks" },
  { id: "strategy-session", de: "/strategiegespraech", en: "/strategy-session", route: "strategy-session" },
  {
    id: "session-thanks",
    de: "/strategiegespraech/danke",
    en: "/strategy-session/thank-you",
    noindex: true,
    route: "thanks",
  },
  { id: "newsletter", de: "/newsletter", route: "newsletter" },
  { id: "newsletter-thanks", de: "/newsletter/danke", en: "/newsletter/thank-you", noindex: true, route: "thanks" },
  {
    id: "newsletter-confirm",
    de: "/newsletter/bestaetigen",
    en: "/newsletter/confirm",
    noindex: true,
    route: "newsletter.confirm",
  },
  {
    id: "newsletter-unsubscribe",
    de: "/newsletter/abmelden",
    en: "/newsletter/unsubscribe",
    noindex: true,
    route: "newsletter.unsubscribe",
  },
  { id: "build-to-leave", de: "/build-to-leave", route: "build-to-leave" },
  { id: "btl-profile", de: "/build-to-leave/profile", noindex: true, route: "btl.profile" },
  { id: "btl-module", de: "/build-to-leave/modules/:module", noindex: true, route: "btl.module" },
  // the result before the question: its path would also match ":n"
  { id: "btl-result", de: "/build-to-leave/modules/:module/:attempt/result", noindex: true, route: "btl.result" },
  { id: "btl-question", de: "/build-to-leave/modules/:module/:attempt/:n", noindex: true, route: "btl.question" },
  { id: "btl-roadmap-foundation-builder", de: "/build-to-leave/roadmaps/foundation-builder", route: "btl.roadmap" },
  { id: "btl-roadmap-growth-systematizer", de: "/build-to-leave/roadmaps/growth-systematizer", route: "btl.roadmap" },
  { id: "btl-roadmap-due-diligence-prep", de: "/build-to-leave/roadmaps/due-diligence-prep", route: "btl.roadmap" },
  { id: "btl-resume", de: "/build-to-leave/resume/:workspace", noindex: true, route: "btl.resume" },
  { id: "btl-delete", de: "/build-to-leave/delete", noindex: true, route: "btl.delete" },
  { id: "impressum", de: "/impressum", route: "legal" },
  { id: "terms", de: "/agb", route: "legal" },
  { id: "privacy", de: "/datenschutz", en: "/privacy", route: "legal" },
] as const satisfies readonly PageDef[];

/** Every page id: a wrong id is a type error. */
export type PageId = (typeof registry)[number]["id"];

/** The ids of the pages one route module renders, e.g. `PageIdOf<"topic">`. */
export type PageIdOf<R extends PageRoute> = Extract<(typeof registry)[number], { route: R }>["id"];

/** Pages with a name in the locale files' common.pages (breadcrumbs, related links); flow steps have none. */
export type NamedPageId = Extract<PageId, keyof Resources["common"]["pages"]>;

/** A page of the registry. */
export interface Page extends PageDef {
  readonly id: PageId;
}

/** Every page, in the order the router registers them. */
export const pages: readonly Page[] = registry;

/**
 * Pages whose paths come from content rather than from this registry: one route serves both
 * languages, and the path itself names the language (a blog article's slug is German or English;
 * app/features/blog/language.server.ts).
 */
export const contentRoutes = [{ id: "blog-article", path: "/blog/:slug", file: "routes/blog-article.tsx" }] as const;

/** Resource routes (no page, no language): registered as they are. */
export const resourceRoutes = [
  { id: "healthz", path: "/healthz", file: "routes/healthz.ts" },
  { id: "readyz", path: "/readyz", file: "routes/readyz.ts" },
  { id: "locales", path: "/locales/:lng", file: "routes/locales.ts" },
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap.ts" },
  // the blog's RSS 2.0 feed per language: /blog/rss.xml?lng=de|en
  { id: "blog-rss", path: "/blog/rss.xml", file: "routes/blog-rss.ts" },
  { id: "robots", path: "/robots.txt", file: "routes/robots.ts" },
  // answers 404 unless ENABLE_ERROR_PROBE=1 (browser tests of the error page)
  { id: "error-probe", path: "/__error-probe", file: "routes/error-probe.tsx" },
  { id: "set-theme", path: "/preferences/theme", file: "routes/preferences.theme.ts" },
  { id: "set-language", path: "/preferences/language", file: "routes/preferences.language.ts" },
  { id: "consent", path: "/consent", file: "routes/consent.ts" },
] as const;

/** The catch-all page for unknown paths (404). */
export const notFoundRoute = { id: "not-found", path: "*", file: "routes/not-found.tsx" } as const;

/** The Remix route id of a page in a language: one id per registered path. */
export function routeId(pageId: PageId, lng: "de" | "en") {
  return `page:${pageId}:${lng}`;
}

/** The route module file of a page (for remix.config.js). */
export const routeFile = (page: Page) => `routes/${page.route}.tsx`;
