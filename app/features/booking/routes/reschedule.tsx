import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { BookingNotFound, BookingSummary } from "~/features/booking/BookingSummary";
import { offeredSlots } from "~/features/booking/bookings.server";
import { rescheduleBooking } from "~/features/booking/changes.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { availability } from "~/features/booking/content.server";
import { managedBooking } from "~/features/booking/managed-booking.server";
import { refusal } from "~/features/booking/refusals.server";
import { weekView } from "~/features/booking/week-picker.server";
import { chosenZone } from "~/features/booking/zone-list.server";
import { RescheduleForm } from "~/features/booking/RescheduleForm";
import { rescheduleSchema } from "~/features/booking/schema";
import { bookingPaths } from "~/features/booking/urls";
import { WeekPicker } from "~/features/booking/WeekPicker";
import { revalidateAfterRefusal } from "~/features/booking/revalidate";
import { submitForm, submitHeaders } from "~/features/forms/submit.server";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { pageContext } from "~/page.server";

// /strategiegespraech/termin/<token>/verschieben, /strategy-session/booking/<token>/reschedule: the
// free times (as on the booking page: a week, by day, in the zone the visitor chose, by default the
// one they booked in) and a POST that moves the booking atomically (rescheduleBooking: the same
// invitation UID, SEQUENCE + 1, the old time free in the same commit). A time taken meanwhile: 409
// with the nearest free times. Private, never cached.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, pageId, t } = await pageContext(request, context, "features/booking/routes/reschedule");
  const seo = { title: t("booking.reschedule.seoTitle"), description: t("booking.reschedule.intro"), noindex: true };
  const token = params.token ?? "";
  const now = new Date();
  const found = await managedBooking(context, token, locale, now);
  if (!found) return data({ missing: true as const, seo }, { status: 404 });
  const base = {
    missing: false as const,
    seo,
    state: found.state,
    times: found.times,
    place: found.place,
    paths: found.paths,
    bookPath: localizedPath("strategy-session", locale),
  };
  if (found.state !== "confirmed") return { ...base, week: null };
  const url = new URL(request.url);
  const tz = chosenZone(url.searchParams.get("tz"));
  const a = availability();
  const offered = await offeredSlots(await bookingDeps(context, now));
  if (!offered.ok || offered.slots.length === 0) {
    return { ...base, week: null, unavailable: offered.ok ? ("none-free" as const) : ("calendar" as const) };
  }
  const path = localizedPath(pageId, locale, { params: { token } });
  const week = weekView(offered.slots, {
    availability: a,
    now,
    lng: locale,
    path,
    week: url.searchParams.get("week"),
    tz,
    zone: found.booking.timeZone,
  });
  return { ...base, week };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  return submitForm({
    request,
    context,
    form: "booking",
    schema: rescheduleSchema,
    transact: async (_db, value, meta) => {
      const deps = await bookingDeps(context);
      const outcome = await rescheduleBooking(deps, token, value.slot, { timeZone: value.timeZone });
      return outcome.ok ? outcome : refusal(deps, outcome, "move", value, meta.locale);
    },
    // a booking made before link keys existed has a new token now: its page is at the new address
    successUrl: (_, meta, moved) => `${bookingPaths(moved.token ?? token, meta.locale).manage}?status=rescheduled`,
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

/** the free times read again after a refusal (409), with JavaScript as without */
export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function RescheduleBooking() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  if (loaded.missing) return <BookingNotFound />;
  const refused = lastResult?.refusal;
  const { state, times, paths, place } = loaded;
  return (
    <Section container={loaded.week ? undefined : "narrow"}>
      <div className="booking-head">
        <p className="eyebrow">{t("booking.manage.eyebrow")}</p>
        <h1 id="reschedule-title">
          {state === "confirmed"
            ? t("booking.reschedule.title")
            : state === "cancelled"
              ? t("booking.manage.cancelledTitle")
              : t("booking.manage.pastTitle")}
        </h1>
        <p className="lead">
          {state === "confirmed"
            ? t("booking.reschedule.current", { date: times.date, time: times.time, zone: times.zone })
            : state === "cancelled"
              ? t("booking.errors.cancelled")
              : t("booking.errors.started")}
        </p>
      </div>
      {loaded.week ? (
        <>
          <p>{t("booking.reschedule.intro")}</p>
          <WeekPicker view={loaded.week} />
          <RescheduleForm
            action={loaded.week.here}
            lastResult={lastResult}
            days={loaded.week.picker.days}
            nearest={refused?.code === "slot-taken" ? refused.offers : undefined}
            zone={loaded.week.picker.zone}
            zoneName={loaded.week.picker.zoneName}
            back={paths.manage}
            labelledBy="reschedule-title"
          />
        </>
      ) : (
        <div className="card booking-card">
          {state === "confirmed" && (
            <p role="status">
              {"unavailable" in loaded && loaded.unavailable === "none-free"
                ? t("booking.fallback.noneTitle")
                : t("booking.errors.rescheduleCalendar")}
            </p>
          )}
          <BookingSummary times={times} state={state} place={place} />
          <div className="button-row">
            {state === "confirmed" ? (
              <Link className="button button-secondary" to={paths.manage}>
                {t("booking.reschedule.back")}
              </Link>
            ) : (
              <Link className="button button-primary" to={loaded.bookPath}>
                {t("booking.manage.bookAgain")}
              </Link>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
