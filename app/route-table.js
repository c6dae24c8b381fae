// The route table: the single source of every page's German and English path.
// remix.config.js registers routes from it; links, language-aware redirects, canonical and
// hreflang links and the sitemap all read it (docs/decisions/002-locale-scheme.md).
// Plain JavaScript (typed with JSDoc) because remix.config.js imports it at build time.

/**
 * @typedef {object} PageDef
 * @property {string} id      stable page id, used in code and for copy lookup
 * @property {string} de      German path (also the path for both languages when `en` is missing)
 * @property {string} [en]    English path of a pair (SPEC §2); absent: English is `de + ?lng=en`
 * @property {boolean} [noindex] kept out of the sitemap and marked noindex (flows, utility pages)
 */

/** @type {PageDef[]} */
export const pages = [
  { id: "home", de: "/" },
  { id: "about", de: "/ueber-mich" },
  { id: "ceopreneur", de: "/ceopreneur" },
  { id: "ceo-mentoring", de: "/ceo-mentoring" },
  { id: "services", de: "/services" },
  { id: "blog", de: "/blog" },
  { id: "exit-ready-check", de: "/exit-ready-check", en: "/exitready" },
  {
    id: "exit-ready-question",
    de: "/exit-ready-check/:attempt/frage/:n",
    en: "/exitready/:attempt/question/:n",
    noindex: true,
  },
  {
    id: "exit-ready-contact",
    de: "/exit-ready-check/:attempt/kontakt",
    en: "/exitready/:attempt/contact",
    noindex: true,
  },
  {
    id: "exit-ready-result",
    de: "/exit-ready-check/:attempt/ergebnis",
    en: "/exitready/:attempt/result",
    noindex: true,
  },
  {
    id: "entrepreneurial-freedom",
    de: "/unternehmerfreiheit",
    en: "/entrepreneurial-freedom",
  },
  { id: "owner-dependency", de: "/owner-dependency" },
  { id: "exit-strategy", de: "/exit-strategie", en: "/exit-strategy" },
  { id: "due-diligence", de: "/due-diligence" },
  { id: "business-succession", de: "/unternehmensnachfolge", en: "/business-succession" },
  { id: "strategy-consulting", de: "/strategieberatung", en: "/strategy-consulting" },
  { id: "strategy-guide", de: "/strategieberatung-guide", en: "/strategy-guide" },
  { id: "delegation-strategy", de: "/delegation-strategie", en: "/delegation-strategy" },
  {
    id: "process-systematization",
    de: "/process-systematisierung",
    en: "/process-systematization",
  },
  { id: "team-autonomy", de: "/team-autonomie", en: "/team-autonomy" },
  { id: "system-builder", de: "/system-builder", en: "/business-systematization" },
  { id: "ceo-coaching", de: "/ceo-coaching", en: "/executive-coaching" },
  { id: "local-seo", de: "/lokale-seo", en: "/local-seo" },
  { id: "audit", de: "/audit", en: "/business-audit" },
  { id: "audit-thanks", de: "/audit/danke", en: "/business-audit/thank-you", noindex: true },
  { id: "translations-demo", de: "/translations-demo" },
  { id: "contact", de: "/kontakt" },
  { id: "contact-thanks", de: "/kontakt/danke", noindex: true },
  { id: "strategy-session", de: "/strategiegespraech", en: "/strategy-session" },
  {
    id: "session-thanks",
    de: "/strategiegespraech/danke",
    en: "/strategy-session/thank-you",
    noindex: true,
  },
  { id: "newsletter", de: "/newsletter" },
  {
    id: "newsletter-thanks",
    de: "/newsletter/danke",
    en: "/newsletter/thank-you",
    noindex: true,
  },
  {
    id: "newsletter-confirm",
    de: "/newsletter/bestaetigen",
    en: "/newsletter/confirm",
    noindex: true,
  },
  {
    id: "newsletter-unsubscribe",
    de: "/newsletter/abmelden",
    en: "/newsletter/unsubscribe",
    noindex: true,
  },
  { id: "build-to-leave", de: "/build-to-leave" },
  { id: "btl-profile", de: "/build-to-leave/profile", noindex: true },
  { id: "btl-module", de: "/build-to-leave/modules/:module", noindex: true },
  // the result before the question: its path would also match ":n"
  {
    id: "btl-result",
    de: "/build-to-leave/modules/:module/:attempt/result",
    noindex: true,
  },
  {
    id: "btl-question",
    de: "/build-to-leave/modules/:module/:attempt/:n",
    noindex: true,
  },
  {
    id: "btl-roadmap-foundation-builder",
    de: "/build-to-leave/roadmaps/foundation-builder",
  },
  {
    id: "btl-roadmap-growth-systematizer",
    de: "/build-to-leave/roadmaps/growth-systematizer",
  },
  {
    id: "btl-roadmap-due-diligence-prep",
    de: "/build-to-leave/roadmaps/due-diligence-prep",
  },
  { id: "btl-resume", de: "/build-to-leave/resume/:workspace", noindex: true },
  { id: "btl-delete", de: "/build-to-leave/delete", noindex: true },
  { id: "impressum", de: "/impressum" },
  { id: "terms", de: "/agb" },
  { id: "privacy", de: "/datenschutz", en: "/privacy" },
];

