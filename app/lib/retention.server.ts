import { sql } from "kysely";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./log.server";
import { pruneRateLimits } from "./rate-limit.server";

// The data-retention job (docs/operations.md, "Data retention"; ADR 050). Every instance runs it
// on a timer; a PostgreSQL session advisory lock lets one instance at a time do the work, the
// others skip that round. It deletes what the privacy policy promises to delete:
//   - ExitReady attempts without a result (anonymous) inactive for RETENTION_ANONYMOUS_DAYS
//   - Build to Leave workspaces inactive for RETENTION_ANONYMOUS_DAYS
//   - newsletter signups never confirmed, RETENTION_ANONYMOUS_DAYS after the last confirmation mail
//   - rate-limit counters of windows that ended more than a day ago
//   - sent emails SENT_EMAIL_DAYS after sending, newsletter deliveries (ADR 071) too, sent or
//     skipped; failed ones UNSENT_EMAIL_DAYS after they ended (counted with the emails)
//   - emails never sent (failed for good, or still waiting, e.g. without SMTP) UNSENT_EMAIL_DAYS
//     after they were queued: they carry lead text and addresses (the leads stay in their tables)
//   - booked strategy sessions BOOKING_DAYS after the session ended (a booking is an inquiry,
//     kept as long as the others: 3 years after the last contact, the session), cancelled ones
//     CANCELLED_BOOKING_DAYS after they were cancelled (time enough to follow up)
//   - webhook events (ADR 068) WEBHOOK_DAYS after delivery, or after they were queued when they
//     were never delivered (time enough to replay one): they carry the lead's data
// Children go with their parents (answers, results, profiles, consents: ON DELETE CASCADE).

/**
 * The advisory lock of the job: (this number, "RETN", hashtext of the current schema), so sites or
 * test runs in different schemas of one database do not block each other.
 */
export const RETENTION_LOCK_KEY = 0x5245_544e;
export const SENT_EMAIL_DAYS = 90;
/** days an email that was never sent (failed, pending, sending) stays in the outbox */
export const UNSENT_EMAIL_DAYS = 30;
/** days a booked strategy session is kept after it ended (the privacy policy's 3 years for inquiries) */
export const BOOKING_DAYS = 3 * 365;
/** days a cancelled booking is kept after its cancellation */
export const CANCELLED_BOOKING_DAYS = 90;
/** days a webhook event is kept after delivery, or after it was queued if it never was (ADR 068) */
export const WEBHOOK_DAYS = 30;
/** Rows per DELETE statement: keeps each statement (and its row locks) short. */
const BATCH = 1000;

const DAY_MS = 24 * 3600 * 1000;

export interface RetentionCutoffs {
  /** anonymous ExitReady attempts, Build to Leave workspaces, unconfirmed newsletter signups */
  anonymous: Date;
  sentEmail: Date;
  unsentEmail: Date;
  /** bookings whose session ended before this */
  booking: Date;
  /** cancelled bookings cancelled before this */
  cancelledBooking: Date;
  /** webhook events delivered (or, never delivered, queued) before this */
  webhook: Date;
}

export interface RetentionCounts {
  exitReadyAttempts: number;
  btlWorkspaces: number;
  newsletterPending: number;
  rateLimitHits: number;
  sentEmails: number;
  unsentEmails: number;
  bookings: number;
  webhooks: number;
}

export type RetentionRun = { status: "done"; counts: RetentionCounts; ms: number } | { status: "locked" };

/** What is old enough to go, as of `now`. */
export function retentionCutoffs(now: Date, anonymousDays: number): RetentionCutoffs {
  return {
    anonymous: new Date(now.getTime() - anonymousDays * DAY_MS),
    sentEmail: new Date(now.getTime() - SENT_EMAIL_DAYS * DAY_MS),
    unsentEmail: new Date(now.getTime() - UNSENT_EMAIL_DAYS * DAY_MS),
    booking: new Date(now.getTime() - BOOKING_DAYS * DAY_MS),
    cancelledBooking: new Date(now.getTime() - CANCELLED_BOOKING_DAYS * DAY_MS),
    webhook: new Date(now.getTime() - WEBHOOK_DAYS * DAY_MS),
  };
}

/** Minutes between runs as a timer delay, or null when the job is off (0). */
export function retentionIntervalMs(minutes: number): number | null {
  return minutes > 0 ? minutes * 60_000 : null;
}

async function inBatches(step: () => Promise<bigint | number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number(await step());
    total += n;
    if (n < BATCH) return total;
  }
}

