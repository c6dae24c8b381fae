import { FormRefusal } from "~/features/forms/submit.server";
import type { Lang } from "~/lib/i18n";
import type { TranslationKey } from "~/lib/translate";
import { offeredSlots } from "./bookings.server";
import type { BookingError, BookingRefusal } from "./changes.server";
import type { BookingDeps } from "./deps.server";
import { nearestFreeSlots } from "./slots";
import { slotOption } from "./week-picker.server";

// A refused booking or move as the form shows it: its status, its message and, for a time just
// taken, the nearest free times to choose instead.

/** How many of the nearest free times a refused choice is answered with. */
export const NEAREST_OFFERED = 4;

const refusalMessages = {
  book: {
    "slot-taken": "booking.errors.slotTaken",
    "calendar-unavailable": "booking.errors.calendarUnavailable",
    "mail-limit": "booking.errors.mailbox",
    cancelled: "booking.errors.cancelled",
    started: "booking.errors.started",
    "not-found": "booking.notFound.text",
    "mailbox-limit": "booking.errors.mailbox",
    "client-limit": "booking.errors.clientLimit",
  },
  move: {
    "slot-taken": "booking.errors.slotTaken",
    "calendar-unavailable": "booking.errors.rescheduleCalendar",
    "mail-limit": "booking.errors.rescheduleMailLimit",
    cancelled: "booking.errors.cancelled",
    started: "booking.errors.started",
    "not-found": "booking.notFound.text",
    // a move adds no session: neither limit refuses one
    "mailbox-limit": "booking.errors.mailbox",
    "client-limit": "booking.errors.clientLimit",
  },
} as const satisfies Record<string, Record<BookingError, TranslationKey>>;

const statusOf: Record<BookingError, number> = {
  "slot-taken": 409,
  "calendar-unavailable": 503,
  "mail-limit": 409,
  cancelled: 409,
  started: 409,
  "not-found": 404,
  "mailbox-limit": 409,
  "client-limit": 429,
};

/**
 * The refusal of a booking (`book`) or a move (`move`) for submitForm: the time just taken is
 * answered with 409 and the nearest free times (in the zone the visitor chose, with their days);
 * an unreadable calendar with 503; a client over its limits with 429 and Retry-After; a mailbox
 * holding its sessions and, for a booking, the address's daily mail cap with one and the same 409
 * (code and text: whether an address has a session is nobody else's business); a cancelled or
 * started session with 409. Nothing was stored.
 */
export async function refusal(
  deps: BookingDeps,
  refused: BookingRefusal,
  what: "book" | "move",
  chosen: { slot: Date; timeZone: string },
  lng: Lang,
): Promise<FormRefusal<BookingError>> {
  const { error } = refused;
  const status = statusOf[error];
  if (error === "slot-taken") {
    const offered = await offeredSlots(deps);
    const offers = offered.ok
      ? nearestFreeSlots(offered.slots, chosen.slot, NEAREST_OFFERED).map((s) =>
          slotOption(s, chosen.timeZone, lng, true),
        )
      : [];
    return new FormRefusal(status, refusalMessages[what][error], error, offers);
  }
  if (what === "book" && (error === "mailbox-limit" || error === "mail-limit")) {
    return new FormRefusal(409, "booking.errors.mailbox", "mailbox-limit");
  }
  if (error === "client-limit") {
    return new FormRefusal(status, "booking.errors.clientLimit", error, [], refused.retryAfter);
  }
  return new FormRefusal(status, refusalMessages[what][error], error);
}
