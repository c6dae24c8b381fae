import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from "vitest";
import { offeredSlots } from "~/features/booking/bookings.server";
import { clearBusyCache } from "~/features/booking/busy.server";
import { availability } from "~/features/booking/content.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { action as bookAction, loader as bookLoader } from "~/features/booking/routes/book";
import { action as cancelAction, loader as cancelLoader } from "~/features/booking/routes/cancel";
import { loader as feedLoader } from "~/features/booking/routes/feed";
import { loader as manageLoader } from "~/features/booking/routes/manage";
import { action as rescheduleAction, loader as rescheduleLoader } from "~/features/booking/routes/reschedule";
import { groupSlotsByDay, slotValue, type Slot } from "~/features/booking/slots";
import { createDb, type DbHandle } from "~/lib/db.server";
import { enqueueEmail, renderEmail, VISITOR_MAILS_PER_DAY } from "~/lib/mail.server";
import type { Env } from "~/lib/env.server";
import { testDatabases } from "./databases";
import { formRequest, outcome, testContext, testEnv } from "./context";
import { exitReadyAttempt } from "./seed";

// The booking pages' loaders and actions on PGlite and PostgreSQL, with the consultant's real
// hours (app/content/booking.yaml) and the real clock: the page shows a week of free times by day,
// a booking is a 303 to its own page, a replay books nothing twice, a time taken meanwhile is a
// 409 with every value and the nearest free times, an unreadable calendar offers the request form,
// and a booking's link shows, cancels and moves it. Each test books on days of its own (the
// consultant takes at most `maxSessionsPerDay` a day).

const FEED = "feed-token-feed-token-feed-token-1234";
const env = testEnv({ BOOKINGS_FEED_TOKEN: FEED });

