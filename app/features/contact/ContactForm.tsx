import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckboxField, TextareaField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm, type LeadFormTarget } from "~/components/forms/LeadForm";
import { limits } from "~/features/forms/fields";
import { contactSchema } from "./schema";

export function ContactForm({
  target,
  lastResult,
}: {
  target: LeadFormTarget;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "contact-form", schema: contactSchema, lastResult });
  return (
    <LeadForm
      form={form}
      action={target.action}
      labelledBy="form-title"
      submitLabel={t("forms.contact.submit")}
      submission={{ id: target.submissionId, field: fields.submissionId }}
    >
      <div className="form-grid">
        <TextField meta={fields.name} label={t("forms.contact.name")} autoComplete="name" maxLength={limits.name} />
        <TextField
          meta={fields.email}
          label={t("forms.contact.email")}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          meta={fields.company}
          label={t("forms.contact.company")}
          autoComplete="organization"
          optional
          maxLength={limits.company}
        />
        <TextField
          meta={fields.phone}
          label={t("forms.contact.phone")}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={limits.phone}
        />
      </div>
      <TextareaField
        meta={fields.message}
        label={t("forms.contact.message")}
        hint={t("forms.contact.messageHint")}
        maxLength={limits.longText}
      />
      <CheckboxField meta={fields.marketingConsent} label={t("forms.contact.marketing")} />
    </LeadForm>
  );
}
