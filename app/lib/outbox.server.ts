import { sql } from "kysely";
import nodemailer from "nodemailer";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./log.server";

// The outbox worker: claims due emails with FOR UPDATE SKIP LOCKED (so any number of instances
// can run it without sending twice), sends them over SMTP, retries failures with exponential
// backoff, and gives up after MAX_ATTEMPTS (status 'failed', visible with `npm run outbox`).

export const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
const BATCH = 20;

export interface Mailer {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

export function smtpMailer(url: string): Mailer & { close(): void } {
  // a pool keeps SMTP connections open between mails (the URL's own ?pool= wins)
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2 });
  return {
    send: (m) =>
      transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        headers: m.headers,
      }),
    close: () => transport.close(),
  };
}

export function backoffSeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface Outbox {
  /** send what is due now (returns how many were sent) */
  runOnce(): Promise<number>;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox({
  db,
  env,
  log,
  mailer,
}: {
  db: DB;
  env: Pick<Env, "MAIL_FROM" | "OUTBOX_POLL_MS">;
  log: Logger;
  mailer: Mailer | null;
}): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let stopping = false;

  async function claim() {
    const result = await sql<{
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      headers: Record<string, string> | string;
      attempts: number;
    }>`
      update email_outbox
         set status = 'sending',
             locked_until = now() + make_interval(secs => ${LOCK_SECONDS}),
             attempts = attempts + 1
       where id in (
         select id from email_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by id
          limit ${BATCH}
          for update skip locked)
      returning id, to_address, subject, text_body, html_body, headers, attempts`.execute(db);
    return result.rows;
  }

  /**
   * Records a sent mail. The mail is gone, so this must not be lost: while the database is away
   * it is retried until shortly before the row's lock ends (then another run would send the mail
   * again). Only a stop or an outage longer than that makes a second copy possible.
   */
  async function markSent(id: string) {
    const giveUpAt = Date.now() + (LOCK_SECONDS - 15) * 1000;
    for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
      try {
        await db
          .updateTable("email_outbox")
          .set({ status: "sent", sent_at: new Date(), locked_until: null, last_error: null })
          .where("id", "=", id as never)
          .execute();
        return;
      } catch (error) {
        if (stopping || Date.now() + delay > giveUpAt) {
          log.error("email sent but not recorded: it may be sent again", { id, error });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async function runOnce(): Promise<number> {
    if (!mailer) return 0;
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          const headers = typeof mail.headers === "string" ? JSON.parse(mail.headers) : (mail.headers ?? {});
          await mailer.send({
            from: env.MAIL_FROM,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            headers,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = mail.attempts >= MAX_ATTEMPTS;
          await db
            .updateTable("email_outbox")
            .set({
              status: failed ? "failed" : "pending",
              locked_until: null,
              last_error: message.slice(0, 500),
              next_attempt_at: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
            })
            .where("id", "=", mail.id as never)
            .execute()
            .catch(() => {});
          log.warn(failed ? "email failed for good" : "email will be retried", {
            id: mail.id,
            attempts: mail.attempts,
          });
          continue;
        }
        await markSent(mail.id);
        sent++;
      }
    }
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: Error) => {
        log.warn("outbox run failed", { error });
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    runOnce,
    wake() {
      if (!stopped) tick();
    },
    start() {
      if (!mailer) {
        log.warn("SMTP_URL is not set: emails stay in the outbox table (npm run outbox lists them)");
        return;
      }
      stopped = false;
      timer = setInterval(tick, env.OUTBOX_POLL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
