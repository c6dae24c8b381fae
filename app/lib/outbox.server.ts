import { sql } from "kysely";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import { fillLinkTokens } from "./link-tokens.server";
import type { Logger } from "./log.server";
import { isVisitorMail } from "./mail.server";
import { outboxDeliveries } from "./metrics.server";
import { createPoller } from "./poller.server";
import { RETRY_DELAYS_SECONDS } from "./webhooks.server";

// The outbox worker: claims due emails one at a time with FOR UPDATE SKIP LOCKED (so any number of
// instances can run it), sends them over SMTP, retries failures with exponential backoff, and gives
// up after MAX_ATTEMPTS (status 'failed', visible with `npm run outbox`).
//
// Never sent twice by two instances (docs/reliability.md, "Outbox under a slow SMTP server"): a row
// is claimed for LOCK_SECONDS and only one row per sending slot is held at a time; while its send is
// under way the claim is renewed every third of the lock, and the send itself is aborted after
// SEND_TIMEOUT_MS (the SMTP timeouts are shorter still), well before the lock could run out even if
// no renewal gets through. A claim found taken over by another instance aborts the send. Once stop()
// is called no new row is claimed; it waits for the sends under way, at most STOP_WAIT_MS.

// Two outboxes report to the metrics (the `channel` label, docs/operations.md "Metrics"): mails
// (email_outbox, sent by this worker) and webhook events (webhook_deliveries,
// ./webhooks.server.ts). Both keep status, attempts and the next try the same way.
const OUTBOX_CHANNELS = { mail: "email_outbox", webhook: "webhook_deliveries" } as const;
type OutboxChannel = keyof typeof OUTBOX_CHANNELS;

export interface OutboxChannelStats {
  channel: OutboxChannel;
  /** rows not yet sent: pending or being sent, scheduled ones included */
  pending: number;
  /** seconds the oldest due row has waited since it was due (`waitingSince`); 0 when none waits */
  oldestPendingAgeSeconds: number;
  /** rows given up after their last try, kept 30 days by the retention job */
  failed: number;
}

/**
 * Since when an unsent row has been due, from what the table keeps: a row never tried since its
 * `next_attempt_at` (a reminder scheduled for tomorrow is not due yet); a row retried after `failures`
 * failed sends since its `next_attempt_at` less the waits before its retries (`retryDelay` of each
 * failed try, in seconds), which is never earlier than the truth (the sends' own durations are
 * not counted), so the age never overstates.
 */
export function waitingSince(nextAttemptAt: Date, failures: number, retryDelay = backoffSeconds): number {
  let waited = 0;
  for (let attempt = 1; attempt <= failures; attempt++) waited += retryDelay(attempt);
  return nextAttemptAt.getTime() - waited * 1000;
}

async function channelStats(db: DB, channel: OutboxChannel): Promise<OutboxChannelStats> {
  // at most statuses × attempts rows; each group's earliest next_attempt_at is its oldest
  const result = await sql<{
    status: "pending" | "sending" | "failed";
    attempts: number;
    rows: string;
    next: Date | string;
    now: Date | string;
  }>`
    select status, attempts, count(*) as rows, min(next_attempt_at) as next, now() as now
      from ${sql.table(OUTBOX_CHANNELS[channel])}
     where status in ('pending', 'sending', 'failed')
     group by 1, 2`.execute(db);
  const retryDelay = channel === "mail" ? backoffSeconds : (attempt: number) => RETRY_DELAYS_SECONDS[attempt - 1] ?? 0;
  const stats = { channel, pending: 0, oldestPendingAgeSeconds: 0, failed: 0 };
  for (const row of result.rows) {
    if (row.status === "failed") {
      stats.failed += Number(row.rows);
      continue;
    }
    stats.pending += Number(row.rows);
    // a row being sent has its attempt counted already, not yet failed
    const failures = row.status === "sending" ? row.attempts - 1 : row.attempts;
    const waited = (new Date(row.now).getTime() - waitingSince(new Date(row.next), failures, retryDelay)) / 1000;
    stats.oldestPendingAgeSeconds = Math.max(stats.oldestPendingAgeSeconds, Math.round(waited * 1000) / 1000);
  }
  return stats;
}

