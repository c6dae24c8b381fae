import type { AppLoadContext } from "@remix-run/node";
import { DateTime } from "luxon";
import { FormRefusal } from "~/features/forms/submit.server";
import type { Lang } from "~/lib/i18n";
import { messageWithValues, type TranslationKey } from "~/lib/translate";
import type { Availability } from "./settings";
import { findBookingByToken, offeredSlots } from "./bookings.server";
import type { BookingError, BookingRefusal } from "./changes.server";
import type { BookingDeps } from "./deps.server";
import type { SummaryPlace } from "./BookingSummary";
import { bookingSettings } from "./content.server";
import { isTimeZone } from "./schema";
import { bookingWindow, groupSlotsByDay, nearestFreeSlots, slotValue, type Slot } from "./slots";
import { dayLabel, format, sessionTimes, timeRange, zoneName, zoneOffset } from "./times";
import { bookingPaths } from "./urls";
import { zoneRegions } from "./zones";

// What the booking pages show (issue 26): the free times of one week, grouped by day, written in
// the zone the visitor chose (the consultant's by default), the week's neighbours, the zones to
// choose from, and a booking's time. Formatted here, on the server, with Intl: the pages get
// strings, so neither luxon nor the slot computation reaches the browser.

/** A slot for a radio button: its value and what the visitor reads. */
export interface SlotOption {
  value: string;
  label: string;
}

/** A slot with its day, for a list across days (the nearest free times). */
export function slotOption(slot: Slot, zone: string, lng: Lang, withDay = false): SlotOption {
  const time = timeRange(slot, zone, lng);
  return { value: slotValue(slot), label: withDay ? `${dayLabel(slot.start, zone, lng)}, ${time}` : time };
}

// ---------------------------------------------------------------------------------------------
// The zones to choose from

/**
 * The zones the select offers: the business centres of every region and a place for every offset
 * somebody lives in (half and quarter hours included, −11 to +14); a visitor whose city is missing
 * picks one with the same offset, or names any IANA zone in the address (`?tz=`), which the select
 * then shows too. Not every zone Intl knows (about 420): that list made the page's DOM and data
 * three times as large and cost Lighthouse's total blocking time on phones (measured: 460 ms).
 */
export const ZONES = [
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Dublin",
  "Europe/Zurich",
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/Paris",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Amsterdam",
  "Europe/Brussels",
  "Europe/Luxembourg",
  "Europe/Stockholm",
  "Europe/Oslo",
  "Europe/Copenhagen",
  "Europe/Warsaw",
  "Europe/Prague",
  "Europe/Budapest",
  "Europe/Athens",
  "Europe/Helsinki",
  "Europe/Bucharest",
  "Europe/Kyiv",
  "Europe/Istanbul",
  "Europe/Moscow",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "America/Toronto",
  "America/Vancouver",
  "America/Halifax",
  "America/St_Johns",
  "America/Mexico_City",
  "America/Bogota",
  "America/Lima",
  "America/Caracas",
  "America/Santiago",
  "America/Sao_Paulo",
  "America/Noronha",
  "America/Argentina/Buenos_Aires",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Jerusalem",
  "Asia/Tehran",
  "Asia/Kabul",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Dhaka",
  "Asia/Yangon",
  "Asia/Bangkok",
  "Asia/Jakarta",
  "Asia/Singapore",
  "Asia/Manila",
  "Asia/Hong_Kong",
  "Asia/Shanghai",
  "Asia/Taipei",
  "Asia/Seoul",
  "Asia/Tokyo",
  "Africa/Casablanca",
  "Africa/Lagos",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Africa/Nairobi",
  "Australia/Perth",
  "Australia/Eucla",
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "Pacific/Noumea",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Pacific/Tongatapu",
  "Pacific/Kiritimati",
  "Pacific/Honolulu",
  "Pacific/Marquesas",
  "Pacific/Pago_Pago",
  "Atlantic/Reykjavik",
  "Atlantic/Azores",
  "UTC",
] as const;

const zoneLists = new Map<string, string>();

