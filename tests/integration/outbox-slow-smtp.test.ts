import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { enqueueEmail, renderEmail } from "~/lib/mail.server";
import { createOutbox, LOCK_SECONDS, SEND_TIMEOUT_MS, SMTP_TIMEOUTS, smtpMailer } from "~/lib/outbox.server";
import { testDatabases } from "./databases";

// A mail is never sent twice by two instances, even when the SMTP server tarpits: the claim is
// renewed while a send is under way, a send is aborted at its deadline, and stop() claims nothing
// new (app/lib/outbox.server.ts; docs/reliability.md, "Outbox under a slow SMTP server").

const log = createLogger({ level: "silent" });
const env = {
  MAIL_FROM: "CEOpreneur <kontakt@example.com>",
  OUTBOX_POLL_MS: 60_000,
  SESSION_SECRET: "outbox-test-secret",
};

interface Received {
  subject: string;
  messageId: string;
}

/** A real SMTP server that answers the end of each mail's data after `delayMs`, or never ("hang"). */
async function slowSmtp(delayMs: number | "hang") {
  const mails: Received[] = [];
  const held: (() => void)[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      started++;
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          mails.push({
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
          });
          callback();
        };
        if (delayMs === "hang") held.push(() => callback(new Error("closing")));
        else setTimeout(accept, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    started: () => started,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held.splice(0)) release();
        server.close(() => resolve());
      }),
  };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(testDatabases)("outbox under a slow SMTP server on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const enqueue = async (kind: string, n: number) => {
    // each test starts with an empty outbox (rows of an earlier test could be due)
    await handle.db.deleteFrom("email_outbox").execute();
    for (let i = 0; i < n; i++) {
      await enqueueEmail(handle.db, {
        kind,
        to: `${kind}${i}@example.com`,
        content: renderEmail({ lng: "de", subject: `${kind} ${i}`, heading: "Hallo", paragraphs: [`Nummer ${i}`] }),
      });
    }
  };
  const rows = (kind: string) =>
    handle.db
      .selectFrom("email_outbox")
      .select(["id", "status", "attempts", "last_error", "locked_until"])
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();

  it("the production settings keep every send well inside one claim", () => {
    const lockMs = LOCK_SECONDS * 1000;
    expect(SEND_TIMEOUT_MS).toBeLessThanOrEqual(lockMs / 2);
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThan(SEND_TIMEOUT_MS);
  });

  it("two workers, each mail answered only after longer than the claim lock: every mail delivered exactly once", async () => {
    const n = 8;
    await enqueue("tarpit", n);
    const smtp = await slowSmtp(1500);
    const mailerA = await smtpMailer(smtp.url);
    const mailerB = await smtpMailer(smtp.url);
    // a claim of 1 s, renewed every third; the SMTP server needs 1.5 s per mail
    const options = { env, log, lockSeconds: 1, sendTimeoutMs: 10_000 };
    const a = createOutbox({ db: handle.db, mailer: mailerA, ...options });
    const b = createOutbox({ db: handle.db, mailer: mailerB, ...options });
    try {
      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(n);
      // a late third round (as after a poll) finds nothing left to send
      expect(await a.runOnce()).toBe(0);
    } finally {
      mailerA.close();
      mailerB.close();
      await smtp.close();
    }
    const received = smtp.mails.filter((m) => m.subject.startsWith("tarpit "));
    expect(received).toHaveLength(n);
    expect(new Set(received.map((m) => m.subject)).size).toBe(n);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(n);
    expect(received.every((m) => /^<outbox\.\d+\.\d+@example\.com>$/.test(m.messageId))).toBe(true);
    const stored = await rows("tarpit");
    expect(stored.every((r) => r.status === "sent" && r.attempts === 1 && r.locked_until === null)).toBe(true);
  });

  it("a send the server never answers is aborted at its deadline and goes back to pending for a retry", async () => {
    await enqueue("hang", 1);
    const smtp = await slowSmtp("hang");
    const mailer = await smtpMailer(smtp.url);
    const outbox = createOutbox({ db: handle.db, env, log, mailer, lockSeconds: 10, sendTimeoutMs: 800 });
    const started = Date.now();
    try {
      expect(await outbox.runOnce()).toBe(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(Date.now() - started).toBeLessThan(5000);
    const [row] = await rows("hang");
    expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(row!.last_error).toMatch(/aborted after 800 ms/);
  });

  it("stop() claims nothing new and waits for the send under way", async () => {
    await enqueue("stopping", 4);
    const smtp = await slowSmtp(700);
    const mailer = await smtpMailer(smtp.url);
    const outbox = createOutbox({ db: handle.db, env, log, mailer, concurrency: 1, stopWaitMs: 5000 });
    try {
      outbox.start();
      await waitFor(() => smtp.started() === 1);
      await outbox.stop();
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(smtp.started()).toBe(1);
    const stored = await rows("stopping");
    expect(stored.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
    ]);
  });

  it("stop() waits for a hanging send at most its bound, then aborts it", async () => {
    await enqueue("stuck", 1);
    const smtp = await slowSmtp("hang");
    const mailer = await smtpMailer(smtp.url);
    const outbox = createOutbox({ db: handle.db, env, log, mailer, sendTimeoutMs: 30_000, stopWaitMs: 500 });
    let took = 0;
    try {
      outbox.start();
      await waitFor(() => smtp.started() === 1);
      const at = Date.now();
      await outbox.stop();
      took = Date.now() - at;
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(took).toBeLessThan(2000);
    const [row] = await rows("stuck");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toBe("outbox stopped");
  });
});
