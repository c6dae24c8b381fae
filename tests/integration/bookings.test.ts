import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { sql, type KyselyPlugin } from "kysely";
import { DateTime } from "luxon";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWindow, weekdays, type Availability } from "~/features/booking/settings";
import { bookedIntervals, BOOKING_TABLE, findBookingByToken, offeredSlots } from "~/features/booking/bookings.server";
import { bookSession, cancelBooking, rescheduleBooking } from "~/features/booking/changes.server";
import type { BookingDeps } from "~/features/booking/deps.server";
import { bookingsFeed, isBookingsFeedToken } from "~/features/booking/feed.server";
import type { BookingForm } from "~/features/booking/schema";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { VISITOR_MAILS_PER_DAY, enqueueEmail, renderEmail } from "~/lib/mail.server";
import { fillLinkTokens } from "~/lib/link-tokens.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { site } from "~/lib/site";
import { testDatabases } from "./databases";
import { testEnv } from "./context";
import { startSmtp } from "./smtp";

// Booked strategy sessions on PGlite and PostgreSQL: never two visitors in one slot (the advisory
// lock, the re-check, the exclusion constraint), replays, cancel and reschedule, the mails with
// their calendar parts, and the delivery of a text/calendar part over SMTP.

const ZURICH = "Europe/Zurich";
const availability: Availability = {
  timeZone: ZURICH,
  sessionMinutes: 45,
  bufferMinutes: 15,
  minimumNoticeHours: 2,
  // each test books in a week of its own
  horizonDays: 365,
  maxSessionsPerDay: 6,
  weeklyHours: Object.fromEntries(
    weekdays.map((d) => [d, d === "saturday" || d === "sunday" ? [] : [parseWindow("09:00-17:00")!]]),
  ) as Availability["weeklyHours"],
  daysOff: [],
};
const env = testEnv();
// Monday 1 March 2027, 07:00 in Zurich
const now = new Date("2027-03-01T06:00:00Z");
const MIN = 60_000;

/** the instant of a local Zurich time */
const zurich = (iso: string) => DateTime.fromISO(iso, { zone: ZURICH }).toJSDate();

/** each test its own week, so they do not share slots */
let week = 0;
const nextWeek = () => ++week;
const slotIn = (w: number, day: number, time: string) =>
  zurich(`${DateTime.fromJSDate(now, { zone: ZURICH }).plus({ weeks: w, days: day }).toISODate()}T${time}`);

const form = (slot: Date, overrides: Partial<BookingForm> = {}): BookingForm => ({
  submissionId: randomUUID(),
  slot,
  name: "Anna Muster",
  email: `anna.${randomUUID().slice(0, 8)}@example.com`,
  phone: "+41 00 000 00 00",
  message: "Nachfolge in drei Jahren",
  timeZone: "America/New_York",
  ...overrides,
});
const meta = { locale: "de" as const, sourcePath: "/strategiegespraech", clientAddress: "203.0.113.9" };

interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  attendee: string;
  organizer: string;
  summary: string;
  description: string;
}

/** a calendar part read back with ical.js */
function parseInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    summary: event.summary,
    description: event.description ?? "",
  };
}

