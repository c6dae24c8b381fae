import { DateTime } from "luxon";
import type { Lang } from "~/lib/i18n";
import { weekdays, type Availability } from "./settings";
import type { timeWindows } from "./schema";
import { timeRange, zoneName } from "./times";

// The request form's preferred times follow the consultant's hours (booking.yaml): each part of
// the day (the stored values of sessionSchema) is offered only when some weekly window reaches
// into it, labelled with the hours it has there, in the consultant's zone, which the form names.

type Window = (typeof timeWindows)[number];

/** Each part of the day, in minutes after local midnight: [start, end). */
const PARTS: Record<Window, [number, number]> = {
  "weekday-morning": [0, 11 * 60],
  "weekday-midday": [11 * 60, 14 * 60],
  "weekday-afternoon": [14 * 60, 17 * 60],
  "weekday-evening": [17 * 60, 24 * 60],
};

export interface RequestWindow {
  value: Window;
  /** the hours of the consultant's windows in this part, "09:00–11:00 Uhr" */
  hours: string;
}

/** The parts of the day the consultant has hours in, and the zone those hours are meant in. */
export function requestWindows(
  a: Availability,
  lng: Lang,
  now = new Date(),
): { windows: RequestWindow[]; zone: string } {
  const day = DateTime.fromJSDate(now, { zone: a.timeZone }).startOf("day");
  const at = (minutes: number) => day.plus({ minutes }).toJSDate();
  const windows = (Object.entries(PARTS) as [Window, [number, number]][]).flatMap(([value, [from, to]]) => {
    const pieces = weekdays
      .flatMap((d) => a.weeklyHours[d])
      .map((w) => [Math.max(w.start, from), Math.min(w.end, to)] as const)
      .filter(([s, e]) => e > s);
    if (pieces.length === 0) return [];
    const start = Math.min(...pieces.map(([s]) => s));
    const end = Math.max(...pieces.map(([, e]) => e));
    return [{ value, hours: timeRange({ start: at(start), end: at(end) }, a.timeZone, lng) }];
  });
  return { windows, zone: zoneName(a.timeZone, lng, now) };
}