/**
 * The zones of the select (ZONES, and the one shown when it is not among them), by region and
 * offset, each with its offset today, one per line ("Europe/Zurich UTC+1"): one string, which the
 * page's data carries in a fraction of the bytes of a list of pairs (./ZoneForm.tsx reads it).
 */
export function zoneList(lng: Lang, now: Date, shown?: string): string {
  const key = `${lng}|${now.toISOString().slice(0, 10)}`;
  let list = zoneLists.get(key);
  if (list === undefined) {
    const region = (z: string) => (z.includes("/") ? z.slice(0, z.indexOf("/")) : "UTC");
    const minutes = (z: string) => DateTime.fromJSDate(now, { zone: z }).offset;
    list = zoneRegions
      .flatMap((r) =>
        ZONES.filter((z) => region(z) === r)
          .sort((a, b) => minutes(a) - minutes(b) || a.localeCompare(b))
          .map((z) => `${z} ${zoneOffset(z, lng, now)}`),
      )
      .join("\n");
    zoneLists.clear();
    zoneLists.set(key, list);
  }
  // a zone named in the address but not in the list: first, outside the regions ("+")
  if (shown && !(ZONES as readonly string[]).includes(shown))
    return `+${shown} ${zoneOffset(shown, lng, now)}\n${list}`;
  return list;
}

