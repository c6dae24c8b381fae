import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { extraPaths } from "~/components/ui/icon-paths";
import { useTranslation } from "~/lib/i18n-react";
import type { WeekView } from "./week-picker.server";
import type { ZoneGroup } from "./zones";

/** The zone as the runtime names it (the browser says "Asia/Calcutta" for "Asia/Kolkata"). */
function canonical(zone: string) {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires" (the region is the group's label). */
const city = (zone: string) =>
  zone.includes("/")
    ? zone
        .slice(zone.indexOf("/") + 1)
        .replaceAll("/", " / ")
        .replaceAll("_", " ")
    : zone;

/**
 * The zone, the week and the links to the neighbouring weeks of a page that offers the free times
 * (booking and rescheduling): the server's WeekView (week-picker.server.ts).
 */
export function WeekPicker({ view }: { view: WeekView }) {
  return (
    <div className="booking-tools">
      <ZoneForm
        action={view.path}
        zone={view.picker.zone}
        chosen={view.zoneChosen}
        zones={view.zones}
        keep={view.keep}
      />
      <WeekNav label={view.picker.weekLabel} previous={view.previous} next={view.next} />
    </div>
  );
}

/**
 * The choice of the zone the times are shown in: a small GET form (`?tz=`), so it works without
 * JavaScript; the other parameters of the page (the week, an ExitReady attempt) go along. The
 * select always shows the zone of the times below it. With JavaScript, while the visitor has not
 * chosen one and the browser's zone is another, a link offers the times in the browser's zone.
 */
function ZoneForm({
  action,
  zone,
  chosen,
  zones,
  keep,
}: {
  action: string;
  /** the zone the times are shown in now */
  zone: string;
  /** the visitor chose it (`?tz=`): no other zone is offered */
  chosen: boolean;
  /** the zones by region, each with its offset (zone-list.server.ts) */
  zones: ZoneGroup[];
  /** further query parameters to keep (week, attempt) */
  keep: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  const ids = zones.flatMap((g) => g.zones.map(([id]) => id));

  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (chosen || !own || canonical(own) === canonical(zone)) return setBrowserZone(null);
    // the browser's zone under whichever of its names the list has
    const listed = ids.find((id) => id === own) ?? ids.find((id) => canonical(id) === canonical(own));
    setBrowserZone(listed ?? own);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the zone shown changes
  }, [chosen, zone]);

  return (
    <Form method="get" action={action} className="zone-form">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor="zone-select" className="field-label">
          {t("booking.zone.label")}
        </label>
        <p id="zone-hint" className="field-hint">
          {t("booking.zone.hint")}
        </p>
        <div className="zone-row">
          {/* keyed by the zone and never restored by the browser: it shows the zone of the times */}
          <select
            id="zone-select"
            name="tz"
            key={zone}
            defaultValue={zone}
            autoComplete="off"
            className="input"
            aria-describedby="zone-hint"
          >
            {zones.map((group) =>
              group.region ? (
                <optgroup key={group.region} label={t(`booking.zone.regions.${group.region}`)}>
                  {group.zones.map(([id, offset]) => (
                    <option key={id} value={id}>
                      {`${city(id)} (${offset})`}
                    </option>
                  ))}
                </optgroup>
              ) : (
                group.zones.map(([id, offset]) => (
                  <option key={id} value={id}>
                    {`${id.replaceAll("_", " ")} (${offset})`}
                  </option>
                ))
              ),
            )}
          </select>
          <button type="submit" className="button button-secondary">
            {t("booking.zone.submit")}
          </button>
        </div>
        {browserZone && (
          <p className="zone-suggestion">
            <Link
              className="text-link"
              to={`${action}?${new URLSearchParams({ ...keep, tz: browserZone })}`}
              preventScrollReset
            >
              {t("booking.zone.useMine", { zone: city(browserZone) })}
            </Link>
          </p>
        )}
      </div>
    </Form>
  );
}

/** Links to the previous and next week of free times (plain links: `?week=`). */
function WeekNav({
  label,
  previous,
  next,
}: {
  /** the shown week's dates */
  label: string;
  previous: string | null;
  next: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav className="week-nav" aria-label={t("booking.pick.weekNav")}>
      {previous ? (
        <Link to={previous} className="button button-ghost" preventScrollReset>
          <Icon path={extraPaths.arrowLeft} size={18} />
          {t("booking.pick.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="week-label" aria-live="polite">
        {t("booking.pick.week", { dates: label })}
      </p>
      {next ? (
        <Link to={next} className="button button-ghost" preventScrollReset>
          {t("booking.pick.next")}
          <Icon name="arrowRight" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
