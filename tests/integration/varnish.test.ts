import type { OutgoingHttpHeaders, Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { parseEnv, type Env } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { testDatabases } from "./databases";
import { attack, attackHeaders, b64, env, envInput, normalized, urls, visitors } from "./hostile-requests";
import { leadForm, productionBuild, send, serveProduction, type Reply } from "./production-server";
import { isHit, startVarnish, type Varnish } from "./varnish";

// The production build behind a real Varnish with its built-in VCL and nothing but the backend's
// address (docs/decisions/064-shared-caches.md, docs/operations.md "A cache in front"): content
// pages for visitors without cookies come from the cache; nothing one visitor does reaches
// another; every lead still reaches the site and is stored once. Needs `npm run build` and
// Debian's varnish (.ci/run installs it).

const browser: OutgoingHttpHeaders = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
  accept: "text/html",
};
const log = createLogger({ level: process.env.DEBUG_LOG ? "debug" : "silent" });

interface Origin {
  base: string;
  server: Server;
  /** the requests that reached the site, by path and query */
  requests: Map<string, number>;
}

describe("behind Varnish with its built-in VCL", () => {
  let build: ServerBuild;
  let handle: DbHandle;
  let origin: Origin;
  let varnish: Varnish;
  const stops: (() => Promise<void> | void)[] = [];

  async function startOrigin(withEnv: Env = env, renderCache = true): Promise<Origin> {
    const { server, base } = await serveProduction({ build, dbHandle: handle, env: withEnv, log, renderCache });
    const requests = new Map<string, number>();
    server.on("request", (req: { url?: string }) => requests.set(req.url!, (requests.get(req.url!) ?? 0) + 1));
    stops.push(() => {
      server.closeAllConnections();
      server.close();
    });
    return { base, server, requests };
  }
  async function varnishFor(o: Origin) {
    const v = await startVarnish(new URL(o.base).host);
    stops.push(() => v.stop());
    return v;
  }
  const get = (path: string, headers: OutgoingHttpHeaders = {}) => send(varnish.base, path, { ...browser, ...headers });
  const post = (path: string, form: URLSearchParams, cookie?: string) =>
    send(
      varnish.base,
      path,
      {
        ...browser,
        "content-type": "application/x-www-form-urlencoded",
        // as a browser on the site sends it (Varnish passes Host on)
        host: "site.test",
        origin: "http://site.test",
        ...(cookie ? { cookie } : {}),
      },
      "POST",
      form.toString(),
    );
  const count = async (table: "contact_messages" | "audit_applications" | "newsletter_subscribers", email: string) =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    build = await productionBuild();
    handle = await testDatabases[0]!.open();
    origin = await startOrigin();
    varnish = await varnishFor(origin);
  }, 60_000);
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await handle?.close();
  });

  it("serves repeated cookie-less GETs of content pages from the cache: the origin sees one request per page", async () => {
    const sitemap = (await send(origin.base, "/sitemap.xml")).body;
    const article = /<loc>http:\/\/site\.test(\/blog\/[a-z0-9-]+)<\/loc>/.exec(sitemap)![1]!;
    const pages = [
      "/",
      "/?lng=en",
      "/exit-strategie",
      "/exit-strategy",
      "/ueber-mich?lng=en",
      "/blog",
      article,
      "/impressum",
      "/newsletter",
      "/exit-ready-check",
      "/gibt-es-nicht",
    ];
    const views = 100;
    let hits = 0;
    for (const page of pages) {
      expect(isHit((await get(page)).headers), `${page}: the first request`).toBe(false);
      for (let i = 0; i < views; i++) {
        const reply = await get(page);
        expect(reply.status, page).toBe(page === "/gibt-es-nicht" ? 404 : 200);
        expect(reply.headers["cache-control"], page).toMatch(/^public, max-age=0, s-maxage=60/);
        expect(reply.headers["set-cookie"], page).toBeUndefined();
        expect(reply.headers["x-request-id"], page).toBeUndefined();
        if (isHit(reply.headers)) hits++;
      }
      expect(origin.requests.get(page), page).toBe(1);
    }
    const ratio = hits / (pages.length * views);
    console.info(`varnish: ${hits} hits of ${pages.length * views} repeated views (${(ratio * 100).toFixed(1)} %)`);
    expect(ratio).toBeGreaterThanOrEqual(0.99);

    // a post that goes viral: 1,000 more views of one article
    const before = origin.requests.get(article)!;
    for (let i = 0; i < 1000; i++) await get(article);
    const perThousand = origin.requests.get(article)! - before;
    console.info(`varnish: ${perThousand} origin requests for 1,000 views of ${article}`);
    expect(perThousand).toBeLessThanOrEqual(10);
  }, 120_000);

  it("never answers from the cache a form page, a visitor with cookies, or a POST", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const form = await get("/kontakt");
      expect(isHit(form.headers)).toBe(false);
      expect(form.headers["cache-control"]).toBe("private, no-store");
      ids.add(leadForm(form.body).fields.get("submissionId")!);
    }
    expect(ids.size).toBe(3);
    const cookie = `theme=${b64("dark")}`;
    await get("/services");
    for (let i = 0; i < 3; i++) {
      const page = await get("/services", { cookie });
      expect(isHit(page.headers)).toBe(false);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.body).toContain('data-theme="dark"');
    }
    expect(origin.requests.get("/services")).toBe(4);
  });

  it("gives every later visitor what a cold server gives them, for a fuzzed corpus of requests through the cache", async () => {
    // a public answer (what a shared cache may hand to many) must be the same bytes; the others
    // with their per-response values (form pages: nonce, submission id) blanked
    const exact = (r: Reply) =>
      /^public\b/.test(String(r.headers["cache-control"]))
        ? { ...normalized(r), body: r.body, csp: r.headers["content-security-policy"] }
        : normalized(r);
    // what a server that renders every request answers (no render cache that could hold a copy)
    const renderer = await startOrigin(env, false);
    const cold = new Map<string, ReturnType<typeof exact>>();
    for (const url of urls) {
      for (const [i, visitor] of visitors.entries()) {
        cold.set(`${i}${url}`, exact(await send(renderer.base, url, visitor)));
      }
    }
    expect([...cold.values()].filter((r) => /^public/.test(String(r.cacheControl))).length).toBeGreaterThan(5);
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(attack, async (a) => {
        // the attacker's request is the first one the cache sees for the URL
        await varnish.purgeAll();
        const answer = await send(varnish.base, a.url, attackHeaders(a), a.method);
        expect(answer.status, JSON.stringify(attackHeaders(a))).toBeLessThan(500);
        for (const [i, visitor] of visitors.entries()) {
          const got = exact(await send(varnish.base, a.url, visitor));
          expect(got, `${a.url} for visitor ${i} after ${JSON.stringify(attackHeaders(a))}`).toEqual(
            cold.get(`${i}${a.url}`),
          );
          compared++;
        }
      }),
      { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
    console.info(`varnish: ${compared} visitor answers after hostile requests, 0 differences`);
    expect(compared).toBe(60 * visitors.length);
  }, 180_000);

  it("stores every lead submitted through the cache once, with its mails once", async () => {
    const contactEmail = "varnish.contact@example.org";
    const contact = leadForm((await get("/kontakt")).body);
    contact.fields.set("name", "Vera Varnish");
    contact.fields.set("email", contactEmail);
    contact.fields.set("message", "Sent through the cache.");
    // sent twice, as a browser's retry would: the same submission id
    for (let i = 0; i < 2; i++) {
      const reply = await post(contact.action, contact.fields);
      expect(reply.status, reply.body).toBe(303);
      expect(reply.headers.location).toBe("/kontakt/danke");
    }
    expect(await count("contact_messages", contactEmail)).toBe(1);

    const newsletterEmail = "varnish.newsletter@example.org";
    const cached = await get("/newsletter");
    const signup = leadForm(cached.body, 'id="newsletter-page"');
    signup.fields.set("email", newsletterEmail);
    const reply = await post(signup.action, signup.fields);
    expect(reply.status, reply.body).toBe(303);
    expect(await count("newsletter_subscribers", newsletterEmail)).toBe(1);

    const mails = await handle.db
      .selectFrom("email_outbox")
      .select(["kind", "to_address"])
      .where("to_address", "in", [contactEmail, newsletterEmail])
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["contact-confirmation", "newsletter-confirmation"]);
    // the consultant's notification of the one contact message, once
    const lead = await handle.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", contactEmail)
      .executeTakeFirstOrThrow();
    const ofLead = await handle.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("lead_table", "=", "contact_messages")
      .where("lead_id", "=", lead.id)
      .execute();
    expect(ofLead.map((m) => m.kind).sort()).toEqual(["contact-confirmation", "contact-notification"]);
  });

  it("shows a new visitor the defaults after another visitor changed theme, language and analytics choice", async () => {
    const first = await get("/ceopreneur");
    expect(first.body).toContain('data-theme="light"');
    const jar = new Map<string, string>();
    const keep = (r: Reply) => {
      for (const c of [r.headers["set-cookie"] ?? []].flat()) {
        const [pair] = c.split(";");
        const [name, ...value] = pair!.split("=");
        jar.set(name!, value.join("="));
      }
    };
    const cookie = () => [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
    for (const [path, field] of [
      ["/preferences/theme", { theme: "dark", redirectTo: "/ceopreneur" }],
      ["/preferences/language", { lng: "en", redirectTo: "/ceopreneur" }],
      ["/consent", { status: "granted", redirectTo: "/ceopreneur" }],
    ] as const) {
      const reply = await post(path, new URLSearchParams(field), cookie());
      expect(reply.status, path).toBe(303);
      keep(reply);
    }
    expect([...jar.keys()].sort()).toEqual(["consent", "lng", "theme"]);
    const mine = await get("/ceopreneur", { cookie: cookie() });
    expect(isHit(mine.headers)).toBe(false);
    expect(mine.body).toContain('data-theme="dark"');
    expect(mine.body).toContain('lang="en"');
    expect(mine.body).toContain("gtag('consent','update'");

    const stranger = await get("/ceopreneur");
    expect(isHit(stranger.headers)).toBe(true);
    expect(stranger.body).toBe(first.body);
    expect(stranger.body).toContain('data-theme="light"');
    expect(stranger.body).toContain('lang="de"');
    expect(stranger.body).not.toContain("gtag('consent','update'");
    expect(stranger.body).toContain('class="consent-banner"');
  });

  it("fetches a page anew once s-maxage and stale-while-revalidate have passed, and at once after a purge", async () => {
    // the deploy story of ADR 064: a kept page lives at most 2 × SHARED_CACHE_MAX_AGE without a purge
    const shortLived = await startOrigin(parseEnv({ ...envInput, SHARED_CACHE_MAX_AGE: "1" }));
    const cache = await varnishFor(shortLived);
    const at = (path: string) => send(cache.base, path, browser);
    await at("/services");
    expect(isHit((await at("/services")).headers)).toBe(true);
    await new Promise((r) => setTimeout(r, 2500));
    await at("/services"); // past s-maxage and stale-while-revalidate: from the site again
    expect(shortLived.requests.get("/services")).toBe(2);

    await at("/impressum");
    expect(isHit((await at("/impressum")).headers)).toBe(true);
    await cache.purgeAll();
    expect(isHit((await at("/impressum")).headers)).toBe(false);
    expect(shortLived.requests.get("/impressum")).toBe(2);
  }, 30_000);
});
