import { readFileSync } from "node:fs";
import { DateTime } from "luxon";
import { parse } from "yaml";
import { settingsSchema, toSettings, weekdays } from "../../app/features/booking/settings";

// The days the browser tests book strategy sessions on. The tests run in parallel (two workers,
// both projects) against one server, and the consultant takes at most `maxSessionsPerDay` a day:
// so every test that books gets a day of its own, by a key, from the consultant's real hours
// (app/content/booking.yaml) — working days with hours, not days off, from two days ahead (no
// time of the day has passed the notice while a test runs) to two days before the horizon ends.
// A test books the first time still free on its day, so a retry finds one too.

/** Every test that books, one day each; add a key to book in a new test. */
export const bookingTests = [
  "js de",
  "js en",
  "no-js de",
  "no-js en",
  "phone js de",
  "phone js en",
  "phone no-js de",
  "phone no-js en",
  "taken js",
  "taken no-js",
  "axe",
  "exit-ready js de",
  "exit-ready js en",
  "exit-ready no-js de",
  "exit-ready no-js en",
  "hostile",
] as const;

export type BookingTest = (typeof bookingTests)[number];

const hours = toSettings(settingsSchema.parse(parse(readFileSync("app/content/booking.yaml", "utf8")))).availability;

const legend = (day: DateTime, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: hours.timeZone,
  }).format(day.set({ hour: 12 }).toJSDate());

/** A test's day: its date (YYYY-MM-DD in the consultant's zone) and its name as each page's legend says it. */
export function bookingDay(test: BookingTest): { date: string; legend: { de: string; en: string } } {
  const today = DateTime.now().setZone(hours.timeZone).startOf("day");
  const days: DateTime[] = [];
  for (let i = 2; i <= hours.horizonDays - 2; i++) {
    const day = today.plus({ days: i });
    const windows = hours.weeklyHours[weekdays[day.weekday - 1]!];
    if (windows.length > 0 && !hours.daysOff.includes(day.toISODate()!)) days.push(day);
  }
  const index = bookingTests.indexOf(test);
  const day = days[index];
  if (!day)
    throw new Error(`only ${days.length} days with hours in the booking horizon, ${bookingTests.length} tests book`);
  return { date: day.toISODate()!, legend: { de: legend(day, "de-CH"), en: legend(day, "en-US") } };
}
