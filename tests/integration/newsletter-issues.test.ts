import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterCommand } from "~/features/newsletter/cli.server";
import { loadIssues } from "~/features/newsletter/issues.server";
import { unsubscribe } from "~/features/newsletter/newsletter.server";
import { action as unsubscribeAction } from "~/features/newsletter/routes/unsubscribe";
import { deliveryCounts, NewsletterError, newsletterQueue, queueIssue } from "~/features/newsletter/sending.server";
import type { DbHandle } from "~/lib/db.server";
import { erasePersonData, findPersonData } from "~/lib/gdpr.server";
import { runRetention, SENT_EMAIL_DAYS, UNSENT_EMAIL_DAYS } from "~/lib/retention.server";
import { createLogger } from "~/lib/log.server";
import { enqueueEmail, renderEmail } from "~/lib/mail.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { site } from "~/lib/site";
import { RenderCache } from "../../server/render-cache";
import { outcome, testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { productionBuild, send, serveProduction } from "./production-server";
import { startSmtp, type ReceivedMail } from "./smtp";

// Newsletter issues sent through the outbox to a real SMTP server (ADR 071): each confirmed
// subscriber gets one mail in their language, whatever is run twice or crashes on the way.
// 300 mails a test through SMTP: several seconds each, more on a busy machine.
const SENDING_TEST_MS = 180_000;

const log = createLogger({ level: "silent" });
const SECRET = `whsec_${Buffer.from("newsletter-test-secret-0123456789ab").toString("base64")}`;

const issueFile = (subject: string, body: string) =>
  `---\nsubject: "${subject}"\npreheader: "Vorschau ${subject}"\ndate: 2026-12-01\n---\n\n${body}\n`;

function contentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "issues-"));
  mkdirSync(join(dir, "newsletter"));
  for (const id of ["twice", "crash", "late-unsubscribe", "header", "priority"]) {
    writeFileSync(
      join(dir, "newsletter", `${id}.de.md`),
      issueFile(
        `Ausgabe ${id} auf Deutsch`,
        "## Werkzeug\n\nEin [Artikel](/blog/entscheidungen-delegieren-nicht-aufgaben).",
      ),
    );
    writeFileSync(
      join(dir, "newsletter", `${id}.en.md`),
      issueFile(`Issue ${id} in English`, "## Tool\n\nAn [article](/blog/delegate-decisions-not-tasks)."),
    );
  }
  writeFileSync(join(dir, "newsletter", "only-german.de.md"), issueFile("Nur auf Deutsch", "Text."));
  return dir;
}

/** The header block of a raw message, unfolded, as name (lower case) to value. */
function headers(raw: string): Map<string, string> {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new Map(
    block.split("\r\n").map((line) => {
      const i = line.indexOf(":");
      return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()] as [string, string];
    }),
  );
}

/** The decoded body of the message's part of `type` (nodemailer writes quoted-printable). */
function part(raw: string, type: "text/plain" | "text/html"): string {
  const boundary = /boundary="([^"]+)"/.exec(headers(raw).get("content-type") ?? "")?.[1];
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0 || !boundary) return "";
  const body = raw.slice(raw.indexOf("\r\n\r\n", start) + 4);
  const encoded = body.slice(0, body.indexOf(`\r\n--${boundary}`));
  const bytes = encoded.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
}

