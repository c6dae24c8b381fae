import { describe, expect, it } from "vitest";
import { parseWindow, weekdays, type Availability } from "./settings";
import { requestWindows } from "./request-windows.server";

// The request form offers the parts of the day the consultant has hours in, with those hours, in
// the consultant's zone (booking.yaml), not fixed office hours.

const hours = (byDay: Partial<Record<(typeof weekdays)[number], string[]>>): Availability => ({
  timeZone: "Europe/Zurich",
  sessionMinutes: 45,
  bufferMinutes: 15,
  minimumNoticeHours: 24,
  horizonDays: 28,
  maxSessionsPerDay: 3,
  weeklyHours: Object.fromEntries(
    weekdays.map((d) => [d, (byDay[d] ?? []).map((w) => parseWindow(w)!)]),
  ) as Availability["weeklyHours"],
  daysOff: [],
});

const winter = new Date("2026-12-01T10:00:00Z");

describe("requestWindows", () => {
  it("offers the parts of the day with hours, labelled with them", () => {
    const a = hours({ monday: ["09:00-12:00", "14:00-17:00"], wednesday: ["09:00-12:00"] });
    expect(requestWindows(a, "de", winter)).toEqual({
      windows: [
        { value: "weekday-morning", hours: "09:00–11:00 Uhr" },
        { value: "weekday-midday", hours: "11:00–12:00 Uhr" },
        { value: "weekday-afternoon", hours: "14:00–17:00 Uhr" },
      ],
      zone: "Mitteleuropäische Zeit (Zürich)",
    });
  });

  it("follows other hours: an evening, and no morning", () => {
    const a = hours({ tuesday: ["13:00-20:00"] });
    const { windows, zone } = requestWindows({ ...a, timeZone: "America/New_York" }, "en", winter);
    expect(windows.map((w) => w.value)).toEqual(["weekday-midday", "weekday-afternoon", "weekday-evening"]);
    expect(windows.at(-1)!.hours).toMatch(/^5:00\s?–\s?8:00\sPM$/);
    expect(zone).toBe("Eastern Time (New York)");
  });
});
