import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n-react";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/LeadForm";
import { limits } from "~/features/forms/fields";
import { auditSchema, employeeRanges, industries, revenues, timelines } from "./schema";

/** The audit application: validated in the browser with JavaScript, always on the server. */
export function AuditForm({
  action,
  submissionId,
  lastResult,
}: {
  action: string;
  submissionId: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "audit-application", schema: auditSchema, lastResult });
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: (t as unknown as (k: string) => string)(`forms.audit.${group}.${value}`) }));

  return (
    <LeadForm
      form={form}
      action={action}
      labelledBy="apply-title"
      submitLabel={t("forms.audit.submit")}
      submission={{ id: submissionId, field: fields.submissionId }}
    >
      <div className="form-grid">
        <TextField meta={fields.name} label={t("forms.audit.name")} autoComplete="name" maxLength={limits.name} />
        <TextField
          meta={fields.email}
          label={t("forms.audit.email")}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          meta={fields.company}
          label={t("forms.audit.company")}
          autoComplete="organization"
          maxLength={limits.company}
        />
        <TextField
          meta={fields.phone}
          label={t("forms.audit.phone")}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={limits.phone}
        />
        <SelectField
          meta={fields.industry}
          label={t("forms.audit.industry")}
          options={options(industries, "industries")}
        />
        <SelectField meta={fields.revenue} label={t("forms.audit.revenue")} options={options(revenues, "revenues")} />
        <SelectField
          meta={fields.employees}
          label={t("forms.audit.employees")}
          options={options(employeeRanges, "employeeRanges")}
        />
        <SelectField
          meta={fields.timeline}
          label={t("forms.audit.timeline")}
          options={options(timelines, "timelines")}
        />
      </div>
      <TextareaField
        meta={fields.challenge}
        label={t("forms.audit.challenge")}
        hint={t("forms.audit.challengeHint")}
        maxLength={limits.longText}
      />
    </LeadForm>
  );
}
