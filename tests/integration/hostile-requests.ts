import type { OutgoingHttpHeaders } from "node:http";
import fc from "fast-check";
import { parseEnv } from "~/lib/env.server";
import type { Reply } from "./production-server";

// Hostile requests against pages that caches keep, and the visitors who come after them: shared by
// the render cache's test (tests/integration/render-cache.test.ts) and the test through a real
// Varnish in front (tests/integration/varnish.test.ts). Whatever one client sends first, the next
// visitor of the same URL must get exactly what a cold server gives them.

/** The production settings of the server under test (GA4 configured: the banner and its cookie). */
export const envInput = {
  NODE_ENV: "production",
  SITE_URL: "http://site.test",
  SESSION_SECRET: "render-cache-test-secret-render-cache-test-secret",
  ALLOW_INSECURE_COOKIES: "1",
  RATE_LIMIT_DISABLED: "1",
  GA_MEASUREMENT_ID: "G-TEST123456",
  RETENTION_INTERVAL_MINUTES: "0",
  LOG_LEVEL: "silent",
};
export const env = parseEnv(envInput);

/**
 * A page with the per-response values of pages that are never kept (the nonces and submission ids
 * of form pages) blanked out. A page that is kept has none: it must match byte for byte.
 */
export function normalized(r: Reply) {
  const blank = (text: string) =>
    text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
      .replace(/nonce="[^"]*"/g, 'nonce="<nonce>"')
      .replace(/'nonce-[^']*'/g, "'nonce-<nonce>'");
  return {
    status: r.status,
    type: r.headers["content-type"],
    csp: blank(String(r.headers["content-security-policy"] ?? "")),
    cacheControl: r.headers["cache-control"],
    setCookie: r.headers["set-cookie"] ?? [],
    location: r.headers.location,
    body: blank(r.body),
  };
}

export const grantedValue = Buffer.from(JSON.stringify({ status: "granted", revision: 1 })).toString("base64");
export const deniedValue = Buffer.from(JSON.stringify({ status: "denied", revision: 1 })).toString("base64");
export const b64 = (v: string) => Buffer.from(JSON.stringify(v)).toString("base64");

export const urls = [
  "/",
  "/kontakt",
  "/kontakt?lng=en",
  "/exit-strategy",
  "/ueber-mich?tab=story",
  "/blog",
  "/blog?lng=en",
  "/newsletter",
  "/gibt-es-nicht",
  "/exit-strategie",
  // a viral post's links: tracking parameters, which a page never depends on or repeats
  "/ceopreneur?utm_source=EVILPARAM&fbclid=IwAR0attack",
  "/ueber-mich?tab=story&utm_campaign=%3Cscript%3E",
];
/** Words that occur in every page (form controls, scripts, consent) — each tried as a request id. */
export const pageWords = [
  "website_url",
  "form_started",
  "submissionId",
  "U2FsdGVkX1",
  "stylesheet",
  "analytics_storage",
  "granted",
  "denied",
  "redirectTo",
  "marketingConsent",
  "__remixContext",
  "entry.client",
  "modulepreload",
  "color-scheme",
];

const cookieNames = fc.constantFrom(
  "consent",
  "consent ",
  " consent",
  "Consent",
  "CONSENT",
  "consent%20",
  "lng",
  "lng ",
  "LNG",
  "theme",
  " theme",
  "Theme",
);
const cookieValues = fc.oneof(
  fc.constantFrom(
    grantedValue,
    deniedValue,
    `"${grantedValue}"`,
    encodeURIComponent(grantedValue),
    b64("en"),
    b64("de"),
    b64("dark"),
    b64("fr"),
    "",
    "en",
    "dark",
    "granted",
    " " + grantedValue,
    grantedValue + " ",
    "%",
    "x".repeat(4000),
  ),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019+/=%;" ,'), maxLength: 40 }),
);
const cookieHeader = fc
  .array(fc.tuple(cookieNames, fc.constantFrom("=", " =", "= ", " = "), cookieValues), { minLength: 1, maxLength: 5 })
  .chain((pairs) =>
    fc.constantFrom("; ", ";", ";;", " ; ", ", ").map((sep) => pairs.map(([n, eq, v]) => n + eq + v).join(sep)),
  );
const requestIds = fc.oneof(fc.constantFrom(...pageWords), fc.stringMatching(/^[A-Za-z0-9._-]{8,40}$/));
export const attack = fc.record(
  {
    url: fc.constantFrom(...urls),
    method: fc.constantFrom("GET", "GET", "HEAD"),
    requestId: requestIds,
    cookie: fc.oneof(cookieHeader, fc.array(cookieHeader, { minLength: 2, maxLength: 3 })),
    host: fc.constantFrom("evil.example", "site.test", "localhost:1", "SITE.TEST"),
    forwardedHost: fc.constantFrom("evil.example", "site.test"),
    forwardedProto: fc.constantFrom("https", "http", "javascript"),
    acceptLanguage: fc.constantFrom("en", "fr-CH, en;q=0.5", "*"),
    userAgent: fc.constantFrom("Mozilla/5.0", "Googlebot/2.1 (+http://www.google.com/bot.html)", ""),
    acceptEncoding: fc.constantFrom("br", "gzip", "identity", ""),
  },
  // without a cookie too: the attack then lands where every visitor without cookies is served
  { requiredKeys: ["url", "method", "requestId"] },
);

export type Attack = typeof attack extends fc.Arbitrary<infer T> ? T : never;

/**
 * What ordinary browsers send after an attacker's request: no cookie, a cookie of another site's
 * app on the domain (the same preferences as none, but never served what is public), or cookies as
 * set by the site.
 */
export const visitors: OutgoingHttpHeaders[] = [
  {},
  { cookie: "_other_app=1" },
  { cookie: `consent=${deniedValue}` },
  { cookie: `lng=${b64("en")}; theme=${b64("dark")}; consent=${grantedValue}` },
];

/** The headers of an attack's request. */
export function attackHeaders(a: Attack): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { "x-request-id": a.requestId };
  if (a.cookie !== undefined) headers.cookie = a.cookie;
  if (a.host) headers.host = a.host;
  if (a.forwardedHost) headers["x-forwarded-host"] = a.forwardedHost;
  if (a.forwardedProto) headers["x-forwarded-proto"] = a.forwardedProto;
  if (a.acceptLanguage) headers["accept-language"] = a.acceptLanguage;
  if (a.userAgent !== undefined) headers["user-agent"] = a.userAgent;
  if (a.acceptEncoding) headers["accept-encoding"] = a.acceptEncoding;
  return headers;
}
