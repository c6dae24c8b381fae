import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingsFeed, isBookingsFeedToken } from "~/features/booking/feed.server";
import { bookingSettings } from "~/features/booking/content.server";

// /kalender/<BOOKINGS_FEED_TOKEN>.ics: the consultant's booked strategy sessions as an iCalendar
// subscription (METHOD:PUBLISH, with each visitor's contact data), for their calendar app. The
// address is the secret (compared in constant time; redacted in the request log: app/lib/redact.ts).
// Any other address, and every address when BOOKINGS_FEED_TOKEN is unset: 404, the same answer.
// Never stored by a cache or a browser.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  if (!token || !isBookingsFeedToken(context.env, token)) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(await bookingsFeed(context.db, bookingSettings().meeting), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="strategiegespraeche.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
