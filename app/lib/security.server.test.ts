import { describe, expect, it } from "vitest";
import { ga4CspHosts } from "~/features/consent/analytics";
import { baseSecurityHeaders, contentSecurityPolicy, isCrossSiteWrite, safeRedirect } from "./security.server";

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/ueber-mich?tab=career", "/ueber-mich?tab=career"],
    ["/a#b", "/a#b"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/%0d%0aSet-Cookie:x=1\r\n",
    "",
    null,
    undefined,
    "x".repeat(3000),
  ])("falls back for %j", (input) => {
    expect(safeRedirect(input as string, "/home")).toBe("/home");
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

  it("adds HSTS only for https sites", () => {
    expect(baseSecurityHeaders("https://site.example")["Strict-Transport-Security"]).toBeDefined();
    expect(baseSecurityHeaders("http://localhost:3000")["Strict-Transport-Security"]).toBeUndefined();
  });
});
