import { describe, expect, it } from "vitest";
import { createFresh } from "~/lib/fresh.server";
import { freshValues, RenderCache } from "./render-cache";

// The render cache's hit path in isolation (the whole app under hostile requests:
// tests/integration/render-cache.test.ts): a hit is the stored page with new per-response values
// in its slots.

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const UUID = "11111111-2222-4333-8444-555555555555";
const HONEYPOT = "U2FsdGVkX1+honeypothoneypothoneypot==";
const REQUEST_ID = "99999999-8888-4777-8666-555555555555";

/** `long` puts 20 KB of multi-byte text between two values */
function page(long = "") {
  const fresh = createFresh();
  fresh.track("nonce", NONCE);
  fresh.track("uuid", UUID);
  fresh.track("honeypot", HONEYPOT);
  fresh.track("request-id", REQUEST_ID);
  // multi-byte text around the values
  const body =
    `<!doctype html><title>Über Größe – ✓</title><script nonce="${NONCE}"></script>` +
    `${long}<input name="submissionId" value="${UUID}"><input name="form_started" value="${HONEYPOT}">` +
    `<p>Anfrage ${REQUEST_ID}</p><script nonce="${NONCE}"></script>€`;
  const response = new Response(body, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `script-src 'nonce-${NONCE}'`,
      "X-Request-Id": REQUEST_ID,
    },
  });
  return { body, response, fresh };
}

describe("render cache hits", () => {
  it.each([
    ["short", ""],
    ["long", "Größe ✓ ".repeat(2000)],
  ])("are the stored page (%s parts) with new values in every slot", (_, long) => {
    const cache = new RenderCache();
    const { body, response, fresh } = page(long);
    expect(cache.store("/\nkey", "pages", response, body, fresh)).toBeNull(); // a submission id: no ETag
    let n = 0;
    const next = (prefix: string) => () => `${prefix}-${String(++n).padStart(20, "0")}`;
    const values = {
      nonce: next("nonce"),
      uuid: next("uuid"),
      honeypot: next("honeypot"),
      requestId: "request-id-of-this-response-0001",
    };
    const hit = cache.lookup("/\nkey", values)!;
    const expected = body
      .replaceAll(NONCE, "nonce-00000000000000000001")
      .replace(UUID, "uuid-00000000000000000002")
      .replace(HONEYPOT, "honeypot-00000000000000000003")
      .replace(REQUEST_ID, values.requestId);
    expect(hit.body).toBe(expected);
    // the same value at both places of one kind (both scripts carry the CSP's nonce)
    expect(Object.fromEntries(hit.headers)["content-security-policy"]).toBe(
      "script-src 'nonce-nonce-00000000000000000001'",
    );
    // the request id of the stored response is never kept as a header
    expect(hit.headers.map(([name]) => name)).not.toContain("x-request-id");
  });

  it("never share a value between two responses (real fresh values)", () => {
    const cache = new RenderCache();
    const { body, response, fresh } = page();
    cache.store("/\nkey", "pages", response, body, fresh);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const hit = cache.lookup(
        "/\nkey",
        freshValues(`request-${i}-${"x".repeat(20)}`, () => `honeypot-${i}`),
      )!;
      const html = hit.body;
      const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
      const uuid = /name="submissionId" value="([^"]+)"/.exec(html)![1]!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(seen.has(nonce) || seen.has(uuid)).toBe(false);
      seen.add(nonce).add(uuid);
      expect(html).not.toContain(NONCE);
      expect(html).not.toContain(UUID);
    }
  });

  it("keep the most recently used pages when the area is full", () => {
    const cache = new RenderCache({ maxEntries: 3 });
    const store = (key: string) => {
      const { body, response, fresh } = page();
      cache.store(key, "pages", response, body, fresh);
    };
    const values = freshValues("request-id-of-this-response-0001", () => "honeypot");
    for (const key of ["a", "b", "c"]) store(key);
    expect(cache.lookup("a", values)).not.toBeNull(); // a is now the most recently used
    store("d"); // evicts b
    expect(cache.keys("pages")).toEqual(["c", "a", "d"]);
    expect(cache.lookup("b", values)).toBeNull();
    store("c"); // stored again: most recent, nothing evicted
    store("e"); // evicts a
    expect(cache.keys("pages")).toEqual(["d", "c", "e"]);
  });
});
