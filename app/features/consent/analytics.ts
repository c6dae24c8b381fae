// Google Analytics 4 with Consent Mode v2 in basic mode (docs/decisions/031-ga4-consent-mode.md):
// the consent defaults are pushed before anything else, and gtag.js is loaded only after the
// visitor accepts; before that, and after a decline, no request goes to any Google host.
// Page views are sent by the site itself, with the address redacted (ADR 041): GA4 never sees an
// ExitReady attempt id, a Build to Leave workspace id or a newsletter token.

import { analyticsPage } from "~/lib/redact";
import { GA_LOADER_ID } from "./consent";

/** The only script this site loads from Google. */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";
export const gtagScriptUrl = (measurementId: string) =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
export { GA_LOADER_ID };

/** Everything denied until the visitor accepts (Consent Mode v2: the four consent types). */
export const consentDefaults = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;
/** The banner asks for analytics only: advertising consent stays denied. */
export const analyticsGranted = { analytics_storage: "granted" } as const;
export const analyticsDenied = { analytics_storage: "denied" } as const;
/**
 * No Google signals and no ad personalisation: GA4 then needs only the hosts below. No automatic
 * page view (it would carry the full address, `location.href`): `trackPageView` sends a redacted one.
 */
export const gaConfig = {
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  send_page_view: false,
} as const;

/**
 * The CSP additions GA4 needs, from Google's "Use a Content Security Policy" guide (section
 * "Google Analytics 4"): the tag's script, and the collection endpoints (regional hosts such as
 * region1.google-analytics.com, hence the wildcards). Google signals would add doubleclick.net
 * and google.com; they are off (gaConfig), so those hosts stay blocked.
 */
export const ga4CspHosts = {
  scriptHosts: ["https://*.googletagmanager.com"],
  imgHosts: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connectHosts: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/**
 * On a page without a CSP nonce ('strict-dynamic' is not there to make host sources void, ADR 064),
 * scripts from Google are allowed only under gtag.js's own path: a `gtm.js?id=…` container or any
 * other script of the host stays blocked.
 */
export const GTAG_SCRIPT_SOURCE = "https://*.googletagmanager.com/gtag/";

/** JSON safe inside an inline <script> element. */
function js(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The inline script in <head> (with the CSP nonce): sets up the data layer and the consent
 * defaults, and when the visitor has accepted, the consent update and the config (no page view).
 * It loads nothing and changes no DOM: the page view and gtag.js follow after hydration
 * (`startAnalytics`), because a node added to the document before React hydrates it makes React 18
 * fail hydration (#418) and render the whole page again.
 */
export function analyticsBootstrapScript(measurementId: string, granted: boolean): string {
  const lines = [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    `gtag('consent','default',${js(consentDefaults)});`,
  ];
  if (granted) {
    lines.push(
      `gtag('consent','update',${js(analyticsGranted)});`,
      "gtag('js',new Date());",
      `gtag('config',${js(measurementId)},${js(gaConfig)});`,
    );
  }
  return lines.join("");
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /** Google's opt-out flag per measurement id: true stops every hit */
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

function gtagWindow(doc: Document): GtagWindow {
  return doc.defaultView as unknown as GtagWindow;
}

function gtagOf(win: GtagWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  if (!win.gtag) {
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // gtag.js reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
  }
  return win.gtag;
}

/**
 * Adds gtag.js once per page (a script created by the nonce-trusted bundle passes the CSP through
 * 'strict-dynamic'). Returns false when it was there already.
 */
export function loadGtagScript(measurementId: string, doc: Document = document): boolean {
  if (doc.getElementById(GA_LOADER_ID)) return false;
  const script = doc.createElement("script");
  script.async = true;
  script.id = GA_LOADER_ID;
  script.src = gtagScriptUrl(measurementId);
  doc.head.appendChild(script);
  return true;
}

/** gtag.js runs on this page and the visitor has not withdrawn consent since. */
export function analyticsRunning(measurementId: string, doc: Document = document): boolean {
  return doc.getElementById(GA_LOADER_ID) !== null && gtagWindow(doc)[`ga-disable-${measurementId}`] !== true;
}

/**
 * A page view of the current page with the redacted address (`analyticsPage`): as the event's own
 * parameters (they win over everything gtag.js knows) and with `set` for every later event of the
 * page (scrolls, clicks). `referrer`: the page before (the previous address after a client-side
 * navigation; `document.referrer` on a page load).
 */
export function trackPageView(measurementId: string, doc: Document = document, referrer = doc.referrer) {
  const page = analyticsPage(doc.location.href, referrer);
  const gtag = gtagOf(gtagWindow(doc));
  gtag("set", page);
  gtag("event", "page_view", { ...page, send_to: measurementId });
}

/**
 * Before a client-side navigation changes the address (gtag.js watches the history): the next
 * page's redacted address for whatever gtag.js sends by itself.
 */
export function prepareNavigation(measurementId: string, nextHref: string, doc: Document = document) {
  if (!analyticsRunning(measurementId, doc)) return;
  gtagOf(gtagWindow(doc))("set", analyticsPage(nextHref, doc.location.href));
}

/**
 * A client-side navigation while analytics runs: a page view, the page before as referrer. None
 * when only what is redacted changed (e.g. `?consent=settings` dropped): the same page for GA4.
 */
export function trackNavigation(measurementId: string, previousHref: string, doc: Document = document) {
  if (!analyticsRunning(measurementId, doc)) return;
  const same = (href: string) => analyticsPage(href, "").page_location;
  if (same(doc.location.href) === same(previousHref)) return;
  trackPageView(measurementId, doc, previousHref);
}

/** A page load with consent granted (the bootstrap has pushed the config): page view, then gtag.js. */
export function startAnalytics(measurementId: string, doc: Document = document) {
  if (doc.getElementById(GA_LOADER_ID)) return;
  trackPageView(measurementId, doc);
  loadGtagScript(measurementId, doc);
}

/**
 * Accept in the browser: the consent update, then (unless gtag.js runs already on this page) the
 * config, the page view and gtag.js.
 */
export function grantAnalytics(measurementId: string, doc: Document = document) {
  const win = gtagWindow(doc);
  const gtag = gtagOf(win);
  win[`ga-disable-${measurementId}`] = false;
  gtag("consent", "update", analyticsGranted);
  if (doc.getElementById(GA_LOADER_ID)) return;
  gtag("js", new Date());
  gtag("config", measurementId, gaConfig);
  trackPageView(measurementId, doc);
  loadGtagScript(measurementId, doc);
}

/**
 * Decline in the browser: nothing is loaded; if gtag.js already runs on this page (consent
 * withdrawn), Google's opt-out flag stops every further hit and the _ga cookies are removed.
 */
export function revokeAnalytics(measurementId: string, doc: Document = document) {
  const win = gtagWindow(doc);
  win[`ga-disable-${measurementId}`] = true;
  gtagOf(win)("consent", "update", analyticsDenied);
  removeGaCookies(doc);
}

const GA_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_.*)?)$/;

/**
 * Deletes Google Analytics' first-party cookies. gtag.js sets them on the broadest domain it can
 * (`cookie_domain: 'auto'`), so each is expired on the host and on every parent domain.
 */
export function removeGaCookies(doc: Document = document) {
  const names = doc.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => GA_COOKIE.test(name));
  if (names.length === 0) return;
  const host = doc.location.hostname;
  const labels = host.split(".");
  const domains = [""];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join(".")}`);
  if (!domains.includes(`; domain=.${host}`)) domains.push(`; domain=${host}`);
  for (const name of new Set(names)) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/${domain}`;
    }
  }
}
