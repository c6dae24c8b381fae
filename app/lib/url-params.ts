// The query parameters of a page's address (docs/decisions/064-shared-caches.md): which ones
// select what a content page shows, and which ones only ride along for analytics.

/** Parameters that select what a content page shows: part of the address a cache keeps it under. */
export const CONTENT_PARAMS: ReadonlySet<string> = new Set(["lng", "tab", "category", "page"]);

/**
 * Campaign and click ids that links from newsletters, ads and social posts carry (a post that goes
 * viral arrives with a new `fbclid` per visitor). They are for analytics in the browser: they never
 * change a page, and a page never repeats them, so a page with them is the same bytes as without.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
]);

/**
 * The path and query of an origin-form address as a cache keeps the page: tracking parameters
 * left out; null when the query holds any parameter that is neither (such a page is never kept:
 * it may show or repeat it). Names are compared as they were sent, not decoded.
 */
export function cacheablePath(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//") || url.length > 512) return null;
  const q = url.indexOf("?");
  if (q === -1) return url;
  const kept: string[] = [];
  for (const pair of url.slice(q + 1).split("&")) {
    if (!pair) continue;
    const name = pair.split("=")[0]!;
    if (TRACKING_PARAMS.has(name)) continue;
    if (!CONTENT_PARAMS.has(name)) return null;
    kept.push(pair);
  }
  return kept.length ? `${url.slice(0, q)}?${kept.join("&")}` : url.slice(0, q);
}

/** A query string (`?…` or empty) without tracking parameters, for addresses a page repeats. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some((name) => TRACKING_PARAMS.has(name))) return search;
  for (const name of new Set(params.keys())) if (TRACKING_PARAMS.has(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
