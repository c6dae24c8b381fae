// The analytics consent: its states, the record kept in the browser, and the names shared by the
// server, the banner and the tests (docs/product.md §3, §4, §9; docs/decisions/030-analytics-consent.md).

import type { ConsentStatus } from "~/lib/consent-status";

export { consentStatuses, isConsentStatus, type ConsentStatus } from "~/lib/consent-status";

/** One choice, as kept in the browser's log and carried by the `consentchange` event (docs/product.md §3). */
export interface ConsentRecord {
  status: ConsentStatus;
  /** ISO 8601, e.g. 2026-11-22T09:30:00.000Z */
  timestamp: string;
  userAgent: string;
}

/** The window event every choice dispatches, with the record as `detail` (docs/product.md §4). */
export const CONSENT_EVENT = "consentchange";

/** localStorage: the current status ("granted" | "denied") and the log (JSON array of records). */
export const STATUS_KEY = "consent.status";
export const LOG_KEY = "consent.log";
/** The log keeps the last 50 records (docs/product.md §9). */
export const LOG_LIMIT = 50;

/** The resource route that stores the choice in the `consent` cookie. */
export const CONSENT_ACTION = "/consent";

/** `?consent=settings` opens the banner again without JavaScript (the footer link's address). */
export const SETTINGS_PARAM = "consent";
export const SETTINGS_VALUE = "settings";
/** The id of the gtag.js script element, so it is added at most once per page (analytics.ts). */
export const GA_LOADER_ID = "ga-loader";

/** The banner's id: the footer link's fragment. */
export const BANNER_ID = "consent";

/** The address of the current page with the banner opened (`?consent=settings#consent`). */
export function settingsUrl(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://internal");
  url.searchParams.set(SETTINGS_PARAM, SETTINGS_VALUE);
  return `${url.pathname}${url.search}#${BANNER_ID}`;
}

/** The same address without the settings parameter (where a choice returns to). */
export function withoutSettingsParam(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://internal");
  url.searchParams.delete(SETTINGS_PARAM);
  return `${url.pathname}${url.search}`;
}

export function settingsRequested(search: string): boolean {
  return new URLSearchParams(search).get(SETTINGS_PARAM) === SETTINGS_VALUE;
}
