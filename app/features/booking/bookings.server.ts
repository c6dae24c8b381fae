import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { DateTime } from "luxon";
import type { Database } from "#db/schema";
import { loadAttempt } from "~/features/exit-ready/exit-ready.server";
import { MAX_SCORE } from "~/features/exit-ready/scoring";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import type { Env } from "~/lib/env.server";
import { localeTags, type Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { queueEmailsCall, renderEmail, type OutboxMessage } from "~/lib/mail.server";
import { site } from "~/lib/site";
import type { Availability } from "./availability";
import type { BusyResult } from "./busy.server";
import { invitationIcs, type InvitationMethod } from "./invitation";
import type { BookingForm } from "./schema";
import { bookingWindow, freeSlots, isOffered, type Interval, type Slot } from "./slots";
import { BOOKING_PAGE, bookingUrls } from "./urls";

// Booked strategy sessions in PostgreSQL (issue 26, docs/decisions/065-bookings.md).
//
// Never two visitors in one slot: every change (book, move, cancel) runs in one transaction that
// first takes a transaction-scoped advisory lock (BOOKING_LOCK), so the re-check of the slot
// against the stored bookings, the busy times and the daily cap, the write and its mails are one
// atomic step; the exclusion constraint session_bookings_no_overlap is the last line (its
// violation, SQLSTATE 23P01, is the same "slot-taken"). Mails are queued in the same transaction
// (queue_emails): the visitor's confirmation with the invitation (METHOD:REQUEST), its move
// (REQUEST, SEQUENCE + 1), its cancellation (METHOD:CANCEL, SEQUENCE + 1), a reminder due 24 hours
// before the start, and the consultant's copy of each with the visitor's details.
//
// The visitor's manage token (in the cancel and reschedule links) is 256 random bits, base64url;
// only its SHA-256 is stored. It is returned once, by the booking that made it.
//
// Expected refusals are results, not exceptions ({ ok: false, error }); a database failure throws
// (the page answers 503 as every form does).

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Row = Selectable<Database["session_bookings"]>;

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
}

/**
 * Why a booking, move or cancellation was refused, each a message a page can show:
 * - slot-taken: the time is not (or no longer) free; offer nearestFreeSlots;
 * - calendar-unavailable: the consultant's calendar cannot be read, no time is offered (fall back
 *   to the request form);
 * - mail-limit: the address has had its visitor mails for today (ADR 015), so the confirmation
 *   could not be sent; nothing was stored;
 * - not-found: no booking has this link's token;
 * - cancelled: the booking is cancelled (a move is refused);
 * - started: the session has begun or is over (neither moved nor cancelled any more).
 */
export type BookingError = "slot-taken" | "calendar-unavailable" | "mail-limit" | "not-found" | "cancelled" | "started";

export type BookingOutcome<T> = ({ ok: true } & T) | { ok: false; error: BookingError };

/** What every booking change needs. */
export interface BookingDeps {
  db: Db;
  env: Pick<Env, "SITE_URL" | "LEADS_NOTIFY_EMAIL">;
  /** the consultant's availability (./content.server.ts availability()) */
  availability: Availability;
  /** the consultant's busy times (./busy.server.ts busyTimes()); { ok: false } refuses booking and moving */
  busy: BusyResult;
  /** the current time (tests) */
  now?: Date;
}

/** advisory-lock key of booking changes ("BKNG"); one lock for all: bookings are few */
export const BOOKING_LOCK = 0x424b_4e47;

/** The `lead_table` of a booking's outbox rows. */
export const BOOKING_TABLE = "session_bookings";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

