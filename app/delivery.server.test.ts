import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { cacheablePath } from "~/lib/url-params";
import { defaultVariant } from "~/lib/variant.server";
import { readPreferences } from "~/preferences.server";

// A page's delivery, from the registry alone: what the document loads, its CSP, its own URLs, and
// where and how caches keep it (the whole server under hostile requests:
// tests/integration/render-cache.test.ts).

const env = parseEnv({});

function delivery(path: string, cookies = false) {
  const url = new URL(`http://localhost${path}`);
  const request = { cacheUrl: cacheablePath(path), cookies, sharedMaxAge: 60 };
  return readPreferences(url, defaultVariant, env, request).delivery;
}

describe("a page's delivery", () => {
  it("hydrates a form with a nonce of its own, never kept", () => {
    expect(delivery("/kontakt")).toEqual({
      hydrate: true,
      csp: "nonce",
      canonical: "/kontakt",
      alternates: { de: "/kontakt", en: "/kontakt?lng=en" },
      cache: null,
    });
  });

  it("keeps a content page at its own URLs among the pages, public for visitors without cookies", () => {
    expect(delivery("/exit-strategy")).toEqual({
      hydrate: false,
      csp: "hash",
      canonical: "/exit-strategy",
      alternates: { de: "/exit-strategie", en: "/exit-strategy" },
      cache: {
        area: "pages",
        cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
        keepSeconds: null,
      },
    });
    expect(delivery("/exit-strategie", true).cache).toEqual({
      area: "pages",
      cacheControl: "private, no-cache",
      keepSeconds: null,
    });
    // tracking parameters are no part of the address a cache keeps the page under
    expect(delivery("/exit-strategie?utm_source=x").cache?.area).toBe("pages");
  });

  it("keeps other spellings of a page, unknown paths and parameters apart, and never shares an unknown parameter", () => {
    expect(delivery("/exit-strategie/").cache?.area).toBe("other");
    expect(delivery("/exit-strategie?lng=de").cache?.area).toBe("other");
    expect(delivery("/gibt-es-nicht")).toMatchObject({ csp: "hash", canonical: null, cache: { area: "other" } });
    expect(delivery("/exit-strategie?x=1").cache).toEqual({
      area: "other",
      cacheControl: "private, no-cache",
      keepSeconds: null,
    });
  });

  it("keeps the newsletter archive, which changes when an issue is sent, a minute at most", () => {
    const url = (path: string) => new URL(`http://localhost${path}`);
    const long = { cacheUrl: "/newsletter/archive", cookies: false, sharedMaxAge: 600 };
    expect(readPreferences(url("/newsletter/archive"), defaultVariant, env, long).delivery.cache).toEqual({
      area: "pages",
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      keepSeconds: 60,
    });
    expect(delivery("/newsletter/archiv/2026-12").cache).toMatchObject({ area: "pages", keepSeconds: 60 });
  });

  it("names the blog's list positions and its articles as their own pages", () => {
    expect(delivery("/blog?category=systematization&page=2&lng=en")).toMatchObject({
      canonical: "/blog?category=systematization&page=2&lng=en",
      cache: { area: "pages" },
    });
    expect(delivery("/blog?page=2&category=systematization").cache?.area).toBe("other");
    expect(delivery("/blog/gibt-es-nicht")).toMatchObject({ canonical: null, cache: { area: "other" } });
  });
});
