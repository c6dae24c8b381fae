import fc from "fast-check";
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterAll, describe, expect, it } from "vitest";
import { parseWindow, weekdays, type Availability, type LocalWindow, type Weekday } from "./settings";
import { invitationIcs } from "./invitation";
import {
  freeSlots,
  groupSlotsByDay,
  nearestFreeSlots,
  parseSlotValue,
  slotValue,
  type Interval,
  type Slot,
} from "./slots";

const ZURICH = "Europe/Zurich";
const NEW_YORK = "America/New_York";
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const hours = (spec: Partial<Record<Weekday, string[]>>): Availability["weeklyHours"] =>
  Object.fromEntries(
    weekdays.map((d) => [d, (spec[d] ?? []).map((w) => parseWindow(w)!)]),
  ) as Availability["weeklyHours"];

const config = (overrides: Partial<Availability> = {}): Availability => ({
  timeZone: ZURICH,
  sessionMinutes: 45,
  bufferMinutes: 15,
  minimumNoticeHours: 0,
  horizonDays: 60,
  maxSessionsPerDay: 10,
  weeklyHours: hours({ monday: ["09:00-12:00"], tuesday: ["09:00-12:00", "14:00-16:00"] }),
  daysOff: [],
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const slotsOf = (input: Partial<Parameters<typeof freeSlots>[0]> & { now: Date }) =>
  freeSlots({
    availability: config(),
    from: input.now,
    to: new Date(input.now.getTime() + 14 * DAY),
    booked: [],
    busy: [],
    ...input,
  });
/** the local "YYYY-MM-DD HH:MM" of each slot's start in a zone */
const local = (slots: Slot[], zone = ZURICH) =>
  slots.map((s) => DateTime.fromJSDate(s.start, { zone }).toFormat("yyyy-MM-dd HH:mm"));

describe("freeSlots", () => {
  // Monday 2026-11-30, 00:00 in Zurich (CET, UTC+1)
  const monday = at("2026-11-29T23:00:00Z");

  it("starts at each window's local start and steps by session + buffer while a session fits", () => {
    const slots = slotsOf({ now: monday, to: new Date(monday.getTime() + 2 * DAY) });
    expect(local(slots)).toEqual([
      "2026-11-30 09:00",
      "2026-11-30 10:00",
      "2026-11-30 11:00",
      "2026-12-01 09:00",
      "2026-12-01 10:00",
      "2026-12-01 11:00",
      "2026-12-01 14:00",
      "2026-12-01 15:00",
    ]);
    expect(slots[0]).toEqual({ start: at("2026-11-30T08:00:00Z"), end: at("2026-11-30T08:45:00Z") });
  });

  it("keeps the minimum notice and the horizon", () => {
    const now = at("2026-11-30T08:30:00Z"); // 09:30 local
    const slots = slotsOf({
      now,
      availability: config({ minimumNoticeHours: 1, horizonDays: 1 }),
      to: new Date(now.getTime() + 7 * DAY),
    });
    // 10:00 is only 30 minutes away, 11:00 is 1.5 h; the horizon ends Tuesday 09:30 local
    expect(local(slots)).toEqual(["2026-11-30 11:00", "2026-12-01 09:00"]);
  });

  it("leaves out days off and full days", () => {
    const booked = [
      { start: at("2026-12-01T08:00:00Z"), end: at("2026-12-01T08:45:00Z") },
      { start: at("2026-12-01T13:00:00Z"), end: at("2026-12-01T13:45:00Z") },
    ];
    const slots = slotsOf({
      now: monday,
      availability: config({ daysOff: ["2026-11-30"], maxSessionsPerDay: 2 }),
      to: new Date(monday.getTime() + 2 * DAY),
      booked,
    });
    expect(slots).toEqual([]);
    const oneMore = slotsOf({
      now: monday,
      availability: config({ daysOff: ["2026-11-30"], maxSessionsPerDay: 3 }),
      to: new Date(monday.getTime() + 2 * DAY),
      booked,
    });
    expect(local(oneMore)).toEqual(["2026-12-01 10:00", "2026-12-01 11:00", "2026-12-01 15:00"]);
  });

  it("keeps the buffer to booked sessions and busy times on both sides", () => {
    const slots = slotsOf({
      now: monday,
      to: new Date(monday.getTime() + DAY),
      // busy 09:50-10:00 local: blocks 09:00 (ends 09:45, +15 = 10:00 > 09:50) and 10:00 (10:00 - 15 < 10:00)
      busy: [{ start: at("2026-11-30T08:50:00Z"), end: at("2026-11-30T09:00:00Z") }],
    });
    expect(local(slots)).toEqual(["2026-11-30 11:00"]);
    // a busy time ending exactly a buffer before a slot leaves it free
    const touching = slotsOf({
      now: monday,
      to: new Date(monday.getTime() + DAY),
      busy: [{ start: at("2026-11-30T08:40:00Z"), end: at("2026-11-30T08:45:00Z") }],
    });
    expect(local(touching)).toEqual(["2026-11-30 10:00", "2026-11-30 11:00"]);
  });

  it("never offers a session across the March clock change, and starts a window in the skipped hour later", () => {
    // Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST
    const availability = config({
      sessionMinutes: 30,
      bufferMinutes: 0,
      weeklyHours: hours({ sunday: ["01:00-04:00"] }),
    });
    const now = at("2026-03-28T12:00:00Z");
    const slots = slotsOf({ now, availability, to: new Date(now.getTime() + DAY) });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2026-03-29T00:00:00.000Z", // 01:00 CET
      "2026-03-29T00:30:00.000Z", // 01:30 CET, ends at the change
      "2026-03-29T01:00:00.000Z", // 03:00 CEST
      "2026-03-29T01:30:00.000Z", // 03:30 CEST
    ]);
    const skipped = slotsOf({
      now,
      availability: { ...availability, weeklyHours: hours({ sunday: ["02:30-04:00"] }) },
      to: new Date(now.getTime() + DAY),
    });
    expect(local(skipped)).toEqual(["2026-03-29 03:30"]);
  });

  it("offers each local time of the repeated October hour once", () => {
    // Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET; 02:00-03:00 happens twice
    const availability = config({
      sessionMinutes: 30,
      bufferMinutes: 0,
      weeklyHours: hours({ sunday: ["01:00-04:00"] }),
    });
    const now = at("2026-10-24T12:00:00Z");
    const slots = slotsOf({ now, availability, to: new Date(now.getTime() + DAY) });
    expect(local(slots)).toEqual([
      "2026-10-25 01:00",
      "2026-10-25 01:30",
      "2026-10-25 02:00",
      "2026-10-25 02:30",
      "2026-10-25 03:00",
      "2026-10-25 03:30",
    ]);
    expect(slots[2]!.start.toISOString()).toBe("2026-10-25T01:00:00.000Z"); // 02:00 CET, the second one
  });

  it("handles a window that ends at midnight", () => {
    const slots = slotsOf({
      now: monday,
      availability: config({ sessionMinutes: 60, bufferMinutes: 0, weeklyHours: hours({ monday: ["22:00-24:00"] }) }),
      to: new Date(monday.getTime() + 2 * DAY),
    });
    expect(local(slots)).toEqual(["2026-11-30 22:00", "2026-11-30 23:00"]);
  });
});