class Refused extends Error {
  constructor(readonly code: BookingError) {
    super(code);
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new manage token: 32 random bytes, base64url (43 characters). */
export const newManageToken = () => randomBytes(32).toString("base64url");

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const view = (row: Row): BookingView => ({
  id: row.id,
  uid: row.ical_uid,
  sequence: row.sequence,
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  status: row.status,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  locale: row.locale,
  timeZone: row.time_zone,
});

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

/**
 * The slots a visitor may book now, for the picker: { ok: false } when the consultant's calendar
 * cannot be read (offer the request form instead).
 */
export async function offeredSlots(
  deps: Omit<BookingDeps, "env">,
  range?: Interval,
): Promise<{ ok: true; slots: Slot[] } | { ok: false }> {
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

// ---------------------------------------------------------------------------------------------
// Mails

interface When {
  date: string;
  start: string;
  end: string;
  zone: string;
}

/** A session's date and times in a zone, written for a language. */
export function sessionTime(start: Date, end: Date, zone: string, lng: Lang): When {
  const locale = localeTags[lng].intl;
  const s = DateTime.fromJSDate(start, { zone }).setLocale(locale);
  const e = DateTime.fromJSDate(end, { zone }).setLocale(locale);
  return {
    date: s.toLocaleString({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    start: s.toLocaleString(DateTime.TIME_SIMPLE),
    end: e.toLocaleString(DateTime.TIME_SIMPLE),
    zone: zone.replaceAll("_", " "),
  };
}

type Change = "booked" | "rescheduled" | "cancelled";

const methodOf = (change: Change): InvitationMethod => (change === "cancelled" ? "CANCEL" : "REQUEST");

/** The calendar part of a booking's mails (the visitor's and the consultant's: the same event). */
function calendarPart(row: Row, change: Change, lng: Lang, description: string, url?: string) {
  const t = getT(lng);
  const method = methodOf(change);
  return {
    method,
    content: invitationIcs(method, [
      {
        uid: row.ical_uid,
        sequence: row.sequence,
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        status: change === "cancelled" ? "cancelled" : "confirmed",
        summary: t("emails.booking.summary", { consultant: site.consultant.name }),
        description,
        attendee: row.email,
        stamp: new Date(row.updated_at),
        url,
      },
    ]),
  };
}

/**
 * The visitor's mail about a change: fixed copy and values the server made only (date and time,
 * links with the token), never the name or message typed into the form (ADR 015).
 */
function visitorMail(
  row: Row,
  change: Change,
  token: string,
  env: BookingDeps["env"],
  consultantZone: string,
): OutboxMessage {
  const lng = row.locale;
  const t = getT(lng);
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at);
  const minutes = Math.round((end.getTime() - start.getTime()) / MINUTE);
  const theirs = sessionTime(start, end, row.time_zone, lng);
  const mine = sessionTime(start, end, consultantZone, lng);
  const when = [t("emails.booking.when", { ...theirs })];
  if (theirs.start !== mine.start || theirs.date !== mine.date || theirs.zone !== mine.zone) {
    when.push(t("emails.booking.consultantTime", { zone: mine.zone, when: t("emails.booking.when", { ...mine }) }));
  }
  const urls = bookingUrls(env.SITE_URL, token, lng);
  const links: [string, string][] = [
    [t("emails.booking.cancelLink"), urls.cancel],
    [t("emails.booking.rescheduleLink"), urls.reschedule],
  ];
  const description = t("emails.booking.description", {
    consultant: site.consultant.name,
    minutes,
    url: urls.manage,
  });
  if (change === "cancelled") {
    return {
      kind: "booking-cancelled",
      to: row.email,
      lead: { table: BOOKING_TABLE, id: row.id },
      calendar: calendarPart(row, change, lng, t("emails.booking.summary", { consultant: site.consultant.name })),
      content: renderEmail({
        lng,
        subject: t("emails.booking.cancelled.subject"),
        heading: t("emails.booking.cancelled.heading"),
        paragraphs: [t("emails.booking.cancelled.text"), when.join("\n"), t("emails.booking.cancelled.invitation")],
        action: { label: t("emails.booking.cancelled.again"), url: `${env.SITE_URL}${BOOKING_PAGE[lng]}` },
      }),
    };
  }
  const copy = change === "booked" ? "confirmed" : "rescheduled";
  return {
    kind: change === "booked" ? "booking-confirmation" : "booking-rescheduled",
    to: row.email,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, lng, description, urls.manage),
    content: renderEmail({
      lng,
      subject: t(`emails.booking.${copy}.subject`, { date: theirs.date }),
      heading: t(`emails.booking.${copy}.heading`),
      paragraphs: [
        change === "booked" ? t("emails.booking.confirmed.booked", { minutes }) : t("emails.booking.rescheduled.moved"),
        when.join("\n"),
        t(`emails.booking.${copy}.invitation`),
        t("emails.booking.how"),
        t("emails.booking.manageHint"),
        ...(change === "booked" ? [t("emails.notYou")] : []),
      ],
      fields: links,
      action: { label: t("emails.booking.manage"), url: urls.manage },
    }),
  };
}

/** The reminder a day before the session, or nothing when the session is less than 24 hours away. */
function reminderMail(
  row: Row,
  token: string,
  env: BookingDeps["env"],
  consultantZone: string,
  now: Date,
): OutboxMessage[] {
  const sendAt = new Date(new Date(row.starts_at).getTime() - 24 * HOUR);
  if (sendAt.getTime() <= now.getTime()) return [];
  const lng = row.locale;
  const t = getT(lng);
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at);
  const theirs = sessionTime(start, end, row.time_zone, lng);
  const mine = sessionTime(start, end, consultantZone, lng);
  const when = [t("emails.booking.when", { ...theirs })];
  if (theirs.start !== mine.start || theirs.date !== mine.date || theirs.zone !== mine.zone) {
    when.push(t("emails.booking.consultantTime", { zone: mine.zone, when: t("emails.booking.when", { ...mine }) }));
  }
  const urls = bookingUrls(env.SITE_URL, token, lng);
  return [
    {
      kind: "booking-reminder",
      to: row.email,
      lead: { table: BOOKING_TABLE, id: row.id },
      sendAt,
      content: renderEmail({
        lng,
        subject: t("emails.booking.reminder.subject", { date: theirs.date }),
        heading: t("emails.booking.reminder.heading"),
        paragraphs: [
          t("emails.booking.reminder.text"),
          when.join("\n"),
          t("emails.booking.how"),
          t("emails.booking.manageHint"),
          t("emails.notYou"),
        ],
        fields: [
          [t("emails.booking.cancelLink"), urls.cancel],
          [t("emails.booking.rescheduleLink"), urls.reschedule],
        ],
        action: { label: t("emails.booking.manage"), url: urls.manage },
      }),
    },
  ];
}

/** The consultant's copy: every detail, in German, with the same invitation (ADR 015: not capped). */
function consultantMail(
  row: Row,
  change: Change,
  env: BookingDeps["env"],
  consultantZone: string,
  context: [string, string][] = [],
): OutboxMessage {
  const de = getT("de");
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at);
  const local = sessionTime(start, end, consultantZone, "de");
  const when = de("emails.booking.when", { ...local });
  const theirs = sessionTime(start, end, row.time_zone, "de");
  const what = { booked: "gebucht", rescheduled: "verschoben", cancelled: "abgesagt" }[change];
  const fields: [string, string][] = [
    ["Termin", when],
    ["Zeitzone des Besuchers", `${theirs.zone} (${theirs.start} Uhr)`],
    [de("forms.session.name"), row.name],
    [de("forms.session.email"), row.email],
    [de("forms.session.phone"), row.phone],
    [de("forms.session.message"), row.message ?? "–"],
    ["Sprache", row.locale],
    ...context,
  ];
  const description = fields.map(([k, v]) => `${k}: ${v}`).join("\n");
  return {
    kind: {
      booked: "booking-notification",
      rescheduled: "booking-rescheduled-notification",
      cancelled: "booking-cancelled-notification",
    }[change],
    to: env.LEADS_NOTIFY_EMAIL,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, "de", description),
    content: renderEmail({
      lng: "de",
      subject: `Strategiegespräch ${what}: ${row.name}, ${local.date} ${local.start} Uhr`,
      heading: `Strategiegespräch ${what}`,
      paragraphs: [
        change === "cancelled"
          ? "Der Besucher hat diesen Termin über den Link in seiner E-Mail abgesagt; die Absage für deinen Kalender hängt an."
          : change === "rescheduled"
            ? "Der Besucher hat den Termin über den Link in seiner E-Mail verschoben; die aktualisierte Einladung hängt an."
            : "Ein Besucher hat ein Strategiegespräch gebucht; die Einladung für deinen Kalender hängt an.",
      ],
      fields,
    }),
  };
}

