import { request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { RenderCache } from "../../server/render-cache";
import { testDatabases } from "./databases";
import {
  attack,
  attackHeaders,
  b64,
  env,
  grantedValue,
  normalized,
  pageWords,
  urls,
  visitors,
  type Attack,
} from "./hostile-requests";
import { leadForm, productionBuild, send, serveProduction } from "./production-server";

// The render cache cannot be poisoned (docs/decisions/053-render-cache-keys.md): whatever one
// client sends first — request ids named like form controls, cookie spellings with spaces,
// duplicates, case, encodings and long values, a foreign Host — the next visitor of the same URL
// gets exactly what a cold server gives them (the per-response values of pages that are never
// kept aside), and can still submit the form on it. And a page it keeps is the same bytes for
// everybody (ADR 064). Runs the production build (`npm run build`) in this process.

describe("render cache under hostile requests", () => {
  let build: ServerBuild;
  let handle: DbHandle;
  const servers: Server[] = [];
  const log = createLogger({ level: process.env.DEBUG_LOG ? "debug" : "silent" });

  /** A server with an empty render cache, as after a fresh start. */
  async function freshServer(renderCache: boolean | RenderCache = true) {
    const { server, base } = await serveProduction({ build, dbHandle: handle, env, log, renderCache });
    servers.push(server);
    return base;
  }

  async function closeAll() {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      s.close();
    }
  }

  beforeAll(async () => {
    build = await productionBuild();
    handle = await testDatabases[0]!.open();
  }, 120_000);
  afterAll(async () => {
    await closeAll();
    await handle?.close();
  });

  /** The attack, then each visitor on the same server, compared with a cold server's answer. */
  async function check(a: Attack, cold: Map<string, ReturnType<typeof normalized>>) {
    const target = await freshServer();
    const headers = attackHeaders(a);
    // the attack itself is answered, never with a server error
    expect((await send(target, a.url, headers, a.method)).status, JSON.stringify(headers)).toBeLessThan(500);
    for (const [i, visitor] of visitors.entries()) {
      const expected = cold.get(`${i}${a.url}`)!;
      const got = JSON.stringify(normalized(await send(target, a.url, visitor)));
      const want = JSON.stringify(expected);
      if (got !== want) {
        let at = 0;
        while (got[at] === want[at]) at++;
        expect.fail(
          `${a.url} for visitor ${i} after ${JSON.stringify(headers)} differs from a cold server at ${at}:\n` +
            `got  …${got.slice(Math.max(0, at - 120), at + 120)}…\nwant …${want.slice(Math.max(0, at - 120), at + 120)}…`,
        );
      }
    }
    return target;
  }

  it("gives every later visitor what a cold server gives them, for a fuzzed corpus of requests", async () => {
    // what a cold server answers each visitor
    const cold = new Map<string, ReturnType<typeof normalized>>();
    for (const url of urls) {
      for (const [i, visitor] of visitors.entries()) {
        const base = await freshServer();
        cold.set(`${i}${url}`, normalized(await send(base, url, visitor)));
      }
      await closeAll();
    }
    // sanity: the cold pages differ by visitor where they should (else the check proves nothing)
    expect(cold.get("0/")!.body).not.toEqual(cold.get("3/")!.body);
    expect(cold.get("0/newsletter")!.body).toContain('name="website_url"');

    let tried = 0;
    // every word of the page as a request id, on the newsletter page (a form on a page that is kept)
    for (const word of pageWords) {
      await check({ url: "/newsletter", method: "GET", requestId: word, cookie: "" }, cold);
      await closeAll();
      tried++;
    }
    await fc.assert(
      fc.asyncProperty(attack, async (a) => {
        await check(a, cold);
        await closeAll();
        tried++;
      }),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    expect(tried).toBe(pageWords.length + 150);
  }, 300_000);

  it("keeps only what is the same for every visitor: each page kept by two cold servers is the same bytes", async () => {
    // A page that is kept is served to every later visitor with the same cookies, by this cache and
    // by a shared cache in front (ADR 064): any per-render value in it (a nonce, a randomUUID(), a
    // timestamp) would be frozen and shared. Two cold servers keep each page; their copies must be
    // the same bytes, or the page must not be kept at all.
    const sitemap = (await send(await freshServer(), "/sitemap.xml")).body;
    const pages = [...sitemap.matchAll(/<loc>http:\/\/site\.test([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(50);
    // the pages the sitemap leaves out but the cache keeps: forms, thank-you pages, a 404
    const kept = [...pages, "/kontakt/danke", "/audit/danke", "/gibt-es-nicht"];
    const keptBy = async (cache: RenderCache, url: string, visitor: OutgoingHttpHeaders) => {
      const base = await freshServer(cache);
      await send(base, url, visitor);
      const key = [...cache.keys("pages"), ...cache.keys("other")][0];
      return key === undefined ? null : cache.lookup(key)!.body;
    };
    let compared = 0;
    for (const url of kept) {
      for (const visitor of [visitors[0]!, visitors[3]!]) {
        const first = await keptBy(new RenderCache(), url, visitor);
        const second = await keptBy(new RenderCache(), url, visitor);
        await closeAll();
        expect(second, `${url} ${JSON.stringify(visitor)}`).toBe(first);
        if (first !== null) compared++;
      }
    }
    // nearly every page is kept (forms with a submission id, Build to Leave and the ExitReady steps
    // never are)
    expect(compared).toBeGreaterThan(kept.length);
    for (const form of ["/kontakt", "/audit", "/strategiegespraech"]) {
      expect(await keptBy(new RenderCache(), form, visitors[0]!), form).toBeNull();
    }
    await closeAll();
  }, 300_000);

  it("keeps the newsletter form submittable after an attack on its page", async () => {
    const target = await freshServer();
    await send(target, "/newsletter?lng=en", { "x-request-id": "website_url" });
    await send(target, "/newsletter?lng=en", { "x-request-id": "source", cookie: `consent =${grantedValue}` });
    const page = await send(target, "/newsletter?lng=en", {});
    expect(page.headers["x-render-cache"]).toBe("hit");
    const { action, fields } = leadForm(page.body, 'id="newsletter-page"');
    expect(action).toMatch(/^\/newsletter/);
    expect(fields.get("website_url")).toBe("");
    fields.set("email", "ada@example.org");
    const reply = await send(
      target,
      action,
      { "content-type": "application/x-www-form-urlencoded", origin: "http://site.test", host: "site.test" },
      "POST",
      fields.toString(),
    );
    expect(reply.status, reply.body).toBe(303);
    expect(reply.headers.location).toMatch(/^\/newsletter\/thank-you/);
    await closeAll();
  });

  it("keeps a flood of unknown paths from evicting known pages", async () => {
    const cache = new RenderCache({ maxEntries: 20, maxOtherEntries: 5 });
    const base = await freshServer(cache);
    await send(base, "/services");
    for (let i = 0; i < 30; i++) await send(base, `/x${i}`);
    for (let i = 0; i < 10; i++) await send(base, `/SERVICES?page=${i}`);
    expect(cache.keys("pages")).toEqual(["/services\n-|light|-|none"]);
    expect(cache.keys("other").length).toBeLessThanOrEqual(5);
    expect((await send(base, "/services")).headers["x-render-cache"]).toBe("hit");
    await closeAll();
  });

  it("lets a shared cache keep a content page only for visitors without cookies, and never a form", async () => {
    const base = await freshServer();
    const shared = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
    for (const cookie of [undefined, `theme=${b64("dark")}`, "_ga=GA1.1.123"]) {
      const visitor: OutgoingHttpHeaders = cookie ? { cookie } : {};
      const miss = await send(base, "/ueber-mich", visitor);
      const hit = await send(base, "/ueber-mich", visitor);
      expect(hit.headers["x-render-cache"]).toBe("hit");
      const notModified = await send(base, "/ueber-mich", { ...visitor, "if-none-match": String(hit.headers.etag) });
      expect(notModified.status).toBe(304);
      for (const r of [miss, hit, notModified]) {
        expect(r.headers["cache-control"], String(cookie)).toBe(cookie ? "private, no-cache" : shared);
        expect(r.headers.vary).toMatch(/\bCookie\b/);
        expect(r.headers["set-cookie"]).toBeUndefined();
        // a response for many visitors names no request of its own
        expect(r.headers["x-request-id"] === undefined, String(cookie)).toBe(!cookie);
      }
    }
    // an explicit language sets no cookie: the page stays shareable (ADR 064)
    const english = await send(base, "/ueber-mich?lng=en");
    expect(english.headers["cache-control"]).toBe(shared);
    expect(english.headers["set-cookie"]).toBeUndefined();
    // a 404 is the same for everybody; a form page carries its own submission id and nonce
    expect((await send(base, "/gibt-es-nicht")).headers["cache-control"]).toBe(shared);
    for (const form of ["/kontakt", "/audit", "/strategiegespraech"]) {
      const r = await send(base, form);
      expect(r.headers["cache-control"], form).toBe("private, no-store");
      expect(r.headers["content-security-policy"], form).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    }
    // a content page's CSP has no nonce: scripts of the site, and GA4's bootstrap by its hash
    const csp = String((await send(base, "/services")).headers["content-security-policy"]);
    expect(csp).not.toMatch(/nonce/);
    // Google only under gtag.js's own path: no host-wide allowance without 'strict-dynamic'
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/\*\.googletagmanager\.com\/gtag\/;/);
    // an address with a parameter that is neither content nor tracking may be repeated in the page
    expect((await send(base, "/services?x=1")).headers["cache-control"]).toBe("private, no-cache");
    const redirect = await send(base, "/exit-strategy", { cookie: `lng=${b64("de")}` });
    expect(redirect.status).toBe(302);
    expect(redirect.headers["cache-control"]).toBe("private, no-store");
    await closeAll();
  });

  it("answers a HEAD before any GET, and keeps only what a GET answered", async () => {
    const base = await freshServer();
    for (const cookie of [undefined, "_other_app=1"]) {
      const visitor: OutgoingHttpHeaders = cookie ? { cookie } : {};
      const head = await send(base, "/services", visitor, "HEAD");
      expect(head.status, String(cookie)).toBe(200);
      expect(head.body).toBe("");
      const get = await send(base, "/services", visitor);
      expect(get.headers["x-render-cache"], String(cookie)).toBeUndefined();
      expect(get.body).toContain("</html>");
      const headHit = await send(base, "/services", visitor, "HEAD");
      expect(headHit.headers["x-render-cache"]).toBe("hit");
      expect(headHit.body).toBe("");
      expect((await send(base, "/services", visitor)).body).toBe(get.body);
    }
    await closeAll();
  });

  it("serves a link with tracking parameters the same bytes as the page without, from the cache", async () => {
    const base = await freshServer();
    const clean = await send(base, "/ueber-mich?tab=story");
    for (const url of [
      "/ueber-mich?tab=story&utm_source=newsletter&utm_campaign=EVIL%22%3E",
      "/ueber-mich?fbclid=IwAR0xyz&tab=story",
    ]) {
      const viaPost = await send(base, url);
      expect(viaPost.headers["x-render-cache"], url).toBe("hit");
      expect(viaPost.body, url).toBe(clean.body);
      expect(viaPost.body).not.toMatch(/utm_|fbclid|EVIL/);
    }
    // rendered without the cache, too: nothing of them in the page
    const renderer = await freshServer(false);
    const rendered = await send(renderer, "/ceopreneur?utm_source=EVILPARAM&fbclid=IwAR0xyz");
    expect(rendered.headers["cache-control"]).toMatch(/^public\b/);
    expect(rendered.body).toBe((await send(renderer, "/ceopreneur")).body);
    await closeAll();
  });

  it("answers absolute-form request targets with 400 and renders links with SITE_URL whatever the Host", async () => {
    const base = await freshServer();
    const page = await send(base, "/kontakt", { host: "evil.example", "x-forwarded-host": "evil.example" });
    expect(page.body).not.toContain("evil.example");
    expect(page.body).toContain('href="http://site.test/kontakt"');
    const absolute = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: new URL(base).port, path: "http://evil.example/kontakt" });
      req.on("response", (res) => resolve(res.statusCode ?? 0)).on("error", reject);
      req.end();
    });
    expect(absolute).toBe(400);
    await closeAll();
  });
});
