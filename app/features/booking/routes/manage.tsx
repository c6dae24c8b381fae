import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { BookingNotFound, BookingSummary } from "~/features/booking/BookingSummary";
import { managedBooking } from "~/features/booking/managed-booking.server";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { pageContext } from "~/page.server";

// /strategiegespraech/termin/<token>, /strategy-session/booking/<token>: a booked strategy session,
// the page its confirmation mail links to and a booking lands on: date, time, zone (the visitor's
// and the consultant's), status, and the ways to cancel or move it. The token is the secret of the
// link (only its hash is stored; redacted in logs). Private: no handle.cache, never kept by a cache.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/booking/routes/manage");
  const seo = { title: t("booking.manage.seoTitle"), description: t("booking.manage.seoDescription"), noindex: true };
  const found = await managedBooking(context, params.token ?? "", locale);
  if (!found) return data({ missing: true as const, seo }, { status: 404 });
  const status = new URL(request.url).searchParams.get("status");
  // what just happened (after a move or a cancellation): only when the booking says so too
  const notice =
    status === "rescheduled" && found.state === "confirmed"
      ? ("rescheduled" as const)
      : status === "cancelled" && found.state === "cancelled"
        ? ("cancelled" as const)
        : null;
  return {
    missing: false as const,
    seo,
    state: found.state,
    times: found.times,
    place: found.place,
    paths: found.paths,
    notice,
    bookPath: localizedPath("strategy-session", locale),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ManageBooking() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (loaded.missing) return <BookingNotFound />;
  const { state, times, paths, notice, place } = loaded;
  const title = {
    confirmed: t("booking.manage.confirmedTitle"),
    cancelled: t("booking.manage.cancelledTitle"),
    past: t("booking.manage.pastTitle"),
  }[state];
  const lead = {
    confirmed: t("booking.manage.confirmedLead"),
    cancelled: t("booking.manage.cancelledLead"),
    past: t("booking.manage.pastLead"),
  }[state];
  return (
    <Section container="narrow">
      <div className={state === "confirmed" ? "card success-card booking-card" : "card booking-card"}>
        <p className="eyebrow">{t("booking.manage.eyebrow")}</p>
        <h1>{title}</h1>
        {notice && (
          <p className="booking-notice" role="status">
            {notice === "rescheduled" ? t("booking.manage.rescheduled") : t("booking.manage.cancelledNow")}
          </p>
        )}
        <p className="lead">{lead}</p>
        <BookingSummary times={times} state={state} place={place} />
        {state === "confirmed" ? (
          <>
            <div className="button-row">
              <Link className="button button-secondary" to={paths.reschedule}>
                {t("booking.manage.reschedule")}
              </Link>
              <Link className="button button-ghost" to={paths.cancel}>
                {t("booking.manage.cancel")}
              </Link>
            </div>
            <p className="fine-print">{t("booking.manage.keepLink")}</p>
          </>
        ) : (
          <Link className="button button-primary" to={loaded.bookPath}>
            {t("booking.manage.bookAgain")}
          </Link>
        )}
      </div>
    </Section>
  );
}