describe.each(testDatabases)("newsletter issues on $name", (database) => {
  let handle: DbHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let dir: string;
  const env = testEnv({
    NEWSLETTER_PER_MINUTE: "10000",
    WEBHOOK_URL: "http://hooks.test/site",
    WEBHOOK_SECRET: SECRET,
  });
  const ids: Record<"de" | "en" | "pending" | "unsubscribed", string[]> = {
    de: [],
    en: [],
    pending: [],
    unsubscribed: [],
  };

  beforeAll(async () => {
    handle = await database.open();
    smtp = await startSmtp();
    dir = contentDir();
    // 300 confirmed in two languages, and who must get nothing: pending and unsubscribed
    const { rows } = await sql<{ id: string; locale: "de" | "en"; status: string }>`
      insert into newsletter_subscribers (email, locale, status, confirmed_at)
      select 'reader' || n || '@example.com',
             case when n % 2 = 0 then 'de' else 'en' end,
             case when n <= 300 then 'confirmed' when n <= 305 then 'pending' else 'unsubscribed' end,
             now()
        from generate_series(1, 310) as n
      returning id, locale, status`.execute(handle.db);
    for (const r of rows) {
      if (r.status === "confirmed") ids[r.locale].push(r.id);
      else ids[r.status as "pending" | "unsubscribed"].push(r.id);
    }
  }, SENDING_TEST_MS);
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });

  const issue = (id: string) => loadIssues(dir).find((i) => i.id === id)!;
  const mailsOf = (id: string) => smtp.mails.filter((m) => m.raw.includes(`<newsletter.${id}.`));

  /** Runs the outbox with the newsletter as its side queue until nothing more goes. */
  async function drain(options: { rateEnv?: typeof env; concurrency?: number } = {}) {
    const mailer = await smtpMailer(smtp.url);
    const sideQueue = newsletterQueue({ db: handle.db, env: options.rateEnv ?? env, log });
    const outbox = createOutbox({ db: handle.db, env, log, mailer, sideQueue, concurrency: options.concurrency });
    let total = 0;
    for (let sent = -1; sent !== 0; total += sent) sent = await outbox.runOnce();
    mailer.close();
    return total;
  }

  function expectOnePerSubscriber(mails: ReceivedMail[], subjectDe: string, subjectEn: string) {
    const to = mails.flatMap((m) => m.to);
    expect(to).toHaveLength(300);
    expect(new Set(to).size).toBe(300);
    for (const m of mails) {
      const n = Number(/^reader(\d+)@/.exec(m.to[0]!)![1]);
      expect(n).toBeLessThanOrEqual(300);
      expect(headers(m.raw).get("subject")).toContain(n % 2 === 0 ? subjectDe : subjectEn);
    }
  }

  it(
    "sends each confirmed subscriber one mail in their language, also when send runs twice",
    async () => {
      const first = await queueIssue(handle.db, env, issue("twice"));
      const second = await queueIssue(handle.db, env, issue("twice"));
      expect(first).toEqual({ queued: 300, perLanguage: { de: 150, en: 150 } });
      expect(second.queued).toBe(0);
      const published = () =>
        handle.db
          .selectFrom("newsletter_issues")
          .select("published_at")
          .where("id", "=", "twice")
          .executeTakeFirstOrThrow();
      // the public archive lists an issue once it has gone out, not while it is queued
      expect((await published()).published_at).toBeNull();
      await drain();
      expect((await published()).published_at).not.toBeNull();
      expectOnePerSubscriber(mailsOf("twice"), "Ausgabe twice", "Issue twice");
      expect(await deliveryCounts(handle.db, "twice")).toEqual({
        queued: 0,
        sending: 0,
        sent: 300,
        failed: 0,
        skipped: 0,
      });
      // the issue is reported once, with counts and no address
      const events = await handle.db
        .selectFrom("webhook_deliveries")
        .select(["payload", "email"])
        .where("event_type", "=", "newsletter.issue.sent")
        .execute();
      expect(events).toHaveLength(1);
      expect(JSON.parse(events[0]!.payload).data).toEqual({ issue: "twice", sent: 300, failed: 0, skipped: 0 });
      expect(events[0]!.payload).not.toContain("@");
      expect(await newsletterCommand(["status", "twice"], { db: handle.db, env, contentDir: dir })).toContain(
        "twice: queued 0 / sending 0 / sent 300 / failed 0 / skipped 0",
      );
    },
    SENDING_TEST_MS,
  );

  it("sends a multipart mail with the imprint's identity, a visible unsubscribe link and RFC 8058 headers", () => {
    const mails = mailsOf("twice");
    const german = mails.find((m) => m.to[0] === "reader2@example.com")!;
    const h = headers(german.raw);
    expect(h.get("content-type")).toContain("multipart/alternative");
    const unsubscribeLink = /^<(http:\/\/site\.test\/newsletter\/abmelden\?id=(\d+)&token=[\w-]+)>$/.exec(
      h.get("list-unsubscribe")!,
    );
    expect(unsubscribeLink?.[2]).toBe(ids.de[0]);
    expect(h.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(h.get("message-id")).toBe(`<newsletter.twice.${ids.de[0]}@example.com>`);
    const text = part(german.raw, "text/plain");
    const html = part(german.raw, "text/html");
    for (const body of [text, html]) {
      expect(body).toContain(site.legal.street);
      expect(body).toContain(`${site.legal.postalCode} ${site.legal.city}`);
    }
    expect(text).toContain(`Vom Newsletter abmelden: ${unsubscribeLink![1]}`);
    expect(html).toContain(`href="${unsubscribeLink![1]!.replace("&", "&amp;")}"`);
    // readable with images off (there are none) and in dark mode; nothing that reports an open or a click
    expect(html).not.toMatch(/<img|url\(/i);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)\{body,\.nl-page\{background:#11161f!important\}/);
    expect(html).toContain('href="http://site.test/blog/entscheidungen-delegieren-nicht-aufgaben"');
    // the English subscriber's unsubscribe page is the English one
    const english = mails.find((m) => m.to[0] === "reader1@example.com")!;
    expect(headers(english.raw).get("list-unsubscribe")).toContain("http://site.test/newsletter/unsubscribe?id=");
  });

  it(
    "queues each subscriber once when send crashes halfway and runs again",
    async () => {
      await expect(
        queueIssue(handle.db, env, issue("crash"), {
          batch: 100,
          afterBatch: (queued) => {
            if (queued >= 100) throw new Error("killed");
          },
        }),
      ).rejects.toThrow("killed");
      // what the crashed run queued goes out meanwhile
      await drain();
      expect(mailsOf("crash")).toHaveLength(100);
      expect((await queueIssue(handle.db, env, issue("crash"), { batch: 100 })).queued).toBe(200);
      await drain();
      expectOnePerSubscriber(mailsOf("crash"), "Ausgabe crash", "Issue crash");
    },
    SENDING_TEST_MS,
  );

  it(
    "sends nothing to whoever unsubscribes between queueing and sending",
    async () => {
      await queueIssue(handle.db, env, issue("late-unsubscribe"));
      const leaving = [...ids.de.slice(0, 5), ...ids.en.slice(0, 5)];
      const { unsubscribeToken } = await import("~/features/newsletter/newsletter.server");
      for (const id of leaving) {
        await handle.db
          .transaction()
          .execute((trx) => unsubscribe(trx, env, id, unsubscribeToken(id, env.SESSION_SECRET), "203.0.113.9"));
      }
      await drain();
      const received = new Set(mailsOf("late-unsubscribe").flatMap((m) => m.to));
      expect(received.size).toBe(290);
      const emails = await handle.db
        .selectFrom("newsletter_subscribers")
        .select("email")
        .where("id", "in", leaving)
        .execute();
      for (const { email } of emails) expect(received.has(email)).toBe(false);
      expect(await deliveryCounts(handle.db, "late-unsubscribe")).toMatchObject({ sent: 290, skipped: 10 });
      await handle.db
        .updateTable("newsletter_subscribers")
        .set({ status: "confirmed" })
        .where("id", "in", leaving)
        .execute();
    },
    SENDING_TEST_MS,
  );

  it(
    "unsubscribes by a one-click POST to the received mail's List-Unsubscribe",
    async () => {
      const id = ids.en[10]!;
      await queueIssue(handle.db, env, issue("header"));
      await drain();
      const mail = mailsOf("header").find(
        (m) => headers(m.raw).get("message-id") === `<newsletter.header.${id}@example.com>`,
      )!;
      const url = /^<(.+)>$/.exec(headers(mail.raw).get("list-unsubscribe")!)![1]!;
      // what a mailbox provider sends (RFC 8058): no cookie, no Origin
      const request = new Request(url, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      const result = outcome(await unsubscribeAction({ request, context: testContext(handle, env), params: {} }));
      expect(result).toMatchObject({ status: 200, data: { state: "done" } });
      const row = await handle.db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("unsubscribed");
    },
    SENDING_TEST_MS,
  );

  it("sends the site's own mails before the newsletter and the newsletter at its rate", async () => {
    await queueIssue(handle.db, env, issue("priority"));
    await enqueueEmail(handle.db, {
      kind: "newsletter-confirmation",
      to: "new-reader@example.com",
      content: renderEmail({ lng: "de", subject: "Bitte bestätige", heading: "Bestätigen", paragraphs: ["Klick"] }),
    });
    const before = smtp.mails.length;
    // claims of the last minute count: the runs above used up far more than 7
    await handle.db.updateTable("newsletter_deliveries").set({ claimed_at: null }).execute();
    const sent = await drain({ rateEnv: { ...env, NEWSLETTER_PER_MINUTE: 7 }, concurrency: 1 });
    expect(sent).toBe(8);
    expect(smtp.mails[before]!.to).toEqual(["new-reader@example.com"]);
    expect(mailsOf("priority")).toHaveLength(7);
    expect(await deliveryCounts(handle.db, "priority")).toMatchObject({ sent: 7, queued: 292 });
  });

  it("refuses an issue missing a language and queues nothing", async () => {
    await expect(newsletterCommand(["send", "only-german"], { db: handle.db, env, contentDir: dir })).rejects.toThrow(
      new NewsletterError(
        "issue only-german has no version in en (app/content/newsletter/only-german.en.md): nothing queued",
      ),
    );
    const stored = await handle.db
      .selectFrom("newsletter_issues")
      .select("id")
      .where("id", "=", "only-german")
      .execute();
    const queued = await handle.db
      .selectFrom("newsletter_deliveries")
      .select("id")
      .where("issue_id", "=", "only-german")
      .execute();
    expect([stored, queued]).toEqual([[], []]);
  });

  it("sends one test copy to the address given, in the language asked for, and queues nothing", async () => {
    const mailer = await smtpMailer(smtp.url);
    const lines = await newsletterCommand(["test", "twice", "editor@example.org", "--lang", "en"], {
      db: handle.db,
      env,
      mailer,
      contentDir: dir,
    });
    mailer.close();
    expect(lines).toEqual(["sent the en version of twice to editor@example.org"]);
    const copies = smtp.mails.filter((m) => m.to.includes("editor@example.org"));
    expect(copies.map((m) => headers(m.raw).get("subject"))).toEqual(["[Test] Issue twice in English"]);
    expect(await deliveryCounts(handle.db, "twice")).toMatchObject({ sent: 300, queued: 0 });
  });

  it("lists the issues and writes a preview of both languages", async () => {
    const lines = await newsletterCommand(["list"], { db: handle.db, env, contentDir: dir });
    expect(lines).toContain("only-german  2026-12-01  de  not sent");
    expect(lines.find((l) => l.startsWith("twice "))).toMatch(/^twice {2}2026-12-01 {2}de,en {2}sent \d{4}-/);
    const out = mkdtempSync(join(tmpdir(), "preview-"));
    const preview = await newsletterCommand(["preview", "twice", "--out", out], {
      db: handle.db,
      env,
      contentDir: dir,
    });
    expect(preview).toEqual(expect.arrayContaining(["de: 150 confirmed subscribers", "en: 149 confirmed subscribers"]));
    expect(readFileSync(join(out, "twice.en.html"), "utf8")).toContain("<title>Issue twice in English</title>");
    expect(readFileSync(join(out, "twice.de.txt"), "utf8")).toMatch(/^Subject: Ausgabe twice auf Deutsch\n/);
  });

  it("lists an issue in the sitemap in both languages once it has gone out, not while it is queued", async () => {
    await handle.db
      .insertInto("newsletter_issues")
      .values({ id: "2026-12", issue_date: "2026-12-01", content: "{}" })
      .execute();
    const { loader } = await import("~/routes/sitemap");
    const sitemap = async () => {
      const response = await loader({
        request: new Request("http://site.test/sitemap.xml"),
        context: testContext(handle, env),
        params: {},
      });
      return response.text();
    };
    expect(await sitemap()).not.toContain("/newsletter/archiv/2026-12");
    await handle.db
      .updateTable("newsletter_issues")
      .set({ published_at: new Date() })
      .where("id", "=", "2026-12")
      .execute();
    const xml = await sitemap();
    expect(xml).toContain("<loc>http://site.test/newsletter/archiv/2026-12</loc>");
    expect(xml).toContain('hreflang="en" href="http://site.test/newsletter/archive/2026-12"');
    expect(xml.match(/\/newsletter\/archiv\/[\w-]+</g)).toEqual(["/newsletter/archiv/2026-12<"]);
  });

  it("shows a sent issue in the archive within a minute, the list kept by caches meanwhile", async () => {
    await handle.db.deleteFrom("newsletter_issues").where("id", "=", "2026-12").execute();
    // lru-cache reads its clock at most once a millisecond, and takes a start at 0 for "no limit"
    let now = 1_000;
    const later = async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const cache = new RenderCache({ clock: { now: () => now } });
    const { server, base } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env: { ...env, SHARED_CACHE_MAX_AGE: 600 },
      log,
      renderCache: cache,
    });
    try {
      const listed = async () => {
        const reply = await send(base, "/newsletter/archive");
        expect(reply.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
        return reply.body.includes('href="/newsletter/archive/2026-12"');
      };
      expect(await listed()).toBe(false);
      await handle.db
        .insertInto("newsletter_issues")
        .values({ id: "2026-12", issue_date: "2026-12-01", content: "{}", published_at: new Date() })
        .execute();
      await later(59_000);
      expect(await listed()).toBe(false);
      await later(2_000);
      expect(await listed()).toBe(true);
      expect((await send(base, "/newsletter/archive/2026-12")).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("erasure takes a subscriber's deliveries with them, and the export shows them", async () => {
    const [person] = await handle.db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .where("id", "=", ids.de[20]!)
      .execute();
    const data = await findPersonData(handle.db, person!.email);
    expect(data.newsletter[0]!.deliveries.map((d) => d.issue_id)).toEqual(
      expect.arrayContaining(["twice", "crash", "late-unsubscribe", "header", "priority"]),
    );
    await erasePersonData(handle.db, person!.email);
    const left = await handle.db
      .selectFrom("newsletter_deliveries")
      .select("id")
      .where("subscriber_id", "=", person!.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("retention removes deliveries ended longer ago than mails are kept, and keeps the rest", async () => {
    const day = 24 * 3600 * 1000;
    const setEnded = (id: string, status: "sent" | "failed", days: number) =>
      handle.db
        .updateTable("newsletter_deliveries")
        .set({ status, ended_at: new Date(Date.now() - days * day) })
        .where("issue_id", "=", "twice")
        .where("subscriber_id", "=", id)
        .execute();
    await setEnded(ids.en[0]!, "sent", SENT_EMAIL_DAYS + 1);
    await setEnded(ids.en[1]!, "sent", SENT_EMAIL_DAYS - 1);
    await setEnded(ids.en[2]!, "failed", UNSENT_EMAIL_DAYS + 1);
    await setEnded(ids.en[3]!, "failed", UNSENT_EMAIL_DAYS - 1);
    await runRetention(handle.db, { anonymousDays: 180 });
    const kept = await handle.db
      .selectFrom("newsletter_deliveries")
      .select("subscriber_id")
      .where("issue_id", "=", "twice")
      .where("subscriber_id", "in", ids.en.slice(0, 4))
      .execute();
    expect(kept.map((r) => r.subscriber_id).sort()).toEqual([ids.en[1], ids.en[3]].sort());
  });
});

// The real thing on PostgreSQL, where a second process can reach the test's schema: the command
// killed (SIGKILL) while it queues, then run again.
describe.runIf(process.env.TEST_DATABASE_URL)("npm run newsletter -- send killed halfway", () => {
  it("queues each subscriber exactly once over the killed run and the next", async () => {
    const handle = await testDatabases.find((d) => d.name === "postgres")!.open();
    try {
      const total = 20_000;
      await sql`insert into newsletter_subscribers (email, locale, status)
                select 'kill' || n || '@example.com', case when n % 2 = 0 then 'de' else 'en' end, 'confirmed'
                  from generate_series(1, ${total}) as n`.execute(handle.db);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set("options", `-c search_path=${rows[0]!.schema}`);
      const dir = contentDir();
      const run = () => {
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/newsletter.ts", "send", "twice"], {
          env: {
            ...process.env,
            NODE_ENV: "test",
            DATABASE_URL: url.toString(),
            CONTENT_DIR: dir,
            SESSION_SECRET: "integration-test-secret-integration-test-secret",
            SITE_URL: "http://site.test",
            LOG_LEVEL: "silent",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
        const exit = new Promise<string>((resolve) =>
          child.on("exit", (code, signal) => resolve(signal ?? String(code))),
        );
        return { child, exit, output: () => out };
      };
      const queued = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from newsletter_deliveries`.execute(handle.db)).rows[0]!.n;

      const first = run();
      while ((await queued()) === 0) await new Promise((r) => setTimeout(r, 5));
      first.child.kill("SIGKILL");
      expect(await first.exit).toBe("SIGKILL");
      // a batch the server had already received still commits after its client died
      await new Promise((r) => setTimeout(r, 1000));
      const partial = await queued();
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(total);

      const second = run();
      expect(await second.exit, second.output()).toBe("0");
      expect(second.output()).toContain(`twice: ${total - partial} mails queued now; 10000 de + 10000 en in all`);
      const distinct = await sql<{ rows: number; subscribers: number }>`
        select count(*)::int as rows, count(distinct subscriber_id)::int as subscribers from newsletter_deliveries`.execute(
        handle.db,
      );
      expect(distinct.rows[0]).toEqual({ rows: total, subscribers: total });
    } finally {
      await handle.close();
    }
  }, 180_000);
});
