import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { loadAttempt, resultLines } from "~/features/exit-ready/exit-ready.server";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import type { TFunction } from "~/lib/translate";
import { linkToken, linkTokenPlaceholder, newLinkKey } from "~/lib/link-tokens.server";
import { queueEmailsCall, renderEmail, type OutboxMessage } from "~/lib/mail.server";
import { rateLimitBucket } from "~/lib/rate-limit.server";
import { site } from "~/lib/site";
import { ROOM_PLACEHOLDER, type Availability, type BookingLimits, type MeetingOffer } from "./settings";
import type { BusyResult } from "./busy.server";
import { invitationIcs, type InvitationMethod, type InvitationPlace } from "./invitation";
import type { BookingForm } from "./schema";
import { bookingWindow, freeSlots, isOffered, type Interval, type Slot } from "./slots";
import { sessionTimes } from "./times";
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
// The visitor's manage token (in the cancel and reschedule links) is the HMAC of the booking's
// random link key with the server's secret (~/lib/link-tokens.server.ts); only its SHA-256 and the
// key are stored, and a queued mail holds a placeholder the outbox fills in when it sends it, so a
// copy of the database cannot cancel or move anybody's session. It is returned once, by the
// booking that made it.
//
// A booker holds at most `upcomingPerMailbox` sessions that have not begun (an address with its
// case and +tag ignored); whoever books another is refused, and the booked session's links go to
// its address again. One client books at most `perClientPerDay` sessions a day (the rate limit's
// client bucket; off with RATE_LIMIT_DISABLED, as the rate limit).
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
  /** where it happens (null: booked before the place was recorded) */
  place: BookingPlace | null;
}

/** Where a session happens: its video room, or the phone (the consultant calls). */
export type BookingPlace = { kind: "video"; url: string } | { kind: "phone" };

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
 * - mailbox-limit: the address's mailbox holds its upcoming sessions already (`resent`: their
 *   links went to it again);
 * - client-limit: the client has booked its sessions for today (`retryAfter`: seconds to the next day).
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
  resent?: boolean;
  retryAfter?: number;
}

export type BookingOutcome<T> = ({ ok: true } & T) | BookingRefusal;

/** What every booking change needs. */
export interface BookingDeps {
  db: Db;
  env: Pick<Env, "SITE_URL" | "LEADS_NOTIFY_EMAIL" | "SESSION_SECRET" | "RATE_LIMIT_DISABLED">;
  /** the consultant's availability, limits per booker and meeting place (./content.server.ts) */
  availability: Availability;
  limits: BookingLimits;
  meeting: MeetingOffer;
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
  constructor(
    readonly code: BookingError,
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A video room of its own for a booking: the template's {room} as 96 random bits (hex). */
const newRoom = (template: string) => template.replace(ROOM_PLACEHOLDER, randomBytes(12).toString("hex"));

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
  place:
    row.meeting === "video" && row.meeting_url
      ? { kind: "video", url: row.meeting_url }
      : row.meeting === "phone"
        ? { kind: "phone" }
        : null,
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

type Change = "booked" | "rescheduled" | "cancelled";

/** What the mails of a change need besides the row. */
interface MailContext {
  env: BookingDeps["env"];
  consultantZone: string;
  meeting: MeetingOffer;
}

const methodOf = (change: Change): InvitationMethod => (change === "cancelled" ? "CANCEL" : "REQUEST");

const providerOf = (meeting: MeetingOffer) => (meeting.offer === "phone" ? "Video" : meeting.provider);

/**
 * Where the session happens, for an invitation: the video room, or the phone. The consultant's
 * copy says whom to call; the visitor's only that they are called (ADR 015: no typed text in a
 * visitor's mail).
 */
function invitationPlace(row: Row, meeting: MeetingOffer, reader: "visitor" | "consultant"): InvitationPlace | null {
  if (row.meeting === "video" && row.meeting_url) {
    return { kind: "video", url: row.meeting_url, provider: providerOf(meeting) };
  }
  if (row.meeting !== "phone") return null;
  if (reader === "consultant") return { kind: "phone", text: `Telefon: ${row.phone} (du rufst an)` };
  return {
    kind: "phone",
    text: getT(row.locale)("emails.booking.locationPhone", { consultant: site.consultant.name }),
  };
}

/** The paragraph of a visitor's mail that says where the session happens. */
function placeText(row: Row, meeting: MeetingOffer): string {
  const t = getT(row.locale);
  if (row.meeting === "video" && row.meeting_url) {
    return t("emails.booking.whereVideo", { provider: providerOf(meeting), url: row.meeting_url });
  }
  if (row.meeting === "phone") return t("emails.booking.wherePhone");
  return t("emails.booking.how");
}

/** The calendar part of a booking's mails (the visitor's and the consultant's: the same event). */
function calendarPart(
  row: Row,
  change: Change,
  place: InvitationPlace | null,
  lng: Lang,
  description: string,
  url?: string,
) {
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
        place: change === "cancelled" ? null : place,
      },
    ]),
  };
}

