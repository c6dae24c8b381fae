import { BOOKINGS_FEED_PATH, pages } from "~/pages";
import { pageForPath, type PageMatch } from "./routing";

// Secret URLs (docs/security.md, "Secret URLs in analytics and logs"; ADR 041). An ExitReady
// attempt id, a Build to Leave workspace id and a booking's manage token in a path work like
// passwords (whoever has the link sees the result, resumes the workspace, cancels the session), and
// so do the newsletter's confirmation and unsubscribe tokens in the query and the consultant's
// booking feed address (BOOKINGS_FEED_PATH). Analytics and logs get the address with those replaced:
// one function for GA4's page_location and page_referrer, error logs and request logs.

/** Route parameters that are not secrets: kept in the redacted path. Every other one is replaced. */
// `issue`: a newsletter issue's id, public in its archive
const PUBLIC_PARAMS = new Set(["n", "module", "issue"]);

/** Query parameters that are safe to send to analytics (language, list position, campaigns). */
const PUBLIC_QUERY = new Set([
  "lng",
  "category",
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
]);

/** Resource routes whose parameter is a secret: the part before it, and the pattern logged instead. */
const secretResources = [BOOKINGS_FEED_PATH].map((pattern) => ({
  prefix: pattern.slice(0, pattern.indexOf("/:") + 1),
  pattern,
}));

/**
 * Where a secret stands in any spelling of a path: the last fixed segment before a secret parameter
 * (`termin`, `booking`, `kalender`, `resume` …) and how many segments after it. Routes ignore case
 * and decode percent-escapes, and a mistyped or prefixed link (`/en/kalender/…`, a 404) carries the
 * secret all the same: whatever follows such a segment, in any case or escape, is replaced.
 */
const secretAnchors = (() => {
  const anchors = new Map<string, Set<number>>();
  const patterns = [...pages.flatMap((p) => [p.de, p.en ?? p.de]), BOOKINGS_FEED_PATH];
  for (const pattern of patterns) {
    const segments = pattern.split("/");
    segments.forEach((segment, i) => {
      if (!segment.startsWith(":") || PUBLIC_PARAMS.has(segment.slice(1))) return;
      let j = i - 1;
      while (j > 0 && segments[j]!.startsWith(":")) j--;
      if (j <= 0) return;
      const anchor = segments[j]!.toLowerCase();
      anchors.set(anchor, (anchors.get(anchor) ?? new Set()).add(i - j));
    });
  }
  return anchors;
})();

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** Every segment at a secret's place after an anchor (empty segments skipped), as `:id`. */
function redactAfterAnchors(path: string): string {
  const segments = path.split("/");
  const filled = segments.map((s, i) => ({ s, i })).filter(({ s }) => s !== "");
  const secret = new Set<number>();
  filled.forEach(({ s }, k) => {
    for (const offset of secretAnchors.get(decoded(s)) ?? []) {
      const target = filled[k + offset];
      if (target && !target.s.startsWith(":")) secret.add(target.i);
    }
  });
  return segments.map((s, i) => (secret.has(i) ? ":id" : s)).join("/");
}

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;

/** A path segment that looks like a random id or token (hex, or base64url with digits and capitals). */
function looksSecret(segment: string): boolean {
  if (/^[0-9a-f]{16,}$/i.test(segment)) return true;
  return segment.length >= 16 && /^[A-Za-z0-9_-]+$/.test(segment) && /\d/.test(segment) && /[A-Z]/.test(segment);
}

/** UUIDs in any text (an error message: PostgreSQL names the key of a failed constraint) as `:id`. */
export function redactUuids(text: string): string {
  return text.replace(UUID, ":id");
}

/**
 * Ids in any path, known or not (a mistyped secret link is a 404, and still a secret): UUIDs
 * become `:id`, and so does a segment that looks like a token.
 */
export function redactIds(path: string): string {
  return redactUuids(path)
    .split("/")
    .map((segment) => (looksSecret(segment) ? ":id" : segment))
    .join("/");
}

/**
 * A path with its secrets replaced: for a page of the route table, its pattern in that language
 * with the secret parameters named (`/exitready/:attempt/result`); the public ones (question
 * number, module) are kept. Any other id-like segment becomes `:id`. No query string, no
 * fragment. Remix's data requests (`….data`) keep their suffix. `known`: the page of this path, when
 * it was looked up already.
 */
export function redactPath(pathname: string, known?: { page: PageMatch | undefined }): string {
  const end = pathname.search(/[?#]/);
  let path = end === -1 ? pathname : pathname.slice(0, end);
  const data = path.endsWith(".data") ? ".data" : "";
  if (data) path = path.slice(0, -data.length);
  const secret = secretResources.find((r) => path.startsWith(r.prefix) && path.length > r.prefix.length);
  if (secret) return secret.pattern + data;
  // any other spelling of a secret's place: another case, escapes, a prefix, empty segments
  path = redactAfterAnchors(path);
  // the server looked the request's page up already (app/preferences.server.ts): not again
  const match = known ? known.page : pageForPath(path);
  if (match && Object.keys(match.params).length > 0) {
    const pattern = match.lng === "en" ? (match.page.en ?? match.page.de) : match.page.de;
    path = pattern.replace(/:([A-Za-z]\w*)/g, (whole, name: string) =>
      PUBLIC_PARAMS.has(name) && match.params[name] !== undefined ? encodeURIComponent(match.params[name]) : whole,
    );
  }
  return redactIds(path) + data;
}

/** The query parameters analytics may see (PUBLIC_QUERY), as `?a=1&b=2` or "". */
function publicSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (PUBLIC_QUERY.has(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/**
 * A URL as analytics may see it. On `origin` (the site): origin, redacted path, public query
 * parameters only, no fragment. Another site's URL (an external referrer): its origin only, what
 * the browser's Referrer-Policy would send anyway. Unparseable: "".
 */
export function redactUrl(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return "";
  }
  if (url.origin !== origin) return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}/` : "";
  return `${url.origin}${redactPath(url.pathname)}${publicSearch(url.search)}`;
}

/** GA4's page fields for a page view: the current address and where the visitor came from, redacted. */
export function analyticsPage(href: string, referrer: string): { page_location: string; page_referrer: string } {
  const origin = new URL(href).origin;
  return { page_location: redactUrl(href, origin), page_referrer: referrer ? redactUrl(referrer, origin) : "" };
}
