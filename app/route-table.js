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
  { id: "translations-demo", file: "routes/translations-demo.tsx", de: "/translations-demo" },
  { id: "contact", file: "routes/contact.tsx", de: "/kontakt" },
  { id: "strategy-session", file: "routes/strategy-session.tsx", de: "/strategiegespraech", en: "/strategy-session" },
  { id: "newsletter", file: "routes/newsletter.tsx", de: "/newsletter" },
  { id: "build-to-leave", file: "routes/build-to-leave.tsx", de: "/build-to-leave" },
  { id: "impressum", file: "routes/legal.tsx", de: "/impressum" },
  { id: "terms", file: "routes/legal.tsx", de: "/agb" },
  { id: "privacy", file: "routes/legal.tsx", de: "/datenschutz", en: "/privacy" },
];

/**
 * Resource routes (no page, no language): registered as they are.
 * @type {{ id: string, path: string, file: string }[]}
 */
export const resourceRoutes = [
  { id: "healthz", path: "/healthz", file: "routes/healthz.ts" },
  { id: "readyz", path: "/readyz", file: "routes/readyz.ts" },
  { id: "locales", path: "/locales/:lng", file: "routes/locales.ts" },
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap.ts" },
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
