import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckboxGroup, TextareaField } from "~/components/forms/fields";
import { LeadForm, useLeadForm, type LeadFormTarget } from "~/components/forms/LeadForm";
import { limits } from "~/features/forms/fields";
import type { RequestWindow } from "./request-windows.server";
import { sessionSchema } from "./schema";
import { ContactFields } from "./ContactFields";

/**
 * The strategy-session request (no offered time fits, or none can be offered): from an ExitReady
 * result it comes prefilled and linked to the attempt, after a refused booking with the values
 * typed there.
 */
export function SessionForm({
  target,
  lastResult,
  defaults,
  attemptId,
  times,
  labelledBy,
}: {
  target: LeadFormTarget;
  lastResult?: SubmissionResult<string[]>;
  defaults?: { name?: string; email?: string; phone?: string; message?: string };
  attemptId?: string;
  /** the parts of the day the consultant has hours in (./request-windows.server.ts) */
  times: { windows: RequestWindow[]; zone: string };
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "session-form", schema: sessionSchema, lastResult, defaultValue: defaults });
  return (
    <LeadForm
      form={form}
      action={target.action}
      labelledBy={labelledBy}
      submitLabel={t("forms.session.submit")}
      submission={{ id: target.submissionId, field: fields.submissionId }}
      hidden={attemptId && <input type="hidden" name="attemptId" value={attemptId} />}
    >
      <ContactFields fields={fields} phoneHint={t("forms.session.phoneHint")} />
      <CheckboxGroup
        meta={fields.preferredTimes}
        legend={t("forms.session.times")}
        hint={t("forms.session.timesHint", { zone: times.zone })}
        options={times.windows.map((w) => ({
          value: w.value,
          label: t(`forms.session.timeOptions.${w.value}`, { hours: w.hours }),
        }))}
      />
      <TextareaField
        meta={fields.message}
        label={t("forms.session.message")}
        optional
        rows={4}
        maxLength={limits.longText}
      />
    </LeadForm>
  );
}
