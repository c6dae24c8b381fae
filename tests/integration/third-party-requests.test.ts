import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders, Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeUrl } from "~/features/newsletter/newsletter.server";
import type { DbHandle } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { localizedPath } from "~/lib/routing";
import { testDatabases } from "./databases";
import { productionBuild, send, serveProduction, type Reply } from "./production-server";
import { count, exitReadyAttempt, subscriber } from "./seed";

// Requests made by parties other than a visitor's browser, sent the way those parties send them,
// to the production build over HTTP (docs/security.md, "Requests from third parties"):
// - mailbox providers' one-click unsubscribe (RFC 8058): a POST of List-Unsubscribe=One-Click to
//   the List-Unsubscribe URL, without cookie or Origin, answered 2xx without a redirect;
// - link scanners of mail systems, which GET (and HEAD) every link in a mail: the confirmation,
//   unsubscribe and result links show a page (200, noindex) and change nothing;
// - feed readers polling /blog/rss.xml?lng=de|en, conditionally when the feed has a validator;
// - crawlers reading robots.txt and sitemap.xml and then every page the sitemap lists.
// Rate limits stay on (production defaults): none of these parties may be refused for them.

const env = parseEnv({
  NODE_ENV: "production",
  SITE_URL: "http://site.test",
  SESSION_SECRET: "third-party-test-secret-third-party-test-secret",
  ALLOW_INSECURE_COOKIES: "1",
  RETENTION_INTERVAL_MINUTES: "0",
  LOG_LEVEL: "silent",
});
const site = env.SITE_URL;