/**
 * The route module of every page (used by remix.config.js only, so the file names stay out of
 * the browser's JavaScript).
 * @type {Record<string, string>}
 */
export const pageFiles = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  ceopreneur: "routes/ceopreneur.tsx",
  "ceo-mentoring": "routes/ceo-mentoring.tsx",
  services: "routes/services.tsx",
  blog: "routes/blog.tsx",
  "exit-ready-check": "routes/exit-ready-check.tsx",
  "exit-ready-question": "routes/exit-ready.question.tsx",
  "exit-ready-contact": "routes/exit-ready.contact.tsx",
  "exit-ready-result": "routes/exit-ready.result.tsx",
  "entrepreneurial-freedom": "routes/topic.tsx",
  "owner-dependency": "routes/topic.tsx",
  "exit-strategy": "routes/topic.tsx",
  "due-diligence": "routes/topic.tsx",
  "business-succession": "routes/topic.tsx",
  "strategy-consulting": "routes/topic.tsx",
  "strategy-guide": "routes/topic.tsx",
  "delegation-strategy": "routes/topic.tsx",
  "process-systematization": "routes/topic.tsx",
  "team-autonomy": "routes/topic.tsx",
  "system-builder": "routes/topic.tsx",
  "ceo-coaching": "routes/topic.tsx",
  "local-seo": "routes/topic.tsx",
  audit: "routes/audit.tsx",
  "audit-thanks": "routes/thanks.tsx",
  "translations-demo": "routes/translations-demo.tsx",
  contact: "routes/contact.tsx",
  "contact-thanks": "routes/thanks.tsx",
  "strategy-session": "routes/strategy-session.tsx",
  "session-thanks": "routes/thanks.tsx",
  newsletter: "routes/newsletter.tsx",
  "newsletter-thanks": "routes/thanks.tsx",
  "newsletter-confirm": "routes/newsletter.confirm.tsx",
  "newsletter-unsubscribe": "routes/newsletter.unsubscribe.tsx",
  "build-to-leave": "routes/build-to-leave.tsx",
  "btl-profile": "routes/btl.profile.tsx",
  "btl-module": "routes/btl.module.tsx",
  "btl-result": "routes/btl.result.tsx",
  "btl-question": "routes/btl.question.tsx",
  "btl-roadmap-foundation-builder": "routes/btl.roadmap.tsx",
  "btl-roadmap-growth-systematizer": "routes/btl.roadmap.tsx",
  "btl-roadmap-due-diligence-prep": "routes/btl.roadmap.tsx",
  "btl-resume": "routes/btl.resume.tsx",
  "btl-delete": "routes/btl.delete.tsx",
  impressum: "routes/legal.tsx",
  terms: "routes/legal.tsx",
  privacy: "routes/legal.tsx",
};

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