/** "Mittwoch, 9. Dezember 2026, 09:00–09:45 Uhr (Mitteleuropäische Zeit (Zürich))" */
const whenText = (t: TFunction, { date, time, zone }: { date: string; time: string; zone: string }) =>
  t("emails.booking.when", { date, time, zone });

/** The session's time in the visitor's zone, and in the consultant's when it reads differently. */
function whenLines(row: Row, consultantZone: string): string {
  const t = getT(row.locale);
  const times = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    consultantZone,
    row.locale,
  );
  const when = [whenText(t, times)];
  if (times.consultant) when.push(t("emails.booking.consultantTime", { when: whenText(t, times.consultant) }));
  return when.join("\n");
}

/**
 * The links of a booking's visitor mails: its page, cancel and move, with a placeholder where the
 * token goes (the outbox fills it in when it sends the mail).
 */
function linksOf(row: Row, env: BookingDeps["env"]) {
  if (!row.link_key) throw new Error("a booking's mail needs its link key");
  return bookingUrls(env.SITE_URL, linkTokenPlaceholder(row.link_key), row.locale);
}

/**
 * The visitor's mail about a change: fixed copy and values the server made only (date and time,
 * the room, links), never the name, phone or message typed into the form (ADR 015).
 */
function visitorMail(row: Row, change: Change, ctx: MailContext): OutboxMessage {
  const lng = row.locale;
  const t = getT(lng);
  const minutes = Math.round((new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()) / MINUTE);
  const theirs = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    ctx.consultantZone,
    lng,
  );
  const place = invitationPlace(row, ctx.meeting, "visitor");
  if (change === "cancelled") {
    return {
      kind: "booking-cancelled",
      to: row.email,
      lead: { table: BOOKING_TABLE, id: row.id },
      calendar: calendarPart(
        row,
        change,
        place,
        lng,
        t("emails.booking.summary", { consultant: site.consultant.name }),
      ),
      content: renderEmail({
        lng,
        subject: t("emails.booking.cancelled.subject"),
        heading: t("emails.booking.cancelled.heading"),
        paragraphs: [
          t("emails.booking.cancelled.text"),
          whenLines(row, ctx.consultantZone),
          t("emails.booking.cancelled.invitation"),
        ],
        action: { label: t("emails.booking.cancelled.again"), url: `${ctx.env.SITE_URL}${BOOKING_PAGE[lng]}` },
      }),
    };
  }
  const urls = linksOf(row, ctx.env);
  const description = [
    t("emails.booking.description", { consultant: site.consultant.name, minutes, url: urls.manage }),
    ...(place?.kind === "video" ? [placeText(row, ctx.meeting)] : []),
  ].join("\n\n");
  const copy = change === "booked" ? "confirmed" : "rescheduled";
  return {
    kind: change === "booked" ? "booking-confirmation" : "booking-rescheduled",
    to: row.email,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, place, lng, description, urls.manage),
    content: renderEmail({
      lng,
      subject: t(`emails.booking.${copy}.subject`, { date: theirs.date }),
      heading: t(`emails.booking.${copy}.heading`),
      paragraphs: [
        change === "booked" ? t("emails.booking.confirmed.booked", { minutes }) : t("emails.booking.rescheduled.moved"),
        whenLines(row, ctx.consultantZone),
        placeText(row, ctx.meeting),
        t(`emails.booking.${copy}.invitation`),
        t("emails.booking.questions"),
        t("emails.booking.manageHint"),
        ...(change === "booked" ? [t("emails.notYou")] : []),
      ],
      fields: [
        [t("emails.booking.cancelLink"), urls.cancel],
        [t("emails.booking.rescheduleLink"), urls.reschedule],
      ],
      action: { label: t("emails.booking.manage"), url: urls.manage },
    }),
  };
}