/** A mail system's link scanner: a plain GET of the link, no cookie, no Referer. */
const scanner: OutgoingHttpHeaders = {
  host: "site.test",
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) link-check",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};
const crawler: OutgoingHttpHeaders = {
  host: "site.test",
  "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};
const feedReader: OutgoingHttpHeaders = {
  host: "site.test",
  "user-agent": "FeedReader/1.0 (+https://reader.example)",
  accept: "application/rss+xml, application/xml;q=0.9, */*;q=0.8",
  "accept-encoding": "gzip",
};

const pathOf = (url: string) => url.slice(site.length);
const unescapeHtml = (s: string) => s.replaceAll("&amp;", "&");
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const canonicalOf = (html: string) => unescapeHtml(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "");
// the h1's text, its apostrophes unescaped (React writes ' as &#x27;)
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replaceAll("&#x27;", "'");

/** The action and named fields of the form with this id, as a browser submits it. */
function formOf(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `form #${id}`).toBeGreaterThan(-1);
  const open = html.lastIndexOf("<form", start);
  const form = html.slice(open, html.indexOf("</form>", open));
  const action = unescapeHtml(/\baction="([^"]*)"/.exec(form)?.[1] ?? "");
  const fields = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields.append(name, unescapeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  return { action, fields, buttons: [...form.matchAll(/<button\b[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]) };
}

function expect2xxWithoutRedirect(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${reply.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(reply.status, what).toBeLessThan(300);
  expect(reply.headers.location, what).toBeUndefined();
}

let build: ServerBuild;
beforeAll(async () => {
  build = await productionBuild();
}, 120_000);

describe.each(testDatabases)("requests third parties send, on $name", (database) => {
  let handle: DbHandle;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    handle = await database.open();
    ({ server, base } = await serveProduction({
      build,
      dbHandle: handle,
      env,
      log: createLogger({ level: "silent" }),
    }));
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
  });

  const subscriberNow = async (id: string) => {
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("id", "=", id as never)
      .executeTakeFirstOrThrow();
    const events = await handle.db
      .selectFrom("newsletter_consents")
      .select("event")
      .where("subscriber_id", "=", id as never)
      .orderBy("id")
      .execute();
    return { status: row.status, events: events.map((e) => e.event) };
  };

  describe("mailbox providers: one-click unsubscribe (RFC 8058)", () => {
    /** The POST a mailbox provider sends to the List-Unsubscribe URL: no cookie, Origin or Referer. */
    function oneClick(url: string, encoding: "urlencoded" | "multipart") {
      const boundary = "----one-click-7f3a";
      const [type, body] =
        encoding === "urlencoded"
          ? ["application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"]
          : [
              `multipart/form-data; boundary=${boundary}`,
              `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
            ];
      const headers = {
        host: "site.test",
        "user-agent": "Mozilla/5.0 (compatible; one-click-unsubscribe)",
        "content-type": type,
        "content-length": Buffer.byteLength(body),
      };
      return send(base, pathOf(url), headers, "POST", body);
    }

    it("unsubscribes with 2xx and no redirect, in either body encoding and language, and again idempotently", async () => {
      for (const [lng, encoding, title] of [
        ["de", "urlencoded", "Du bist abgemeldet"],
        ["en", "multipart", "You're unsubscribed"],
      ] as const) {
        const id = await subscriber(handle.db, { email: `one-click-${lng}@example.org`, status: "confirmed" });
        const url = unsubscribeUrl(env, id, lng);
        const first = await oneClick(url, encoding);
        expect2xxWithoutRedirect(first, `one-click ${lng} ${encoding}`);
        // whoever opens the answer reads that it is done (the page, not its button again)
        expect(h1Of(first.body)).toBe(title);
        expect(await subscriberNow(id)).toEqual({ status: "unsubscribed", events: ["signup", "unsubscribe"] });
        // providers retry; the same POST again is answered the same way and records nothing new
        const again = await oneClick(url, encoding === "urlencoded" ? "multipart" : "urlencoded");
        expect2xxWithoutRedirect(again, `one-click ${lng} again`);
        expect(again.status).toBe(first.status);
        expect(await subscriberNow(id)).toEqual({ status: "unsubscribed", events: ["signup", "unsubscribe"] });
      }
    });

    it("answers a forged link with 400, no redirect, and unsubscribes nobody", async () => {
      const id = await subscriber(handle.db, { email: "one-click-forged@example.org", status: "confirmed" });
      const url = unsubscribeUrl(env, id, "de").replace(/token=[\w-]+/, `token=${"x".repeat(32)}`);
      const reply = await oneClick(url, "urlencoded");
      expect(reply.status).toBe(400);
      expect(reply.headers.location).toBeUndefined();
      expect(await subscriberNow(id)).toEqual({ status: "confirmed", events: ["signup"] });
    });
  });

  describe("browsers without JavaScript: the unsubscribe page's own form", () => {
    it("unsubscribes by the button and shows the localized confirmation", async () => {
      for (const [lng, title] of [
        ["de", "Du bist abgemeldet"],
        ["en", "You're unsubscribed"],
      ] as const) {
        const id = await subscriber(handle.db, { email: `page-form-${lng}@example.org`, status: "confirmed" });
        const page = await send(base, pathOf(unsubscribeUrl(env, id, lng)), { host: "site.test" });
        const { action, fields } = formOf(page.body, "newsletter-unsubscribe");
        const posted = await send(
          base,
          action,
          { host: "site.test", origin: site, "content-type": "application/x-www-form-urlencoded" },
          "POST",
          fields.toString(),
        );
        expect(posted.status, posted.body.slice(0, 300)).toBe(303);
        expect(posted.headers.location).toBe(`${localizedPath("newsletter-unsubscribe", lng)}?status=done`);
        const done = await send(base, String(posted.headers.location), { host: "site.test" });
        expect(done.status).toBe(200);
        expect(h1Of(done.body)).toBe(title);
        expect(await subscriberNow(id)).toEqual({ status: "unsubscribed", events: ["signup", "unsubscribe"] });
      }
    });
  });

  describe("link scanners: GET and HEAD on the links in mails", () => {
    /** GET shows the page (200, not indexed); HEAD answers alike. */
    async function scan(path: string) {
      const get = await send(base, path, scanner);
      expect(get.status, path).toBe(200);
      expect(noindex(get.body), `${path} says noindex`).toBe(true);
      const head = await send(base, path, scanner, "HEAD");
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(head.headers["content-type"], `HEAD ${path}`).toBe(get.headers["content-type"]);
      return get.body;
    }

    it("confirmation link: shows the button, confirms nothing", async () => {
      for (const [lng, button] of [
        ["de", "Ja, Anmeldung bestätigen"],
        ["en", "Yes, confirm my subscription"],
      ] as const) {
        const id = await subscriber(handle.db, { email: `scanned-confirm-${lng}@example.org` });
        const token = `scanned-confirm-token-${lng}-0123456789`;
        await handle.db
          .updateTable("newsletter_subscribers")
          .set({ confirm_token_hash: createHash("sha256").update(token).digest("hex") })
          .where("id", "=", id as never)
          .execute();
        const mails = await count(handle.db, "email_outbox");
        const html = await scan(`${localizedPath("newsletter-confirm", lng)}?token=${token}`);
        expect(formOf(html, "newsletter-confirm").buttons).toEqual([button]);
        expect(await subscriberNow(id)).toEqual({ status: "pending", events: ["signup"] });
        expect(await count(handle.db, "email_outbox"), "no notification of a confirmation").toBe(mails);
      }
    });

    it("unsubscribe link: shows the button, unsubscribes nobody", async () => {
      for (const [lng, button] of [
        ["de", "Abmelden"],
        ["en", "Unsubscribe"],
      ] as const) {
        const id = await subscriber(handle.db, {
          email: `scanned-unsubscribe-${lng}@example.org`,
          status: "confirmed",
        });
        const html = await scan(pathOf(unsubscribeUrl(env, id, lng)));
        expect(formOf(html, "newsletter-unsubscribe").buttons).toEqual([button]);
        expect(await subscriberNow(id)).toEqual({ status: "confirmed", events: ["signup"] });
      }
    });

    it("ExitReady result link: shows the result, stores and sends nothing", async () => {
      const attempt = await exitReadyAttempt(handle.db, {
        answers: 8,
        result: { name: "Jana Scan", email: "jana.scan@example.org" },
      });
      const rows = () =>
        Promise.all([
          handle.db.selectFrom("exit_ready_attempts").selectAll().where("id", "=", attempt).execute(),
          handle.db.selectFrom("exit_ready_answers").selectAll().where("attempt_id", "=", attempt).execute(),
          handle.db.selectFrom("exit_ready_results").selectAll().where("attempt_id", "=", attempt).execute(),
          count(handle.db, "session_requests"),
          count(handle.db, "email_outbox"),
        ]);
      const before = await rows();
      for (const lng of ["de", "en"] as const) {
        const html = await scan(localizedPath("exit-ready-result", lng, { params: { attempt } }));
        expect(html).toContain("Jana Scan");
      }
      expect(await rows()).toEqual(before);
    });
  });

  describe("feed readers: /blog/rss.xml", () => {
    for (const lng of ["de", "en"] as const) {
      it(`${lng}: RSS 2.0 as application/rss+xml, HEAD alike, conditional GET answered correctly`, async () => {
        const path = `/blog/rss.xml?lng=${lng}`;
        const feed = await send(base, path, feedReader);
        expect(feed.status).toBe(200);
        expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
        expect(XMLValidator.validate(feed.body)).toBe(true);
        const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(feed.body);
        expect(doc.rss["@version"]).toBe("2.0");
        expect(doc.rss.channel.language).toBe(lng);
        expect(doc.rss.channel["atom:link"]).toMatchObject({ "@rel": "self", "@href": `${site}${path}` });
        const items = [doc.rss.channel.item].flat() as { link: string; guid: unknown }[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.link.startsWith(`${site}/blog/`), item.link).toBe(true);

        const head = await send(base, path, feedReader, "HEAD");
        expect(head.status).toBe(200);
        expect(head.headers["content-type"]).toBe(feed.headers["content-type"]);

        // a reader polls with the validators it was given: 304 when the feed gave any; without
        // validators the feed itself again (never a 304 the reader cannot match)
        const etag = feed.headers.etag as string | undefined;
        const modified = feed.headers["last-modified"] as string | undefined;
        const polled = await send(base, path, {
          ...feedReader,
          "if-none-match": etag ?? '"an-etag-from-elsewhere"',
          "if-modified-since": modified ?? new Date().toUTCString(),
        });
        if (etag || modified) expect(polled.status).toBe(304);
        else {
          expect(polled.status).toBe(200);
          expect(polled.body).toBe(feed.body);
        }
      });
    }
  });

  describe("crawlers: robots.txt, sitemap.xml and the pages it lists", () => {
    it("robots.txt names the sitemap; every listed page answers 200, is indexable, allowed and its own canonical", async () => {
      const robots = await send(base, "/robots.txt", crawler);
      expect(robots.status).toBe(200);
      expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(robots.body).toMatch(new RegExp(`^Sitemap: ${site}/sitemap\\.xml$`, "m"));
      const disallowed = [...robots.body.matchAll(/^Disallow: *(\S*)$/gm)].map((m) => m[1]!).filter(Boolean);

      const sitemap = await send(base, "/sitemap.xml", crawler);
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(XMLValidator.validate(sitemap.body)).toBe(true);
      const urlset = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(sitemap.body).urlset;
      expect(urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      const locs = ([urlset.url].flat() as { loc: string }[]).map((u) => u.loc);
      expect(locs.length).toBeGreaterThan(20);
      expect(new Set(locs).size).toBe(locs.length);

      const wrong: string[] = [];
      for (const loc of locs) {
        if (!loc.startsWith(`${site}/`)) {
          wrong.push(`${loc}: not on ${site}`);
          continue;
        }
        const path = pathOf(loc);
        if (disallowed.some((prefix) => path.startsWith(prefix))) wrong.push(`${loc}: disallowed by robots.txt`);
        const page = await send(base, path, crawler);
        if (page.status !== 200) wrong.push(`${loc}: ${page.status}`);
        else if (noindex(page.body)) wrong.push(`${loc}: noindex`);
        else if (canonicalOf(page.body) !== loc) wrong.push(`${loc}: canonical ${canonicalOf(page.body)}`);
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  });
});