/** Deletes everything past its cutoff (without the lock: runRetention takes it). */
export async function deleteExpired(db: DB, cutoffs: RetentionCutoffs, now = new Date()): Promise<RetentionCounts> {
  const exitReadyAttempts = await inBatches(async () => {
    const r = await db
      .deleteFrom("exit_ready_attempts")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("exit_ready_attempts as a")
          .select("a.id")
          .where("a.updated_at", "<", cutoffs.anonymous)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom("exit_ready_results as r").select("r.attempt_id").whereRef("r.attempt_id", "=", "a.id"),
              ),
            ),
          )
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  const btlWorkspaces = await inBatches(async () => {
    const r = await db
      .deleteFrom("btl_workspaces")
      .where("id", "in", (qb) =>
        qb.selectFrom("btl_workspaces").select("id").where("updated_at", "<", cutoffs.anonymous).limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  const newsletterPending = await inBatches(async () => {
    const r = await db
      .deleteFrom("newsletter_subscribers")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("newsletter_subscribers")
          .select("id")
          .where("status", "=", "pending")
          .where(sql<Date>`coalesce(last_confirmation_request_at, created_at)`, "<", cutoffs.anonymous)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  const rateLimitHits = await pruneRateLimits(db, now.getTime());

  const sentEmails = await inBatches(async () => {
    const r = await db
      .deleteFrom("email_outbox")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("email_outbox")
          .select("id")
          .where("status", "=", "sent")
          .where(sql<Date>`coalesce(sent_at, created_at)`, "<", cutoffs.sentEmail)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  const unsentEmails = await inBatches(async () => {
    const r = await db
      .deleteFrom("email_outbox")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("email_outbox")
          .select("id")
          .where("status", "in", ["failed", "pending", "sending"])
          .where("created_at", "<", cutoffs.unsentEmail)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  // a newsletter delivery holds no text, only who got which issue: kept as long as a mail
  const newsletterDeliveries = await inBatches(async () => {
    const r = await db
      .deleteFrom("newsletter_deliveries")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("newsletter_deliveries")
          .select("id")
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "in", ["sent", "skipped"]), eb("ended_at", "<", cutoffs.sentEmail)]),
              eb.and([eb("status", "=", "failed"), eb("ended_at", "<", cutoffs.unsentEmail)]),
            ]),
          )
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  const bookings = await inBatches(async () => {
    const r = await db
      .deleteFrom("session_bookings")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("session_bookings")
          .select("id")
          .where((eb) =>
            eb.or([
              eb("ends_at", "<", cutoffs.booking),
              eb.and([eb("status", "=", "cancelled"), eb("cancelled_at", "<", cutoffs.cancelledBooking)]),
            ]),
          )
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  // a booker's network is kept only while it limits them: until the session begins (ADR 065)
  await db
    .updateTable("session_bookings")
    .set({ client_key: null })
    .where("client_key", "is not", null)
    .where("starts_at", "<=", now)
    .execute();

  const webhooks = await inBatches(async () => {
    const r = await db
      .deleteFrom("webhook_deliveries")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("webhook_deliveries")
          .select("id")
          .where(sql<Date>`coalesce(delivered_at, created_at)`, "<", cutoffs.webhook)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return r.numDeletedRows;
  });

  return {
    exitReadyAttempts,
    btlWorkspaces,
    newsletterPending,
    rateLimitHits,
    sentEmails: sentEmails + newsletterDeliveries,
    unsentEmails,
    bookings,
    webhooks,
  };
}

/**
 * One round: takes the advisory lock on one connection (a session lock belongs to its connection),
 * deletes, unlocks. Returns "locked" without touching anything when another instance holds it.
 */
export async function runRetention(
  db: DB,
  options: {
    anonymousDays: number;
    now?: Date;
    /** called while the lock is held, before deleting (tests hold the lock with it) */
    whileLocked?: () => Promise<void>;
  },
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const started = performance.now();
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}, hashtext(current_schema())) as locked`.execute(conn);
    if (!rows[0]?.locked) return { status: "locked" } as const;
    try {
      await options.whileLocked?.();
      const counts = await deleteExpired(conn, retentionCutoffs(now, options.anonymousDays), now);
      return { status: "done", counts, ms: Math.round(performance.now() - started) } as const;
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY}, hashtext(current_schema()))`.execute(conn);
    }
  });
}

export interface RetentionJob {
  runOnce(): Promise<RetentionRun>;
  start(): void;
  stop(): Promise<void>;
}

/** The timer in the server process: first round a minute after start (at most), then every interval. */
export function createRetentionJob({
  db,
  env,
  log,
}: {
  db: DB;
  env: Pick<Env, "RETENTION_ANONYMOUS_DAYS" | "RETENTION_INTERVAL_MINUTES">;
  log: Logger;
}): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionRun> | null = null;

  function runOnce(): Promise<RetentionRun> {
    running ??= runRetention(db, { anonymousDays: env.RETENTION_ANONYMOUS_DAYS })
      .then((run) => {
        // counts only: never what was deleted
        if (run.status === "done") log.info("retention run", { ...run.counts, durationMs: run.ms });
        else log.debug("retention skipped: another instance holds the lock");
        return run;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function tick() {
    runOnce().catch((error: Error) => log.warn("retention run failed", { error }));
  }

  return {
    runOnce,
    start() {
      const interval = retentionIntervalMs(env.RETENTION_INTERVAL_MINUTES);
      if (interval === null) {
        log.info("retention job off (RETENTION_INTERVAL_MINUTES=0)");
        return;
      }
      timer = setTimeout(
        () => {
          tick();
          timer = setInterval(tick, interval);
          timer.unref();
        },
        Math.min(60_000, interval),
      );
      timer.unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
