import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ga4CspHosts } from "~/features/consent/analytics";
import { action as consentAction } from "~/routes/consent";
import { action as languageAction } from "~/routes/preferences.language";
import { action as themeAction } from "~/routes/preferences.theme";
import { parseEnv } from "./env.server";
import { contentSecurityPolicy, isCrossSiteWrite, safeRedirect } from "./security.server";

const SITE = "https://site.example";

/** The redirect stays on the site: the fallback, or a path that resolves to the site's origin. */
function expectOnSite(result: string, fallback: string) {
  if (result === fallback) return;
  expect(result).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex
  expect(result).not.toMatch(/[\u0000-\u0020\u007f\\]/);
  expect(new URL(result, SITE).origin).toBe(SITE);
}

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/ueber-mich?tab=career", "/ueber-mich?tab=career"],
    ["/a#b", "/a#b"],
    ["/blog?category=leadership&page=2", "/blog?category=leadership&page=2"],
    ["/ueber-mich?lng=en", "/ueber-mich?lng=en"],
    [
      "/exitready/3f1c7a7e-1111-4444-8888-123456789abc/result",
      "/exitready/3f1c7a7e-1111-4444-8888-123456789abc/result",
    ],
    ["/newsletter/bestaetigen?token=abc-DEF_123", "/newsletter/bestaetigen?token=abc-DEF_123"],
    // dot segments that do not end in an empty segment are normalised, and stay on the site
    ["/a/../b", "/b"],
    ["/./kontakt", "/kontakt"],
    // a query or fragment may contain slashes: it cannot change the host
    ["/?next=//evil.example", "/?next=//evil.example"],
    ["/#//evil.example", "/#//evil.example"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  // Every way out of the origin that we know of.
  const hostile: unknown[] = [
    // absolute URLs
    "https://evil.example/",
    "http://evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:evil@example.com",
    "vbscript:msgbox(1)",
    "ftp://evil.example",
    "evil.example",
    "@evil.example",
    // protocol-relative and backslash forms
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/a\\b",
    // dot segments that collapse into //
    "/.//evil.example",
    "/..//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    // percent-encoded slashes and backslashes, single and double
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "%2f%2fevil.example",
    "/%5C/evil.example",
    "/%5cevil.example",
    "/%252f/evil.example",
    "/%252F%252Fevil.example",
    "/%25252f/evil.example",
    "/%255c/evil.example",
    "/.%2f/evil.example",
    "/..%2f..%2fevil.example",
    // control characters and whitespace, raw and encoded
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%0d%0aSet-Cookie:x=1\r\n",
    "/%0d%0aSet-Cookie:x=1",
    "/ok?x=%0d%0aSet-Cookie:x=1",
    "/%09/evil.example",
    "/%00",
    "/\u0000",
    "/ok\u0085",
    "/\u007f",
    "/ok\u2028x",
    " /evil",
    "\t//evil.example",
    "/\t/evil.example",
    "/ //evil.example",
    // malformed or endless encodings
    "/%",
    "/%zz",
    "/%E0%A4%A",
    "/%2525252525252f",
    // not a string, empty, too long
    "",
    null,
    undefined,
    42,
    new File(["x"], "x.txt"),
    `/${"x".repeat(3000)}`,
  ];

  it(`has at least 40 hostile rows (${hostile.length})`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile.map((input) => [input]))("falls back for %j", (input) => {
    expect(safeRedirect(input as string, "/home")).toBe("/home");
  });

  it("never returns a value that starts with // or /\\, even after normalisation", () => {
    for (const input of hostile) {
      const result = safeRedirect(input as string, "/fallback");
      expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
    }
  });

  // Strings built from the pieces attacks are made of, and arbitrary strings: the result always
  // resolves to the site's origin and is a path (the fallback or a checked one).
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2f",
    "%2F",
    "%5c",
    "%25",
    "%2e",
    "%09",
    "%0a",
    "\t",
    "\n",
    "\r",
    " ",
    "?",
    "#",
    "@",
    ":",
    "http:",
    "https:",
    "javascript:",
    "data:",
    "evil.example",
    "a",
    "\u0000",
    "\u3002",
    "\uff0f",
  );
  const crafted = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

  it("property: the result always stays on https://site.example", () => {
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string(), fc.string({ unit: "binary" }), fc.webUrl()), (input) => {
        const result = safeRedirect(input, "/fallback");
        expect(new URL(result, SITE).origin).toBe(SITE);
        expectOnSite(result, "/fallback");
      }),
      { numRuns: 5000 },
    );
  });

  it("property: what it returns is returned unchanged by a second pass", () => {
    fc.assert(
      fc.property(fc.oneof(crafted, fc.webPath()), (input) => {
        const result = safeRedirect(input, "/fallback");
        expect(safeRedirect(result, "/other")).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the redirecting routes use safeRedirect", () => {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: SITE });
  const post = (path: string, fields: Record<string, string>) =>
    ({
      request: new Request(`${SITE}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      context: { env } as never,
      params: {},
    }) as never;
  const cases: [string, (redirectTo: string) => Promise<Response>][] = [
    ["POST /preferences/theme", (to) => themeAction(post("/preferences/theme", { theme: "dark", redirectTo: to }))],
    [
      "POST /preferences/language",
      (to) => languageAction(post("/preferences/language", { lng: "en", redirectTo: to })),
    ],
    ["POST /consent", (to) => consentAction(post("/consent", { status: "denied", redirectTo: to }))],
  ];
  const targets = [
    "/.//evil.example",
    "/..//evil.example",
    "//evil.example",
    "/%2F/evil.example",
    "https://evil.example",
  ];

  it.each(cases)("%s answers 303 with a Location on the site", async (_, send) => {
    for (const to of targets) {
      const response = await send(to);
      expect(response.status).toBe(303);
      const location = response.headers.get("Location")!;
      expect([to, location.startsWith("//") || location.startsWith("/\\")]).toEqual([to, false]);
      expect(new URL(location, SITE).origin).toBe(SITE);
    }
  });

  it("keeps a good redirectTo (translated for the language switch)", async () => {
    expect((await cases[0]![1]("/kontakt?x=1")).headers.get("Location")).toBe("/kontakt?x=1");
    expect((await cases[1]![1]("/exit-strategie")).headers.get("Location")).toBe("/exit-strategy");
    expect((await cases[2]![1]("/blog?consent=settings")).headers.get("Location")).toBe("/blog");
  });
});

describe("isCrossSiteWrite", () => {
  const allowed = ["https://site.example", "http://localhost:3000"];
  const h = (entries: Record<string, string>) => new Headers(entries);

  it("rejects a POST from a foreign origin", () => {
    expect(isCrossSiteWrite("POST", h({ origin: "https://evil.example" }), allowed)).toBe(true);
    expect(isCrossSiteWrite("POST", h({ origin: "null" }), allowed)).toBe(true);
    expect(isCrossSiteWrite("POST", h({ "sec-fetch-site": "cross-site" }), allowed)).toBe(true);
  });

  it("accepts same-origin posts, requests without an origin, and reads", () => {
    expect(isCrossSiteWrite("POST", h({ origin: "https://site.example" }), allowed)).toBe(false);
    expect(isCrossSiteWrite("POST", h({}), allowed)).toBe(false);
    expect(isCrossSiteWrite("GET", h({ origin: "https://evil.example" }), allowed)).toBe(false);
  });
});

describe("headers", () => {
  it("builds an enforced CSP with the nonce and no unsafe-inline scripts", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("names no Google host unless GA4 is configured, and then exactly GA4's", () => {
    expect(contentSecurityPolicy({ nonce: "abc" })).not.toMatch(/google|doubleclick/);
    const directives = Object.fromEntries(
      contentSecurityPolicy({ nonce: "abc", ...ga4CspHosts })
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
    );
    expect(directives["script-src"]).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
      "https://*.googletagmanager.com",
    ]);
    expect(directives["img-src"]).toEqual([
      "'self'",
      "data:",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ]);
    expect(directives["connect-src"]).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(directives["default-src"]).toEqual(["'self'"]);
  });
});
