import type { SubmissionResult } from "@conform-to/react";
import { RadioGroup, TextareaField } from "~/components/forms/fields";
import { LeadForm, useLeadForm, type LeadFormTarget } from "~/components/forms/LeadForm";
import { limits } from "~/features/forms/fields";
import { useTranslation } from "~/lib/i18n-react";
import type { PickerDay, SlotOption } from "./week-picker.server";
import { bookingSchema } from "./schema";
import { SlotPicker } from "./SlotPicker";
import { ContactFields } from "./ContactFields";

/**
 * The booking: a free time of the shown week (or, after a refused choice, one of the nearest),
 * then name, email, phone, video or phone where the visitor may choose, and an optional message. It sends the zone the times were shown in (the
 * visitor's mails use it) and, from an ExitReady result, the attempt. On a 409 the server sends
 * back every value with the nearest free times.
 */
export function BookingForm({
  target,
  lastResult,
  days,
  nearest,
  zone,
  zoneName,
  defaults,
  attemptId,
  meetingChoice,
  labelledBy,
}: {
  target: LeadFormTarget;
  lastResult?: SubmissionResult<string[]> | null;
  days: PickerDay[];
  nearest?: SlotOption[];
  zone: string;
  zoneName: string;
  defaults?: { name?: string; email?: string };
  attemptId?: string;
  /** the visitor chooses video (on this service) or phone; null: booking.yaml decides */
  meetingChoice: { provider: string } | null;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "booking-form", schema: bookingSchema, lastResult, defaultValue: defaults });
  return (
    <LeadForm
      form={form}
      action={target.action}
      labelledBy={labelledBy}
      submitLabel={t("booking.pick.submit")}
      submission={{ id: target.submissionId, field: fields.submissionId }}
      hidden={
        <>
          <input type="hidden" name="timeZone" value={zone} />
          {attemptId && <input type="hidden" name="attemptId" value={attemptId} />}
        </>
      }
    >
      <SlotPicker meta={fields.slot} days={days} nearest={nearest} zoneName={zoneName} />
      <h3 className="h4 form-subtitle">{t("booking.pick.detailsTitle")}</h3>
      <ContactFields fields={fields} phoneHint={t("booking.pick.phoneHint")} />
      {meetingChoice && (
        <RadioGroup
          meta={fields.meeting}
          legend={t("booking.pick.meetingLegend")}
          options={[
            { value: "video", label: t("booking.pick.meetingVideo", { provider: meetingChoice.provider }) },
            { value: "phone", label: t("booking.pick.meetingPhone") },
          ]}
        />
      )}
      <TextareaField
        meta={fields.message}
        label={t("booking.pick.message")}
        optional
        rows={4}
        maxLength={limits.longText}
      />
    </LeadForm>
  );
}
