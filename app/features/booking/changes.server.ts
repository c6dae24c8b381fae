import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { loadAttempt, resultLines, type StoredResult } from "~/features/exit-ready/exit-ready.server";
import { MAX_SCORE } from "~/features/exit-ready/scoring";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import { linkToken, newLinkKey } from "~/lib/link-tokens.server";
import { queueEmailsCall, type OutboxMessage } from "~/lib/mail.server";
import { rateLimitBucket } from "~/lib/rate-limit.server";
import { queueEvents, type WebhookEvent, type WebhookEventDataOf } from "~/webhook-events";
import {
  BOOKING_TABLE,
  bookedIntervals,
  lockedByToken,
  tokenHash,
  view,
  type BookingRow,
  type BookingView,
  type Db,
  type Trx,
} from "./bookings.server";
import type { BookingDeps } from "./deps.server";
import { consultantMail, linksMail, reminderMail, visitorMail, type MailContext } from "./mails.server";
import type { BookingForm } from "./schema";
import { ROOM_PLACEHOLDER } from "./settings";
import { freeSlots, isOffered, type Slot } from "./slots";

// The changes of a booking: book, cancel, move (docs/decisions/065-bookings.md).
//
// Never two visitors in one slot: every change runs in one transaction that first takes a
// transaction-scoped advisory lock (BOOKING_LOCK), so the re-check of the slot against the stored
// bookings, the busy times and the daily cap, the write and its mails are one atomic step; the
// exclusion constraint session_bookings_no_overlap is the last line (its violation, SQLSTATE
// 23P01, is the same "slot-taken"). Mails are queued in the same transaction (queue_emails): the
// visitor's confirmation with the invitation (METHOD:REQUEST), its move (REQUEST, SEQUENCE + 1),
// its cancellation (METHOD:CANCEL, SEQUENCE + 1), a reminder due 24 hours before the start, and
// the consultant's copy of each with the visitor's details.
//
// The visitor's manage token (in the cancel and reschedule links) is the HMAC of the booking's
// random link key with the server's secret (~/lib/link-tokens.server.ts); only its SHA-256 and the
// key are stored, and a queued mail holds a placeholder the outbox fills in when it sends it, so a
// copy of the database cannot cancel or move anybody's session. It is returned once, by the
// booking that made it.
//
// A booker holds at most `upcomingPerMailbox` sessions that have not begun (mailbox(): case, +tag
// and a Gmail address's dots ignored); whoever books another is refused, and the booked session's
// links go to its address again. The refusal reads the same as the mail cap's, and both come only
// after the time was found free: nobody learns whether an address has a session. One client
// network (an IPv6 client by its /56) holds `upcomingPerClient` upcoming sessions and books
// `perClientPerDay` a day (off with RATE_LIMIT_DISABLED, as the rate limit).
//
// Expected refusals are results, not exceptions ({ ok: false, error }); a database failure throws
// (the page answers 503 as every form does).

/**
 * Why a booking, move or cancellation was refused, each a message a page can show:
 * - slot-taken: the time is not (or no longer) free; offer nearestFreeSlots;
 * - calendar-unavailable: the consultant's calendar cannot be read, no time is offered (fall back
 *   to the request form);
 * - mail-limit: the address has had its visitor mails for today (ADR 015), so the confirmation
 *   could not be sent; nothing was stored;
 * - not-found: no booking has this link's token;
 * - cancelled: the booking is cancelled (a move is refused);
 * - started: the session has begun or is over (neither moved nor cancelled any more);
 * - mailbox-limit: the address's mailbox holds its upcoming sessions already (their links went
 *   to it again, within the mail cap);
 * - client-limit: the client has booked its sessions for today, or holds its upcoming ones
 *   (`retryAfter`: seconds to the next day, or to the start of its next session).
 */
export type BookingError =
  | "slot-taken"
  | "calendar-unavailable"
  | "mail-limit"
  | "not-found"
  | "cancelled"
  | "started"
  | "mailbox-limit"
  | "client-limit";

export interface BookingRefusal {
  ok: false;
  error: BookingError;
  retryAfter?: number;
}

export type BookingOutcome<T> = ({ ok: true } & T) | BookingRefusal;

/** advisory-lock key of booking changes ("BKNG"); one lock for all: bookings are few */
export const BOOKING_LOCK = 0x424b_4e47;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

