import ICAL from "ical.js";
import { DateTime, IANAZone } from "luxon";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/log.server";
import type { Interval } from "./slots";

// Busy times from the consultant's own calendar (ADR 065): the secret iCal address that
// Google Calendar, Outlook, iCloud and Nextcloud publish (CALENDAR_BUSY_ICS_URL), fetched with a
// timeout, parsed with ical.js and cached briefly per process. Fail closed: when the calendar is
// configured but cannot be read (timeout, HTTP error, not iCalendar, too large), the result is
// { ok: false } and the site offers no time (the pages fall back to the request form); without
// the variable there are no busy times. The address is a secret: it is never logged, and no error
// leaving this module contains it.
//
// What counts as busy: every VEVENT that is not TRANSP:TRANSPARENT nor STATUS:CANCELLED, recurring
// ones expanded (RRULE, RDATE, EXDATE) with their overrides (RECURRENCE-ID: a moved instance is
// busy at its new time, a cancelled or transparent one not at all); all-day events block their
// whole local days in the consultant's zone; times with a TZID use the feed's VTIMEZONE (ical.js
// finds it in the calendar), an IANA TZID without one is read with luxon, floating times and
// unknown TZIDs as the consultant's local time. The site's own bookings, accepted into that
// calendar, are left out by their UID (the database knows them better: a cancelled one is free).

export type BusyResult = { ok: true; busy: Interval[] } | { ok: false };

export interface ParseOptions {
  /** only busy times overlapping [from, to) */
  from: Date;
  to: Date;
  /** the consultant's zone: all-day events and floating times are local to it */
  timeZone: string;
  /** events to leave out by UID (the site's own bookings) */
  ignoreUid?: (uid: string) => boolean;
}

export class CalendarFeedError extends Error {
  constructor(readonly reason: string) {
    super(`calendar feed unusable: ${reason}`);
    this.name = "CalendarFeedError";
  }
}

/** occurrences expanded per feed at most; a feed needing more is refused (fail closed) */
export const MAX_OCCURRENCES = 200_000;
/** a feed larger than this is refused */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** The UTC instant (ms) of an iCalendar time; dates are the local midnight in `zone`. */
function instant(time: Time, zone: string): number {
  const fields = { year: time.year, month: time.month, day: time.day };
  if (time.isDate) return DateTime.fromObject(fields, { zone }).toMillis();
  const tz = time.zone;
  if (tz && tz.tzid !== "floating") return time.toUnixTime() * 1000;
  const tzid = (time as Time & { timezone?: string }).timezone;
  const local = tzid && IANAZone.isValidZone(tzid) ? tzid : zone;
  return DateTime.fromObject(
    { ...fields, hour: time.hour, minute: time.minute, second: time.second },
    { zone: local },
  ).toMillis();
}

const text = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim().toUpperCase() : "";
};

/** How long each occurrence lasts on the local clock: DURATION, DTEND − DTSTART, a day for a date, else nothing. */
function durationOf(event: Component, start: Time): InstanceType<typeof ICAL.Duration> {
  const duration = event.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) return duration;
  const end = event.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time) return ICAL.Duration.fromSeconds(Math.max(0, end.subtractDate(start).toSeconds()));
  return start.isDate ? ICAL.Duration.fromData({ days: 1 }) : ICAL.Duration.fromSeconds(0);
}

/** [start, start + duration) as instants; the end is added on the local clock, as calendars do. */
function occurrence(start: Time, duration: InstanceType<typeof ICAL.Duration>, zone: string): Interval {
  const end = start.clone();
  end.addDuration(duration);
  return { start: new Date(instant(start, zone)), end: new Date(instant(end, zone)) };
}

/** A single event or an override: from its DTSTART to its DTEND (or DTSTART + duration). */
function single(event: Component, start: Time, duration: InstanceType<typeof ICAL.Duration>, zone: string): Interval {
  const end = event.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time) return { start: new Date(instant(start, zone)), end: new Date(instant(end, zone)) };
  return occurrence(start, duration, zone);
}

/** Sorts and merges overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last && i.start.getTime() <= last.end.getTime()) {
      if (i.end > last.end) last.end = i.end;
    } else merged.push({ start: i.start, end: i.end });
  }
  return merged;
}

/**
 * The busy times of an iCalendar text overlapping [from, to), merged, and the number of events
 * (VEVENTs, overrides included) it holds. Throws CalendarFeedError when it is not an iCalendar
 * object or needs more than MAX_OCCURRENCES occurrences.
 */
