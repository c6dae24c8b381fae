import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { offeredSlots } from "~/features/booking/bookings.server";
import * as busy from "~/features/booking/busy.server";
import type * as Busy from "~/features/booking/busy.server";
import { bookSession } from "~/features/booking/changes.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { slotValue } from "~/features/booking/slots";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import * as routing from "~/lib/routing";
import type * as Routing from "~/lib/routing";
import { testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { leadForm, send, serveProduction } from "./production-server";
import { sourceBuild } from "./source-build";

// Each request's values are made once (docs/architecture.md, "A request"): the page a path is
// looked up in the registry once per request, whichever loaders, actions, the document and the log
// line need it, and a refused booking reads the consultant's busy times once. Remix hands each
// loader and action a Request of its own, so only values handed on in the load context are shared.

vi.mock("~/lib/routing", async (importOriginal) => {
  const original = await importOriginal<typeof Routing>();
  return { ...original, pageForPath: vi.fn(original.pageForPath) };
});
vi.mock("~/features/booking/busy.server", async (importOriginal) => {
  const original = await importOriginal<typeof Busy>();
  return { ...original, busyTimes: vi.fn(original.busyTimes) };
});

const lookups = vi.mocked(routing.pageForPath);
const busyReads = vi.mocked(busy.busyTimes);

describe("each request's values, once", () => {
  let handle: DbHandle;
  let server: Server;
  let base: string;
  const env = testEnv();

  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
    const build = await sourceBuild();
    ({ server, base } = await serveProduction({
      build,
      dbHandle: handle,
      env,
      log: createLogger({ level: "silent" }),
      renderCache: false,
      source: true,
    }));
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
  });

  it("a topic page: its page looked up once", async () => {
    lookups.mockClear();
    const reply = await send(base, "/exit-strategie");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("<h1");
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it("a booking refused with 409: its page looked up once, the busy times read once", async () => {
    const offered = await offeredSlots(await bookingDeps(testContext(handle, env)));
    if (!offered.ok) throw new Error("no calendar configured: offeredSlots cannot fail");
    const slot = offered.slots.at(-1)!;
    // somebody else has just booked it
    const taken = await bookSession(
      { ...(await bookingDeps(testContext(handle, env))) },
      {
        submissionId: randomUUID(),
        slot: slot.start,
        name: "Erste Buchung",
        email: `first.${randomUUID().slice(0, 8)}@example.com`,
        phone: "+41 44 555 01 23",
        timeZone: "Europe/Zurich",
      },
      { locale: "de", sourcePath: "/strategiegespraech", clientAddress: "198.51.100.7" },
    );
    expect(taken.ok).toBe(true);

    const path = `/strategiegespraech?week=${slotValue(slot).slice(0, 10)}`;
    const page = await send(base, path);
    const form = leadForm(page.body, 'name="slot"');
    for (const [name, value] of Object.entries({
      slot: slotValue(slot),
      name: "Zweite Buchung",
      email: `second.${randomUUID().slice(0, 8)}@example.com`,
      phone: "+41 44 555 01 24",
    }))
      form.fields.set(name, value);
    lookups.mockClear();
    busyReads.mockClear();
    const refused = await send(
      base,
      form.action,
      { "content-type": "application/x-www-form-urlencoded", referer: `${base}${path}` },
      "POST",
      form.fields.toString(),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Diesen Termin hat gerade jemand anderes gebucht");
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(busyReads).toHaveBeenCalledTimes(1);
  });
});
