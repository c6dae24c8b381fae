// The page registry: every page of the site, defined once. Its German and English paths, whether
// search engines see it, and the route module that renders it. remix.config.js registers the
// routes from it; links (localizedPath), language switches and redirects (translateUrl),
// canonical and hreflang links, the sitemap, secret-URL redaction and the render cache all read
// it (docs/decisions/002-locale-scheme.md, 054-page-registry.md).
//
// Adding a page: one entry here (the id is then a PageId, checked by `npm run typecheck`) and its
// copy; a topic page needs `route: "routes/topic"` and a copy file app/content/pages/topics/<id>.yaml.

import type { Resources } from "~/locales/de";

/**
 * The route modules that render pages, as paths under app/ without the extension: content pages in
 * app/routes/, a capability's pages in its feature folder. One module may render many pages.
 */
export type PageRoute =
  | "routes/home"
  | "routes/about"
  | "routes/ceopreneur"
  | "routes/ceo-mentoring"
  | "routes/services"
  | "features/blog/routes/list"
  | "routes/topic"
  | "routes/legal"
  | "routes/thanks"
  | "features/audit/route"
  | "features/contact/route"
  | "features/booking/routes/book"
  | "features/booking/routes/request"
  | "features/booking/routes/manage"
  | "features/booking/routes/cancel"
  | "features/booking/routes/reschedule"
  | "features/newsletter/routes/signup"
  | "features/newsletter/routes/confirm"
  | "features/newsletter/routes/unsubscribe"
  | "features/newsletter/routes/archive"
  | "features/newsletter/routes/issue"
  | "routes/translations-demo"
  | "features/exit-ready/routes/start"
  | "features/exit-ready/routes/question"
  | "features/exit-ready/routes/contact"
  | "features/exit-ready/routes/result"
  | "features/exit-ready/routes/report"
  | "features/build-to-leave/routes/dashboard"
  | "features/build-to-leave/routes/profile"
  | "features/build-to-leave/routes/module"
  | "features/build-to-leave/routes/question"
  | "features/build-to-leave/routes/result"
  | "features/build-to-leave/routes/roadmap"
  | "features/build-to-leave/routes/resume"
  | "features/build-to-leave/routes/delete";

interface PageFields {
  /** stable page id, used in code and for copy lookup */
  readonly id: string;
  /** German path (also the path for both languages when `en` is missing) */
  readonly de: string;
  /** English path of a pair; absent: English is `de + ?lng=en` */
  readonly en?: string;
  /** kept out of the sitemap and marked noindex (flows, utility pages) */
  readonly noindex?: boolean;
  /** the route module (file `app/<route>.tsx`) */
  readonly route: PageRoute;
}

/**
 * A page hydrates, or a cache may keep it, or neither (how it is delivered: app/delivery.server.ts).
 * - `hydrate`: React and Remix's runtime load on this page (docs/decisions/059-hydrate-only-flows-and-forms.md):
 *   only the flows' steps and the forms with inline validation. Every other page is HTML and CSS
 *   with the shell's small script (app/shell/enhance.ts).
 * - `cache`: the page is the same bytes for every visitor of a URL with the same language, theme and
 *   consent cookies: the render cache keeps it (docs/decisions/013-render-cache.md), and a shared
 *   cache in front (CDN, Varnish) may keep it for visitors without cookies. Such a page gets no CSP
 *   nonce and may carry no value of its own: no submission id, nothing of a visitor's data, no React
 *   in the browser. tests/integration/render-cache.test.ts renders each one on two servers and fails
 *   on any difference. A page that changes without a deployment (it reads the database) says for
 *   how many seconds at most a cache may keep it (`{ keepSeconds }`).
 */
export type PageDef = PageFields &
  (
    | { readonly hydrate: true; readonly cache?: never }
    | { readonly cache?: true | { readonly keepSeconds: number }; readonly hydrate?: never }
  );

