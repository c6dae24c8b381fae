import { localeTags, type Lang } from "~/lib/i18n";
import type { Slot } from "./slots";
import { cityOf } from "./zones";

// A session's date, time and zone as people read them, in the visitor's language: on the booking
// pages and in every mail (one way to write a session time). Intl.DateTimeFormat, on the server:
// the pages get strings, so no formatting library reaches the browser.

type Kind = "day" | "shortDay" | "time" | "offset" | "generic" | "dates";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter per language, zone and kind (making one costs about 0.3 ms). */
function format(lng: Lang, zone: string, kind: Kind): Intl.DateTimeFormat {
  const key = `${lng}|${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const locale = localeTags[lng].intl;
    const options: Record<Kind, Intl.DateTimeFormatOptions> = {
      day: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
      shortDay:
        lng === "de"
          ? { weekday: "short", day: "2-digit", month: "2-digit" }
          : { weekday: "short", month: "short", day: "numeric" },
      dates: { day: "numeric", month: "long", year: "numeric" },
      time: lng === "de" ? { hour: "2-digit", minute: "2-digit" } : { hour: "numeric", minute: "2-digit" },
      offset: { timeZoneName: "shortOffset" },
      generic: { timeZoneName: "longGeneric" },
    };
    f = new Intl.DateTimeFormat(locale, { ...options[kind], timeZone: zone });
    // a bounded cache: a visitor can name any of ~420 zones
    if (formats.size > 4000) formats.clear();
    formats.set(key, f);
  }
  return f;
}

const zonePart = (f: Intl.DateTimeFormat, at: Date) =>
  f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";

/** "UTC+1", "UTC−5", "UTC+5:30", "UTC" at an instant. */
export function zoneOffset(zone: string, lng: Lang, at: Date): string {
  const gmt = zonePart(format(lng, zone, "offset"), at);
  return gmt.replace(/^GMT/, "UTC").replace("-", "−");
}

/** A zone as people name it: "Mitteleuropäische Zeit (Zürich)", "Eastern Time (New York)". */
export function zoneName(zone: string, lng: Lang, at: Date): string {
  const generic = zonePart(format(lng, zone, "generic"), at);
  const city = cityOf(zone, lng);
  return generic && !generic.startsWith("GMT") && generic !== city ? `${generic} (${city})` : city;
}

/** "Montag, 7. Dezember 2026" in a zone. */
export const dayLabel = (at: Date, zone: string, lng: Lang) => format(lng, zone, "day").format(at);

/** "Mo 07.12.", "Mon, Dec 7" in a zone: a day's heading where the week is shown. */
export const shortDayLabel = (at: Date, zone: string, lng: Lang) => {
  const text = format(lng, zone, "shortDay").format(at);
  // Intl writes "Mo., 07.12."; a heading over a column reads better as "Mo 07.12."
  return lng === "de" ? text.replace(/^(\p{L}+)\.?,?\s*/u, "$1 ") : text;
};

/** "09:00", "9:00 AM": a time's start, where its length is said once for all. */
export const startTime = (slot: Slot, zone: string, lng: Lang) => format(lng, zone, "time").format(slot.start);

/** "09:00–09:45 Uhr", "9:00 – 9:45 AM" in a zone. */
export const timeRange = (slot: Slot, zone: string, lng: Lang) =>
  format(lng, zone, "time").formatRange(slot.start, slot.end);

/** A picker's radio: "09:00–09:45 Uhr", or with its day "Montag, 7. Dezember 2026, 09:00–09:45 Uhr". */
export const slotLabel = (slot: Slot, zone: string, lng: Lang, withDay = false) =>
  withDay ? `${dayLabel(slot.start, zone, lng)}, ${timeRange(slot, zone, lng)}` : timeRange(slot, zone, lng);

/** A week's dates: "7.–13. Dezember 2026", "December 7 – 13, 2026". */
export const weekDates = (first: Date, last: Date, zone: string, lng: Lang) =>
  format(lng, zone, "dates").formatRange(first, last);

/** A session's time, in the visitor's zone and in the consultant's. */
export interface SessionTimes {
  date: string;
  time: string;
  zone: string;
  /** the same in the consultant's zone, when it reads differently */
  consultant: { date: string; time: string; zone: string } | null;
  minutes: number;
}

export function sessionTimes(
  session: { start: Date; end: Date; timeZone: string },
  consultantZone: string,
  lng: Lang,
): SessionTimes {
  const at = session.start;
  const inZone = (zone: string) => ({
    date: dayLabel(at, zone, lng),
    time: timeRange(session, zone, lng),
    zone: zoneName(zone, lng, at),
  });
  const theirs = inZone(session.timeZone);
  const mine = inZone(consultantZone);
  // another zone with the same local time (Berlin for Zurich): nothing to add
  const same = theirs.date === mine.date && theirs.time === mine.time;
  return {
    ...theirs,
    consultant: same ? null : mine,
    minutes: Math.round((session.end.getTime() - session.start.getTime()) / 60_000),
  };
}