describe.each(testDatabases)("booking pages on $name", (database) => {
  let handle: DbHandle;
  /** the free days (the consultant's zone) whose first time is two or more days ahead, one per test */
  let days: { date: string; slots: Slot[] }[] = [];
  const ctx = (e: Env = env) => testContext(handle, e);
  const nextDay = () => {
    const day = days.shift();
    if (!day) throw new Error("no free day left in the booking horizon for this test");
    return day;
  };

  beforeAll(async () => {
    handle = await database.open();
    const offered = await offeredSlots(await bookingDeps(ctx()));
    if (!offered.ok) throw new Error("no calendar configured: offeredSlots cannot fail");
    // whole days only: a day the notice has cut into shows fewer times than its hours hold, and
    // one whose first time is under two days ahead could lose a time while the tests run
    const soon = Date.now() + 2 * 86_400_000;
    days = groupSlotsByDay(offered.slots, availability().timeZone).filter(
      (d) => d.slots[0]!.start.getTime() > soon && d.slots.length >= 3,
    );
  });
  afterAll(() => handle.close());
  afterEach(() => clearBusyCache());

  const load = async (path: string, e: Env = env) =>
    outcome(await bookLoader({ request: new Request(`http://site.test${path}`), context: ctx(e), params: {} }));

  const book = async (path: string, fields: Record<string, string>, e: Env = env) =>
    outcome(await bookAction({ request: formRequest(path, fields, e), context: ctx(e), params: {} }));

  const visitor = (slot: Slot, overrides: Record<string, string> = {}) => ({
    submissionId: randomUUID(),
    slot: slotValue(slot),
    name: "Anna Muster",
    email: `anna.${randomUUID().slice(0, 8)}@example.com`,
    phone: "+41 44 123 45 67",
    message: "Nachfolge in drei Jahren",
    timeZone: "America/New_York",
    ...overrides,
  });

  const tokenOf = (location: string | null | undefined) =>
    /\/(?:termin|booking)\/([A-Za-z0-9_-]{43})$/.exec(location ?? "")?.[1] ?? "";

  const rowsAt = (slot: Slot) =>
    handle.db.selectFrom("session_bookings").selectAll().where("starts_at", "=", slot.start).execute();

  const offeredNow = async () => {
    const offered = await offeredSlots(await bookingDeps(ctx()));
    return offered.ok ? offered.slots.map(slotValue) : [];
  };

  it("shows a week of free times by day, in the consultant's zone or one the visitor chose", async () => {
    const day = nextDay();
    const page = await load(`/strategiegespraech?week=${day.date}`);
    expect(page.status).toBe(200);
    const data = page.data;
    expect(data?.mode).toBe("book");
    assert(data?.mode === "book");
    expect(data.week.picker.zone).toBe("Europe/Zurich");
    expect(data.week.picker.zoneName).toBe("Mitteleuropäische Zeit (Zürich)");
    expect(data.week.zoneChosen).toBe(false);
    const shown = data.week.picker.days.find((d) => d.date === day.date)!;
    expect(shown.slots.map((s) => s.value)).toEqual(day.slots.map(slotValue));
    expect(shown.legend).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d{1,2}\. \w+ 20\d\d$/);
    expect(shown.slots[0]!.label).toMatch(/^\d\d:\d\d–\d\d:\d\d Uhr$/);
    // shown: the day short, each time by its start
    expect(shown.short).toMatch(/^(Mo|Di|Mi|Do|Fr) \d\d\.\d\d\.$/);
    expect(shown.slots[0]!.short).toMatch(/^\d\d:\d\d$/);
    // the week's links keep the page's parameters
    for (const link of [data.week.previous, data.week.next].filter(Boolean))
      expect(link).toMatch(/^\/strategiegespraech\?week=\d{4}-\d{2}-\d{2}$/);

    // New York, in English: the same instants, other words
    const ny = (await load(`/strategy-session?week=${day.date}&tz=America/New_York`)).data;
    assert(ny?.mode === "book");
    expect(ny.week.picker.zone).toBe("America/New_York");
    expect(ny.week.zoneChosen).toBe(true);
    expect(ny.week.picker.zoneName).toBe("Eastern Time (New York)");
    const nyValues = ny.week.picker.days.flatMap((d) => d.slots.map((s) => s.value));
    for (const slot of day.slots) expect(nyValues).toContain(slotValue(slot));
    expect(ny.week.picker.days[0]!.slots[0]!.label).toMatch(/^\d{1,2}:\d\d\s?[–-]\s?\d{1,2}:\d\d\s?(AM|PM)$/);
    expect(ny.week.next ?? ny.week.previous).toMatch(/tz=America%2FNew_York/);

    // the select offers the centres of every region, and a zone named in the address besides them
    const groups = ny.week.zones;
    expect(groups.map((g) => g.region)).toEqual([
      "Europe",
      "America",
      "Asia",
      "Africa",
      "Australia",
      "Pacific",
      "Atlantic",
      "UTC",
    ]);
    const zones = groups.flatMap((g) => g.zones);
    // (offsets as of today: New York is −5 in winter, −4 in summer)
    expect(zones).toContainEqual(["America/New_York", expect.stringMatching(/^UTC−[45]$/)]);
    expect(zones).toContainEqual(["Asia/Kolkata", "UTC+5:30"]);
    const belgrade = (await load("/strategiegespraech?tz=Europe/Belgrade")).data;
    assert(belgrade?.mode === "book");
    expect(belgrade.week.zones[0]).toEqual({
      region: null,
      zones: [["Europe/Belgrade", expect.stringMatching(/^UTC\+[12]$/)]],
    });

    // a zone nobody knows is ignored; a week outside the horizon shows the nearest one inside it
    const odd = (await load("/strategiegespraech?tz=Mars%2FOlympus&week=1999-01-04")).data;
    assert(odd?.mode === "book");
    expect(odd.week.picker.zone).toBe("Europe/Zurich");
    expect(odd.week.previous).toBeNull();
  });

  it("books a time: 303 to the booking's page, which shows it in both zones; the time is no longer offered", async () => {
    const day = nextDay();
    const slot = day.slots[0]!;
    const fields = visitor(slot);
    const result = await book(`/strategiegespraech?week=${day.date}`, fields);
    expect(result.status).toBe(303);
    const token = tokenOf(result.location);
    expect(result.location).toBe(`/strategiegespraech/termin/${token}`);
    const [row] = await rowsAt(slot);
    expect(row).toMatchObject({
      status: "confirmed",
      email: fields.email,
      time_zone: "America/New_York",
      locale: "de",
    });
    expect(row!.source_path).toBe("/strategiegespraech");
    expect(await offeredNow()).not.toContain(fields.slot);

    const page = outcome(
      await manageLoader({
        request: new Request(`http://site.test${result.location}`),
        context: ctx(),
        params: { token },
      }),
    );
    expect(page.status).toBe(200);
    const shown = page.data;
    assert(shown && !shown.missing);
    expect(shown.state).toBe("confirmed");
    expect(shown.times.zone).toBe("Nordamerikanische Ostküstenzeit (New York)");
    expect(shown.times.consultant?.zone).toBe("Mitteleuropäische Zeit (Zürich)");
    const zurich = new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit" });
    expect(shown.times.consultant?.time).toContain(zurich.format(slot.start));

    // the visitor's confirmation with the invitation, the consultant's copy, the reminder
    const mails = await handle.db
      .selectFrom("email_outbox")
      .select(["kind", "to_address", "ical_method"])
      .where("lead_table", "=", "session_bookings")
      .where("lead_id", "=", row!.id)
      .orderBy("id")
      .execute();
    expect(mails).toEqual(
      expect.arrayContaining([
        { kind: "booking-confirmation", to_address: fields.email, ical_method: "REQUEST" },
        { kind: "booking-notification", to_address: env.LEADS_NOTIFY_EMAIL, ical_method: "REQUEST" },
      ]),
    );

    // the same form sent again (a double click without JavaScript): the same booking, no second
    const replay = await book(`/strategiegespraech?week=${day.date}`, fields);
    expect(replay).toMatchObject({ status: 303, location: "/strategiegespraech/gebucht" });
    expect(await rowsAt(slot)).toHaveLength(1);

    // in the consultant's lists
    const lead = await handle.db
      .selectFrom("leads_recent")
      .selectAll()
      .where("kind", "=", "booking")
      .where("email", "=", fields.email)
      .executeTakeFirstOrThrow();
    expect(lead.summary).toMatch(/^confirmed \d{4}-\d\d-\d\d \d\d:\d\d UTC: Nachfolge in drei Jahren$/);
  });

  it("answers a time taken meanwhile with 409, every value kept and the nearest free times; nothing stored", async () => {
    const day = nextDay();
    const [taken, ...others] = day.slots;
    const first = await book(`/strategy-session?week=${day.date}`, visitor(taken!));
    expect(first.status).toBe(303);
    // a second visitor had the same page open and chose the same time
    const late = visitor(taken!, { name: "Bruno Beispiel", message: "Nachfolge, dringend", timeZone: "Asia/Tokyo" });
    const result = await book(`/strategy-session?week=${day.date}`, late);
    expect(result.status).toBe(409);
    const reply = result.data;
    expect(reply?.error?.[""]).toEqual(["booking.errors.slotTaken"]);
    expect(reply?.initialValue).toMatchObject({
      name: "Bruno Beispiel",
      email: late.email,
      phone: late.phone,
      message: "Nachfolge, dringend",
      slot: late.slot,
      timeZone: "Asia/Tokyo",
    });
    expect(reply?.refusal?.code).toBe("slot-taken");
    assert(reply?.refusal);
    const offers = reply.refusal.offers;
    expect(offers).toHaveLength(4);
    expect(offers.map((o) => o.value)).not.toContain(late.slot);
    // the nearest: the day's other times come first (same day, a few hours apart at most)
    expect(offers.map((o) => o.value)).toContain(slotValue(others[0]!));
    const free = await offeredNow();
    for (const offer of offers) expect(free).toContain(offer.value);
    // in the visitor's zone (Tokyo), with the day: English, as the path says
    expect(offers[0]!.label).toMatch(/^\w+day, \w+ \d{1,2}, 20\d\d, \d{1,2}:\d\d/);
    expect(await rowsAt(taken!)).toHaveLength(1);
    const second = await handle.db
      .selectFrom("email_outbox")
      .select("id")
      .where("to_address", "=", late.email)
      .execute();
    expect(second).toEqual([]);
  });

  it("refuses a missing or forged time with the field's message and keeps the rest", async () => {
    const day = nextDay();
    for (const slot of ["", "2026-02-30T09:00:00Z", "morgen um neun"]) {
      const result = await book("/strategiegespraech", visitor(day.slots[0]!, { slot }));
      expect(result.status).toBe(400);
      const reply = result.data;
      expect(reply?.error?.slot).toEqual(["forms.errors.slotRequired"]);
      expect(reply?.initialValue).toMatchObject({ name: "Anna Muster" });
    }
    // an instant that is no offered time (a Sunday night, a second off the grid): taken, 409
    const offGrid = new Date(day.slots[0]!.start.getTime() + 1000);
    const result = await book("/strategiegespraech", visitor(day.slots[0]!, { slot: offGrid.toISOString() }));
    expect(result.status).toBe(409);
    expect(await rowsAt({ start: offGrid, end: offGrid })).toEqual([]);
  });

  it("offers the request form when the consultant's calendar cannot be read, and books nothing", async () => {
    const day = nextDay();
    // a calendar address nothing answers: fail closed
    const broken = testEnv({ CALENDAR_BUSY_ICS_URL: "http://127.0.0.1:9/busy.ics", CALENDAR_BUSY_TIMEOUT_MS: "500" });
    const page = await load("/strategiegespraech", broken);
    expect(page.data).toMatchObject({ mode: "request", reason: "calendar" });
    const fields = visitor(day.slots[0]!);
    const result = await book("/strategiegespraech", fields, broken);
    expect(result.status).toBe(503);
    const reply = result.data;
    expect(reply?.refusal?.code).toBe("calendar-unavailable");
    expect(reply?.initialValue).toMatchObject({ name: "Anna Muster", email: fields.email });
    expect(await rowsAt(day.slots[0]!)).toEqual([]);
  });

  it("refuses a booking whose confirmation the address's daily mail cap would drop, and offers the request", async () => {
    const b = nextDay();
    const email = `busy.${randomUUID().slice(0, 8)}@example.com`;
    // the mailbox has had its visitor mails for today (another spelling of it included)
    for (let i = 0; i < VISITOR_MAILS_PER_DAY; i++) {
      await enqueueEmail(handle.db, {
        kind: "contact-confirmation",
        to: i % 2 ? email : email.replace("@", `+${i}@`).toUpperCase(),
        content: renderEmail({ lng: "de", subject: "s", heading: "h", paragraphs: [] }),
      });
    }
    const result = await book("/strategiegespraech", visitor(b.slots[0]!, { email }));
    expect(result.status).toBe(409);
    const reply = result.data;
    // the same answer as for an address that has a session: it tells nobody which
    expect(reply?.refusal?.code).toBe("mailbox-limit");
    expect(reply?.error?.[""]).toEqual(["booking.errors.mailbox"]);
    expect(reply?.initialValue).toMatchObject({ email, name: "Anna Muster" });
    expect(await rowsAt(b.slots[0]!)).toEqual([]);
    expect(await offeredNow()).toContain(slotValue(b.slots[0]!));
  });

  it("links a booking from an ExitReady result: name and email filled in, the score to the consultant", async () => {
    const day = nextDay();
    const attempt = await exitReadyAttempt(handle.db, {
      answers: 8,
      result: { name: "Jana Berg", email: "jana.berg@example.com" },
    });
    const page = await load(`/strategiegespraech?attempt=${attempt}`);
    expect(page.data).toMatchObject({ attempt: { id: attempt, name: "Jana Berg", email: "jana.berg@example.com" } });
    assert(page.data?.mode === "book");
    expect(page.data.week.keep.attempt).toBe(attempt);
    // a made-up attempt id is ignored
    expect((await load(`/strategiegespraech?attempt=${randomUUID()}`)).data).toMatchObject({ attempt: null });

    const result = await book(
      `/strategiegespraech?attempt=${attempt}`,
      visitor(day.slots[1]!, { name: "Jana Berg", email: "jana.berg@example.com", attemptId: attempt }),
    );
    expect(result.status).toBe(303);
    const [row] = await rowsAt(day.slots[1]!);
    expect(row!.exit_ready_attempt_id).toBe(attempt);
    const note = await handle.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("kind", "=", "booking-notification")
      .where("lead_id", "=", row!.id)
      .executeTakeFirstOrThrow();
    expect(note.text_body).toContain("ExitReady Score");
    const hot = await sql<{
      booked_session: boolean;
    }>`select booked_session from exit_ready_hot_leads where attempt_id = ${attempt}`.execute(handle.db);
    expect(hot.rows[0]?.booked_session).toBe(true);
  });

  it("a booking's link shows it, moves it atomically (409 on a taken time) and cancels it; unknown links are 404", async () => {
    const day = nextDay();
    const [mine, target, other] = day.slots;
    const booked = await book("/strategy-session", visitor(mine!, { timeZone: "Europe/Zurich" }));
    const token = tokenOf(booked.location);
    expect(booked.location).toBe(`/strategy-session/booking/${token}`);
    const params = { token };
    const manage = `/strategy-session/booking/${token}`;

    // somebody else holds `other`: moving there is refused with the nearest times, nothing changes
    expect((await book("/strategiegespraech", visitor(other!))).status).toBe(303);
    const move = (slot: Slot, timeZone = "Europe/Berlin") =>
      rescheduleAction({
        request: formRequest(`${manage}/reschedule`, { slot: slotValue(slot), timeZone }, env),
        context: ctx(),
        params,
      }).then(outcome);
    const refused = await move(other!);
    expect(refused.status).toBe(409);
    expect(refused.data?.refusal?.code).toBe("slot-taken");
    expect(refused.data?.refusal?.offers.length).toBeGreaterThan(0);
    expect(await rowsAt(mine!)).toMatchObject([{ sequence: 0, status: "confirmed" }]);

    // the reschedule page offers the week, in the zone the visitor booked in
    const page = outcome(
      await rescheduleLoader({
        request: new Request(`http://site.test${manage}/reschedule?week=${day.date}`),
        context: ctx(),
        params,
      }),
    );
    const loaded = page.data;
    assert(loaded && !loaded.missing && loaded.week);
    const picker = loaded.week.picker;
    expect(picker.zone).toBe("Europe/Zurich");
    expect(picker.days.flatMap((d) => d.slots.map((s) => s.value))).toContain(slotValue(target!));

    // moved: the old time free, the new one taken, the same UID one version later, the new zone
    const before = (await rowsAt(mine!))[0]!;
    const moved = await move(target!);
    expect(moved).toMatchObject({ status: 303, location: `${manage}?status=rescheduled` });
    expect(await rowsAt(mine!)).toEqual([]);
    const after = (await rowsAt(target!))[0]!;
    expect(after).toMatchObject({ id: before.id, ical_uid: before.ical_uid, sequence: 1, time_zone: "Europe/Berlin" });
    const free = await offeredNow();
    expect(free).toContain(slotValue(mine!));
    expect(free).not.toContain(slotValue(target!));
    const shown = outcome(
      await manageLoader({
        request: new Request(`http://site.test${manage}?status=rescheduled`),
        context: ctx(),
        params,
      }),
    );
    expect(shown.data).toMatchObject({ state: "confirmed", notice: "rescheduled" });

    // the cancel link asks first; the POST cancels, and the time is offered again
    const ask = outcome(
      await cancelLoader({ request: new Request(`http://site.test${manage}/cancel`), context: ctx(), params }),
    );
    expect(ask.data).toMatchObject({ state: "confirmed" });
    const cancelled = outcome(
      await cancelAction({ request: formRequest(`${manage}/cancel`, {}, env), context: ctx(), params }),
    );
    expect(cancelled).toMatchObject({ status: 303, location: `${manage}?status=cancelled` });
    expect(await rowsAt(target!)).toMatchObject([{ status: "cancelled", sequence: 2 }]);
    expect(await offeredNow()).toContain(slotValue(target!));
    const after2 = outcome(
      await manageLoader({
        request: new Request(`http://site.test${manage}?status=cancelled`),
        context: ctx(),
        params,
      }),
    );
    expect(after2.data).toMatchObject({ state: "cancelled", notice: "cancelled" });
    // a cancelled booking cannot be moved
    expect((await move(mine!)).status).toBe(409);

    // unknown, malformed and forged links: a friendly 404 on every page of a booking
    for (const forged of ["x", token.replace(/.$/, token.endsWith("A") ? "B" : "A"), `${token}A`]) {
      const p = { token: forged };
      const request = new Request(`http://site.test/strategiegespraech/termin/${forged}`);
      expect(outcome(await manageLoader({ request, context: ctx(), params: p }))).toMatchObject({
        status: 404,
        data: { missing: true },
      });
      expect(
        outcome(await cancelLoader({ request: new Request(`${request.url}/absagen`), context: ctx(), params: p }))
          .status,
      ).toBe(404);
      expect(
        outcome(
          await cancelAction({
            request: formRequest(`/strategiegespraech/termin/${forged}/absagen`, {}, env),
            context: ctx(),
            params: p,
          }),
        ).status,
      ).toBe(404);
    }
  });

  it("serves the consultant's feed only at its secret address, never to be stored", async () => {
    const feed = (file: string, e: Env = env) =>
      feedLoader({ request: new Request(`http://site.test/kalender/${file}`), context: ctx(e), params: { file } });
    const ok = await feed(`${FEED}.ics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
    const ics = await ok.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("METHOD:PUBLISH");
    for (const wrong of [`${FEED}x.ics`, FEED, "x.ics", `${FEED.toUpperCase()}.ics`]) {
      const r = await feed(wrong);
      expect(r.status, wrong).toBe(404);
      expect(r.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // no feed at all without BOOKINGS_FEED_TOKEN
    expect((await feed(`${FEED}.ics`, testEnv())).status).toBe(404);
  });
});

describe("the database is unreachable", () => {
  it("answers a booking with 503, the binding error text and every value", async () => {
    const dead = await createDb({ databaseUrl: "postgres://nobody@127.0.0.1:9/none" });
    try {
      const fields = {
        submissionId: randomUUID(),
        slot: "2030-01-07T08:00:00.000Z",
        name: "Anna Muster",
        email: "anna@example.com",
        phone: "+41 44 123 45 67",
        timeZone: "Europe/Zurich",
      };
      const result = outcome(
        await bookAction({
          request: formRequest("/strategiegespraech", fields, env),
          context: testContext(dead, env),
          params: {},
        }),
      );
      expect(result.status).toBe(503);
      const reply = result.data;
      expect(reply?.error?.[""]).toEqual(["forms.errors.submitFailed"]);
      expect(reply?.initialValue).toMatchObject({ name: "Anna Muster", slot: fields.slot });
    } finally {
      await dead.close();
    }
  });
});