/** The outboxes' state per channel (every channel, zeros included), for the metrics. */
export function outboxStats(db: DB): Promise<OutboxChannelStats[]> {
  return Promise.all((Object.keys(OUTBOX_CHANNELS) as OutboxChannel[]).map((channel) => channelStats(db, channel)));
}

export const MAX_ATTEMPTS = 8;
/** how long a claimed row stays this worker's without a renewal */
export const LOCK_SECONDS = 120;
/** a whole send (connect, greeting, envelope, data, the server's answer) must end within this */
export const SEND_TIMEOUT_MS = 60_000;
/** nodemailer's own timeouts, each far below the lock (its defaults: 2 min, 30 s and 10 min) */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};
/** sends at once per instance (= SMTP connections of the pool) */
const CONCURRENCY = 2;
/** stop() waits at most this long for sends under way (the server gives up SHUTDOWN_DRAIN_MS + 15 s after a signal) */
export const STOP_WAIT_MS = 7_000;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers: Record<string, string>;
  /** the same for every attempt of one outbox row */
  messageId?: string;
  /** aborted when the send must end (deadline, claim lost, shutdown) */
  signal?: AbortSignal;
  /** a calendar part (invitation, update, cancellation): a text/calendar alternative */
  icalEvent?: { method: string; content: string };
}

export interface Mailer {
  send(message: OutgoingMail): Promise<unknown>;
}

export async function smtpMailer(
  url: string,
  options: { timeouts?: Partial<typeof SMTP_TIMEOUTS> } = {},
): Promise<Mailer & { close(): void }> {
  // loaded only here: about 110 ms of start-up a server without SMTP_URL does not spend
  const { default: nodemailer } = await import("nodemailer");
  // a pool keeps SMTP connections open between mails (the URL's own ?pool= or timeouts win)
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: CONCURRENCY,
    ...SMTP_TIMEOUTS,
    ...options.timeouts,
  });
  return {
    send: (m) =>
      transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        headers: m.headers,
        messageId: m.messageId,
        // an abort closes the connection carrying this mail, so it cannot complete later
        signal: m.signal,
        ...(m.icalEvent ? { icalEvent: { method: m.icalEvent.method, content: m.icalEvent.content } } : {}),
      }),
    close: () => transport.close(),
  };
}

export function backoffSeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** A Message-ID made from the row: a copy sent again after a crash carries the same one. */
export function outboxMessageId(id: string, createdAt: Date, mailFrom: string) {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? "localhost";
  return `<outbox.${id}.${createdAt.getTime()}@${domain}>`;
}

/**
 * Mails of another queue this outbox sends when none of its own is due, so the site's own mails
 * (confirmations, bookings, lead notices) keep their priority: the newsletter (ADR 071). The queue
 * keeps its own rate, claims and retries; `claim` returns null when nothing may go now.
 */
export interface SideQueue {
  claim(): Promise<SideMail | null>;
}

export interface SideMail {
  mail: Omit<OutgoingMail, "from" | "signal">;
  sent(): Promise<void>;
  failed(message: string): Promise<void>;
}

export interface Outbox {
  /** send what is due now (returns how many were sent) */
  runOnce(): Promise<number>;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  kind: string;
  created_at: Date;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | string;
  /** also the claim's token: a reclaim by another worker increments it */
  attempts: number;
  ical_method: string | null;
  ical_content: string | null;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    t.unref?.();
  });

