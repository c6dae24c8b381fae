import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { busyTimes, calendarSource, clearBusyCache, fetchFeed, parseBusyTimes } from "~/features/booking/busy.server";
import { createLogger } from "~/lib/log.server";
import { calendarResources, expectedBusy } from "../fixtures/calendar";
import { testEnv } from "./context";
import { startRadicale, type Radicale } from "./radicale";

// The consultant's busy times read from a real calendar server through CALENDAR_BUSY_ICS_URL:
// Radicale serves the calendar collection as one iCalendar object, as the secret addresses of the
// big calendar services do. And the two ways a calendar server fails: it hangs, or it errs.

let radicale: Radicale;
let calendarUrl: string;
const servers: Server[] = [];
const lines: string[] = [];
const log = createLogger({ level: "debug", destination: { write: (line: string) => lines.push(line) } });

beforeAll(async () => {
  radicale = await startRadicale();
  calendarUrl = await radicale.makeCalendar("/consultant/busy/");
  for (const resource of calendarResources) await radicale.put(calendarUrl, resource.name, resource.ics);
});

afterAll(async () => {
  await radicale?.stop();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

afterEach(() => {
  clearBusyCache();
  lines.length = 0;
});

/** A local HTTP server answering every request with `handle` (which may never answer). */
async function serve(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendars/private-5e1f0c2a9b7d/basic.ics`;
}

const read = (url: string, timeoutMs = 4000) =>
  busyTimes(calendarSource(testEnv({ CALENDAR_BUSY_ICS_URL: url, CALENDAR_BUSY_TIMEOUT_MS: String(timeoutMs) })), {
    now: new Date("2026-03-02T00:00:00Z"),
    timeZone: "Europe/Zurich",
    days: 240,
    log,
  });

describe("busy times from a CalDAV server (Radicale)", () => {
  it("serves the collection as one calendar with every event", async () => {
    const ics = await fetchFeed({ url: calendarUrl, timeoutMs: 4000, cacheSeconds: 0 });
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    const { events } = parseBusyTimes(ics, {
      from: new Date("2026-01-01T00:00:00Z"),
      to: new Date("2027-01-01T00:00:00Z"),
      timeZone: "Europe/Zurich",
    });
    // every resource's events, the two overrides of the weekly series included
    expect(events).toBe(calendarResources.length + 2);
    console.info(`calendar events read from Radicale: ${events}`);
  });

  it("gives the busy times of the series, its exceptions, all-day, zoned, floating and UTC events", async () => {
    const result = await read(calendarUrl);
    expect(result.ok).toBe(true);
    const busy = result.ok ? result.busy.map((b) => [b.start.toISOString(), b.end.toISOString()]) : [];
    expect(busy).toEqual(expectedBusy);
  });

  it("offers no time when the calendar answers 404 (a wrong or revoked address)", async () => {
    expect(await read(`${radicale.origin}/consultant/revoked/`)).toEqual({ ok: false });
    expect(lines.join("\n")).toContain("HTTP 404");
  });
});

describe("a calendar server that fails", () => {
  it("hangs: no time offered once the timeout has passed", async () => {
    const url = await serve(() => {
      // never answers
    });
    const started = performance.now();
    expect(await read(url, 800)).toEqual({ ok: false });
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(lines.join("\n")).toContain("timeout");
  });

  it("sends the headers, then stalls in the body: the timeout still holds", async () => {
    const url = await serve((_, res) => {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
    });
    expect(await read(url, 800)).toEqual({ ok: false });
    expect(lines.join("\n")).toContain("timeout");
  });

  it("answers 500: no time offered, and the log names neither host nor secret path", async () => {
    const url = await serve((_, res) => {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal Server Error");
    });
    expect(await read(url)).toEqual({ ok: false });
    const logged = lines.join("\n");
    expect(logged).toContain("HTTP 500");
    expect(logged).not.toContain("private-5e1f0c2a9b7d");
    expect(logged).not.toContain(new URL(url).host);
  });
});