/**
 * A booked session's time, place and links, sent again: a reminder a day before (`sendAt`), or at
 * once to whoever tried to book another session with the same mailbox.
 */
function linksMail(
  row: Row,
  ctx: MailContext,
  kind: "booking-reminder" | "booking-links",
  sendAt?: Date,
): OutboxMessage {
  const lng = row.locale;
  const t = getT(lng);
  const theirs = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    ctx.consultantZone,
    lng,
  );
  const urls = linksOf(row, ctx.env);
  const copy = kind === "booking-reminder" ? "reminder" : "links";
  return {
    kind,
    to: row.email,
    lead: { table: BOOKING_TABLE, id: row.id },
    sendAt,
    content: renderEmail({
      lng,
      subject: t(`emails.booking.${copy}.subject`, { date: theirs.date }),
      heading: t(`emails.booking.${copy}.heading`),
      paragraphs: [
        t(`emails.booking.${copy}.text`),
        whenLines(row, ctx.consultantZone),
        placeText(row, ctx.meeting),
        t("emails.booking.questions"),
        t("emails.booking.manageHint"),
        t("emails.notYou"),
      ],
      fields: [
        [t("emails.booking.cancelLink"), urls.cancel],
        [t("emails.booking.rescheduleLink"), urls.reschedule],
      ],
      action: { label: t("emails.booking.manage"), url: urls.manage },
    }),
  };
}

/** The reminder a day before the session, or nothing when the session is less than 24 hours away. */
function reminderMail(row: Row, ctx: MailContext, now: Date): OutboxMessage[] {
  const sendAt = new Date(new Date(row.starts_at).getTime() - 24 * HOUR);
  if (sendAt.getTime() <= now.getTime()) return [];
  return [linksMail(row, ctx, "booking-reminder", sendAt)];
}

