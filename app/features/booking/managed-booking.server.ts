import type { AppLoadContext } from "@remix-run/node";
import type { Lang } from "~/lib/i18n";
import { findBookingByToken } from "./bookings.server";
import type { BookingState, SummaryPlace } from "./BookingSummary";
import { bookingSettings } from "./content.server";
import { videoProvider } from "./meeting";
import { sessionTimes } from "./times";
import { bookingPaths } from "./urls";

// A booking's own pages (its manage link: the booking, cancel, reschedule) show the same facts:
// its state, time in both zones, place and the paths of the other two.

/** The booking a manage link names, as its pages show it; null for an unknown or malformed token. */
export async function managedBooking(context: AppLoadContext, token: string, lng: Lang, now = new Date()) {
  const booking = await findBookingByToken(context.db, token);
  if (!booking) return null;
  const state: BookingState =
    booking.status === "cancelled" ? "cancelled" : booking.start.getTime() <= now.getTime() ? "past" : "confirmed";
  const { availability, meeting } = bookingSettings();
  const place: SummaryPlace =
    booking.place?.kind === "video" ? { ...booking.place, provider: videoProvider(meeting) } : booking.place;
  return {
    booking,
    state,
    place,
    times: sessionTimes(booking, availability.timeZone, lng),
    paths: bookingPaths(token, lng),
  };
}
