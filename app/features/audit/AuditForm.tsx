import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n-react";
import type { TranslationKey } from "~/lib/translate";
import { SelectField, TextareaField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm, type LeadFormTarget } from "~/components/forms/LeadForm";
import { limits } from "~/features/forms/fields";
import { auditSchema, employeeRanges, industries, revenues, timelines } from "./schema";

/** The audit application: validated in the browser with JavaScript, always on the server. */
const optionGroups = { industries, revenues, employeeRanges, timelines };
type OptionGroups = typeof optionGroups;
/** The label key of every option; `optionKey` compiles only while each of them is a UI string. */
type OptionKey = { [G in keyof OptionGroups]: `forms.audit.${G}.${OptionGroups[G][number]}` }[keyof OptionGroups];
const optionKey = (key: OptionKey): TranslationKey => key;

export function AuditForm({ target, lastResult }: { target: LeadFormTarget; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "audit-application", schema: auditSchema, lastResult });
  const options = <G extends keyof OptionGroups>(group: G) =>
    optionGroups[group].map((value) => ({ value, label: t(optionKey(`forms.audit.${group}.${value}` as OptionKey)) }));

  return (
    <LeadForm
      form={form}
      action={target.action}
      labelledBy="apply-title"
      submitLabel={t("forms.audit.submit")}
      submission={{ id: target.submissionId, field: fields.submissionId }}
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
        <SelectField meta={fields.industry} label={t("forms.audit.industry")} options={options("industries")} />
        <SelectField meta={fields.revenue} label={t("forms.audit.revenue")} options={options("revenues")} />
        <SelectField meta={fields.employees} label={t("forms.audit.employees")} options={options("employeeRanges")} />
        <SelectField meta={fields.timeline} label={t("forms.audit.timeline")} options={options("timelines")} />
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
