import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { createRetentionJob, RETENTION_LOCK_KEY, runRetention } from "~/lib/retention.server";
import { testDatabases } from "./databases";
import { btlWorkspace, count, daysAgo, exitReadyAttempt, outboxRow, subscriber } from "./seed";

const DAYS = 180;
const exists = async (db: DbHandle["db"], table: string, column: string, id: string) =>
  (await count(db, table, sql`${sql.ref(column)} = ${id}`)) === 1;

describe.each(testDatabases)("data retention on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it("deletes expired anonymous data, old counters, old sent and never-sent mail, and keeps everything else", async () => {
    const db = handle.db;
    // ExitReady: anonymous and inactive for longer than the limit goes, with its answers
    const oldAnonymous = await exitReadyAttempt(db, { updatedAt: daysAgo(DAYS + 1), answers: 5 });
    const recentAnonymous = await exitReadyAttempt(db, { updatedAt: daysAgo(DAYS - 1), answers: 3 });
    const oldWithResult = await exitReadyAttempt(db, {
      updatedAt: daysAgo(DAYS + 400),
      answers: 8,
      result: { name: "Anna Keller", email: "anna@example.ch" },
    });
    // Build to Leave: the workspace goes with profile, module attempts and answers
    const oldWorkspace = await btlWorkspace(db, { updatedAt: daysAgo(DAYS + 1) });
    const recentWorkspace = await btlWorkspace(db, { updatedAt: daysAgo(DAYS - 1) });
    // Newsletter: only signups never confirmed, counted from the last confirmation mail
    const stalePending = await subscriber(db, { email: "stale@example.com", createdAt: daysAgo(DAYS + 30) });
    const stalePendingNoMail = await subscriber(db, {
      email: "nomail@example.com",
      createdAt: daysAgo(DAYS + 1),
      lastRequestAt: null,
    });
    const reRequested = await subscriber(db, {
      email: "again@example.com",
      createdAt: daysAgo(DAYS + 30),
      lastRequestAt: daysAgo(10),
    });
    const confirmed = await subscriber(db, {
      email: "reader@example.com",
      status: "confirmed",
      createdAt: daysAgo(DAYS + 900),
    });
    const unsubscribed = await subscriber(db, {
      email: "gone@example.com",
      status: "unsubscribed",
      createdAt: daysAgo(DAYS + 900),
    });
    // Rate limits: windows older than a day
    await db
      .insertInto("rate_limit_hits")
      .values([
        { bucket: "audit:old", window_start: new Date(Date.now() - 25 * 3600 * 1000), hits: 3 },
        { bucket: "audit:new", window_start: new Date(Date.now() - 3600 * 1000), hits: 1 },
      ])
      .execute();
    // Outbox: sent more than 90 days ago goes; never sent (failed for good, or waiting without
    // SMTP) more than 30 days after it was queued goes, with the lead text it carries
    const oldSent = await outboxRow(db, { to: "a@example.com", status: "sent", sentAt: daysAgo(91) });
    const recentSent = await outboxRow(db, { to: "b@example.com", status: "sent", sentAt: daysAgo(89) });
    const oldFailed = await outboxRow(db, {
      to: "c@example.com",
      status: "failed",
      sentAt: null,
      createdAt: daysAgo(400),
    });
    const oldPending = await outboxRow(db, {
      to: "d@example.com",
      status: "pending",
      sentAt: null,
      createdAt: daysAgo(31),
      text: "Nachricht: Bitte rufen Sie mich wegen der Nachfolge an.",
    });
    const oldSending = await outboxRow(db, {
      to: "e@example.com",
      status: "sending",
      sentAt: null,
      createdAt: daysAgo(31),
    });
    const recentFailed = await outboxRow(db, {
      to: "f@example.com",
      status: "failed",
      sentAt: null,
      createdAt: daysAgo(29),
    });
    const recentPending = await outboxRow(db, {
      to: "g@example.com",
      status: "pending",
      sentAt: null,
      createdAt: daysAgo(29),
    });

    // Bookings: a session that ended more than 3 years ago goes; a cancelled one 90 days after its
    // cancellation; a recent past one, a cancelled one within the 90 days and a future one stay
    const booking = async (label: string, endedDaysAgo: number, cancelledDaysAgo?: number) => {
      const end = daysAgo(endedDaysAgo);
      const row = await db
        .insertInto("session_bookings")
        .values({
          submission_id: crypto.randomUUID(),
          ical_uid: `session-booking-${crypto.randomUUID()}@site.test`,
          starts_at: new Date(end.getTime() - 45 * 60_000),
          ends_at: end,
          blocked_until: new Date(end.getTime() + 15 * 60_000),
          status: cancelledDaysAgo === undefined ? "confirmed" : "cancelled",
          cancelled_at: cancelledDaysAgo === undefined ? null : daysAgo(cancelledDaysAgo),
          name: label,
          email: `${label}@example.com`,
          phone: "+41 00 000 00 00",
          locale: "de",
          time_zone: "Europe/Zurich",
          manage_token_hash: crypto.randomUUID(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const oldBooking = await booking("old", 3 * 365 + 1);
    const pastBooking = await booking("past", 3 * 365 - 1);
    const futureBooking = await booking("future", -10);
    const oldCancelled = await booking("old-cancelled", 80, 91);
    const recentCancelled = await booking("recent-cancelled", -20, 89);

    const run = await runRetention(db, { anonymousDays: DAYS });
    expect(run).toMatchObject({
      status: "done",
      counts: {
        exitReadyAttempts: 1,
        btlWorkspaces: 1,
        newsletterPending: 2,
        rateLimitHits: 1,
        sentEmails: 1,
        unsentEmails: 3,
        bookings: 2,
      },
    });
    for (const id of [oldBooking, oldCancelled]) expect(await exists(db, "session_bookings", "id", id)).toBe(false);
    for (const id of [pastBooking, futureBooking, recentCancelled]) {
      expect(await exists(db, "session_bookings", "id", id)).toBe(true);
    }

    expect(await exists(db, "exit_ready_attempts", "id", oldAnonymous)).toBe(false);
    expect(await count(db, "exit_ready_answers", sql`attempt_id = ${oldAnonymous}`)).toBe(0);
    expect(await exists(db, "exit_ready_attempts", "id", recentAnonymous)).toBe(true);
    expect(await count(db, "exit_ready_answers", sql`attempt_id = ${recentAnonymous}`)).toBe(3);
    expect(await exists(db, "exit_ready_results", "attempt_id", oldWithResult)).toBe(true);
    expect(await count(db, "exit_ready_answers", sql`attempt_id = ${oldWithResult}`)).toBe(8);

    expect(await exists(db, "btl_workspaces", "id", oldWorkspace)).toBe(false);
    expect(await count(db, "btl_profiles", sql`workspace_id = ${oldWorkspace}`)).toBe(0);
    expect(await count(db, "btl_module_attempts", sql`workspace_id = ${oldWorkspace}`)).toBe(0);
    expect(await exists(db, "btl_workspaces", "id", recentWorkspace)).toBe(true);
    expect(await count(db, "btl_profiles", sql`workspace_id = ${recentWorkspace}`)).toBe(1);
    // answers of the deleted workspace's module attempt are gone; the recent one's remain
    expect(await count(db, "btl_answers")).toBe(1);

    for (const id of [stalePending, stalePendingNoMail]) {
      expect(await exists(db, "newsletter_subscribers", "id", id)).toBe(false);
      expect(await count(db, "newsletter_consents", sql`subscriber_id = ${id}`)).toBe(0);
    }
    for (const id of [reRequested, confirmed, unsubscribed]) {
      expect(await exists(db, "newsletter_subscribers", "id", id)).toBe(true);
      expect(await count(db, "newsletter_consents", sql`subscriber_id = ${id}`)).toBe(1);
    }

    const buckets = await db.selectFrom("rate_limit_hits").select("bucket").execute();
    expect(buckets.map((b) => b.bucket)).toEqual(["audit:new"]);

    for (const id of [oldSent, oldFailed, oldPending, oldSending]) {
      expect(await exists(db, "email_outbox", "id", id)).toBe(false);
    }
    for (const id of [recentSent, recentFailed, recentPending]) {
      expect(await exists(db, "email_outbox", "id", id)).toBe(true);
    }

    // a second round finds nothing more
    const again = await runRetention(db, { anonymousDays: DAYS });
    expect(again).toMatchObject({
      status: "done",
      counts: {
        exitReadyAttempts: 0,
        btlWorkspaces: 0,
        newsletterPending: 0,
        rateLimitHits: 0,
        sentEmails: 0,
        unsentEmails: 0,
        bookings: 0,
      },
    });
  });

  it("unlinks a strategy-session request from a deleted attempt instead of deleting the request", async () => {
    const db = handle.db;
    const attempt = await exitReadyAttempt(db, { updatedAt: daysAgo(DAYS + 5), answers: 2 });
    const request = await db
      .insertInto("session_requests")
      .values({
        submission_id: crypto.randomUUID(),
        locale: "de",
        name: "Beat Frei",
        email: "beat@example.ch",
        phone: "+41 79 000 00 00",
        exit_ready_attempt_id: attempt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await runRetention(db, { anonymousDays: DAYS });
    const row = await db
      .selectFrom("session_requests")
      .select("exit_ready_attempt_id")
      .where("id", "=", request.id as never)
      .executeTakeFirstOrThrow();
    expect(row.exit_ready_attempt_id).toBeNull();
  });

  it("deletes more rows than fit in one batch", async () => {
    const db = handle.db;
    const old = daysAgo(DAYS + 2);
    await sql`insert into btl_workspaces (id, locale, created_at, updated_at)
              select gen_random_uuid(), 'de', ${old}, ${old} from generate_series(1, 2500)`.execute(db);
    const run = await runRetention(db, { anonymousDays: DAYS });
    expect(run.status === "done" && run.counts.btlWorkspaces).toBe(2500);
    expect(await count(db, "btl_workspaces", sql`updated_at < ${daysAgo(DAYS)}`)).toBe(0);
  });

  it("the job logs counts and durations only, never personal data", async () => {
    const db = handle.db;
    await subscriber(db, { email: "secret.person@example.com", createdAt: daysAgo(DAYS + 3) });
    const lines: string[] = [];
    const log = createLogger({ level: "debug", json: true, destination: { write: (l: string) => lines.push(l) } });
    const job = createRetentionJob({
      db,
      env: { RETENTION_ANONYMOUS_DAYS: DAYS, RETENTION_INTERVAL_MINUTES: 60 },
      log,
    });
    // two calls at once in one process share one round
    const [a, b] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ status: "done", counts: { newsletterPending: 1 } });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "retention run", newsletterPending: 1 });
    expect(Object.keys(entry).sort()).toEqual(
      [
        "bookings",
        "btlWorkspaces",
        "durationMs",
        "exitReadyAttempts",
        "level",
        "msg",
        "newsletterPending",
        "rateLimitHits",
        "sentEmails",
        "time",
        "unsentEmails",
        "webhooks",
      ].sort(),
    );
    expect(lines[0]).not.toContain("secret.person");
    await job.stop();
  });

  it("PostgreSQL's advisory-lock functions work here (PGlite included)", async () => {
    const { rows } = await sql<{ locked: boolean; unlocked: boolean }>`
      select pg_try_advisory_lock(${RETENTION_LOCK_KEY}, hashtext(current_schema())) as locked,
             pg_advisory_unlock(${RETENTION_LOCK_KEY}, hashtext(current_schema())) as unlocked`.execute(handle.db);
    expect(rows[0]).toEqual({ locked: true, unlocked: true });
  });

  if (database.name === "pglite") {
    it("two rounds at once on the one PGlite connection run one after the other, not interleaved", async () => {
      const events: string[] = [];
      const round = (name: string) =>
        runRetention(handle.db, {
          anonymousDays: DAYS,
          whileLocked: async () => {
            events.push(`${name} start`);
            await new Promise((r) => setTimeout(r, 30));
            events.push(`${name} end`);
          },
        });
      const runs = await Promise.all([round("a"), round("b")]);
      expect(runs.map((r) => r.status)).toEqual(["done", "done"]);
      expect(events).toEqual(["a start", "a end", "b start", "b end"]);
    });
  }

  if (database.name === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;

    it("skips the round while another instance holds the lock, and runs once it is free", async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      const schema = rows[0]!.schema;
      await btlWorkspace(handle.db, { updatedAt: daysAgo(DAYS + 1) });
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1, hashtext($2))", [RETENTION_LOCK_KEY, schema]);
        expect(await runRetention(handle.db, { anonymousDays: DAYS })).toEqual({ status: "locked" });
        expect(await count(handle.db, "btl_workspaces", sql`updated_at < ${daysAgo(DAYS)}`)).toBe(1);
        await other.query("select pg_advisory_unlock($1, hashtext($2))", [RETENTION_LOCK_KEY, schema]);
        const run = await runRetention(handle.db, { anonymousDays: DAYS });
        expect(run).toMatchObject({ status: "done", counts: { btlWorkspaces: 1 } });
      } finally {
        await other.end();
      }
    });

    it("of two instances starting a round at once, one runs and the other skips", async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      const second = await createDb({ databaseUrl: url, searchPath: rows[0]!.schema, poolMax: 2 });
      try {
        await btlWorkspace(handle.db, { updatedAt: daysAgo(DAYS + 1) });
        let releaseA!: () => void;
        let aHasLock!: () => void;
        const aLocked = new Promise<void>((r) => (aHasLock = r));
        const a = runRetention(handle.db, {
          anonymousDays: DAYS,
          whileLocked: () => {
            aHasLock();
            return new Promise<void>((r) => (releaseA = r));
          },
        });
        await aLocked;
        // instance B starts while A holds the lock
        const b = await runRetention(second.db, { anonymousDays: DAYS });
        expect(b).toEqual({ status: "locked" });
        releaseA();
        expect(await a).toMatchObject({ status: "done", counts: { btlWorkspaces: 1 } });
        // and the lock was released: B gets it next time
        expect(await runRetention(second.db, { anonymousDays: DAYS })).toMatchObject({ status: "done" });
      } finally {
        await second.close();
      }
    });
  }
});