const registry = [
  { id: "home", de: "/", route: "routes/home", cache: true },
  { id: "about", de: "/ueber-mich", route: "routes/about", cache: true },
  { id: "ceopreneur", de: "/ceopreneur", route: "routes/ceopreneur", cache: true },
  { id: "ceo-mentoring", de: "/ceo-mentoring", route: "routes/ceo-mentoring", cache: true },
  { id: "services", de: "/services", route: "routes/services", cache: true },
  { id: "blog", de: "/blog", route: "features/blog/routes/list", cache: true },
  {
    id: "exit-ready-check",
    de: "/exit-ready-check",
    en: "/exitready",
    route: "features/exit-ready/routes/start",
    cache: true,
  },
  {
    id: "exit-ready-question",
    de: "/exit-ready-check/:attempt/frage/:n",
    en: "/exitready/:attempt/question/:n",
    noindex: true,
    hydrate: true,
    route: "features/exit-ready/routes/question",
  },
  {
    id: "exit-ready-contact",
    de: "/exit-ready-check/:attempt/kontakt",
    en: "/exitready/:attempt/contact",
    noindex: true,
    hydrate: true,
    route: "features/exit-ready/routes/contact",
  },
  // no form: its strategy session is booked on the booking page, so no React
  {
    id: "exit-ready-result",
    de: "/exit-ready-check/:attempt/ergebnis",
    en: "/exitready/:attempt/result",
    noindex: true,
    route: "features/exit-ready/routes/result",
  },
  // the result as a PDF (ADR 069): a file, no page (its route module has only a loader), under the
  // result's address and as secret as it; no ".pdf" in the path, so GA4's file-download
  // measurement never sends the address (docs/decisions/069-exit-ready-report.md)
  {
    id: "exit-ready-report",
    de: "/exit-ready-check/:attempt/ergebnis/pdf",
    en: "/exitready/:attempt/result/pdf",
    noindex: true,
    route: "features/exit-ready/routes/report",
  },
  {
    id: "entrepreneurial-freedom",
    de: "/unternehmerfreiheit",
    en: "/entrepreneurial-freedom",
    route: "routes/topic",
    cache: true,
  },
  { id: "owner-dependency", de: "/owner-dependency", route: "routes/topic", cache: true },
  { id: "exit-strategy", de: "/exit-strategie", en: "/exit-strategy", route: "routes/topic", cache: true },
  { id: "due-diligence", de: "/due-diligence", route: "routes/topic", cache: true },
  {
    id: "business-succession",
    de: "/unternehmensnachfolge",
    en: "/business-succession",
    route: "routes/topic",
    cache: true,
  },
  {
    id: "strategy-consulting",
    de: "/strategieberatung",
    en: "/strategy-consulting",
    route: "routes/topic",
    cache: true,
  },
  { id: "strategy-guide", de: "/strategieberatung-guide", en: "/strategy-guide", route: "routes/topic", cache: true },
  {
    id: "delegation-strategy",
    de: "/delegation-strategie",
    en: "/delegation-strategy",
    route: "routes/topic",
    cache: true,
  },
  {
    id: "process-systematization",
    de: "/process-systematisierung",
    en: "/process-systematization",
    route: "routes/topic",
    cache: true,
  },
  { id: "team-autonomy", de: "/team-autonomie", en: "/team-autonomy", route: "routes/topic", cache: true },
  { id: "system-builder", de: "/system-builder", en: "/business-systematization", route: "routes/topic", cache: true },
  { id: "ceo-coaching", de: "/ceo-coaching", en: "/executive-coaching", route: "routes/topic", cache: true },
  { id: "local-seo", de: "/lokale-seo", en: "/local-seo", route: "routes/topic", cache: true },
  { id: "audit", de: "/audit", en: "/business-audit", route: "features/audit/route", hydrate: true },
  {
    id: "audit-thanks",
    de: "/audit/danke",
    en: "/business-audit/thank-you",
    noindex: true,
    route: "routes/thanks",
    cache: true,
  },
  // shows a missing key on purpose (docs/product.md §3): reachable, but not for search engines
  { id: "translations-demo", de: "/translations-demo", noindex: true, route: "routes/translations-demo", cache: true },
  { id: "contact", de: "/kontakt", route: "features/contact/route", hydrate: true },
  { id: "contact-thanks", de: "/kontakt/danke", noindex: true, route: "routes/thanks", cache: true },
  // the free strategy session, booked at an available time (ADR 065)
  {
    id: "strategy-session",
    de: "/strategiegespraech",
    en: "/strategy-session",
    route: "features/booking/routes/book",
    hydrate: true,
  },
  // ... or requested, when no offered time fits or none can be offered (the calendar unreadable)
  {
    id: "session-request",
    de: "/strategiegespraech/anfrage",
    en: "/strategy-session/request",
    noindex: true,
    hydrate: true,
    route: "features/booking/routes/request",
  },
  {
    id: "session-thanks",
    de: "/strategiegespraech/danke",
    en: "/strategy-session/thank-you",
    noindex: true,
    route: "routes/thanks",
    cache: true,
  },
  // a booking sent twice (the second answer has no manage link: it is in the mail)
  {
    id: "session-booked",
    de: "/strategiegespraech/gebucht",
    en: "/strategy-session/booked",
    noindex: true,
    route: "routes/thanks",
    cache: true,
  },
  // a booking's own pages: the manage token in the path is a secret (redacted in logs and analytics,
  // app/lib/redact.ts); private, never cached
  {
    id: "booking",
    de: "/strategiegespraech/termin/:token",
    en: "/strategy-session/booking/:token",
    noindex: true,
    route: "features/booking/routes/manage",
  },
  {
    id: "booking-cancel",
    de: "/strategiegespraech/termin/:token/absagen",
    en: "/strategy-session/booking/:token/cancel",
    noindex: true,
    route: "features/booking/routes/cancel",
  },
  {
    id: "booking-reschedule",
    de: "/strategiegespraech/termin/:token/verschieben",
    en: "/strategy-session/booking/:token/reschedule",
    noindex: true,
    hydrate: true,
    route: "features/booking/routes/reschedule",
  },
  { id: "newsletter", de: "/newsletter", route: "features/newsletter/routes/signup", cache: true },
  {
    id: "newsletter-thanks",
    de: "/newsletter/danke",
    en: "/newsletter/thank-you",
    noindex: true,
    route: "routes/thanks",
    cache: true,
  },
  {
    id: "newsletter-confirm",
    de: "/newsletter/bestaetigen",
    en: "/newsletter/confirm",
    noindex: true,
    route: "features/newsletter/routes/confirm",
  },
  {
    id: "newsletter-unsubscribe",
    de: "/newsletter/abmelden",
    en: "/newsletter/unsubscribe",
    noindex: true,
    route: "features/newsletter/routes/unsubscribe",
  },
  // the issues sent (ADR 071): the list, and each issue (in the sitemap once sent: app/routes/sitemap.ts)
  {
    id: "newsletter-archive",
    de: "/newsletter/archiv",
    en: "/newsletter/archive",
    route: "features/newsletter/routes/archive",
    cache: { keepSeconds: 60 },
  },
  {
    id: "newsletter-issue",
    de: "/newsletter/archiv/:issue",
    en: "/newsletter/archive/:issue",
    route: "features/newsletter/routes/issue",
    cache: { keepSeconds: 60 },
  },
  { id: "build-to-leave", de: "/build-to-leave", route: "features/build-to-leave/routes/dashboard" },
  {
    id: "btl-profile",
    de: "/build-to-leave/profile",
    noindex: true,
    hydrate: true,
    route: "features/build-to-leave/routes/profile",
  },
  {
    id: "btl-module",
    de: "/build-to-leave/modules/:module",
    noindex: true,
    route: "features/build-to-leave/routes/module",
  },
  // the result before the question: its path would also match ":n"
  {
    id: "btl-result",
    de: "/build-to-leave/modules/:module/:attempt/result",
    noindex: true,
    route: "features/build-to-leave/routes/result",
  },
  {
    id: "btl-question",
    de: "/build-to-leave/modules/:module/:attempt/:n",
    noindex: true,
    hydrate: true,
    route: "features/build-to-leave/routes/question",
  },
  {
    id: "btl-roadmap-foundation-builder",
    de: "/build-to-leave/roadmaps/foundation-builder",
    route: "features/build-to-leave/routes/roadmap",
  },
  {
    id: "btl-roadmap-growth-systematizer",
    de: "/build-to-leave/roadmaps/growth-systematizer",
    route: "features/build-to-leave/routes/roadmap",
  },
  {
    id: "btl-roadmap-due-diligence-prep",
    de: "/build-to-leave/roadmaps/due-diligence-prep",
    route: "features/build-to-leave/routes/roadmap",
  },
  {
    id: "btl-resume",
    de: "/build-to-leave/resume/:workspace",
    noindex: true,
    route: "features/build-to-leave/routes/resume",
  },
  { id: "btl-delete", de: "/build-to-leave/delete", noindex: true, route: "features/build-to-leave/routes/delete" },
  { id: "impressum", de: "/impressum", route: "routes/legal", cache: true },
  { id: "terms", de: "/agb", route: "routes/legal", cache: true },
  { id: "privacy", de: "/datenschutz", en: "/privacy", route: "routes/legal", cache: true },
] as const satisfies readonly PageDef[];

