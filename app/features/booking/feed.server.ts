import { createHash, timingSafeEqual } from "node:crypto";
import type { Env } from "~/lib/env.server";
import { getT } from "~/lib/i18n.server";
import { site } from "~/lib/site";
import type { Db } from "./bookings.server";
import { invitationIcs } from "./invitation";
import { invitationPlace } from "./mails.server";
import type { MeetingOffer } from "./settings";

// The consultant's booked sessions as a calendar subscription (routes/feed.ts), with each visitor's
// contact data: at a secret address only, and never to a visitor.

const HOUR = 3_600_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The consultant's booked sessions as an iCalendar feed (METHOD:PUBLISH) for a calendar
 * subscription (a secret address with BOOKINGS_FEED_TOKEN: /kalender/<token>.ics): every
 * confirmed session from 30 days ago on, with the visitor's contact data in its description.
 */
export async function bookingsFeed(db: Db, meeting: MeetingOffer, options: { now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const rows = await db
    .selectFrom("session_bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("ends_at", ">", new Date(now.getTime() - 30 * 24 * HOUR))
    .orderBy("starts_at")
    .execute();
  const de = getT("de");
  return invitationIcs(
    "PUBLISH",
    rows.map((row) => ({
      uid: row.ical_uid,
      sequence: row.sequence,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      status: "confirmed" as const,
      summary: `${de("emails.booking.summary", { consultant: site.consultant.name })}: ${row.name}`,
      description: [
        `${de("forms.session.name")}: ${row.name}`,
        `${de("forms.session.email")}: ${row.email}`,
        `${de("forms.session.phone")}: ${row.phone}`,
        `${de("forms.session.message")}: ${row.message ?? "–"}`,
      ].join("\n"),
      attendee: row.email,
      stamp: new Date(row.updated_at),
      place: invitationPlace(row, meeting, "consultant"),
    })),
    `${site.brand}: Strategiegespräche`,
  );
}

/** Is this a booking feed request's token (constant time)? false when no feed is configured. */
export function isBookingsFeedToken(env: Pick<Env, "BOOKINGS_FEED_TOKEN">, token: string): boolean {
  const expected = env.BOOKINGS_FEED_TOKEN;
  if (!expected) return false;
  return timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(sha256(expected)));
}
