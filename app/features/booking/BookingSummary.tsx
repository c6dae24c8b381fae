import { Link } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";
import type { SessionTimes } from "./times";

/** Where a booking stands: booked, cancelled, or begun (or over). */
export type BookingState = "confirmed" | "cancelled" | "past";

/** Where a booked session happens, as its page shows it (null: booked before places were recorded). */
export type SummaryPlace = { kind: "video"; url: string; provider: string } | { kind: "phone" } | null;

/** A booking's date, time and zone (and the consultant's when they differ), length, place and status. */
export function BookingSummary({
  times,
  state,
  place,
}: {
  times: SessionTimes;
  state: BookingState;
  place: SummaryPlace;
}) {
  const { t } = useTranslation();
  const status = {
    confirmed: t("booking.manage.statusConfirmed"),
    cancelled: t("booking.manage.statusCancelled"),
    past: t("booking.manage.statusPast"),
  }[state];
  return (
    <dl className="booking-summary">
      <div>
        <dt>{t("booking.manage.date")}</dt>
        <dd>{times.date}</dd>
      </div>
      <div>
        <dt>{t("booking.manage.time")}</dt>
        <dd>{times.time}</dd>
      </div>
      <div>
        <dt>{t("booking.manage.zone")}</dt>
        <dd>{times.zone}</dd>
      </div>
      {times.consultant && (
        <div>
          <dt>{t("booking.manage.consultantTime")}</dt>
          <dd>
            {times.consultant.date}, {times.consultant.time} ({times.consultant.zone})
          </dd>
        </div>
      )}
      <div>
        <dt>{t("booking.manage.length")}</dt>
        <dd>{t("booking.facts.minutes", { minutes: times.minutes })}</dd>
      </div>
      {place?.kind === "video" ? (
        <div>
          <dt>{t("booking.manage.where")}</dt>
          <dd>
            {t("booking.manage.whereVideo", { provider: place.provider })}
            {state === "confirmed" && (
              <>
                <br />
                <a className="text-link" href={place.url} rel="noopener noreferrer" target="_blank">
                  {t("booking.manage.openRoom")}
                </a>
              </>
            )}
          </dd>
        </div>
      ) : place?.kind === "phone" ? (
        <div>
          <dt>{t("booking.manage.where")}</dt>
          <dd>{t("booking.manage.wherePhone")}</dd>
        </div>
      ) : (
        <div>
          <dt>{t("booking.manage.how")}</dt>
          <dd>{t("booking.manage.howValue")}</dd>
        </div>
      )}
      <div>
        <dt>{t("booking.manage.status")}</dt>
        <dd>
          <strong className={`booking-status booking-status-${state}`}>{status}</strong>
        </dd>
      </div>
    </dl>
  );
}

/** An unknown, malformed or forged manage link: a friendly page (status 404) with the way to book. */
export function BookingNotFound() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section container="narrow">
      <div className="card">
        <h1>{t("booking.notFound.title")}</h1>
        <p>{t("booking.notFound.text")}</p>
        <Link className="button button-primary" to={localizedPath("strategy-session", locale)}>
          {t("booking.manage.bookAgain")}
        </Link>
      </div>
    </Section>
  );
}
