import { DateTime } from "luxon";
import type { Lang } from "~/lib/i18n";
import type { Availability } from "./settings";
import { bookingWindow, groupSlotsByDay, slotValue, type Slot } from "./slots";
import { dayLabel, shortDayLabel, slotLabel, startTime, weekDates, zoneName } from "./times";
import { zoneList } from "./zone-list.server";
import type { ZoneGroup } from "./zones";

// One week of free times, as the booking and reschedule pages show it: grouped by day, written in
// the zone the visitor chose, with the neighbouring weeks. The pages get strings (./times.ts), so
// neither luxon nor the slot computation reaches the browser; luxon finds the local weeks here.

/** A slot for a radio button: its value and what the visitor reads. */
export interface SlotOption {
  value: string;
  label: string;
  /** what a time of the week shows, its start ("09:00"); `label` is what is spoken */
  short?: string;
}

/** A slot for a radio button; with its day for a list across days (the nearest free times). */
export const slotOption = (slot: Slot, zone: string, lng: Lang, withDay = false): SlotOption => ({
  value: slotValue(slot),
  label: slotLabel(slot, zone, lng, withDay),
});

export interface PickerDay {
  /** the local date in the shown zone, YYYY-MM-DD */
  date: string;
  /** the day in full, as spoken ("Montag, 30. November 2026"), and as shown ("Mo 30.11.") */
  legend: string;
  short: string;
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
    weekLabel: weekDates(monday.toJSDate(), sunday, zone, lng),
    previous: monday > first ? monday.minus({ weeks: 1 }).toISODate() : null,
    next: monday < last ? monday.plus({ weeks: 1 }).toISODate() : null,
    days: groupSlotsByDay(inWeek, zone).map((day) => ({
      date: day.date,
      legend: dayLabel(day.slots[0]!.start, zone, lng),
      short: shortDayLabel(day.slots[0]!.start, zone, lng),
      slots: day.slots.map((s) => ({ ...slotOption(s, zone, lng), short: startTime(s, zone, lng) })),
    })),
  };
}

/** What the week picker shows on a page (WeekPicker.tsx): the week, its links, the zone select. */
export interface WeekView {
  picker: Picker;
  /** the page, and the address of the shown week with the zone chosen (a form's action) */
  path: string;
  here: string;
  previous: string | null;
  next: string | null;
  zones: ZoneGroup[];
  /** the visitor chose the zone (`?tz=`) */
  zoneChosen: boolean;
  /** the query parameters the zone form keeps (the week, an ExitReady attempt) */
  keep: Record<string, string>;
}

/**
 * The week picker of a page at `path`: the week `week` asks for in `tz` (the visitor's choice) or
 * `zone` (the default), links to the neighbouring weeks that keep the zone and `keep`.
 */
export function weekView(
  slots: readonly Slot[],
  options: {
    availability: Availability;
    now: Date;
    lng: Lang;
    path: string;
    week: string | null;
    tz: string | null;
    zone: string;
    keep?: Record<string, string>;
  },
): WeekView {
  const { path, tz, now, lng } = options;
  const zone = tz ?? options.zone;
  const picker = weekPicker(slots, { availability: options.availability, now, zone, lng, week: options.week });
  const href = (week: string) => {
    const query = new URLSearchParams({ week });
    if (tz) query.set("tz", tz);
    for (const [name, value] of Object.entries(options.keep ?? {})) query.set(name, value);
    return `${path}?${query}`;
  };
  return {
    picker,
    path,
    here: href(picker.week),
    previous: picker.previous ? href(picker.previous) : null,
    next: picker.next ? href(picker.next) : null,
    zones: zoneList(lng, now, zone),
    zoneChosen: tz !== null,
    keep: { week: picker.week, ...options.keep },
  };
}