/** The consultant's copy: every detail, in German, with the same invitation (ADR 015: not capped). */
function consultantMail(row: Row, change: Change, ctx: MailContext, context: [string, string][] = []): OutboxMessage {
  const de = getT("de");
  const session = { start: new Date(row.starts_at), end: new Date(row.ends_at) };
  const times = sessionTimes({ ...session, timeZone: ctx.consultantZone }, ctx.consultantZone, "de");
  const visitor = sessionTimes({ ...session, timeZone: row.time_zone }, ctx.consultantZone, "de");
  const what = { booked: "gebucht", rescheduled: "verschoben", cancelled: "abgesagt" }[change];
  const place = invitationPlace(row, ctx.meeting, "consultant");
  const fields: [string, string][] = [
    ["Termin", whenText(de, times)],
    ["Zeitzone bei der Buchung", `${visitor.zone}: ${visitor.time}`],
    ...(place
      ? [["Ort", place.kind === "video" ? `${place.provider}: ${place.url}` : place.text] as [string, string]]
      : []),
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
    to: ctx.env.LEADS_NOTIFY_EMAIL,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, place, "de", description),
    content: renderEmail({
      lng: "de",
      subject: `Strategiegespräch ${what}: ${row.name}, ${times.date} ${times.time}`,
      heading: `Strategiegespräch ${what}`,
      paragraphs: [
        change === "cancelled"
          ? `${row.name} hat den Termin über den persönlichen Link abgesagt; die Absage für deinen Kalender ist angehängt.`
          : change === "rescheduled"
            ? `${row.name} hat den Termin über den persönlichen Link verschoben; die aktualisierte Einladung ist angehängt.`
            : `${row.name} hat ein Strategiegespräch gebucht; die Einladung für deinen Kalender ist angehängt.`,
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
 * Counts a booking against the client's sessions of today (UTC), in the rate limit's client
 * bucket (rate_limit_hits, a day's window): refused over `perClientPerDay`. Under the booking lock,
 * so the count and the booking are one step; rolled back with a refused booking.
 */
async function countClientBooking(trx: Trx, deps: BookingDeps, clientAddress: string, now: Date) {
  if (deps.env.RATE_LIMIT_DISABLED) return;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await trx
    .insertInto("rate_limit_hits")
    .values({ bucket: rateLimitBucket("booking-day", clientAddress, deps.env.SESSION_SECRET), window_start: day })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits > deps.limits.perClientPerDay) {
    throw new Refused("client-limit", Math.ceil((day.getTime() + 24 * HOUR - now.getTime()) / 1000));
  }
}

/** A booking's link key and the hash of its token, made anew (a booking made before keys existed gets them on its first change). */
function newLink(secret: string) {
  const key = newLinkKey();
  const token = linkToken(secret, key);
  return { key, token, hash: sha256(token) };
}

/**
 * Books the slot starting at `form.slot` for the visitor, if it is free: the row, the visitor's
 * confirmation with the invitation and the reminder, the consultant's copy, in one transaction.
 * A replay of the same submission id returns the booking it made (without its token). Refused:
 * mailbox-limit (the mailbox's upcoming sessions get their links again, within the mail cap),
 * calendar-unavailable, slot-taken, client-limit, mail-limit (nothing stored).
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

    const upcoming = await upcomingOfMailbox(trx, form.email, now);
    if (upcoming.length >= deps.limits.upcomingPerMailbox) {
      // the booked ones' links, again, to the address they were booked with; committed
      const rows = await Promise.all(upcoming.map((row) => withLinkKey(trx, row, deps.env.SESSION_SECRET, now)));
      const capped = await queue(
        trx,
        rows.map((row) => linksMail(row, ctx, "booking-links")),
      );
      return { ok: false as const, error: "mailbox-limit" as const, resent: capped.length < rows.length };
    }
    if (!deps.busy.ok) throw new Refused("calendar-unavailable");
    const slot = await freeSlotAt(trx, deps, form.slot);
    if (!slot) throw new Refused("slot-taken");
    await countClientBooking(trx, deps, meta.clientAddress, now);

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
    return { ok: true as const, booking: view(row), token: link.token, replayed: false };
  });
}

/**
 * The row with a link key: a booking made before link keys existed gets one now, and with it a new
 * token (its old links stop working; the mail that carries the new ones is queued with the change).
 */
async function withLinkKey(trx: Trx, row: Row, secret: string, now: Date): Promise<Row> {
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
    await queue(trx, [visitorMail(cancelled, "cancelled", ctx), consultantMail(cancelled, "cancelled", ctx)]);
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
    const found = await byToken(trx, token);
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
    const rotated = found.link_key ? null : linkToken(deps.env.SESSION_SECRET, row.link_key!);
    return { ok: true as const, booking: view(moved), changed: true, token: rotated };
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
export async function bookingsFeed(db: Db, meeting: MeetingOffer, options: { now?: Date } = {}): Promise<string> {
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
      place: invitationPlace(row, meeting, "consultant"),
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
