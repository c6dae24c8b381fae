import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/components/forms/FormParts";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { CtaLink } from "~/components/ui/CtaLink";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { BookingForm } from "~/features/booking/BookingForm";
import { offeredSlots } from "~/features/booking/bookings.server";
import { bookSession } from "~/features/booking/changes.server";
import { bookingSettings } from "~/features/booking/content.server";
import { meetingFact } from "~/features/booking/meeting";
import { requestWindows } from "~/features/booking/request-windows.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { refusal } from "~/features/booking/refusals.server";
import { weekView } from "~/features/booking/week-picker.server";
import { chosenZone } from "~/features/booking/zone-list.server";
import { bookingSchema } from "~/features/booking/schema";
import { SessionForm } from "~/features/booking/SessionForm";
import { bookingPaths } from "~/features/booking/urls";
import { WeekPicker } from "~/features/booking/WeekPicker";
import { revalidateAfterRefusal } from "~/features/booking/revalidate";
import { attemptContact } from "~/features/exit-ready/exit-ready.server";
import { leadFormTarget, submitForm, submitHeaders } from "~/features/forms/submit.server";
import { business } from "~/lib/business";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";

// /strategiegespraech, /strategy-session: the free strategy session, booked at one of the
// consultant's free times (ADR 065). The free times of one week, by day, in the zone the
// visitor chose (`?tz=`, the consultant's by default); other weeks by plain links (`?week=`); from
// an ExitReady result (`?attempt=`) with name and email filled in and the attempt linked. A booking
// goes through submitForm (honeypot, zod, rate limit) to bookSession and on to the booking's own
// page (303); a time taken meanwhile comes back as 409 with every value and the nearest free
// times. When no time can be offered (the calendar unreadable, nothing free in the horizon, the
// visitor's mail cap) the page offers the request form instead, so no lead is lost.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl, t } = await pageContext(request, context, "features/booking/routes/book");
  // the request page's copy (`request:`) is that page's: not in this page's data
  const { request: _request, ...copy } = pageCopy("strategy-session", locale);
  const url = new URL(request.url);
  const path = localizedPath(pageId, locale);
  const { availability: a, meeting } = bookingSettings();
  const now = new Date();
  const tz = chosenZone(url.searchParams.get("tz"));
  const attempt = await attemptContact(context.db, url.searchParams.get("attempt"));
  const offered = await offeredSlots(await bookingDeps(context, now));
  const requestPath = localizedPath("session-request", locale) + (attempt ? `?attempt=${attempt.id}` : "");
  const base = {
    seo: {
      ...copy.seo,
      jsonLd: [breadcrumbs(locale, siteUrl, [pageId]).jsonLd],
    },
    copy,
    minutes: a.sessionMinutes,
    how: meetingFact(meeting, t),
    // the visitor picks video or phone on the form (booking.yaml `meeting.offer: choice`)
    meetingChoice: meeting.offer === "choice" ? { provider: meeting.provider } : null,
    attempt,
    requestPath,
    request: leadFormTarget(localizedPath("session-request", locale)),
    requestTimes: requestWindows(a, locale, now),
    fallback: {
      hours: business.support.sessionFollowUpHours,
      days: a.horizonDays,
    },
  };
  if (!offered.ok || offered.slots.length === 0) {
    return { ...base, mode: "request" as const, reason: offered.ok ? ("none-free" as const) : ("calendar" as const) };
  }
  const week = weekView(offered.slots, {
    availability: a,
    now,
    lng: locale,
    path,
    week: url.searchParams.get("week"),
    tz,
    zone: a.timeZone,
    keep: attempt ? { attempt: attempt.id } : undefined,
  });
  return {
    ...base,
    mode: "book" as const,
    week,
    // the page's query goes along: a refused booking comes back showing the same week and zone
    form: leadFormTarget(week.here),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    form: "booking",
    schema: bookingSchema,
    // bookSession opens its own transaction under the booking lock; a refusal stored nothing
    transact: async (_db, value, meta) => {
      const deps = await bookingDeps(context);
      const outcome = await bookSession(deps, value, meta);
      return outcome.ok ? outcome : refusal(deps, outcome, "book", value, meta.locale);
    },
    // a replay of the same submission has no token: its page says the links are in the mail
    successUrl: (_, meta, booked) =>
      booked.token ? bookingPaths(booked.token, meta.locale).manage : localizedPath("session-booked", meta.locale),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

/** the free times read again after a refusal (409), with JavaScript as without */
export const shouldRevalidate = revalidateAfterRefusal;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function StrategySession() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = lastResult?.refusal;
  const { copy } = data;
  // a booking the calendar, the address (its sessions or its mail cap) or the client's limits
  // refused: the request form, with what was typed
  const requestInstead =
    data.mode === "request" ||
    refused?.code === "calendar-unavailable" ||
    refused?.code === "mailbox-limit" ||
    refused?.code === "client-limit";
  // what the refused booking had typed, for the request form
  const typed = (name: "name" | "email" | "phone" | "message") => {
    const value = lastResult?.initialValue?.[name];
    return typeof value === "string" ? value : undefined;
  };

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample}>
        <dl className="booking-facts">
          <div>
            <dt>{t("booking.facts.minutesLabel")}</dt>
            <dd>{t("booking.facts.minutes", { minutes: data.minutes })}</dd>
          </div>
          <div>
            <dt>{t("booking.facts.howLabel")}</dt>
            <dd>{data.how}</dd>
          </div>
          <div>
            <dt>{t("booking.facts.priceLabel")}</dt>
            <dd>{t("booking.facts.price")}</dd>
          </div>
        </dl>
      </PageHero>

      {requestInstead ? (
        <Section id="request-title" alt container="narrow">
          <h2 id="request-title">
            {refused?.code === "mailbox-limit" || refused?.code === "client-limit"
              ? t("booking.fallback.formTitle")
              : data.mode === "request" && data.reason === "none-free"
                ? t("booking.fallback.noneTitle")
                : t("booking.fallback.calendarTitle")}
          </h2>
          {refused ? (
            <FormErrors id="booking-refused" errors={lastResult?.error?.[""]} />
          ) : (
            <p className="lead">
              {data.mode === "request" && data.reason === "none-free"
                ? t("booking.fallback.noneText", { days: data.fallback.days, hours: data.fallback.hours })
                : t("booking.fallback.calendarText", { hours: data.fallback.hours })}
            </p>
          )}
          <SessionForm
            target={data.request}
            labelledBy="request-title"
            attemptId={data.attempt?.id}
            times={data.requestTimes}
            defaults={{
              name: typed("name") ?? data.attempt?.name,
              email: typed("email") ?? data.attempt?.email,
              phone: typed("phone"),
              message: typed("message"),
            }}
          />
        </Section>
      ) : (
        data.mode === "book" && (
          <Section id="book-title" alt>
            <h2 id="book-title">{t("booking.pick.title")}</h2>
            <p className="lead">{t("booking.pick.intro")}</p>
            {data.attempt && <p className="fine-print">{t("booking.pick.attemptNote")}</p>}
            <WeekPicker view={data.week} />
            <BookingForm
              target={data.form}
              lastResult={lastResult}
              days={data.week.picker.days}
              nearest={refused?.code === "slot-taken" ? refused.offers : undefined}
              zone={data.week.picker.zone}
              zoneName={data.week.picker.zoneName}
              defaults={data.attempt ? { name: data.attempt.name, email: data.attempt.email } : undefined}
              attemptId={data.attempt?.id}
              meetingChoice={data.meetingChoice}
              labelledBy="book-title"
            />
            <p className="booking-request-link">
              <Link className="text-link" to={data.requestPath}>
                {t("booking.pick.requestLink")}
                <Icon name="arrowRight" size={18} />
              </Link>
            </p>
          </Section>
        )
      )}

      <Section id="expect-title" container="split">
        <div>
          <h2 id="expect-title">{copy.expect.title}</h2>
          <CheckList items={copy.expect.items} />
        </div>
        <aside className="card" aria-labelledby="good-to-know-title">
          <h2 id="good-to-know-title" className="h3">
            {copy.notFor.title}
          </h2>
          <p>{copy.notFor.text}</p>
          <CtaLink cta={{ label: "ExitReady Check", pageId: "exit-ready-check" }} variant="secondary" arrow />
        </aside>
      </Section>
    </>
  );
}
