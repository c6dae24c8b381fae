import { DateTime, IANAZone } from "luxon";
import { weekdays, type Availability, type LocalWindow } from "./settings";

// Free strategy-session slots: pure, no I/O. The consultant's weekly hours are local
// times in their zone (availability.timeZone); a slot is a UTC instant range, shown to a visitor in
// whatever zone they pick. Zone arithmetic is luxon's (IANA data of the runtime's Intl).
//
// Rules, for each local day from the earliest to the latest possible start:
// - the day is not a day off and has fewer than maxSessionsPerDay booked sessions (booked ones
//   counted by the local date of their start);
// - slots start at each window's local start and then every sessionMinutes + bufferMinutes (in
//   elapsed time) while the session still ends inside the window;
// - every instant of the session has a local time inside the window: a session that would span a
//   clock change is not offered, nor is one starting at a time the clock shows twice (the October
//   change) unless it is the instant luxon reads that local time as, so each local start time is
//   offered at most once; a window starting in the hour skipped in March starts as much later as
//   the clock jumped (02:30 → 03:30, luxon's reading);
// - start ≥ now + minimumNoticeHours, start < now + horizonDays, and start within [from, to);
// - the session widened by bufferMinutes on both sides overlaps no booked session and no busy
//   time. (The database's exclusion constraint keeps the same distance between bookings: each row
//   blocks [start, end + buffer), ADR 065.)

/** A time range of UTC instants, start inclusive, end exclusive. */
export interface Interval {
  start: Date;
  end: Date;
}

/** An offered session: start and end instants. */
export type Slot = Interval;