export function createOutbox({
  db,
  env,
  log,
  mailer,
  lockSeconds = LOCK_SECONDS,
  sendTimeoutMs = SEND_TIMEOUT_MS,
  concurrency = CONCURRENCY,
  stopWaitMs = STOP_WAIT_MS,
  sideQueue = null,
}: {
  db: DB;
  env: Pick<Env, "MAIL_FROM" | "OUTBOX_POLL_MS" | "SESSION_SECRET"> & Partial<Pick<Env, "LEADS_NOTIFY_EMAIL">>;
  log: Logger;
  mailer: Mailer | null;
  /** tests shorten these; in production keep sendTimeoutMs well below lockSeconds */
  lockSeconds?: number;
  sendTimeoutMs?: number;
  concurrency?: number;
  stopWaitMs?: number;
  sideQueue?: SideQueue | null;
}): Outbox {
  let stopping = false;
  const inFlight = new Set<AbortController>();
  const lockMs = lockSeconds * 1000;

  async function claim(): Promise<Claimed | null> {
    const result = await sql<Claimed>`
      update email_outbox
         set status = 'sending',
             locked_until = now() + make_interval(secs => ${lockSeconds}),
             attempts = attempts + 1
       where id in (
         select id from email_outbox
          where status in ('pending', 'sending')
            and ((status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and locked_until < now()))
          order by next_attempt_at, id
          limit 1
          for update skip locked)
      returning id, kind, created_at, to_address, subject, text_body, html_body, headers, attempts, ical_method, ical_content`.execute(
      db,
    );
    return result.rows[0] ?? null;
  }

  /** Extends this worker's claim; false when another worker has taken the row over. */
  async function renew(mail: Claimed): Promise<boolean> {
    const result = await db
      .updateTable("email_outbox")
      .set({ locked_until: sql<Date>`now() + make_interval(secs => ${lockSeconds})` })
      .where("id", "=", mail.id as never)
      .where("status", "=", "sending")
      .where("attempts", "=", mail.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Records a sent mail. The mail is gone, so this must not be lost: while the database is away
   * it is retried until shortly before the claim ends (then another worker could send the mail
   * again). Only a stop or an outage longer than that makes a second copy possible.
   */
  async function markSent(id: string, claimEnds: () => number) {
    const margin = Math.min(15_000, lockMs / 4);
    for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
      try {
        await db
          .updateTable("email_outbox")
          .set({ status: "sent", sent_at: new Date(), locked_until: null, last_error: null })
          .where("id", "=", id as never)
          .execute();
        return;
      } catch (error) {
        if (stopping || Date.now() + delay > claimEnds() - margin) {
          log.error("email sent but not recorded: it may be sent again", { id, error });
          return;
        }
        await sleep(delay);
      }
    }
  }

  /** Sends one claimed row; true when it was sent. */
  async function deliver(mail: Claimed): Promise<boolean> {
    let claimEnds = Date.now() + lockMs;
    const controller = new AbortController();
    inFlight.add(controller);
    const deadline = setTimeout(
      () => controller.abort(new Error(`send aborted after ${sendTimeoutMs} ms`)),
      sendTimeoutMs,
    );
    const heartbeat = setInterval(() => {
      const at = Date.now();
      renew(mail)
        .then((ours) => {
          if (ours) claimEnds = at + lockMs;
          else controller.abort(new Error("claim taken over by another worker"));
        })
        // the database is away: the send deadline ends the send before the claim runs out
        .catch(() => {});
    }, lockMs / 3);
    try {
      try {
        const headers = typeof mail.headers === "string" ? JSON.parse(mail.headers) : (mail.headers ?? {});
        // a secret link's token exists only now, in the mail on its way (./link-tokens.server.ts);
        // only in visitor mails, which hold no typed text that could carry a placeholder
        const body = isVisitorMail(mail.kind)
          ? fillLinkTokens(env.SESSION_SECRET, { text: mail.text_body, html: mail.html_body, ical: mail.ical_content })
          : { text: mail.text_body, html: mail.html_body, ical: mail.ical_content };
        const aborted = new Promise<never>((_, reject) => {
          if (controller.signal.aborted) reject(controller.signal.reason);
          controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
        });
        // a mailer that ignores the signal is not waited for beyond the deadline either
        await Promise.race([
          mailer!.send({
            from: env.MAIL_FROM,
            // a lead notification queued while LEADS_NOTIFY_EMAIL was unset (production without
            // SMTP_URL) goes to the address configured when it is sent; none: it fails and waits
            to: mail.to_address || requireRecipient(env.LEADS_NOTIFY_EMAIL),
            subject: mail.subject,
            text: body.text,
            html: body.html,
            headers,
            messageId: outboxMessageId(mail.id, new Date(mail.created_at), env.MAIL_FROM),
            signal: controller.signal,
            ...(mail.ical_method && body.ical ? { icalEvent: { method: mail.ical_method, content: body.ical } } : {}),
          }),
          aborted,
        ]);
      } catch (error) {
        const reason = controller.signal.aborted ? controller.signal.reason : error;
        const message = reason instanceof Error ? reason.message : String(reason);
        const failed = mail.attempts >= MAX_ATTEMPTS;
        // only while the row is still this worker's claim (another may have sent it meanwhile)
        await db
          .updateTable("email_outbox")
          .set({
            status: failed ? "failed" : "pending",
            locked_until: null,
            last_error: message.slice(0, 500),
            next_attempt_at: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
          })
          .where("id", "=", mail.id as never)
          .where("status", "=", "sending")
          .where("attempts", "=", mail.attempts)
          .execute()
          .catch(() => {});
        outboxDeliveries.inc({ channel: "mail", result: failed ? "failed" : "retry" });
        log.warn(failed ? "email failed for good" : "email will be retried", {
          id: mail.id,
          attempts: mail.attempts,
          reason: message.slice(0, 200),
        });
        return false;
      }
      await markSent(mail.id, () => claimEnds);
      outboxDeliveries.inc({ channel: "mail", result: "sent" });
      return true;
    } finally {
      clearTimeout(deadline);
      clearInterval(heartbeat);
      inFlight.delete(controller);
    }
  }

  /** Sends a side queue's mail within the send timeout; true when it was sent. */
  async function deliverSide(side: SideMail): Promise<boolean> {
    const controller = new AbortController();
    inFlight.add(controller);
    const deadline = setTimeout(
      () => controller.abort(new Error(`send aborted after ${sendTimeoutMs} ms`)),
      sendTimeoutMs,
    );
    try {
      const aborted = new Promise<never>((_, reject) =>
        controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }),
      );
      await Promise.race([mailer!.send({ ...side.mail, from: env.MAIL_FROM, signal: controller.signal }), aborted]);
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      await side.failed((reason instanceof Error ? reason.message : String(reason)).slice(0, 500));
      return false;
    } finally {
      clearTimeout(deadline);
      inFlight.delete(controller);
    }
    await side.sent();
    return true;
  }

  /**
   * One sending slot: claims a row, sends it, claims the next, until none is due or stop() began.
   * The side queue's next mail only when no row of its own is due, checked again before each one.
   */
  async function slot(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const mail = await claim();
      if (mail) {
        if (await deliver(mail)) sent++;
        continue;
      }
      const side = sideQueue ? await sideQueue.claim() : null;
      if (!side) break;
      if (await deliverSide(side)) sent++;
    }
    return sent;
  }

  async function runOnce(): Promise<number> {
    if (!mailer) return 0;
    const counts = await Promise.all(Array.from({ length: Math.max(1, concurrency) }, slot));
    return counts.reduce((a, b) => a + b, 0);
  }

  const poller = createPoller({
    intervalMs: env.OUTBOX_POLL_MS,
    run: runOnce,
    onError: (error) => log.warn("outbox run failed", { error }),
  });

  return {
    runOnce,
    wake: () => poller.wake(),
    start() {
      if (!mailer) {
        log.warn("SMTP_URL is not set: emails stay in the outbox table (npm run outbox lists them)");
        return;
      }
      stopping = false;
      poller.start();
    },
    async stop() {
      stopping = true;
      const current = poller.stop();
      if (!current) return;
      const done = await Promise.race([current.then(() => true), sleep(stopWaitMs).then(() => false)]);
      if (done) return;
      // still sending after the wait: abort (the rows go back to pending, or their claims run out)
      log.warn("outbox stopped with sends under way", { sends: inFlight.size });
      for (const controller of inFlight) controller.abort(new Error("outbox stopped"));
      await Promise.race([current, sleep(1000)]);
    },
  };
}

function requireRecipient(address: string | undefined): string {
  if (!address) throw new Error("no recipient: LEADS_NOTIFY_EMAIL is not set");
  return address;
}