/** Queues mails in the transaction; returns the kinds left out by the per-address cap. */
async function queue(trx: Trx, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const { rows } = await sql<{ capped: string[] }>`select ${queueEmailsCall(messages)} as capped`.execute(trx);
  return rows[0]?.capped ?? [];
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

async function byToken(trx: Trx, token: string): Promise<Row | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return trx
    .selectFrom("session_bookings")
    .selectAll()
    .where("manage_token_hash", "=", sha256(token))
    .forUpdate()
    .executeTakeFirst();
}

/** Runs a change in a transaction under the booking lock; refusals and 23P01 become results. */
async function change<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T | { ok: false; error: BookingError }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookings(trx);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.code };
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

/**
 * Books the slot starting at `form.slot` for the visitor, if it is free: the row, the visitor's
 * confirmation with the invitation and the reminder, the consultant's copy, in one transaction.
 * A replay of the same submission id returns the booking it made (without its token). Refused:
 * calendar-unavailable, slot-taken, mail-limit (nothing stored).
 */
export async function bookSession(
  deps: BookingDeps,
  form: BookingForm,
  meta: Pick<SubmissionMeta, "locale" | "sourcePath">,
): Promise<BookingOutcome<BookResult>> {
  const now = deps.now ?? new Date();
  const a = deps.availability;
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

    // a booking from an ExitReady result is linked to it, and its score goes to the consultant
    const state = form.attemptId ? await loadAttempt(trx, form.attemptId) : null;
    const context: [string, string][] = state?.result
      ? [
          ["ExitReady Score", `${state.result.score}/${MAX_SCORE} (${state.result.band}, ${state.result.phase})`],
          ["Schwächster Bereich", state.result.weakest[0] ?? "–"],
        ]
      : [];
    const token = newManageToken();
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
        manage_token_hash: sha256(token),
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const capped = await queue(trx, [
      visitorMail(row, "booked", token, deps.env, a.timeZone),
      ...reminderMail(row, token, deps.env, a.timeZone, now),
      consultantMail(row, "booked", deps.env, a.timeZone, context),
    ]);
    // the confirmation carries the links to cancel or move: without it, no booking (ADR 065)
    if (capped.includes("booking-confirmation")) throw new Refused("mail-limit");
    return { ok: true as const, booking: view(row), token, replayed: false };
  });
}