describe.each(testDatabases)("strategy-session bookings on $name", (database) => {
  let handle: DbHandle;
  const deps = (overrides: Partial<BookingDeps> = {}): BookingDeps => ({
    db: handle.db,
    env,
    availability,
    limits: { upcomingPerMailbox: 1, upcomingPerClient: 2, perClientPerDay: 3 },
    meeting: { offer: "phone" },
    busy: { ok: true, busy: [] },
    now,
    ...overrides,
  });
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const rowsAt = (start: Date) =>
    handle.db.selectFrom("session_bookings").selectAll().where("starts_at", "=", start).execute();
  const mailsOf = (id: string) =>
    handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("lead_table", "=", BOOKING_TABLE)
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
  const outboxCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("email_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores exactly one of 24 concurrent bookings of one slot; the others are told it is taken", async () => {
    const slot = slotIn(nextWeek(), 0, "10:00");
    const attempts = 24;
    const results = await Promise.all(Array.from({ length: attempts }, () => bookSession(deps(), form(slot), meta)));
    const stored = await rowsAt(slot);
    const booked = results.filter((r) => r.ok);
    const taken = results.filter((r) => !r.ok && r.error === "slot-taken");
    expect(stored).toHaveLength(1);
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(attempts - 1);
    console.info(`${database.name}: ${attempts} concurrent attempts at one slot, ${stored.length} booking stored`);
    // and the slot is no longer offered, nor are the ones within the buffer
    const offered = await offeredSlots(deps());
    expect(offered.ok && offered.slots.map((s) => s.start.getTime())).not.toContain(slot.getTime());
  });

  it("holds the daily cap when visitors book different times of one day at once (the advisory lock)", async () => {
    const w = nextWeek();
    const capped = { ...availability, maxSessionsPerDay: 2 };
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];
    const results = await Promise.all(
      [...times, ...times].map((time) => bookSession(deps({ availability: capped }), form(slotIn(w, 3, time)), meta)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const day = await bookedIntervals(handle.db, { start: slotIn(w, 3, "00:00"), end: slotIn(w, 4, "00:00") });
    expect(day).toHaveLength(2);
  });

  it("keeps the buffer between bookings, and refuses a slot the calendar or the notice rules out", async () => {
    const w = nextWeek();
    expect((await bookSession(deps(), form(slotIn(w, 1, "09:00")), meta)).ok).toBe(true);
    // 10:00 starts right after the 15-minute buffer: free; 09:30 is not a slot at all
    expect((await bookSession(deps(), form(slotIn(w, 1, "10:00")), meta)).ok).toBe(true);
    expect(await bookSession(deps(), form(slotIn(w, 1, "09:30")), meta)).toEqual({ ok: false, error: "slot-taken" });
    // busy in the consultant's calendar
    const busy = { ok: true as const, busy: [{ start: slotIn(w, 1, "11:30"), end: slotIn(w, 1, "11:40") }] };
    expect(await bookSession(deps({ busy }), form(slotIn(w, 1, "11:00")), meta)).toEqual({
      ok: false,
      error: "slot-taken",
    });
    // the calendar cannot be read: no booking at all
    const unreadable = form(slotIn(w, 1, "14:00"));
    expect(await bookSession(deps({ busy: { ok: false } }), unreadable, meta)).toEqual({
      ok: false,
      error: "calendar-unavailable",
    });
    expect(await rowsAt(slotIn(w, 1, "14:00"))).toEqual([]);
    // too soon: 08:00 is within the 2 hours of notice of a now at 07:00... on another day it is a slot
    expect(await bookSession(deps({ now: slotIn(w, 1, "13:00") }), form(slotIn(w, 1, "14:00")), meta)).toEqual({
      ok: false,
      error: "slot-taken",
    });
  });

  it("refuses an overlapping confirmed row in the database itself (exclusion constraint), as slot-taken", async () => {
    const w = nextWeek();
    const first = await bookSession(deps(), form(slotIn(w, 2, "09:00")), meta);
    expect(first.ok).toBe(true);
    // a row written past the application: the constraint refuses it
    const start = slotIn(w, 2, "09:30");
    const insert = sql`insert into session_bookings
        (submission_id, ical_uid, starts_at, ends_at, blocked_until, name, email, phone, locale, time_zone, manage_token_hash)
      values (${randomUUID()}, ${`x-${randomUUID()}`}, ${start}, ${new Date(start.getTime() + 45 * MIN)},
              ${new Date(start.getTime() + 60 * MIN)}, 'X', 'x@example.com', '123456', 'de', 'UTC', ${randomUUID()})`;
    await expect(insert.execute(handle.db)).rejects.toMatchObject({ code: "23P01" });
    // a cancelled row may overlap
    await sql`insert into session_bookings
        (submission_id, ical_uid, starts_at, ends_at, blocked_until, status, cancelled_at, name, email, phone, locale, time_zone, manage_token_hash)
      values (${randomUUID()}, ${`x-${randomUUID()}`}, ${start}, ${new Date(start.getTime() + 45 * MIN)},
              ${new Date(start.getTime() + 60 * MIN)}, 'cancelled', now(), 'X', 'x@example.com', '123456', 'de', 'UTC', ${randomUUID()})`.execute(
      handle.db,
    );
    // booked while the buffer was an hour (12:30 is a slot then), the row blocks 12:30-14:15; with
    // the buffer set to nothing the re-check finds 13:30 free, the constraint does not: the same
    // typed refusal
    const longBuffer = await bookSession(
      deps({ availability: { ...availability, bufferMinutes: 60 } }),
      form(slotIn(w, 2, "12:30")),
      meta,
    );
    expect(longBuffer.ok).toBe(true);
    const noBuffer = { ...availability, bufferMinutes: 0 };
    const result = await bookSession(deps({ availability: noBuffer }), form(slotIn(w, 2, "13:30")), meta);
    expect(result).toEqual({ ok: false, error: "slot-taken" });
  });

  it("stores a replayed submission once and returns the same booking without its token", async () => {
    const slot = slotIn(nextWeek(), 3, "11:00");
    const submitted = form(slot);
    const mailsBefore = await outboxCount();
    const first = await bookSession(deps(), submitted, meta);
    const replays = await Promise.all([1, 2, 3].map(() => bookSession(deps(), submitted, meta)));
    expect(first).toMatchObject({ ok: true, replayed: false, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    for (const replay of replays) {
      expect(replay).toMatchObject({ ok: true, replayed: true, token: null });
      expect(replay.ok && first.ok && replay.booking.id).toBe(first.ok && first.booking.id);
    }
    expect(await rowsAt(slot)).toHaveLength(1);
    // confirmation, reminder, the consultant's copy: once
    expect((await outboxCount()) - mailsBefore).toBe(3);
    // only the hash is stored
    const row = (await rowsAt(slot))[0]!;
    expect(row.manage_token_hash).not.toContain(first.ok ? first.token! : "?");
    expect(row.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("queues the visitor's invitation, the reminder and the consultant's copy, without the typed name for the visitor", async () => {
    const slot = slotIn(nextWeek(), 1, "15:00");
    const hostile = "Anna <b>Visit http://spam.example now</b>";
    const submitted = form(slot, { name: hostile, message: "Call +1 555 SPAM http://spam.example" });
    const result = await bookSession(deps(), submitted, { ...meta, locale: "en", sourcePath: "/strategy-session" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = (await rowsAt(slot))[0]!;
    const mails = await mailsOf(row.id);
    expect(mails.map((m) => [m.kind, m.to_address, m.ical_method])).toEqual([
      ["booking-confirmation", submitted.email, "REQUEST"],
      ["booking-reminder", submitted.email, null],
      ["booking-notification", env.LEADS_NOTIFY_EMAIL, "REQUEST"],
    ]);
    const [confirmation, reminder, notification] = mails as [(typeof mails)[0], (typeof mails)[0], (typeof mails)[0]];
    // the invitation: UID, SEQUENCE 0, REQUEST, the instant booked, organizer and attendee
    const invitation = parseInvitation(confirmation.ical_content!);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      uid: row.ical_uid,
      sequence: 0,
      status: "CONFIRMED",
      start: slot,
      end: new Date(slot.getTime() + 45 * MIN),
      attendee: `mailto:${submitted.email}`,
      organizer: `mailto:${site.email}`,
      summary: `Strategy session with ${site.consultant.name}`,
    });
    // nothing typed reaches the visitor: not the name, not the message
    for (const text of [
      confirmation.text_body,
      confirmation.html_body!,
      confirmation.ical_content!,
      reminder.text_body,
    ]) {
      expect(text).not.toContain("spam.example");
      expect(text).not.toContain("Anna");
    }
    // the time in the visitor's zone (New York) and in the consultant's, and the links: stored
    // without their token, which the outbox fills in when it sends the mail
    expect(confirmation.text_body).toContain(", Eastern Time (New York)");
    expect(confirmation.text_body).toContain("My local time: ");
    expect(confirmation.text_body).toContain(", Central European Time (Zurich)");
    const token = result.token!;
    expect(JSON.stringify(mails)).not.toContain(token);
    const sent = fillLinkTokens(env.SESSION_SECRET, {
      text: confirmation.text_body,
      html: confirmation.html_body,
      ical: confirmation.ical_content,
    });
    expect(sent.text).toContain(`http://site.test/strategy-session/booking/${token}/cancel`);
    expect(sent.text).toContain(`http://site.test/strategy-session/booking/${token}/reschedule`);
    expect(parseInvitation(sent.ical!).description).toContain(`http://site.test/strategy-session/booking/${token}`);
    // the reminder is due a day before
    expect(new Date(reminder.next_attempt_at)).toEqual(new Date(slot.getTime() - 24 * 3600_000));
    // the consultant gets every detail, and the same event
    expect(notification.text_body).toContain(hostile);
    expect(notification.text_body).toContain("Call +1 555 SPAM");
    expect(parseInvitation(notification.ical_content!)).toMatchObject({ uid: row.ical_uid, sequence: 0, start: slot });
    // the link finds the booking, nothing else does
    expect(await findBookingByToken(handle.db, token)).toMatchObject({ id: row.id, start: slot, status: "confirmed" });
    expect(await findBookingByToken(handle.db, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await findBookingByToken(handle.db, "../../etc/passwd")).toBeNull();
  });

  it("sends no reminder for a session less than a day away", async () => {
    const slot = slotIn(nextWeek(), 2, "16:00");
    const result = await bookSession(deps({ now: new Date(slot.getTime() - 20 * 3600_000) }), form(slot), meta);
    expect(result.ok).toBe(true);
    const row = (await rowsAt(slot))[0]!;
    expect((await mailsOf(row.id)).map((m) => m.kind)).toEqual(["booking-confirmation", "booking-notification"]);
  });

  it("refuses a booking whose confirmation the address's daily mail cap would drop, storing nothing", async () => {
    const slot = slotIn(nextWeek(), 0, "14:00");
    const address = `capped.${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < VISITOR_MAILS_PER_DAY; i++) {
      await enqueueEmail(handle.db, {
        kind: "contact-confirmation",
        to: address,
        content: renderEmail({ lng: "de", subject: "x", heading: "x", paragraphs: [] }),
      });
    }
    const before = await outboxCount();
    expect(await bookSession(deps(), form(slot, { email: address }), meta)).toEqual({ ok: false, error: "mail-limit" });
    expect(await rowsAt(slot)).toEqual([]);
    expect(await outboxCount()).toBe(before);
  });

  it("sends the consultant the ExitReady score of the result the booking came from", async () => {
    const attempt = randomUUID();
    await handle.db.insertInto("exit_ready_attempts").values({ id: attempt, locale: "de" }).execute();
    await handle.db
      .insertInto("exit_ready_results")
      .values({
        attempt_id: attempt,
        model_version: "test",
        raw_points: 20,
        score: 11,
        band: "foundation-laid",
        phase: "acceleration",
        category_scores: JSON.stringify([{ id: "finance", points: 2, max: 8, percent: 25 }]),
        weakest_category: "finance",
        name: "Anna Muster",
        email: "anna@example.com",
      })
      .execute();
    const slot = slotIn(nextWeek(), 3, "09:00");
    // the attempt is read once in the booking's transaction (its attempt, answers, result: 3 queries)
    let attemptReads = 0;
    const counting: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === "SelectQueryNode" && JSON.stringify(node.from).includes('"exit_ready_')) attemptReads++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const counted = deps({ db: handle.db.withPlugin(counting) });
    expect((await bookSession(counted, form(slot, { attemptId: attempt }), meta)).ok).toBe(true);
    expect(attemptReads).toBe(3);
    const row = (await rowsAt(slot))[0]!;
    expect(row.exit_ready_attempt_id).toBe(attempt);
    const notification = (await mailsOf(row.id)).find((m) => m.kind === "booking-notification")!;
    expect(notification.text_body).toContain("ExitReady Score: 11/17 (foundation-laid, acceleration)");
    expect(notification.text_body).toContain("Schwächster Bereich: finance");
    // an unknown attempt is not linked
    const other = slotIn(week, 3, "10:00");
    expect((await bookSession(deps(), form(other, { attemptId: randomUUID() }), meta)).ok).toBe(true);
    expect((await rowsAt(other))[0]!.exit_ready_attempt_id).toBeNull();
  });

  it("cancels: the slot is free again, CANCEL mails with SEQUENCE 1 are queued and the reminder goes", async () => {
    const slot = slotIn(nextWeek(), 4, "09:00");
    const booked = await bookSession(deps(), form(slot), meta);
    if (!booked.ok) throw new Error(booked.error);
    const token = booked.token!;
    const cancelled = await cancelBooking(deps(), token);
    expect(cancelled).toMatchObject({ ok: true, changed: true, booking: { status: "cancelled", sequence: 1 } });
    const mails = await mailsOf(booked.booking.id);
    expect(mails.map((m) => m.kind)).toEqual([
      "booking-confirmation",
      "booking-notification",
      "booking-cancelled",
      "booking-cancelled-notification",
    ]);
    for (const mail of mails.slice(2)) {
      expect(mail.ical_method).toBe("CANCEL");
      expect(parseInvitation(mail.ical_content!)).toMatchObject({
        method: "CANCEL",
        status: "CANCELLED",
        uid: booked.booking.uid,
        sequence: 1,
        start: slot,
      });
    }
    // free again: offered, and bookable by someone else
    const offered = await offeredSlots(deps());
    expect(offered.ok && offered.slots.map((s) => s.start.getTime())).toContain(slot.getTime());
    expect(await bookedIntervals(handle.db, { start: slot, end: new Date(slot.getTime() + 1) })).toEqual([]);
    expect((await bookSession(deps(), form(slot), meta)).ok).toBe(true);
    // again: nothing changes, no more mails; an unknown token; a started session
    expect(await cancelBooking(deps(), token)).toMatchObject({ ok: true, changed: false });
    expect((await mailsOf(booked.booking.id)).length).toBe(4);
    expect(await cancelBooking(deps(), "A".repeat(43))).toEqual({ ok: false, error: "not-found" });
    const later = slotIn(week, 4, "11:00");
    const other = await bookSession(deps(), form(later), meta);
    if (!other.ok) throw new Error(other.error);
    expect(await cancelBooking(deps({ now: new Date(later.getTime() + MIN) }), other.token!)).toEqual({
      ok: false,
      error: "started",
    });
  });

  it("reschedules atomically: same UID, SEQUENCE + 1, the old time free, the new one taken, the reminder moved", async () => {
    const w = nextWeek();
    const from = slotIn(w, 0, "09:00");
    const to = slotIn(w, 2, "14:00");
    const booked = await bookSession(deps(), form(from, { timeZone: ZURICH }), meta);
    if (!booked.ok) throw new Error(booked.error);
    const token = booked.token!;
    const moved = await rescheduleBooking(deps(), token, to);
    expect(moved).toMatchObject({
      ok: true,
      changed: true,
      booking: { id: booked.booking.id, uid: booked.booking.uid, sequence: 1, start: to, status: "confirmed" },
    });
    expect(await bookedIntervals(handle.db, { start: from, end: new Date(from.getTime() + 1) })).toEqual([]);
    expect(await bookedIntervals(handle.db, { start: to, end: new Date(to.getTime() + 1) })).toHaveLength(1);
    const mails = await mailsOf(booked.booking.id);
    expect(mails.map((m) => m.kind)).toEqual([
      "booking-confirmation",
      "booking-notification",
      "booking-rescheduled",
      "booking-reminder",
      "booking-rescheduled-notification",
    ]);
    const update = mails.find((m) => m.kind === "booking-rescheduled")!;
    expect(parseInvitation(update.ical_content!)).toMatchObject({
      method: "REQUEST",
      uid: booked.booking.uid,
      sequence: 1,
      start: to,
    });
    // one reminder, a day before the new time (the first one's was removed)
    expect(new Date(mails.find((m) => m.kind === "booking-reminder")!.next_attempt_at)).toEqual(
      new Date(to.getTime() - 24 * 3600_000),
    );
    // the old time is bookable, a taken target is refused and nothing changes
    const someoneElse = await bookSession(deps(), form(from), meta);
    expect(someoneElse.ok).toBe(true);
    expect(await rescheduleBooking(deps(), token, from)).toEqual({ ok: false, error: "slot-taken" });
    expect(await findBookingByToken(handle.db, token)).toMatchObject({ start: to, sequence: 1 });
    // the calendar cannot be read: no move
    expect(await rescheduleBooking(deps({ busy: { ok: false } }), token, slotIn(w, 3, "09:00"))).toEqual({
      ok: false,
      error: "calendar-unavailable",
    });
    // moving onto the time next to its own (inside its own old buffer) is fine: its own booking does not block it
    expect(await rescheduleBooking(deps(), token, slotIn(w, 2, "15:00"))).toMatchObject({ ok: true, changed: true });
    // cancelled: no move
    await cancelBooking(deps(), token);
    expect(await rescheduleBooking(deps(), token, slotIn(w, 3, "10:00"))).toEqual({ ok: false, error: "cancelled" });
  });

  it("serves the booked sessions as a feed with the visitor's details, cancelled ones left out", async () => {
    const w = nextWeek();
    const kept = await bookSession(deps(), form(slotIn(w, 0, "16:00"), { name: "Feed Kunde" }), meta);
    const gone = await bookSession(deps(), form(slotIn(w, 1, "16:00"), { name: "Abgesagt Kunde" }), meta);
    if (!kept.ok || !gone.ok) throw new Error("not booked");
    await cancelBooking(deps(), gone.token!);
    const feed = await bookingsFeed(handle.db, { offer: "phone" }, { now });
    const calendar = new ICAL.Component(ICAL.parse(feed) as unknown[]);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const mine = events.find((e) => e.uid === kept.booking.uid)!;
    expect(mine.summary).toContain("Feed Kunde");
    expect(mine.startDate.toJSDate()).toEqual(slotIn(w, 0, "16:00"));
    expect(events.some((e) => e.uid === gone.booking.uid)).toBe(false);
    expect(isBookingsFeedToken({ BOOKINGS_FEED_TOKEN: "f".repeat(40) }, "f".repeat(40))).toBe(true);
    expect(isBookingsFeedToken({ BOOKINGS_FEED_TOKEN: "f".repeat(40) }, "f".repeat(39))).toBe(false);
    expect(isBookingsFeedToken({ BOOKINGS_FEED_TOKEN: undefined }, "")).toBe(false);
  });

  it("delivers the confirmation over SMTP with a text/calendar part the mail client reads", async () => {
    const smtp = await startSmtp();
    const mailer = await smtpMailer(smtp.url);
    try {
      const slot = slotIn(nextWeek(), 1, "16:00");
      const submitted = form(slot);
      const booked = await bookSession(deps(), submitted, meta);
      if (!booked.ok) throw new Error(booked.error);
      const outbox = createOutbox({
        db: handle.db,
        env: {
          MAIL_FROM: "Website <website@example.com>",
          OUTBOX_POLL_MS: 60_000,
          LEADS_NOTIFY_EMAIL: env.LEADS_NOTIFY_EMAIL,
          SESSION_SECRET: env.SESSION_SECRET,
        },
        log: createLogger({ level: "silent" }),
        mailer,
      });
      await outbox.runOnce();
      const received = smtp.mails.find((m) => m.to.includes(submitted.email));
      expect(received, "the visitor's confirmation arrived").toBeDefined();
      expect(received!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const parsed = await PostalMime.parse(received!.raw);
      const part = parsed.attachments.find((a) => a.mimeType === "text/calendar");
      expect(part).toMatchObject({ method: "REQUEST" });
      const ics =
        typeof part!.content === "string" ? part!.content : new TextDecoder().decode(part!.content as ArrayBuffer);
      expect(parseInvitation(ics)).toMatchObject({
        method: "REQUEST",
        uid: booked.booking.uid,
        sequence: 0,
        start: slot,
      });
      // the reminder is not due yet
      const reminder = (await mailsOf(booked.booking.id)).find((m) => m.kind === "booking-reminder")!;
      expect(reminder.status).toBe("pending");
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