/** What a route module's `handle` may say about its page (read by the shell). */
export interface PageHandle {
  /** the nav item to mark as current when the route is not itself a page of the table */
  nav?: string;
  /** the page shows its own newsletter signup: the footer leaves its one out */
  newsletter?: boolean;
}

/** Every page id: a wrong id is a type error. */
export type PageId = (typeof registry)[number]["id"];

/** The ids of the pages one route module renders, e.g. `PageIdOf<"routes/topic">`. */
export type PageIdOf<R extends PageRoute> = Extract<(typeof registry)[number], { route: R }>["id"];

/**
 * Pages with a name (breadcrumbs, related links): in the locale files' common.pages, or a topic
 * page, whose name is in its copy file. Flow steps have none.
 */
export type NamedPageId = Extract<PageId, keyof Resources["common"]["pages"]> | PageIdOf<"routes/topic">;

/** A page of the registry. */
export type Page = PageDef & { readonly id: PageId };

/** Every page, in the order the router registers them. */
export const pages: readonly Page[] = registry;

/** The Remix route ids of the pages that hydrate (`hydrate: true`), in both languages. */
export const hydratedRouteIds: ReadonlySet<string> = new Set(
  pages.filter((p) => p.hydrate).flatMap((p) => [routeId(p.id, "de"), routeId(p.id, "en")]),
);