/**
 * Cancels the booking of a manage token: the slot is free again, SEQUENCE + 1, the reminder is
 * removed, and both get the cancellation (METHOD:CANCEL). Cancelling a cancelled booking changes
 * nothing (`changed: false`). Refused: not-found, started. The visitor's cancellation mail is
 * left out when the address is over its daily cap; the cancellation holds all the same.
 */
export async function cancelBooking(
  deps: Pick<BookingDeps, "db" | "env" | "availability" | "now">,
  token: string,
): Promise<BookingOutcome<{ booking: BookingView; changed: boolean }>> {
  const now = deps.now ?? new Date();
  return change(deps.db, async (trx) => {
    const row = await byToken(trx, token);
    if (!row) throw new Refused("not-found");
    if (row.status === "cancelled") return { ok: true as const, booking: view(row), changed: false };
    if (new Date(row.starts_at).getTime() <= now.getTime()) throw new Refused("started");
    const cancelled = await trx
      .updateTable("session_bookings")
      .set({ status: "cancelled", cancelled_at: now, updated_at: now, sequence: sql<number>`sequence + 1` })
      .where("id", "=", row.id as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await dropReminder(trx, row.id);
    await queue(trx, [
      visitorMail(cancelled, "cancelled", token, deps.env, deps.availability.timeZone),
      consultantMail(cancelled, "cancelled", deps.env, deps.availability.timeZone),
    ]);
    return { ok: true as const, booking: view(cancelled), changed: true };
  });
}

/**
 * Moves the booking of a manage token to the free slot starting at `start`, atomically: the old
 * time is free and the new one taken in the same commit; the UID stays, SEQUENCE + 1; the
 * reminder moves; both get the updated invitation (METHOD:REQUEST). The same time again changes
 * nothing. Refused: not-found, cancelled, started, calendar-unavailable, slot-taken, mail-limit
 * (nothing changed).
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  token: string,
  start: Date,
  /** the zone the visitor chose the new time in (its mails show it there); default: the booking's */
  options: { timeZone?: string } = {},
): Promise<BookingOutcome<{ booking: BookingView; changed: boolean }>> {
  const now = deps.now ?? new Date();
  const a = deps.availability;
  return change(deps.db, async (trx) => {
    const row = await byToken(trx, token);
    if (!row) throw new Refused("not-found");
    if (row.status === "cancelled") throw new Refused("cancelled");
    if (new Date(row.starts_at).getTime() <= now.getTime()) throw new Refused("started");
    if (new Date(row.starts_at).getTime() === start.getTime()) {
      return { ok: true as const, booking: view(row), changed: false };
    }
    if (!deps.busy.ok) throw new Refused("calendar-unavailable");
    const slot = await freeSlotAt(trx, deps, start, row.id);
    if (!slot) throw new Refused("slot-taken");
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
      visitorMail(moved, "rescheduled", token, deps.env, a.timeZone),
      ...reminderMail(moved, token, deps.env, a.timeZone, now),
      consultantMail(moved, "rescheduled", deps.env, a.timeZone),
    ]);
    if (capped.includes("booking-rescheduled")) throw new Refused("mail-limit");
    return { ok: true as const, booking: view(moved), changed: true };
  });
}

