import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/forms/fields";
import { useTranslation } from "~/lib/i18n-react";
import type { PickerDay, SlotOption } from "./week-picker.server";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * The free times as radio buttons (name `slot`, value the start as an ISO instant): one fieldset
 * per day, its legend naming the day ("Mo 30.11." shown, the full date spoken), each time shown by
 * its start; before them, after a refused choice, the nearest free times.
 * The times are the server's strings in the zone the page names. The chosen time stays chosen
 * through a validation error (conform's initial value).
 */
export function SlotPicker({
  meta,
  days,
  nearest,
  zoneName,
}: {
  meta: Meta;
  days: PickerDay[];
  /** offered instead of a time just taken, with their days */
  nearest?: SlotOption[];
  zoneName: string;
}) {
  const { t } = useTranslation();
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  const invalid = Boolean(meta.errors?.length);
  const radio = (option: SlotOption, id: string) => (
    // keyed by conform's field key too: a new reply from the server renders the choice it carries
    // the whole box is the label: a tap anywhere on it chooses the time
    <label className="slot" key={`${id}-${meta.key ?? ""}`}>
      <input
        type="radio"
        id={id}
        name={meta.name}
        value={option.value}
        defaultChecked={option.value === chosen}
        className="slot-input"
      />
      {option.short ? (
        // the start is shown (the length is said once for all), the whole time is spoken
        <>
          <span aria-hidden="true">{option.short}</span>
          <span className="visually-hidden">{option.label}</span>
        </>
      ) : (
        <span>{option.label}</span>
      )}
    </label>
  );
  return (
    // the radio group carries the message (a radio cannot be aria-invalid); after a rejected
    // submission it takes the focus (useFocusFirstError), and a screen reader reads the message
    <fieldset
      className="field fieldset slot-picker"
      role="radiogroup"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
      tabIndex={invalid ? -1 : undefined}
    >
      <legend className="field-label">{t("booking.pick.legend")}</legend>
      <p className="field-hint">{t("booking.pick.shownIn", { zone: zoneName })}</p>
      <FieldError meta={meta} />
      {nearest && nearest.length > 0 && (
        <fieldset className="slot-day slot-nearest">
          <legend>{t("booking.pick.nearest")}</legend>
          <div className="slot-list">{nearest.map((o, i) => radio(o, `${meta.id}-near-${i}`))}</div>
        </fieldset>
      )}
      {days.length === 0 ? (
        <p>{t("booking.pick.noneThisWeek")}</p>
      ) : (
        <div className="slot-days">
          {days.map((day, d) => (
            <fieldset key={day.date} className="slot-day">
              <legend>
                <span aria-hidden="true">{day.short}</span>
                <span className="visually-hidden">{day.legend}</span>
              </legend>
              <div className="slot-list">{day.slots.map((o, i) => radio(o, `${meta.id}-${d}-${i}`))}</div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