/**
 * Pages whose paths come from content rather than from this registry: one route serves both
 * languages, and the path itself names the language (a blog article's slug is German or English;
 * app/features/blog/language.server.ts).
 */
export const contentRoutes = [
  { id: "blog-article", path: "/blog/:slug", file: "features/blog/routes/article.tsx", cache: true },
] as const;

/**
 * The consultant's booking feed: its one parameter is a secret (BOOKINGS_FEED_TOKEN), so the
 * request log and analytics get this pattern instead of the path (app/lib/redact.ts).
 */
export const BOOKINGS_FEED_PATH = "/kalender/:file";

/** Resource routes (no page, no language): registered as they are. */
export const resourceRoutes = [
  { id: "healthz", path: "/healthz", file: "routes/healthz.ts" },
  { id: "readyz", path: "/readyz", file: "routes/readyz.ts" },
  { id: "locales", path: "/locales/:lng", file: "routes/locales.ts" },
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap.ts" },
  // the blog's RSS 2.0 feed per language: /blog/rss.xml?lng=de|en
  { id: "blog-rss", path: "/blog/rss.xml", file: "features/blog/routes/feed.ts" },
  { id: "robots", path: "/robots.txt", file: "routes/robots.ts" },
  // answers 404 unless ENABLE_ERROR_PROBE=1 (browser tests of the error page)
  { id: "error-probe", path: "/__error-probe", file: "routes/error-probe.tsx" },
  { id: "set-theme", path: "/preferences/theme", file: "routes/preferences.theme.ts" },
  { id: "set-language", path: "/preferences/language", file: "routes/preferences.language.ts" },
  { id: "consent", path: "/consent", file: "routes/consent.ts" },
  // the consultant's booked sessions as a calendar subscription: /kalender/<BOOKINGS_FEED_TOKEN>.ics
  { id: "bookings-feed", path: BOOKINGS_FEED_PATH, file: "features/booking/routes/feed.ts" },
] as const;

/** The catch-all page for unknown paths (404). */
export const notFoundRoute = { id: "not-found", path: "*", file: "routes/not-found.tsx", cache: true } as const;

/** The Remix route id of a page in a language: one id per registered path. */
export function routeId(pageId: PageId, lng: "de" | "en") {
  return `page:${pageId}:${lng}`;
}

/** The route module file of a page (for remix.config.js). */
export const routeFile = (page: Page) => `${page.route}.tsx`;