export function parseBusyTimes(ics: string, options: ParseOptions): { busy: Interval[]; events: number } {
  let root: Component;
  try {
    const parsed = ICAL.parse(ics) as unknown[];
    // several calendars in one text arrive as an array of them: the first is read
    const first = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as ConstructorParameters<typeof ICAL.Component>[0];
    root = new ICAL.Component(first);
  } catch {
    throw new CalendarFeedError("not iCalendar");
  }
  if (root.name !== "vcalendar") throw new CalendarFeedError("not a VCALENDAR");
  const zone = options.timeZone;
  const from = options.from.getTime();
  const to = options.to.getTime();
  const busy: Interval[] = [];
  const keep = (i: Interval) => {
    if (i.end.getTime() >= from && i.start.getTime() < to && i.end.getTime() >= i.start.getTime()) busy.push(i);
  };

  const vevents = root.getAllSubcomponents("vevent");
  // per UID: the series (or single event) and its overrides
  const masters = new Map<string, Component>();
  const overrides = new Map<string, Component[]>();
  let anonymous = 0;
  for (const event of vevents) {
    const uid = String(event.getFirstPropertyValue("uid") ?? `no-uid-${anonymous++}`);
    if (options.ignoreUid?.(uid)) continue;
    if (event.hasProperty("recurrence-id")) overrides.set(uid, [...(overrides.get(uid) ?? []), event]);
    else masters.set(uid, event);
  }

  let budget = MAX_OCCURRENCES;
  const free = (event: Component, master?: Component) =>
    text(event, "status") === "CANCELLED" ||
    (event.hasProperty("transp") ? text(event, "transp") : master ? text(master, "transp") : "") === "TRANSPARENT";

  for (const [uid, master] of masters) {
    const start = master.getFirstPropertyValue("dtstart");
    if (!(start instanceof ICAL.Time)) continue;
    const duration = durationOf(master, start);
    const replaced = new Set(
      (overrides.get(uid) ?? []).map((o) => {
        const id = o.getFirstPropertyValue("recurrence-id");
        return id instanceof ICAL.Time ? instant(id, zone) : NaN;
      }),
    );
    if (free(master)) continue;
    if (!master.hasProperty("rrule") && !master.hasProperty("rdate")) {
      keep(single(master, start, duration, zone));
      continue;
    }
    const expansion = new ICAL.RecurExpansion({ component: master, dtstart: start });
    for (let next = expansion.next(); next; next = expansion.next()) {
      if (--budget < 0) throw new CalendarFeedError("too many occurrences");
      const at = instant(next, zone);
      if (at >= to) break;
      // an instance with an override is where the override says (below)
      if (replaced.has(at)) continue;
      keep(occurrence(next, duration, zone));
    }
  }

  for (const [uid, list] of overrides) {
    const master = masters.get(uid);
    for (const override of list) {
      if (free(override, master)) continue;
      const start = override.getFirstPropertyValue("dtstart");
      if (!(start instanceof ICAL.Time)) continue;
      const own = override.hasProperty("dtend") || override.hasProperty("duration");
      const masterStart = master?.getFirstPropertyValue("dtstart");
      const duration =
        own || !(masterStart instanceof ICAL.Time) ? durationOf(override, start) : durationOf(master!, masterStart);
      keep(single(override, start, duration, zone));
    }
  }
  return { busy: mergeIntervals(busy), events: vevents.length };
}

export interface CalendarSource {
  /** the secret address (webcal:// already turned into https://) */
  url: string;
  timeoutMs: number;
  cacheSeconds: number;
}

/** The calendar of the environment, or null when CALENDAR_BUSY_ICS_URL is not set. */
export function calendarSource(
  env: Pick<Env, "CALENDAR_BUSY_ICS_URL" | "CALENDAR_BUSY_TIMEOUT_MS" | "CALENDAR_BUSY_CACHE_SECONDS">,
): CalendarSource | null {
  if (!env.CALENDAR_BUSY_ICS_URL) return null;
  return {
    url: env.CALENDAR_BUSY_ICS_URL,
    timeoutMs: env.CALENDAR_BUSY_TIMEOUT_MS,
    cacheSeconds: env.CALENDAR_BUSY_CACHE_SECONDS,
  };
}

