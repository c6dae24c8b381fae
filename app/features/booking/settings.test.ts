import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, parseContentFile } from "~/lib/content-file.server";
import { settingsSchema, parseWindow } from "./settings";
import { availability } from "./content.server";

// app/content/booking.yaml: what the consultant writes, and the messages a mistake gets.

const valid = `
sample: "sample hours"
sessionMinutes: 45
bufferMinutes: 15
minimumNoticeHours: 24
horizonDays: 28
maxSessionsPerDay: 3
weeklyHours:
  monday: ["14:00-17:00", "09:00-12:00"]
  friday: ["09:00-12:00"]
daysOff: [2026-12-24]
`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** booking.yaml with this text, parsed as the site does */
function load(text: string) {
  dir = mkdtempSync(join(tmpdir(), "booking-yaml-"));
  writeFileSync(join(dir, "booking.yaml"), text);
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return parseContentFile("booking.yaml", settingsSchema);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

describe("booking.yaml", () => {
  it("reads windows as minutes, sorted, with Zurich as the default zone and closed days empty", () => {
    const a = load(valid);
    expect(a.timeZone).toBe("Europe/Zurich");
    expect(a.weeklyHours.monday).toEqual([
      { start: 540, end: 720 },
      { start: 840, end: 1020 },
    ]);
    expect(a.weeklyHours.sunday).toEqual([]);
    expect(a.daysOff).toEqual(["2026-12-24"]);
    expect(parseWindow("22:00-24:00")).toEqual({ start: 1320, end: 1440 });
    for (const bad of ["9-12", "09:00-09:00", "12:00-09:00", "24:00-24:00", "09:00–12:00", "09:60-10:00"]) {
      expect(parseWindow(bad), bad).toBeNull();
    }
  });

  it.each([
    ['monday: ["9-12"]', /weeklyHours\.monday\.0: "9-12" is not a window/],
    ['monday: ["09:00-12:00", "11:00-13:00"]', /weeklyHours\.monday: windows of one day overlap/],
    ['mondy: ["09:00-12:00"]', /weeklyHours: Unrecognized key\(s\) in object: 'mondy'/],
  ])("names the field of a mistake in the hours: %s", (line, message) => {
    const text = valid.replace('monday: ["14:00-17:00", "09:00-12:00"]', line);
    expect(() => load(text)).toThrow(ContentError);
    expect(() => load(text)).toThrow(message);
  });

  it("names the field of other mistakes", () => {
    expect(() => load(valid + "timeZone: Europe/Zürich\n")).toThrow(/timeZone: must be an IANA time zone/);
    expect(() => load(valid.replace("daysOff: [2026-12-24]", "daysOff: [2026-02-30]"))).toThrow(
      /daysOff\.0: is not a calendar date/,
    );
    expect(() => load(valid.replace("sessionMinutes: 45", "sessionMinutes: 240"))).toThrow(
      /weeklyHours: no window is long enough for a session of 240 minutes/,
    );
    expect(() => load(valid.replace("horizonDays: 28\n", ""))).toThrow(/horizonDays: Required/);
    expect(() => load(valid + "bufer: 10\n")).toThrow(/Unrecognized key\(s\) in object: 'bufer'/);
  });

  it("the shipped file is valid and marked as sample", () => {
    const shipped = availability();
    expect(shipped.timeZone).toBe("Europe/Zurich");
    expect(shipped.sessionMinutes).toBeGreaterThan(0);
    expect(load(valid)).toHaveProperty("sample", "sample hours");
    expect(shipped).not.toHaveProperty("sample");
  });
});