class Refused extends Error {
  constructor(
    readonly code: BookingError,
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}

/** A video room of its own for a booking: the template's {room} as 96 random bits (hex). */
const newRoom = (template: string) => template.replace(ROOM_PLACEHOLDER, randomBytes(12).toString("hex"));

const sqlState = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

async function lockBookings(trx: Trx) {
  await sql`select pg_advisory_xact_lock(${BOOKING_LOCK}::bigint)`.execute(trx);
}

/** Inside the lock: the slot starting at `start` if it is free, under every rule of freeSlots. */
async function freeSlotAt(trx: Trx, deps: BookingDeps, start: Date, except?: string): Promise<Slot | undefined> {
  if (!deps.busy.ok) return undefined;
  const booked = await bookedIntervals(
    trx,
    { start: new Date(start.getTime() - 48 * HOUR), end: new Date(start.getTime() + 48 * HOUR) },
    except,
  );
  const slots = freeSlots({
    availability: deps.availability,
    now: deps.now ?? new Date(),
    from: start,
    to: new Date(start.getTime() + 1),
    booked,
    busy: deps.busy.busy,
  });
  return isOffered(slots, start);
}

/** Queues mails in the transaction; returns the kinds left out by the per-address cap. */
async function queue(trx: Trx, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const { rows } = await sql<{ capped: string[] }>`select ${queueEmailsCall(messages)} as capped`.execute(trx);
  return rows[0]?.capped ?? [];
}

/**
 * The webhook of a booking change (ADR 068), in its transaction: the session's time in UTC, the
 * visitor's zone, whether by video or phone, what the visitor typed, the ExitReady score when the
 * booking came from a result (`result`: already read in this transaction; else read here); never
 * the manage link or the video room's.
 */
async function announce<T extends "booking.created" | "booking.rescheduled" | "booking.cancelled">(
  trx: Trx,
  deps: Pick<BookingDeps, "env">,
  type: T,
  row: BookingRow,
  {
    extra,
    result,
  }: { extra: Omit<WebhookEventDataOf<T>, keyof WebhookEventDataOf<"booking.created">>; result?: StoredResult | null },
) {
  if (result === undefined) {
    result = row.exit_ready_attempt_id ? ((await loadAttempt(trx, row.exit_ready_attempt_id))?.result ?? null) : null;
  }
  const booking: WebhookEventDataOf<"booking.created"> = {
    id: row.id,
    status: row.status,
    start: new Date(row.starts_at).toISOString(),
    end: new Date(row.ends_at).toISOString(),
    timeZone: row.time_zone,
    // by video or phone, never the room's link (the privacy policy lists what an event carries)
    meeting: row.meeting ? { kind: row.meeting } : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: row.locale,
    exitReady: result ? { score: result.score, maxScore: MAX_SCORE, band: result.band, phase: result.phase } : null,
  };
  // the booking's fields are checked above, the type's own in `extra`
  const event = { type, data: { ...booking, ...extra }, email: row.email, lead: { table: BOOKING_TABLE, id: row.id } };
  await queueEvents(trx, deps.env, [event as WebhookEvent]);
}

/** Removes a booking's reminder not sent yet. */
async function dropReminder(trx: Trx, id: string) {
  await trx
    .deleteFrom("email_outbox")
    .where("lead_table", "=", BOOKING_TABLE)
    .where("lead_id", "=", id)
    .where("kind", "=", "booking-reminder")
    .where("status", "=", "pending")
    .execute();
}

/** Runs a change in a transaction under the booking lock; refusals and 23P01 become results. */
async function change<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T | BookingRefusal> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookings(trx);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof Refused) {
      return { ok: false, error: error.code, ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) };
    }
    // the exclusion constraint: another booking holds (part of) the time
    if (sqlState(error) === "23P01") return { ok: false, error: "slot-taken" };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The changes

export interface BookResult {
  booking: BookingView;
  /** the manage token for this booking's links: only when this call made it (null for a replay) */
  token: string | null;
  /** the same submission was booked before: nothing new was stored or sent */
  replayed: boolean;
}

/** The sessions of a mailbox that have not begun, the earliest first. */
function upcomingOfMailbox(trx: Trx, email: string, now: Date) {
  return trx
    .selectFrom("session_bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .where(sql<string>`mailbox(email)`, "=", sql<string>`mailbox(${email})`)
    .orderBy("starts_at")
    .execute();
}

/**
 * The client's limits, under the booking lock: its upcoming sessions (`upcomingPerClient`) and its
 * bookings of today (UTC; `perClientPerDay`, counted in the rate limit's table, a day's row,
 * rolled back with a refused booking), an IPv6 client by its /56. Returns the key its booking keeps.
 */
async function countClientBooking(trx: Trx, deps: BookingDeps, clientAddress: string, now: Date): Promise<string> {
  const key = rateLimitBucket("booking", clientAddress, deps.env.SESSION_SECRET, 56);
  if (deps.env.RATE_LIMIT_DISABLED) return key;
  const held = await trx
    .selectFrom("session_bookings")
    .select("starts_at")
    .where("client_key", "=", key)
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now)
    .orderBy("starts_at")
    .execute();
  if (held.length >= deps.limits.upcomingPerClient) {
    throw new Refused("client-limit", Math.ceil((new Date(held[0]!.starts_at).getTime() - now.getTime()) / 1000));
  }
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await trx
    .insertInto("rate_limit_hits")
    .values({ bucket: rateLimitBucket("booking-day", clientAddress, deps.env.SESSION_SECRET, 56), window_start: day })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits > deps.limits.perClientPerDay) {
    throw new Refused("client-limit", Math.ceil((day.getTime() + 24 * HOUR - now.getTime()) / 1000));
  }
  return key;
}