/** Fetches the feed's text within the timeout (body included); throws CalendarFeedError. */
export async function fetchFeed(source: CalendarSource, fetcher: typeof fetch = fetch): Promise<string> {
  let response: Response;
  const signal = AbortSignal.timeout(source.timeoutMs);
  try {
    response = await fetcher(source.url, {
      signal,
      redirect: "follow",
      headers: { accept: "text/calendar, */*;q=0.5" },
    });
  } catch {
    throw new CalendarFeedError(signal.aborted ? "timeout" : "network error");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new CalendarFeedError(`HTTP ${response.status}`);
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new CalendarFeedError("too large");
  }
  let body: string;
  try {
    body = await response.text();
  } catch {
    throw new CalendarFeedError(signal.aborted ? "timeout" : "network error");
  }
  if (body.length > MAX_FEED_BYTES) throw new CalendarFeedError("too large");
  return body;
}

interface CacheEntry {
  at: number;
  /** the range the busy times were expanded for */
  from: number;
  to: number;
  zone: string;
  result: BusyResult;
}

/** a failure is kept at most this long, so a calendar back online is seen soon */
export const FAILURE_CACHE_SECONDS = 10;

const cache = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<CacheEntry>>();

/** Forgets the cached feeds (tests). */
export function clearBusyCache() {
  cache.clear();
  inFlight.clear();
}

/** The site's own bookings in the consultant's calendar (their UIDs, made by ./changes.server.ts). */
export const isBookingUid = (uid: string) => /^session-booking-[0-9a-f-]{36}@/.test(uid);

export interface BusyOptions {
  now: Date;
  /** the consultant's zone (all-day events, floating times) */
  timeZone: string;
  /** busy times are read from a day before now to this many days after it */
  days: number;
  log?: Logger;
  /** tests: another fetch */
  fetcher?: typeof fetch;
}

/**
 * The consultant's busy times from now − 1 day to now + `days` + 1 day: { ok: true, busy } (none
 * when no calendar is configured), or { ok: false } when the configured calendar cannot be read.
 * Cached per process: a read for CALENDAR_BUSY_CACHE_SECONDS, a failure for at most
 * FAILURE_CACHE_SECONDS; concurrent callers share one fetch.
 */
export async function busyTimes(source: CalendarSource | null, options: BusyOptions): Promise<BusyResult> {
  if (!source) return { ok: true, busy: [] };
  const now = options.now.getTime();
  const from = now - 86_400_000;
  const to = now + (options.days + 1) * 86_400_000;
  // a read covers a day more, so it serves every caller of its cache period (at most an hour)
  const readTo = to + 86_400_000;
  const usable = (entry: CacheEntry | undefined) => {
    if (!entry || entry.zone !== options.timeZone) return false;
    const ttl = (entry.result.ok ? source.cacheSeconds : Math.min(source.cacheSeconds, FAILURE_CACHE_SECONDS)) * 1000;
    return now - entry.at < ttl && now >= entry.at && (!entry.result.ok || (entry.from <= from && entry.to >= to));
  };
  const cached = cache.get(source.url);
  if (usable(cached)) return cached!.result;

  let pending = inFlight.get(source.url);
  if (!pending) {
    pending = (async (): Promise<CacheEntry> => {
      let result: BusyResult;
      try {
        const ics = await fetchFeed(source, options.fetcher);
        const { busy } = parseBusyTimes(ics, {
          from: new Date(from),
          to: new Date(readTo),
          timeZone: options.timeZone,
          ignoreUid: isBookingUid,
        });
        result = { ok: true, busy };
      } catch (error) {
        const reason = error instanceof CalendarFeedError ? error.reason : "unreadable";
        // the address is a secret: only the reason is logged
        options.log?.warn("calendar busy times unavailable: no times offered", { reason });
        result = { ok: false };
      }
      const entry = { at: now, from, to: readTo, zone: options.timeZone, result };
      cache.set(source.url, entry);
      return entry;
    })().finally(() => inFlight.delete(source.url));
    inFlight.set(source.url, pending);
  }
  const entry = await pending;
  if (!entry.result.ok) return entry.result;
  // a shared fetch made for another range: only what overlaps this one
  return {
    ok: true,
    busy: entry.result.busy.filter((i) => i.end.getTime() >= from && i.start.getTime() < to),
  };
}