/** The booking a manage link names, or null (a malformed or unknown token). */
export async function findBookingByToken(db: Db, token: string): Promise<BookingView | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("session_bookings")
    .selectAll()
    .where("manage_token_hash", "=", sha256(token))
    .executeTakeFirst();
  return row ? view(row) : null;
}

/**
 * The consultant's booked sessions as an iCalendar feed (METHOD:PUBLISH) for a calendar
 * subscription (a secret address with BOOKINGS_FEED_TOKEN: /kalender/<token>.ics): every
 * confirmed session from 30 days ago on, with the visitor's contact data in its description.
 */
export async function bookingsFeed(db: Db, options: { now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const rows = await db
    .selectFrom("session_bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("ends_at", ">", new Date(now.getTime() - 30 * 24 * HOUR))
    .orderBy("starts_at")
    .execute();
  const de = getT("de");
  return invitationIcs(
    "PUBLISH",
    rows.map((row) => ({
      uid: row.ical_uid,
      sequence: row.sequence,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      status: "confirmed" as const,
      summary: `${de("emails.booking.summary", { consultant: site.consultant.name })}: ${row.name}`,
      description: [
        `${de("forms.session.name")}: ${row.name}`,
        `${de("forms.session.email")}: ${row.email}`,
        `${de("forms.session.phone")}: ${row.phone}`,
        `${de("forms.session.message")}: ${row.message ?? "–"}`,
      ].join("\n"),
      attendee: row.email,
      stamp: new Date(row.updated_at),
    })),
    `${site.brand}: Strategiegespräche`,
  );
}

/** Is this a booking feed request's token (constant time)? false when no feed is configured. */
export function isBookingsFeedToken(env: Pick<Env, "BOOKINGS_FEED_TOKEN">, token: string): boolean {
  const expected = env.BOOKINGS_FEED_TOKEN;
  if (!expected) return false;
  return timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(sha256(expected)));
}
