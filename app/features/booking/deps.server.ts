import type { AppLoadContext } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Env } from "~/lib/env.server";
import { busyTimes, calendarSource, type BusyResult } from "./busy.server";
import { bookingSettings } from "./content.server";
import type { Availability, BookingLimits, MeetingOffer } from "./settings";

// What the reads and changes of bookings need, and how a request gets it: the busy times are read
// once per request (and cached per process, ./busy.server.ts), booking.yaml once per process.

/** What every booking change needs. */
export interface BookingDeps {
  db: Kysely<Database>;
  env: Pick<
    Env,
    "SITE_URL" | "LEADS_NOTIFY_EMAIL" | "SESSION_SECRET" | "RATE_LIMIT_DISABLED" | "WEBHOOK_URL" | "WEBHOOK_SECRET"
  >;
  /** the consultant's availability, limits per booker and meeting place (./content.server.ts) */
  availability: Availability;
  limits: BookingLimits;
  meeting: MeetingOffer;
  /** the consultant's busy times (./busy.server.ts busyTimes()); { ok: false } refuses booking and moving */
  busy: BusyResult;
  /** the current time (tests) */
  now?: Date;
}

const perRequest = new WeakMap<AppLoadContext, Promise<BookingDeps>>();

/**
 * What a booking change needs, for a request: the database, booking.yaml's settings, the busy
 * times now. Made once per request (its load context): a refused booking's action and the loaders
 * that render its page again share one reading of the consultant's calendar.
 */
export function bookingDeps(context: AppLoadContext, now = new Date()): Promise<BookingDeps> {
  let deps = perRequest.get(context);
  if (!deps) {
    const { availability: a, limits, meeting } = bookingSettings();
    deps = busyTimes(calendarSource(context.env), {
      now,
      timeZone: a.timeZone,
      days: a.horizonDays,
      log: context.log,
    }).then((busy) => ({ db: context.db, env: context.env, availability: a, limits, meeting, busy, now }));
    perRequest.set(context, deps);
  }
  return deps;
}
