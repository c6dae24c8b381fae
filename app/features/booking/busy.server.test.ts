import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/log.server";
import { calendarResources, expectedBusy, wholeCalendar } from "../../../tests/fixtures/calendar";
import {
  busyTimes,
  clearBusyCache,
  FAILURE_CACHE_SECONDS,
  isBookingUid,
  parseBusyTimes,
  type CalendarSource,
} from "./busy.server";

// Busy times from the consultant's calendar feed: what counts as busy (the fixture's events, each
// a case a calendar really produces), and how a feed that cannot be read closes booking.

const range = {
  from: new Date("2026-03-01T00:00:00Z"),
  to: new Date("2026-11-01T00:00:00Z"),
  timeZone: "Europe/Zurich",
};
const iso = (busy: { start: Date; end: Date }[]) => busy.map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe("parseBusyTimes", () => {
  it("reads series with exclusions, moved and cancelled instances, all-day, zoned, floating and UTC events", () => {
    const { busy, events } = parseBusyTimes(wholeCalendar(), { ...range, ignoreUid: isBookingUid });
    expect(iso(busy)).toEqual(expectedBusy);
    expect(events).toBe(calendarResources.length + 2);
  });

  it("counts the site's own bookings only when told not to leave them out", () => {
    const { busy } = parseBusyTimes(wholeCalendar(), range);
    expect(iso(busy)).toContainEqual(["2026-04-15T08:00:00.000Z", "2026-04-15T08:45:00.000Z"]);
    expect(isBookingUid("session-booking-0b8a6f2e-6f0e-4c55-9d56-2a8f7d9b1c3e@site.test")).toBe(true);
    expect(isBookingUid("weekly-team-meeting@tests")).toBe(false);
  });

  it("keeps only what overlaps the range, and blocks all-day events in the consultant's zone", () => {
    const april = { from: new Date("2026-04-03T00:00:00Z"), to: new Date("2026-04-08T00:00:00Z") };
    expect(iso(parseBusyTimes(wholeCalendar(), { ...april, timeZone: "Europe/Zurich" }).busy)).toEqual([
      ["2026-04-02T22:00:00.000Z", "2026-04-03T22:00:00.000Z"],
      ["2026-04-07T08:00:00.000Z", "2026-04-07T09:00:00.000Z"],
    ]);
    // the same holiday for a consultant in New York: their local day
    expect(iso(parseBusyTimes(wholeCalendar(), { ...april, timeZone: "America/New_York" }).busy)[0]).toEqual([
      "2026-04-03T04:00:00.000Z",
      "2026-04-04T04:00:00.000Z",
    ]);
  });

  it("expands an endless series only up to the range, and refuses what is not a calendar", () => {
    const endless = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:daily@tests",
      "DTSTART:20100101T120000Z",
      "DTEND:20100101T121500Z",
      "RRULE:FREQ=DAILY",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const { busy } = parseBusyTimes(endless, {
      ...range,
      from: new Date("2026-04-01T00:00:00Z"),
      to: new Date("2026-04-04T00:00:00Z"),
    });
    expect(iso(busy)).toEqual([
      ["2026-04-01T12:00:00.000Z", "2026-04-01T12:15:00.000Z"],
      ["2026-04-02T12:00:00.000Z", "2026-04-02T12:15:00.000Z"],
      ["2026-04-03T12:00:00.000Z", "2026-04-03T12:15:00.000Z"],
    ]);
    expect(() => parseBusyTimes("<html>Sign in</html>", range)).toThrow(/not iCalendar/);
    expect(() => parseBusyTimes("BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n", range)).toThrow(/not a VCALENDAR/);
  });
});

describe("busyTimes", () => {
  const secret = "https://calendar.example.com/private-7f3c9a1b2d4e6f80/basic.ics";
  const source: CalendarSource = { url: secret, timeoutMs: 300, cacheSeconds: 60 };
  const now = new Date("2026-04-01T08:00:00Z");
  const lines: string[] = [];
  const log = createLogger({ level: "debug", destination: { write: (line: string) => lines.push(line) } });
  afterEach(() => {
    clearBusyCache();
    lines.length = 0;
  });
  const options = (fetcher: typeof fetch, at = now) => ({ now: at, timeZone: "Europe/Zurich", days: 28, log, fetcher });
  const ok = (body: string) => vi.fn(async () => new Response(body, { headers: { "content-type": "text/calendar" } }));

  it("has no busy times without a calendar", async () => {
    expect(await busyTimes(null, options(ok("")))).toEqual({ ok: true, busy: [] });
  });

  it("reads the feed once per cache period and shares one fetch between concurrent callers", async () => {
    const fetcher = ok(wholeCalendar());
    const [a, b] = await Promise.all([busyTimes(source, options(fetcher)), busyTimes(source, options(fetcher))]);
    expect(a.ok && iso(a.busy)).toContainEqual(["2026-04-07T08:00:00.000Z", "2026-04-07T09:00:00.000Z"]);
    expect(b).toEqual(a);
    await busyTimes(source, options(fetcher, new Date(now.getTime() + 59_000)));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await busyTimes(source, options(fetcher, new Date(now.getTime() + 61_000)));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["an HTTP error", async () => new Response("Internal error", { status: 500 }), "HTTP 500"],
    ["a login page", async () => new Response("<html>Sign in</html>", { status: 200 }), "not iCalendar"],
    [
      "a network error naming the address",
      async () => {
        throw new TypeError(`fetch failed: ${secret}`);
      },
      "network error",
    ],
  ])("offers nothing when the feed answers %s, and never logs the address", async (_, respond, reason) => {
    const fetcher = vi.fn(respond as typeof fetch);
    expect(await busyTimes(source, options(fetcher))).toEqual({ ok: false });
    expect(lines.join("\n")).toContain(reason);
    expect(lines.join("\n")).not.toContain("calendar.example.com");
    expect(lines.join("\n")).not.toContain("7f3c9a1b2d4e6f80");
  });

  it("gives up after the timeout, and asks again after a short while", async () => {
    const hang = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
        ),
    );
    const started = performance.now();
    expect(await busyTimes(source, options(hang as typeof fetch))).toEqual({ ok: false });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(lines.join("\n")).toContain("timeout");
    // the failure is kept briefly, then the calendar is read again
    const fetcher = ok(wholeCalendar());
    expect(await busyTimes(source, options(fetcher, new Date(now.getTime() + 1000)))).toEqual({ ok: false });
    expect(fetcher).not.toHaveBeenCalled();
    const later = await busyTimes(source, options(fetcher, new Date(now.getTime() + FAILURE_CACHE_SECONDS * 1000 + 1)));
    expect(later.ok).toBe(true);
  });
});
