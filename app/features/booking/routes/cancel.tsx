import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/components/forms/FormParts";
import { Section } from "~/components/sections/Section";
import { BookingNotFound, BookingSummary } from "~/features/booking/BookingSummary";
import { cancelBooking } from "~/features/booking/changes.server";
import { bookingSettings } from "~/features/booking/content.server";
import { managedBooking } from "~/features/booking/managed-booking.server";
import { bookingPaths } from "~/features/booking/urls";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { pageContext } from "~/page.server";

// /strategiegespraech/termin/<token>/absagen, /strategy-session/booking/<token>/cancel: opening the
// link (from the mail, or a mail scanner following it) changes nothing; the button (a POST)
// cancels: the time is free again, the reminder gone, both get the cancellation for their calendar
// (METHOD:CANCEL), and the booking's page says so. A cancelled booking stays cancelled.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/booking/routes/cancel");
  const seo = { title: t("booking.cancel.seoTitle"), description: t("booking.cancel.text"), noindex: true };
  const found = await managedBooking(context, params.token ?? "", locale);
  if (!found) return data({ missing: true as const, seo }, { status: 404 });
  return {
    missing: false as const,
    seo,
    state: found.state,
    times: found.times,
    place: found.place,
    paths: found.paths,
    bookPath: localizedPath("strategy-session", locale),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/booking/routes/cancel");
  const token = params.token ?? "";
  try {
    const { availability, meeting } = bookingSettings();
    const outcome = await cancelBooking({ db: context.db, env: context.env, availability, meeting }, token);
    if (outcome.ok) {
      context.outbox?.wake();
      return redirect(`${bookingPaths(token, locale).manage}?status=cancelled`, 303);
    }
    if (outcome.error === "not-found") return data({ error: "booking.notFound.text" as const }, { status: 404 });
    return data({ error: "booking.errors.started" as const }, { status: 409 });
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    context.log.warn("booking not cancelled", { error: error as Error });
    return data({ error: FORM_ERRORS.submitFailed }, { status: unavailable ? 503 : 500 });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function CancelBooking() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  if (loaded.missing) return <BookingNotFound />;
  const { state, times, paths, place } = loaded;
  return (
    <Section container="narrow">
      <div className="card booking-card">
        <p className="eyebrow">{t("booking.manage.eyebrow")}</p>
        {state === "confirmed" ? (
          <>
            <h1>{t("booking.cancel.title")}</h1>
            <p className="lead">{t("booking.cancel.text")}</p>
            <BookingSummary times={times} state={state} place={place} />
            <Form method="post" id="cancel-form" className="form">
              <FormErrors id="cancel-error" errors={result?.error ? [result.error] : null} />
              <div className="button-row">
                <button type="submit" className="button button-primary">
                  {t("booking.cancel.submit")}
                </button>
                <Link className="button button-secondary" to={paths.manage}>
                  {t("booking.cancel.keep")}
                </Link>
                <Link className="button button-ghost" to={paths.reschedule}>
                  {t("booking.cancel.instead")}
                </Link>
              </div>
            </Form>
          </>
        ) : (
          <>
            <h1>{state === "cancelled" ? t("booking.manage.cancelledTitle") : t("booking.manage.pastTitle")}</h1>
            <p className="lead">
              {state === "cancelled" ? t("booking.manage.cancelledLead") : t("booking.errors.started")}
            </p>
            <BookingSummary times={times} state={state} place={place} />
            <Link className="button button-primary" to={loaded.bookPath}>
              {t("booking.manage.bookAgain")}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}
