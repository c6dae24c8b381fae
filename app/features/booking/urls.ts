import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";

// The addresses of a booking's pages: the links in the visitor's mails carry the
// booking's manage token (a secret: whoever has the link can cancel or move the session). The
// paths are the page registry's (app/pages.ts: booking, booking-cancel, booking-reschedule), so
// the mails and the routes cannot disagree:
//
//   de: /strategiegespraech/termin/<token>            en: /strategy-session/booking/<token>
//       /strategiegespraech/termin/<token>/absagen        /strategy-session/booking/<token>/cancel
//       /strategiegespraech/termin/<token>/verschieben    /strategy-session/booking/<token>/reschedule

export interface BookingPaths {
  /** the booking: its time, and the ways to cancel or move it */
  manage: string;
  cancel: string;
  reschedule: string;
}

/** The paths of a booking's pages in a language (the token is base64url: nothing to escape). */
export function bookingPaths(token: string, lng: Lang): BookingPaths {
  const params = { token };
  return {
    manage: localizedPath("booking", lng, { params }),
    cancel: localizedPath("booking-cancel", lng, { params }),
    reschedule: localizedPath("booking-reschedule", lng, { params }),
  };
}

/** The same as absolute URLs on the site's origin (SITE_URL), for mails and invitations. */
export function bookingUrls(siteUrl: string, token: string, lng: Lang): BookingPaths {
  const paths = bookingPaths(token, lng);
  const origin = siteUrl.replace(/\/+$/, "");
  return {
    manage: origin + paths.manage,
    cancel: origin + paths.cancel,
    reschedule: origin + paths.reschedule,
  };
}

/** The booking page (where a new session is booked), for the cancellation mail. */
export const BOOKING_PAGE: Record<Lang, string> = {
  de: localizedPath("strategy-session", "de"),
  en: localizedPath("strategy-session", "en"),
};
