import { describe, expect, it } from "vitest";
import { defaultVariant } from "~/lib/variant.server";
import { keyFor, RenderCache } from "./render-cache";

// The render cache in isolation (the whole app under hostile requests:
// tests/integration/render-cache.test.ts): what it keeps, what a hit is, what it evicts.

function page(headers: Record<string, string> = {}, status = 200) {
  // multi-byte text: the page is kept as text and sent again as the same bytes
  const body = `<!doctype html><title>Über Größe – ✓</title><p>${"Größe ✓ ".repeat(2000)}</p>€`;
  const response = new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      "X-Request-Id": "99999999-8888-4777-8666-555555555555",
      Date: "Wed, 25 Nov 2026 12:00:00 GMT",
      ...headers,
    },
  });
  return { body, response };
}

describe("the render cache", () => {
  it("answers a hit with the stored page and its headers, but none that named the first request", () => {
    const cache = new RenderCache();
    const { body, response } = page();
    const etag = cache.store("/\nkey", "pages", response, body);
    const hit = cache.lookup("/\nkey")!;
    expect(hit.body).toBe(body);
    expect(hit.etag).toBe(etag);
    expect(Object.fromEntries(hit.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    });
    // another body, another ETag
    const other = page({}, 200);
    expect(cache.store("/other\nkey", "pages", other.response, other.body + "!")).not.toBe(etag);
  });

  it("forgets a page kept for a limited time once that time has passed", async () => {
    // lru-cache reads its clock at most once a millisecond, and takes a start at 0 for "no limit"
    let now = 1_000;
    const later = async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const cache = new RenderCache({ clock: { now: () => now } });
    const { body, response } = page();
    cache.store("/newsletter/archiv\nkey", "pages", response, body, "other", 60);
    cache.store("/\nkey", "pages", page().response, body);
    await later(59_000);
    expect(cache.lookup("/newsletter/archiv\nkey")?.status).toBe(200);
    await later(2_000);
    expect(cache.lookup("/newsletter/archiv\nkey")?.status).toBeUndefined();
    expect(cache.lookup("/\nkey")?.status).toBe(200);
  });

  it("keys a page by the cookies the app read and by whether there were any", () => {
    const keys = new Set([
      keyFor("/", defaultVariant, false).key,
      keyFor("/", defaultVariant, true).key,
      keyFor("/", { ...defaultVariant, lng: "en" }, true).key,
      keyFor("/", { ...defaultVariant, theme: "dark" }, true).key,
      keyFor("/", { ...defaultVariant, consent: "granted" }, true).key,
      keyFor("/?lng=en", defaultVariant, false).key,
    ]);
    expect(keys.size).toBe(6);
  });

  it("keeps the most recently used pages when the area is full", () => {
    const cache = new RenderCache({ maxEntries: 3 });
    const store = (key: string) => {
      const { body, response } = page();
      cache.store(key, "pages", response, body);
    };
    for (const key of ["a", "b", "c"]) store(key);
    expect(cache.lookup("a")).toBeDefined(); // a is now the most recently used
    store("d"); // evicts b
    expect(cache.keys("pages")).toEqual(["c", "a", "d"]);
    expect(cache.lookup("b")).toBeUndefined();
    store("c"); // stored again: most recent, nothing evicted
    store("e"); // evicts a
    expect(cache.keys("pages")).toEqual(["d", "c", "e"]);
  });
});