/** A booking's link key and the hash of its token, made anew (a booking made before keys existed gets them on its first change). */
function newLink(secret: string) {
  const key = newLinkKey();
  const token = linkToken(secret, key);
  return { key, token, hash: tokenHash(token) };
}

/**
 * Books the slot starting at `form.slot` for the visitor, if it is free: the row, the visitor's
 * confirmation with the invitation and the reminder, the consultant's copy, in one transaction.
 * A replay of the same submission id returns the booking it made (without its token). Refused, in
 * this order: calendar-unavailable, slot-taken, client-limit, mailbox-limit (the mailbox's
 * upcoming sessions get their links again, within the mail cap), mail-limit (nothing stored).
 */
export async function bookSession(
  deps: BookingDeps,
  form: BookingForm,
  meta: Pick<SubmissionMeta, "locale" | "sourcePath" | "clientAddress">,
): Promise<BookingOutcome<BookResult>> {
  const now = deps.now ?? new Date();
  const a = deps.availability;
  const ctx: MailContext = { env: deps.env, consultantZone: a.timeZone, meeting: deps.meeting };
  return change(deps.db, async (trx) => {
    const earlier = await trx
      .selectFrom("session_bookings")
      .selectAll()
      .where("submission_id", "=", form.submissionId)
      .executeTakeFirst();
    if (earlier) return { ok: true as const, booking: view(earlier), token: null, replayed: true };

    if (!deps.busy.ok) throw new Refused("calendar-unavailable");
    const slot = await freeSlotAt(trx, deps, form.slot);
    if (!slot) throw new Refused("slot-taken");
    const clientKey = await countClientBooking(trx, deps, meta.clientAddress, now);

    // only now, with the time free and the client within its limits, the address: its refusal
    // (committed, with the links mail and the client's count) reads as the mail cap's
    const upcoming = await upcomingOfMailbox(trx, form.email, now);
    if (upcoming.length >= deps.limits.upcomingPerMailbox) {
      // the booked ones' links, again, to the address they were booked with
      const rows = await Promise.all(upcoming.map((row) => withLinkKey(trx, row, deps.env.SESSION_SECRET, now)));
      await queue(
        trx,
        rows.map((row) => linksMail(row, ctx, "booking-links")),
      );
      return { ok: false as const, error: "mailbox-limit" as const };
    }

    // a booking from an ExitReady result is linked to it, and its score goes to the consultant
    const state = form.attemptId ? await loadAttempt(trx, form.attemptId) : null;
    const context = state?.result ? resultLines(state.result) : [];
    const link = newLink(deps.env.SESSION_SECRET);
    const meeting = deps.meeting.offer === "choice" ? (form.meeting ?? "video") : deps.meeting.offer;
    const row = await trx
      .insertInto("session_bookings")
      .values({
        submission_id: form.submissionId,
        ical_uid: `session-booking-${randomUUID()}@${new URL(deps.env.SITE_URL).hostname}`,
        starts_at: slot.start,
        ends_at: slot.end,
        blocked_until: new Date(slot.end.getTime() + a.bufferMinutes * MINUTE),
        name: form.name,
        email: form.email,
        phone: form.phone,
        message: form.message ?? null,
        locale: meta.locale,
        time_zone: form.timeZone,
        source_path: meta.sourcePath,
        exit_ready_attempt_id: state?.result ? form.attemptId! : null,
        manage_token_hash: link.hash,
        link_key: link.key,
        meeting,
        meeting_url: meeting === "video" && deps.meeting.offer !== "phone" ? newRoom(deps.meeting.room) : null,
        client_key: clientKey,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const capped = await queue(trx, [
      visitorMail(row, "booked", ctx),
      ...reminderMail(row, ctx, now),
      consultantMail(row, "booked", ctx, context),
    ]);
    // the confirmation carries the links to cancel or move: without it, no booking (ADR 065)
    if (capped.includes("booking-confirmation")) throw new Refused("mail-limit");
    await announce(trx, deps, "booking.created", row, { extra: {}, result: state?.result ?? null });
    return { ok: true as const, booking: view(row), token: link.token, replayed: false };
  });
}

/**
 * The row with a link key: a booking made before link keys existed gets one now, and with it a new
 * token (its old links stop working; the mail that carries the new ones is queued with the change).
 */
async function withLinkKey(trx: Trx, row: BookingRow, secret: string, now: Date): Promise<BookingRow> {
  if (row.link_key) return row;
  const link = newLink(secret);
  return trx
    .updateTable("session_bookings")
    .set({ link_key: link.key, manage_token_hash: link.hash, updated_at: now })
    .where("id", "=", row.id as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Cancels the booking of a manage token: the slot is free again, SEQUENCE + 1, the reminder is
 * removed, and both get the cancellation (METHOD:CANCEL). Cancelling a cancelled booking changes
 * nothing (`changed: false`). Refused: not-found, started. The visitor's cancellation mail is
 * left out when the address is over its daily cap; the cancellation holds all the same.
 */
export async function cancelBooking(
  deps: Pick<BookingDeps, "db" | "env" | "availability" | "meeting" | "now">,
  token: string,
): Promise<BookingOutcome<{ booking: BookingView; changed: boolean }>> {
  const now = deps.now ?? new Date();
  const ctx: MailContext = { env: deps.env, consultantZone: deps.availability.timeZone, meeting: deps.meeting };
  return change(deps.db, async (trx) => {
    const row = await lockedByToken(trx, token);
    if (!row) throw new Refused("not-found");
    if (row.status === "cancelled") return { ok: true as const, booking: view(row), changed: false };
    if (new Date(row.starts_at).getTime() <= now.getTime()) throw new Refused("started");
    const cancelled = await trx
      .updateTable("session_bookings")
      .set({
        status: "cancelled",
        cancelled_at: now,
        updated_at: now,
        sequence: sql<number>`sequence + 1`,
        client_key: null,
      })
      .where("id", "=", row.id as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await dropReminder(trx, row.id);
    await queue(trx, [visitorMail(cancelled, "cancelled", ctx), consultantMail(cancelled, "cancelled", ctx)]);
    await announce(trx, deps, "booking.cancelled", cancelled, {
      extra: { cancelledAt: new Date(cancelled.cancelled_at!).toISOString() },
    });
    return { ok: true as const, booking: view(cancelled), changed: true };
  });
}

/**
 * Moves the booking of a manage token to the free slot starting at `start`, atomically: the old
 * time is free and the new one taken in the same commit; the UID stays, SEQUENCE + 1; the
 * reminder moves; both get the updated invitation (METHOD:REQUEST); the place (the video room)
 * stays. The same time again changes nothing. `token`: the booking's new token, when a booking made
 * before link keys existed got one with this move. Refused: not-found, cancelled, started,
 * calendar-unavailable, slot-taken, mail-limit (nothing changed).
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  token: string,
  start: Date,
  /** the zone the visitor chose the new time in (its mails show it there); default: the booking's */
  options: { timeZone?: string } = {},
): Promise<BookingOutcome<{ booking: BookingView; changed: boolean; token: string | null }>> {
  const now = deps.now ?? new Date();
  const a = deps.availability;
  const ctx: MailContext = { env: deps.env, consultantZone: a.timeZone, meeting: deps.meeting };
  return change(deps.db, async (trx) => {
    const found = await lockedByToken(trx, token);
    if (!found) throw new Refused("not-found");
    if (found.status === "cancelled") throw new Refused("cancelled");
    if (new Date(found.starts_at).getTime() <= now.getTime()) throw new Refused("started");
    if (new Date(found.starts_at).getTime() === start.getTime()) {
      return { ok: true as const, booking: view(found), changed: false, token: null };
    }
    if (!deps.busy.ok) throw new Refused("calendar-unavailable");
    const slot = await freeSlotAt(trx, deps, start, found.id);
    if (!slot) throw new Refused("slot-taken");
    const row = await withLinkKey(trx, found, deps.env.SESSION_SECRET, now);
    const moved = await trx
      .updateTable("session_bookings")
      .set({
        starts_at: slot.start,
        ends_at: slot.end,
        blocked_until: new Date(slot.end.getTime() + a.bufferMinutes * MINUTE),
        ...(options.timeZone ? { time_zone: options.timeZone } : {}),
        updated_at: now,
        sequence: sql<number>`sequence + 1`,
      })
      .where("id", "=", row.id as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await dropReminder(trx, row.id);
    const capped = await queue(trx, [
      visitorMail(moved, "rescheduled", ctx),
      ...reminderMail(moved, ctx, now),
      consultantMail(moved, "rescheduled", ctx),
    ]);
    if (capped.includes("booking-rescheduled")) throw new Refused("mail-limit");
    await announce(trx, deps, "booking.rescheduled", moved, {
      extra: { previousStart: new Date(found.starts_at).toISOString() },
    });
    const rotated = found.link_key ? null : linkToken(deps.env.SESSION_SECRET, row.link_key!);
    return { ok: true as const, booking: view(moved), changed: true, token: rotated };
  });
}
