import { createHash } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { Lang } from "~/lib/i18n";
import type { BookingDeps } from "./deps.server";
import { bookingWindow, freeSlots, type Interval, type Slot } from "./slots";

// Booked strategy sessions in PostgreSQL (session_bookings, docs/decisions/065-bookings.md): what a
// page may see of one, the booking a manage link names, and the free slots the pickers offer. The
// changes (book, cancel, move) are ./changes.server.ts, their mails ./mails.server.ts.
//
// The visitor's manage token is never stored: a row keeps its SHA-256 (and the link key it is made
// from), so a manage link is looked up by the hash of its token.

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A booking as stored. */
export type BookingRow = Selectable<Database["session_bookings"]>;

/** What a page may show of a booking: no personal data (whoever has the link sees it). */
export interface BookingView {
  id: string;
  /** the invitation's UID */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: "confirmed" | "cancelled";
  cancelledAt: Date | null;
  locale: Lang;
  /** the zone the visitor chose the time in */
  timeZone: string;
  /** where it happens (null: booked before the place was recorded) */
  place: BookingPlace | null;
}

/** Where a session happens: its video room, or the phone (the consultant calls). */
export type BookingPlace = { kind: "video"; url: string } | { kind: "phone" };

/** The `lead_table` of a booking's outbox rows. */
export const BOOKING_TABLE = "session_bookings";

const HOUR = 3_600_000;

/** The SHA-256 of a manage token: what the row keeps of it. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** base64url of 32 bytes: anything else names no booking and costs no query */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a page may show of a stored booking. */
export const view = (row: BookingRow): BookingView => ({
  id: row.id,
  uid: row.ical_uid,
  sequence: row.sequence,
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  status: row.status,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  locale: row.locale,
  timeZone: row.time_zone,
  place:
    row.meeting === "video" && row.meeting_url
      ? { kind: "video", url: row.meeting_url }
      : row.meeting === "phone"
        ? { kind: "phone" }
        : null,
});

/**
 * Confirmed sessions overlapping [from, to), start to end (without buffer), in order; `except`
 * leaves one booking out (the one being moved).
 */
export async function bookedIntervals(db: Db | Trx, range: Interval, except?: string): Promise<Interval[]> {
  let query = db
    .selectFrom("session_bookings")
    .select(["starts_at", "ends_at"])
    .where("status", "=", "confirmed")
    .where("starts_at", "<", range.end)
    .where("ends_at", ">", range.start);
  if (except) query = query.where("id", "!=", except as never);
  const rows = await query.orderBy("starts_at").execute();
  return rows.map((r) => ({ start: new Date(r.starts_at), end: new Date(r.ends_at) }));
}

type Offered = { ok: true; slots: Slot[] } | { ok: false };

/** the booking window's slots per request's deps: its action and its loaders compute them once */
const offeredPerDeps = new WeakMap<object, Promise<Offered>>();

/**
 * The slots a visitor may book now, for the picker: { ok: false } when the consultant's calendar
 * cannot be read (offer the request form instead).
 */
export function offeredSlots(deps: Omit<BookingDeps, "env">, range?: Interval): Promise<Offered> {
  if (range) return computeOffered(deps, range);
  let offered = offeredPerDeps.get(deps);
  if (!offered) {
    offered = computeOffered(deps);
    offeredPerDeps.set(deps, offered);
  }
  return offered;
}

async function computeOffered(deps: Omit<BookingDeps, "env">, range?: Interval): Promise<Offered> {
  if (!deps.busy.ok) return { ok: false };
  const now = deps.now ?? new Date();
  const window = range ?? bookingWindow(deps.availability, now);
  // a day around, so each local day's bookings are all counted for the daily cap
  const booked = await bookedIntervals(deps.db, {
    start: new Date(window.start.getTime() - 36 * HOUR),
    end: new Date(window.end.getTime() + 36 * HOUR),
  });
  return {
    ok: true,
    slots: freeSlots({
      availability: deps.availability,
      now,
      from: window.start,
      to: window.end,
      booked,
      busy: deps.busy.busy,
    }),
  };
}

/** The booking a manage link names, or null (a malformed or unknown token). */
export async function findBookingByToken(db: Db, token: string): Promise<BookingView | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("session_bookings")
    .selectAll()
    .where("manage_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  return row ? view(row) : null;
}

/** Inside a change's transaction: the row a manage link names, locked until the change commits. */
export async function lockedByToken(trx: Trx, token: string): Promise<BookingRow | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return trx
    .selectFrom("session_bookings")
    .selectAll()
    .where("manage_token_hash", "=", tokenHash(token))
    .forUpdate()
    .executeTakeFirst();
}
