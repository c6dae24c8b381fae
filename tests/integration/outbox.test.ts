import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { enqueueEmail, renderEmail } from "~/lib/mail.server";
import { backoffSeconds, createOutbox, MAX_ATTEMPTS, smtpMailer } from "~/lib/outbox.server";
import { testDatabases } from "./databases";
import { startSmtp } from "./smtp";

const log = createLogger({ level: "silent" });
const env = {
  MAIL_FROM: "CEOpreneur <kontakt@example.com>",
  OUTBOX_POLL_MS: 1000,
  SESSION_SECRET: "outbox-test-secret",
};

describe.each(testDatabases)("email outbox on $name", (database) => {
  let handle: DbHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    handle = await database.open();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });

  it("two workers claiming at once send every mail exactly once", async () => {
    const n = 30;
    for (let i = 0; i < n; i++) {
      await enqueueEmail(handle.db, {
        kind: "test",
        to: `person${i}@example.com`,
        content: renderEmail({ lng: "de", subject: `Mail ${i}`, heading: "Hallo", paragraphs: [`Nummer ${i}`] }),
      });
    }
    const mailerA = await smtpMailer(smtp.url);
    const mailerB = await smtpMailer(smtp.url);
    const a = createOutbox({ db: handle.db, env, log, mailer: mailerA });
    const b = createOutbox({ db: handle.db, env, log, mailer: mailerB });
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    mailerA.close();
    mailerB.close();
    expect(sentA + sentB).toBe(n);
    const recipients = smtp.mails.flatMap((m) => m.to).filter((t) => t.startsWith("person"));
    expect(recipients).toHaveLength(n);
    expect(new Set(recipients).size).toBe(n);
    const rows = await handle.db
      .selectFrom("email_outbox")
      .select(["status", "sent_at"])
      .where("kind", "=", "test")
      .execute();
    expect(rows.every((r) => r.status === "sent" && r.sent_at)).toBe(true);
  });

  it("sends a lead notification queued without a recipient to LEADS_NOTIFY_EMAIL as configured at send time", async () => {
    // production without SMTP_URL queues notifications with no address (app/lib/env.server.ts)
    await enqueueEmail(handle.db, {
      kind: "late-notify",
      to: "",
      content: renderEmail({ lng: "de", subject: "Neuer Lead", heading: "Lead", paragraphs: ["x"] }),
    });
    const mailer = await smtpMailer(smtp.url);
    const unset = createOutbox({ db: handle.db, env, log, mailer });
    expect(await unset.runOnce()).toBe(0);
    const set = createOutbox({ db: handle.db, env: { ...env, LEADS_NOTIFY_EMAIL: "owner@example.org" }, log, mailer });
    await handle.db
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date() })
      .where("kind", "=", "late-notify")
      .execute();
    expect(await set.runOnce()).toBe(1);
    mailer.close();
    expect(smtp.mails.filter((m) => m.to.includes("owner@example.org"))).toHaveLength(1);
  });

  it("sends headers and both text and HTML", async () => {
    await enqueueEmail(handle.db, {
      kind: "headers",
      to: "headers@example.com",
      headers: {
        "List-Unsubscribe": "<https://site.test/u?id=1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      content: renderEmail({
        lng: "en",
        subject: "Subject\r\nBcc: evil@example.com",
        heading: "<b>Hi</b>",
        paragraphs: ["<script>x</script>"],
      }),
    });
    const mailer = await smtpMailer(smtp.url);
    await createOutbox({ db: handle.db, env, log, mailer }).runOnce();
    mailer.close();
    const mail = smtp.mails.find((m) => m.to.includes("headers@example.com"))!;
    const head = mail.raw.split("\r\n\r\n")[0]!;
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/site\.test\/u\?id=1>/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(head).toMatch(/^Subject: Subject Bcc: evil@example.com/m);
    // the line break in the subject did not become a header of its own
    expect(head).not.toMatch(/^Bcc:/m);
    expect(mail.to).toEqual(["headers@example.com"]);
    expect(mail.raw).toContain("text/plain");
    expect(mail.raw).toContain("text/html");
    expect(mail.raw).toContain("&lt;script&gt;");
    expect(mail.raw).not.toContain("<script>x</script>\n</p>");
  });

  it("keeps trying to record a sent mail while the database is away, so it is not sent twice", async () => {
    await enqueueEmail(handle.db, {
      kind: "outage",
      to: "outage@example.com",
      content: renderEmail({ lng: "de", subject: "Outage", heading: "x", paragraphs: ["y"] }),
    });
    // the database refuses the first two "sent" updates, as it would while it restarts
    let refusals = 2;
    const flaky = handle.db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === "UpdateQueryNode" && JSON.stringify(args.node).includes('"sent"') && refusals > 0) {
          refusals--;
          throw new Error("Connection terminated unexpectedly");
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const sent: string[] = [];
    const mailer = { send: async (m: { to: string }) => void sent.push(m.to) };
    const first = createOutbox({ db: flaky, env, log, mailer });
    expect(await first.runOnce()).toBe(1);
    expect(refusals).toBe(0);
    // the lock has ended (as if two minutes had passed): another worker finds nothing to send
    await handle.db
      .updateTable("email_outbox")
      .set({ locked_until: new Date(0) })
      .where("kind", "=", "outage")
      .execute();
    expect(await createOutbox({ db: handle.db, env, log, mailer }).runOnce()).toBe(0);
    expect(sent.filter((to) => to === "outage@example.com")).toHaveLength(1);
    const row = await handle.db
      .selectFrom("email_outbox")
      .select(["status", "attempts"])
      .where("kind", "=", "outage")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries a failing send with backoff and gives up after the last attempt", async () => {
    await enqueueEmail(handle.db, {
      kind: "flaky",
      to: "flaky@example.com",
      content: renderEmail({ lng: "de", subject: "Flaky", heading: "x", paragraphs: ["y"] }),
    });
    const broken = { send: async () => Promise.reject(new Error("421 try later")) };
    const outbox = createOutbox({ db: handle.db, env, log, mailer: broken });
    await outbox.runOnce();
    const row = await handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "flaky")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "421 try later" });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: a second run leaves it alone
    expect(await outbox.runOnce()).toBe(0);
    expect(backoffSeconds(1)).toBe(30);
    expect(backoffSeconds(MAX_ATTEMPTS)).toBeLessThanOrEqual(3600);
    await handle.db
      .updateTable("email_outbox")
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date(0) })
      .where("kind", "=", "flaky")
      .execute();
    await outbox.runOnce();
    const failed = await handle.db
      .selectFrom("email_outbox")
      .select("status")
      .where("kind", "=", "flaky")
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
  });
});