/** A zone the visitor asked for (`?tz=`), when the runtime knows it. */
export function chosenZone(value: string | null): string | null {
  return value && isTimeZone(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// One week of free times

export interface PickerDay {
  /** the local date in the shown zone, YYYY-MM-DD */
  date: string;
  legend: string;
  slots: SlotOption[];
}

export interface Picker {
  /** the zone the times are shown in, and its name */
  zone: string;
  zoneName: string;
  /** the Monday of the shown week (YYYY-MM-DD in the shown zone), and its dates as words */
  week: string;
  weekLabel: string;
  /** the neighbouring weeks inside the booking window, if any */
  previous: string | null;
  next: string | null;
  days: PickerDay[];
}

const mondayOf = (dt: DateTime) => dt.startOf("week");

/**
 * The week of `slots` to show, in `zone`: the one `week` names (any date of it, YYYY-MM-DD), kept
 * inside the booking window; by default the week of the first free time.
 */
export function weekPicker(
  slots: readonly Slot[],
  options: { availability: Availability; now: Date; zone: string; lng: Lang; week?: string | null },
): Picker {
  const { zone, lng } = options;
  const window = bookingWindow(options.availability, options.now);
  const first = mondayOf(DateTime.fromJSDate(window.start, { zone }));
  const last = mondayOf(DateTime.fromJSDate(new Date(window.end.getTime() - 1), { zone }));
  const asked =
    options.week && /^\d{4}-\d{2}-\d{2}$/.test(options.week) ? DateTime.fromISO(options.week, { zone }) : null;
  let monday =
    asked && asked.isValid
      ? mondayOf(asked)
      : slots[0]
        ? mondayOf(DateTime.fromJSDate(slots[0].start, { zone }))
        : first;
  if (monday < first) monday = first;
  if (monday > last) monday = last;
  const end = monday.plus({ weeks: 1 });
  const inWeek = slots.filter((s) => s.start >= monday.toJSDate() && s.start < end.toJSDate());
  const sunday = end.minus({ days: 1 }).toJSDate();
  return {
    zone,
    zoneName: zoneName(zone, lng, monday.toJSDate()),
    week: monday.toISODate()!,
    weekLabel: format(lng, zone, "dates").formatRange(monday.toJSDate(), sunday),
    previous: monday > first ? monday.minus({ weeks: 1 }).toISODate() : null,
    next: monday < last ? monday.plus({ weeks: 1 }).toISODate() : null,
    days: groupSlotsByDay(inWeek, zone).map((day) => ({
      date: day.date,
      legend: dayLabel(day.slots[0]!.start, zone, lng),
      slots: day.slots.map((s) => slotOption(s, zone, lng)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// A refused booking or move, as the form shows it

/** How many of the nearest free times a refused choice is answered with. */
export const NEAREST_OFFERED = 4;

const refusalMessages = {
  book: {
    "slot-taken": "booking.errors.slotTaken",
    "calendar-unavailable": "booking.errors.calendarUnavailable",
    "mail-limit": "booking.errors.mailLimit",
    cancelled: "booking.errors.cancelled",
    started: "booking.errors.started",
    "not-found": "booking.notFound.text",
    "mailbox-limit": "booking.errors.mailboxLimit",
    "client-limit": "booking.errors.clientLimit",
  },
  move: {
    "slot-taken": "booking.errors.slotTaken",
    "calendar-unavailable": "booking.errors.rescheduleCalendar",
    "mail-limit": "booking.errors.rescheduleMailLimit",
    cancelled: "booking.errors.cancelled",
    started: "booking.errors.started",
    "not-found": "booking.notFound.text",
    // a move adds no session: neither limit refuses one
    "mailbox-limit": "booking.errors.mailboxLimit",
    "client-limit": "booking.errors.clientLimit",
  },
} as const satisfies Record<string, Record<BookingError, TranslationKey>>;

const statusOf: Record<BookingError, number> = {
  "slot-taken": 409,
  "calendar-unavailable": 503,
  "mail-limit": 409,
  cancelled: 409,
  started: 409,
  "not-found": 404,
  "mailbox-limit": 409,
  "client-limit": 429,
};

/**
 * The refusal of a booking (`book`) or a move (`move`) for submitForm: the time just taken is
 * answered with 409 and the nearest free times (in the zone the visitor chose, with their days);
 * an unreadable calendar with 503; a booker over a limit with 409 (the mailbox: saying whether its
 * links went out again) or 429 (the client, with Retry-After); the visitor's daily mail cap, a
 * cancelled or started session with 409. Nothing was stored.
 */
export async function refusal(
  deps: BookingDeps,
  refused: BookingRefusal,
  what: "book" | "move",
  chosen: { slot: Date; timeZone: string },
  lng: Lang,
): Promise<FormRefusal> {
  const { error } = refused;
  const status = statusOf[error];
  if (error === "slot-taken") {
    const offered = await offeredSlots(deps);
    const offers = offered.ok
      ? nearestFreeSlots(offered.slots, chosen.slot, NEAREST_OFFERED).map((s) =>
          slotOption(s, chosen.timeZone, lng, true),
        )
      : [];
    return new FormRefusal(status, refusalMessages[what][error], error, offers);
  }
  // the limits say how many: "schon ein Strategiegespräch" or "schon 2 Strategiegespräche"
  if (error === "mailbox-limit") {
    const key = refused.resent ? "booking.errors.mailboxLimitResent" : "booking.errors.mailboxLimit";
    return new FormRefusal(status, messageWithValues(key, { count: deps.limits.upcomingPerMailbox }), error);
  }
  if (error === "client-limit") {
    const message = messageWithValues("booking.errors.clientLimit", { count: deps.limits.perClientPerDay });
    return new FormRefusal(status, message, error, [], refused.retryAfter);
  }
  return new FormRefusal(status, refusalMessages[what][error], error);
}

// ---------------------------------------------------------------------------------------------
// A booking's own pages (its manage link)

/** The booking a manage link names, as its pages show it; null for an unknown or malformed token. */
export async function managedBooking(context: AppLoadContext, token: string, lng: Lang, now = new Date()) {
  const booking = await findBookingByToken(context.db, token);
  if (!booking) return null;
  const state: "confirmed" | "cancelled" | "past" =
    booking.status === "cancelled" ? "cancelled" : booking.start.getTime() <= now.getTime() ? "past" : "confirmed";
  const { availability, meeting } = bookingSettings();
  const place: SummaryPlace =
    booking.place?.kind === "video"
      ? { ...booking.place, provider: meeting.offer === "phone" ? "Video" : meeting.provider }
      : booking.place;
  return {
    booking,
    state,
    place,
    times: sessionTimes(booking, availability.timeZone, lng),
    paths: bookingPaths(token, lng),
  };
}