export interface FreeSlotsInput {
  availability: Availability;
  now: Date;
  /** only slots starting at or after this instant ... */
  from: Date;
  /** ... and before this one (further narrowed by the notice and the horizon) */
  to: Date;
  /** confirmed sessions, start to end (without buffer) */
  booked: readonly Interval[];
  /** busy times from the consultant's calendar */
  busy: readonly Interval[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The range of instants a slot may start in at `now`: [now + notice, now + horizon). */
export function bookingWindow(availability: Availability, now: Date): Interval {
  return {
    start: new Date(now.getTime() + availability.minimumNoticeHours * HOUR),
    end: new Date(now.getTime() + availability.horizonDays * DAY),
  };
}

/** Minutes of `dt` counted from the start of the local date of `day` (may exceed 1440). */
function minutesInto(dt: DateTime, day: DateTime): number {
  const days = (Date.UTC(dt.year, dt.month - 1, dt.day) - Date.UTC(day.year, day.month - 1, day.day)) / DAY;
  return days * 24 * 60 + dt.hour * 60 + dt.minute + dt.second / 60;
}

/** Does [a, b) overlap any interval of the sorted list, widened by `pad` ms on both sides? */
function overlapsAny(a: number, b: number, intervals: readonly { start: number; end: number }[], pad: number) {
  for (const i of intervals) {
    if (i.start >= b + pad) break;
    if (i.end > a - pad && i.start < b + pad) return true;
  }
  return false;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate()!;
}

/** Every free slot in [from, to) under the rules above, in order of start. */
export function freeSlots({ availability: a, now, from, to, booked, busy }: FreeSlotsInput): Slot[] {
  const zone = a.timeZone;
  const ianaZone = IANAZone.create(zone);
  const window = bookingWindow(a, now);
  const earliest = Math.max(from.getTime(), window.start.getTime());
  const latest = Math.min(to.getTime(), window.end.getTime());
  if (!(earliest < latest)) return [];

  const sessionMs = a.sessionMinutes * MINUTE;
  const stepMs = (a.sessionMinutes + a.bufferMinutes) * MINUTE;
  const bufferMs = a.bufferMinutes * MINUTE;
  const blocked = [...booked, ...busy]
    .map((i) => ({ start: i.start.getTime(), end: i.end.getTime() }))
    .filter((i) => i.end >= i.start)
    .sort((x, y) => x.start - y.start);
  const perDay = new Map<string, number>();
  for (const b of booked) {
    const day = localDate(b.start, zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const daysOff = new Set(a.daysOff);

  const slots: Slot[] = [];
  const offer = (start: number, end: number) => {
    if (start < earliest || start >= latest) return;
    if (overlapsAny(start, end, blocked, bufferMs)) return;
    slots.push({ start: new Date(start), end: new Date(end) });
  };
  // Day by day from the local date before `earliest` (a window may run to 24:00). luxon's zone
  // reads are slow (≈15-80 µs each), so a day costs one offset read unless the clock changes on it.
  const first = DateTime.fromMillis(earliest, { zone }).minus({ days: 1 });
  let y = first.year;
  let m = first.month;
  let d = first.day;
  let dayStart = DateTime.fromObject({ year: y, month: m, day: d }, { zone }).toMillis();
  let offsetAtStart = ianaZone.offset(dayStart);
  while (dayStart < latest) {
    const utcDate = new Date(Date.UTC(y, m - 1, d));
    const date = utcDate.toISOString().slice(0, 10);
    const weekday = weekdays[(utcDate.getUTCDay() + 6) % 7]!;
    const following = new Date(Date.UTC(y, m - 1, d + 1));
    let nextDay = dayStart + DAY;
    let offsetAtNext = ianaZone.offset(nextDay);
    const clockChanges = offsetAtNext !== offsetAtStart;
    if (clockChanges) {
      nextDay = DateTime.fromObject(
        { year: following.getUTCFullYear(), month: following.getUTCMonth() + 1, day: following.getUTCDate() },
        { zone },
      ).toMillis();
      offsetAtNext = ianaZone.offset(nextDay);
    }
    const windows: LocalWindow[] = a.weeklyHours[weekday];
    if (windows.length && !daysOff.has(date) && (perDay.get(date) ?? 0) < a.maxSessionsPerDay) {
      if (!clockChanges) {
        // no clock change this day (nearly every day): local minutes are elapsed minutes
        for (const w of windows) {
          for (let min = w.start; min + a.sessionMinutes <= w.end; min += a.sessionMinutes + a.bufferMinutes) {
            offer(dayStart + min * MINUTE, dayStart + (min + a.sessionMinutes) * MINUTE);
          }
        }
      } else {
        // the day of a clock change: every candidate read through the zone
        const day = DateTime.fromObject({ year: y, month: m, day: d }, { zone });
        for (const w of windows) {
          const windowStart = DateTime.fromObject(
            { year: y, month: m, day: d, hour: Math.floor(w.start / 60), minute: w.start % 60 },
            { zone },
          );
          for (let start = windowStart.toMillis(); ; start += stepMs) {
            const s = DateTime.fromMillis(start, { zone });
            const startMinute = minutesInto(s, day);
            if (startMinute >= w.end || start >= latest) break;
            const end = start + sessionMs;
            // no clock change within the session (up to its last instant), so its local times run
            // from startMinute to startMinute + sessionMinutes, inside the window
            if (s.offset !== ianaZone.offset(end - 1)) continue;
            if (startMinute < w.start || startMinute + a.sessionMinutes > w.end) continue;
            // a local time the clock shows twice: only the instant that local time is read as
            const wall = DateTime.fromObject(
              { year: s.year, month: s.month, day: s.day, hour: s.hour, minute: s.minute, second: s.second },
              { zone },
            );
            if (wall.toMillis() !== start) continue;
            offer(start, end);
          }
        }
      }
    }
    y = following.getUTCFullYear();
    m = following.getUTCMonth() + 1;
    d = following.getUTCDate();
    dayStart = nextDay;
    offsetAtStart = offsetAtNext;
  }
  return slots.sort((x, y) => x.start.getTime() - y.start.getTime());
}

export interface SlotDay {
  /** the local date in the display zone, YYYY-MM-DD */
  date: string;
  slots: Slot[];
}

/** Slots grouped by their local start date in a display zone (the visitor's), in order. */
export function groupSlotsByDay(slots: readonly Slot[], zone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((x, y) => x.start.getTime() - y.start.getTime())) {
    const date = localDate(slot.start, zone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/**
 * The `count` free slots nearest to an instant (e.g. the one a visitor chose, just taken by someone
 * else), nearer first in time distance, an earlier one first at equal distance; returned in order
 * of start.
 */
export function nearestFreeSlots(slots: readonly Slot[], to: Date, count: number): Slot[] {
  const t = to.getTime();
  return [...slots]
    .sort(
      (x, y) =>
        Math.abs(x.start.getTime() - t) - Math.abs(y.start.getTime() - t) || x.start.getTime() - y.start.getTime(),
    )
    .slice(0, Math.max(0, count))
    .sort((x, y) => x.start.getTime() - y.start.getTime());
}

/** A slot as the picker's radio value: its start as an ISO instant in UTC ("2026-12-01T08:00:00.000Z"). */
export function slotValue(slot: Slot): string {
  return slot.start.toISOString();
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/**
 * The start instant a submitted radio value names, or null unless it is exactly an ISO instant in
 * UTC as slotValue writes it (a forged value cannot be read any other way). Whether it is free is
 * for the booking to check.
 */
export function parseSlotValue(value: string): Date | null {
  if (!ISO_INSTANT.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // "2026-02-30T…" would roll over into March: only a value that reads back the same
  return date.toISOString() === (value.length === 20 ? value.replace("Z", ".000Z") : value) ? date : null;
}

/** Is the slot starting at `start` one of `slots`? */
export function isOffered(slots: readonly Slot[], start: Date): Slot | undefined {
  return slots.find((s) => s.start.getTime() === start.getTime());
}
