// The route table: the single source of every page's German and English path.
// remix.config.js registers routes from it; links, language-aware redirects, canonical and
// hreflang links and the sitemap all read it (docs/decisions/002-locale-scheme.md).
// Plain JavaScript (typed with JSDoc) because remix.config.js imports it at build time.

/**
 * @typedef {object} PageDef
 * @property {string} id      stable page id, used in code and for copy lookup
 * @property {string} file    route module under app/
 * @property {string} de      German path (also the path for both languages when `en` is missing)
 * @property {string} [en]    English path of a pair (SPEC §2); absent: English is `de + ?lng=en`
 * @property {boolean} [noindex] kept out of the sitemap and marked noindex (flows, utility pages)
 */

/** @type {PageDef[]} */
export const pages = [
  { id: "home", file: "routes/home.tsx", de: "/" },
  { id: "about", file: "routes/about.tsx", de: "/ueber-mich" },
  { id: "ceopreneur", file: "routes/ceopreneur.tsx", de: "/ceopreneur" },
  { id: "ceo-mentoring", file: "routes/ceo-mentoring.tsx", de: "/ceo-mentoring" },
  { id: "services", file: "routes/services.tsx", de: "/services" },
  { id: "blog", file: "routes/blog.tsx", de: "/blog" },
  { id: "exit-ready-check", file: "routes/exit-ready-check.tsx", de: "/exit-ready-check", en: "/exitready" },
  {
    id: "exit-ready-question",
    file: "routes/exit-ready.question.tsx",
    de: "/exit-ready-check/:attempt/frage/:n",
    en: "/exitready/:attempt/question/:n",
    noindex: true,
  },
  {
    id: "exit-ready-contact",
    file: "routes/exit-ready.contact.tsx",
    de: "/exit-ready-check/:attempt/kontakt",
    en: "/exitready/:attempt/contact",
    noindex: true,
  },
  {
    id: "exit-ready-result",
    file: "routes/exit-ready.result.tsx",
    de: "/exit-ready-check/:attempt/ergebnis",
    en: "/exitready/:attempt/result",
    noindex: true,
  },
  {
    id: "entrepreneurial-freedom",
    file: "routes/topic.tsx",
    de: "/unternehmerfreiheit",
    en: "/entrepreneurial-freedom",
  },
  { id: "owner-dependency", file: "routes/topic.tsx", de: "/owner-dependency" },
  { id: "exit-strategy", file: "routes/topic.tsx", de: "/exit-strategie", en: "/exit-strategy" },
  { id: "due-diligence", file: "routes/topic.tsx", de: "/due-diligence" },
  { id: "business-succession", file: "routes/topic.tsx", de: "/unternehmensnachfolge", en: "/business-succession" },
  { id: "strategy-consulting", file: "routes/topic.tsx", de: "/strategieberatung", en: "/strategy-consulting" },
  { id: "strategy-guide", file: "routes/topic.tsx", de: "/strategieberatung-guide", en: "/strategy-guide" },
  { id: "delegation-strategy", file: "routes/topic.tsx", de: "/delegation-strategie", en: "/delegation-strategy" },
  {
    id: "process-systematization",
    file: "routes/topic.tsx",
    de: "/process-systematisierung",
    en: "/process-systematization",
  },
  { id: "team-autonomy", file: "routes/topic.tsx", de: "/team-autonomie", en: "/team-autonomy" },
  { id: "system-builder", file: "routes/topic.tsx", de: "/system-builder", en: "/business-systematization" },
  { id: "ceo-coaching", file: "routes/topic.tsx", de: "/ceo-coaching", en: "/executive-coaching" },
  { id: "local-seo", file: "routes/topic.tsx", de: "/lokale-seo", en: "/local-seo" },
  { id: "audit", file: "routes/audit.tsx", de: "/audit", en: "/business-audit" },
  { id: "audit-thanks", file: "routes/thanks.tsx", de: "/audit/danke", en: "/business-audit/thank-you", noindex: true },
  { id: "translations-demo", file: "routes/translations-demo.tsx", de: "/translations-demo" },
  { id: "contact", file: "routes/contact.tsx", de: "/kontakt" },
  { id: "contact-thanks", file: "routes/thanks.tsx", de: "/kontakt/danke", noindex: true },
  { id: "strategy-session", file: "routes/strategy-session.tsx", de: "/strategiegespraech", en: "/strategy-session" },
  {
    id: "session-thanks",
    file: "routes/thanks.tsx",
    de: "/strategiegespraech/danke",
    en: "/strategy-session/thank-you",
    noindex: true,
  },
  { id: "newsletter", file: "routes/newsletter.tsx", de: "/newsletter" },
  {
    id: "newsletter-thanks",
    file: "routes/thanks.tsx",
    de: "/newsletter/danke",
    en: "/newsletter/thank-you",
    noindex: true,
  },
  {
    id: "newsletter-confirm",
    file: "routes/newsletter.confirm.tsx",
    de: "/newsletter/bestaetigen",
    en: "/newsletter/confirm",
    noindex: true,
  },
  {
    id: "newsletter-unsubscribe",
    file: "routes/newsletter.unsubscribe.tsx",
    de: "/newsletter/abmelden",
    en: "/newsletter/unsubscribe",
    noindex: true,
  },
  { id: "build-to-leave", file: "routes/build-to-leave.tsx", de: "/build-to-leave" },
  { id: "btl-profile", file: "routes/btl.profile.tsx", de: "/build-to-leave/profile", noindex: true },
  { id: "btl-module", file: "routes/btl.module.tsx", de: "/build-to-leave/modules/:module", noindex: true },
  // the result before the question: its path would also match ":n"
  {
    id: "btl-result",
    file: "routes/btl.result.tsx",
    de: "/build-to-leave/modules/:module/:attempt/result",
    noindex: true,
  },
  {
    id: "btl-question",
    file: "routes/btl.question.tsx",
    de: "/build-to-leave/modules/:module/:attempt/:n",
    noindex: true,
  },
  {
    id: "btl-roadmap-foundation-builder",
    file: "routes/btl.roadmap.tsx",
    de: "/build-to-leave/roadmaps/foundation-builder",
  },
  {
    id: "btl-roadmap-growth-systematizer",
    file: "routes/btl.roadmap.tsx",
    de: "/build-to-leave/roadmaps/growth-systematizer",
  },
  {
    id: "btl-roadmap-due-diligence-prep",
    file: "routes/btl.roadmap.tsx",
    de: "/build-to-leave/roadmaps/due-diligence-prep",
  },
  { id: "btl-resume", file: "routes/btl.resume.tsx", de: "/build-to-leave/resume/:workspace", noindex: true },
  { id: "btl-delete", file: "routes/btl.delete.tsx", de: "/build-to-leave/delete", noindex: true },
  { id: "impressum", file: "routes/legal.tsx", de: "/impressum" },
  { id: "terms", file: "routes/legal.tsx", de: "/agb" },
  { id: "privacy", file: "routes/legal.tsx", de: "/datenschutz", en: "/privacy" },
];

/**
 * Pages whose paths come from content rather than from this table: one route serves both
 * languages, and the path itself names the language (a blog article's slug is German or English;
 * app/features/blog/language.server.ts). Each route module's `handle.nav` names the header item
 * marked current on it.
 * @type {{ id: string, path: string, file: string }[]}
 */
export const contentRoutes = [{ id: "blog-article", path: "/blog/:slug", file: "routes/blog-article.tsx" }];

/**
 * Resource routes (no page, no language): registered as they are.
 * @type {{ id: string, path: string, file: string }[]}
 */
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
];

/** The catch-all page for unknown paths (404). */
export const notFoundRoute = { id: "not-found", path: "*", file: "routes/not-found.tsx" };

/** The Remix route id of a page in a language: one id per registered path. */
export function routeId(/** @type {string} */ pageId, /** @type {"de" | "en"} */ lng) {
  return `page:${pageId}:${lng}`;
}