describe("groupSlotsByDay, nearestFreeSlots and the picker's value", () => {
  const slots = [at("2026-12-01T08:00:00Z"), at("2026-12-01T14:00:00Z"), at("2026-12-02T04:30:00Z")].map((start) => ({
    start,
    end: new Date(start.getTime() + 45 * MIN),
  }));

  it("groups by the local date of the display zone", () => {
    expect(groupSlotsByDay(slots, ZURICH).map((d) => [d.date, d.slots.length])).toEqual([
      ["2026-12-01", 2],
      ["2026-12-02", 1],
    ]);
    // in New York the 04:30 UTC slot is still the evening before
    expect(groupSlotsByDay(slots, NEW_YORK).map((d) => [d.date, d.slots.length])).toEqual([["2026-12-01", 3]]);
  });

  it("finds the nearest free slots, returned in order", () => {
    expect(nearestFreeSlots(slots, at("2026-12-01T13:00:00Z"), 2).map(slotValue)).toEqual([
      "2026-12-01T08:00:00.000Z",
      "2026-12-01T14:00:00.000Z",
    ]);
    expect(nearestFreeSlots(slots, at("2026-12-02T06:00:00Z"), 1).map(slotValue)).toEqual(["2026-12-02T04:30:00.000Z"]);
    expect(nearestFreeSlots(slots, at("2026-12-01T13:00:00Z"), 0)).toEqual([]);
  });

  it("reads back only an exact ISO instant in UTC", () => {
    expect(parseSlotValue("2026-12-01T08:00:00.000Z")).toEqual(at("2026-12-01T08:00:00Z"));
    expect(parseSlotValue("2026-12-01T08:00:00Z")).toEqual(at("2026-12-01T08:00:00Z"));
    for (const forged of ["2026-12-01T09:00:00+01:00", "2026-02-30T08:00:00Z", "tomorrow", "", "2026-12-01 08:00"]) {
      expect(parseSlotValue(forged)).toBeNull();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests: the rules hold for random configurations, busy times and bookings in the weeks
// of the Zurich clock changes (last Sundays of March and October) of several years. The checks
// read local times with Intl (not luxon, which the code uses), minute by minute.

let cases = 0;
afterAll(() => {
  console.info(`slots property cases run: ${cases}`);
});

const parts = new Map<string, Intl.DateTimeFormat>();
/** local date and minute of day of an instant, by Intl */
function intlLocal(ms: number, zone: string): { date: string; minute: number } {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    parts.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
}
const weekdayOf = (date: string): Weekday => weekdays[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);

/** last Sunday of a month, 00:00 UTC */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay());
};
const years = [2025, 2026, 2027, 2028, 2029, 2030, 2031];

/** sorted, non-overlapping windows from random boundaries (5-minute grid, often around 01:00-04:00) */
const windowsArb: fc.Arbitrary<LocalWindow[]> = fc
  .uniqueArray(
    fc.oneof(
      fc.integer({ min: 0, max: 288 }).map((n) => n * 5),
      fc.integer({ min: 12, max: 48 }).map((n) => n * 5),
    ),
    { maxLength: 6 },
  )
  .map((bounds) => {
    const sorted = [...bounds].sort((a, b) => a - b);
    const windows: LocalWindow[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) windows.push({ start: sorted[i]!, end: sorted[i + 1]! });
    return windows;
  });

const availabilityArb = (start: number): fc.Arbitrary<Availability> =>
  fc.record({
    timeZone: fc.constant(ZURICH),
    sessionMinutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
    bufferMinutes: fc.constantFrom(0, 5, 10, 15, 30),
    minimumNoticeHours: fc.integer({ min: 0, max: 48 }),
    horizonDays: fc.integer({ min: 1, max: 12 }),
    maxSessionsPerDay: fc.integer({ min: 1, max: 6 }),
    weeklyHours: fc.record(
      Object.fromEntries(weekdays.map((d) => [d, windowsArb])) as Record<Weekday, typeof windowsArb>,
    ),
    daysOff: fc.subarray(Array.from({ length: 14 }, (_, i) => new Date(start + i * DAY).toISOString().slice(0, 10))),
  });

const intervalsArb = (start: number, span: number, maxMinutes: number) =>
  fc.array(
    fc
      .record({ at: fc.integer({ min: 0, max: span / (5 * MIN) }), minutes: fc.integer({ min: 0, max: maxMinutes }) })
      .map(({ at, minutes }) => ({
        start: new Date(start + at * 5 * MIN),
        end: new Date(start + at * 5 * MIN + minutes * MIN),
      })),
    { maxLength: 12 },
  );

/** a clock-change week of some year and a random configuration, bookings, busy times and now */
const scenarioArb = fc
  .record({ year: fc.constantFrom(...years), month: fc.constantFrom(3, 10) })
  .chain(({ year, month }) => {
    const start = lastSunday(year, month) - 6 * DAY;
    const span = 10 * DAY;
    return fc.record({
      availability: availabilityArb(start),
      now: fc.integer({ min: 0, max: 8 * 24 * 12 }).map((n) => new Date(start + n * 5 * MIN)),
      booked: intervalsArb(start, span, 120),
      busy: intervalsArb(start, span, 600),
      span: fc.constant(span),
    });
  });

describe("freeSlots properties over the Zurich clock changes", () => {
  it("offers only slots inside the local hours, free with buffer, once, within notice, horizon and daily cap", () => {
    let offered = 0;
    fc.assert(
      fc.property(scenarioArb, ({ availability: a, now, booked, busy, span }) => {
        cases++;
        const to = new Date(now.getTime() + span);
        const slots = freeSlots({ availability: a, now, from: now, to, booked, busy });
        offered += slots.length;
        const bookedPerDay = new Map<string, number>();
        for (const b of booked) {
          const day = intlLocal(b.start.getTime(), ZURICH).date;
          bookedPerDay.set(day, (bookedPerDay.get(day) ?? 0) + 1);
        }
        const seen = new Set<string>();
        let previous = -Infinity;
        for (const slot of slots) {
          const s = slot.start.getTime();
          const e = slot.end.getTime();
          expect(e - s).toBe(a.sessionMinutes * MIN);
          expect(s).toBeGreaterThan(previous);
          previous = s;
          // within notice, horizon and [from, to)
          expect(s).toBeGreaterThanOrEqual(now.getTime() + a.minimumNoticeHours * HOUR);
          expect(s).toBeLessThan(now.getTime() + a.horizonDays * DAY);
          expect(s).toBeLessThan(to.getTime());
          // every minute of the session inside one window of its start's local date
          const { date, minute } = intlLocal(s, ZURICH);
          expect(a.daysOff).not.toContain(date);
          const window = a.weeklyHours[weekdayOf(date)].find((w) => w.start <= minute && minute < w.end);
          expect(window, `${slot.start.toISOString()} (${date} ${minute}) in the hours`).toBeDefined();
          // (each 5 minutes and the last minute of [start, end))
          const probes = [e - MIN];
          for (let t = s; t < e; t += 5 * MIN) probes.push(t);
          for (const t of probes) {
            const l = intlLocal(t, ZURICH);
            const m = l.date === date ? l.minute : l.date === nextDate(date) ? l.minute + 1440 : -1;
            if (m < window!.start || m >= window!.end) {
              throw new Error(
                `${slot.start.toISOString()}: minute ${m} of ${date} outside ${window!.start}-${window!.end}`,
              );
            }
          }
          // no clock change within a session: its local times are as long apart as it lasts
          // (its last minute, as the end itself may be the instant the clock jumps)
          const endLocal = intlLocal(e - MIN, ZURICH);
          const endMinute = (endLocal.date === date ? endLocal.minute : endLocal.minute + 1440) + 1;
          if (endMinute - minute !== a.sessionMinutes) {
            throw new Error(`${slot.start.toISOString()} spans a clock change (${minute} to ${endMinute})`);
          }
          // each local start time once (the repeated October hour)
          const label = `${date} ${minute}`;
          expect(seen.has(label), `${label} offered twice`).toBe(false);
          seen.add(label);
          // the buffer on both sides to every booked session and busy time
          const pad = a.bufferMinutes * MIN;
          for (const i of [...booked, ...busy] as Interval[]) {
            const [a0, a1] = [i.start.getTime(), i.end.getTime()];
            if (s - pad < a1 && a0 < e + pad)
              throw new Error(`${slot.start.toISOString()} overlaps ${i.start.toISOString()}`);
            if (a0 === a1 && a0 > s - pad && a0 < e + pad)
              throw new Error(`${slot.start.toISOString()} at ${i.start.toISOString()}`);
          }
          // the daily cap
          expect(bookedPerDay.get(date) ?? 0).toBeLessThan(a.maxSessionsPerDay);
        }
      }),
      { numRuns: 1000 },
    );
    // the properties above hold trivially for no slots at all: make sure many were checked
    expect(offered).toBeGreaterThan(1000);
  });

  it("offers every window start on a free day (the rules do not drop slots they need not)", () => {
    fc.assert(
      fc.property(scenarioArb, ({ availability: a, now, span }) => {
        cases++;
        const free = { ...a, minimumNoticeHours: 0, horizonDays: 30, daysOff: [] };
        const slots = freeSlots({
          availability: free,
          now,
          from: now,
          to: new Date(now.getTime() + span),
          booked: [],
          busy: [],
        });
        const starts = new Set(slots.map((s) => s.start.getTime()));
        // every window that starts at an unambiguous local time, after now and away from the
        // night of a clock change, has a slot at its start when a session fits
        for (let day = now.getTime() + DAY; day < now.getTime() + span - 2 * DAY; day += DAY) {
          const date = intlLocal(day, ZURICH).date;
          for (const w of free.weeklyHours[weekdayOf(date)]) {
            if (w.end - w.start < free.sessionMinutes || w.start < 5 * 60 || w.end > 23 * 60) continue;
            const start = DateTime.fromISO(`${date}T00:00`, { zone: ZURICH }).plus({ minutes: w.start }).toMillis();
            if (intlLocal(start, ZURICH).minute !== w.start || start < now.getTime()) continue;
            expect(starts.has(start), `${date} ${w.start}`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** US and EU changes of a year: the days on which Zurich is 5 hours ahead of New York, and around them */
function differentChangeWeeks(year: number): { from: number; to: number }[] {
  // US: second Sunday of March, first Sunday of November; EU: last Sundays of March and October
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month - 1, 1));
    return Date.UTC(year, month - 1, 1 + ((7 - first.getUTCDay()) % 7) + (n - 1) * 7);
  };
  return [
    { from: nthSunday(3, 2) - 3 * DAY, to: lastSunday(year, 3) + 3 * DAY },
    { from: lastSunday(year, 10) - 3 * DAY, to: nthSunday(11, 1) + 3 * DAY },
  ];
}

describe("a visitor in New York between the US and EU clock changes", () => {
  it("sees each slot at the instant the invitation's DTSTART names", () => {
    const ranges = years.flatMap(differentChangeWeeks);
    const offsets = new Set<number>();
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...ranges).chain((range) =>
          fc.record({
            now: fc.integer({ min: range.from, max: range.to }).map((ms) => new Date(Math.floor(ms / MIN) * MIN)),
            availability: availabilityArb(range.from),
          }),
        ),
        ({ now, availability }) => {
          cases++;
          const slots = freeSlots({
            availability: { ...availability, minimumNoticeHours: 0, daysOff: [] },
            now,
            from: now,
            to: new Date(now.getTime() + 5 * DAY),
            booked: [],
            busy: [],
          });
          for (const day of groupSlotsByDay(slots, NEW_YORK)) {
            for (const slot of day.slots) {
              checked++;
              // what the picker shows: the date heading and the time in New York
              const shown = DateTime.fromJSDate(slot.start, { zone: NEW_YORK });
              expect(shown.toISODate()).toBe(day.date);
              offsets.add((DateTime.fromJSDate(slot.start, { zone: ZURICH }).offset - shown.offset) / 60);
              // the visitor's reading of "date + time" in their zone is that instant (unless the
              // New York clock shows it twice, in the night of its own November change)
              const read = DateTime.fromISO(`${day.date}T${shown.toFormat("HH:mm")}`, { zone: NEW_YORK });
              if (read.toMillis() !== slot.start.getTime()) {
                expect(DateTime.fromMillis(read.toMillis() - HOUR, { zone: NEW_YORK }).toFormat("HH:mm")).toBe(
                  shown.toFormat("HH:mm"),
                );
              }
              // the radio value goes to the server and back to an instant
              const submitted = parseSlotValue(slotValue(slot));
              expect(submitted).toEqual(slot.start);
              // the invitation made for it names the same instant
              const ics = invitationIcs("REQUEST", [
                {
                  uid: "session-booking-x@site.test",
                  sequence: 0,
                  start: submitted!,
                  end: slot.end,
                  status: "confirmed",
                  summary: "Strategy session",
                  attendee: "visitor@example.com",
                  stamp: now,
                },
              ]);
              const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
              expect(event.startDate.toJSDate()).toEqual(slot.start);
              expect(event.endDate.toJSDate()).toEqual(slot.end);
              // and shown in New York it is the time the picker showed
              expect(
                DateTime.fromJSDate(event.startDate.toJSDate(), { zone: NEW_YORK }).toFormat("yyyy-MM-dd HH:mm"),
              ).toBe(shown.toFormat("yyyy-MM-dd HH:mm"));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(500);
    // both differences occurred: 5 hours between the changes, 6 around them
    expect([...offsets].sort()).toEqual([5, 6]);
  });
});
