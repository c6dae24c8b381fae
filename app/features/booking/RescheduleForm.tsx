import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { LeadForm, useLeadForm } from "~/components/forms/LeadForm";
import { useTranslation } from "~/lib/i18n-react";
import type { PickerDay, SlotOption } from "./week-picker.server";
import { rescheduleSchema } from "./schema";
import { SlotPicker } from "./SlotPicker";

/** Moving a booking to another free time of the shown week (or one of the nearest, after a 409). */
export function RescheduleForm({
  action,
  lastResult,
  days,
  nearest,
  zone,
  zoneName,
  back,
  labelledBy,
}: {
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  days: PickerDay[];
  nearest?: SlotOption[];
  zone: string;
  zoneName: string;
  /** the booking's page */
  back: string;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "reschedule-form", schema: rescheduleSchema, lastResult });
  return (
    <LeadForm
      form={form}
      action={action}
      labelledBy={labelledBy}
      submitLabel={t("booking.reschedule.submit")}
      hidden={<input type="hidden" name="timeZone" value={zone} />}
      secondary={
        <Link className="text-link" to={back}>
          {t("booking.reschedule.back")}
        </Link>
      }
    >
      <SlotPicker meta={fields.slot} days={days} nearest={nearest} zoneName={zoneName} />
    </LeadForm>
  );
}
