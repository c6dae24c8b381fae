import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckboxField, TextareaField, TextField } from "~/components/forms/fields";
import {
  FormErrors,
  HoneypotFields,
  PrivacyNote,
  SubmitButton,
  useFocusFirstError,
} from "~/components/forms/FormParts";
import { limits } from "~/features/forms/fields";
import { contactSchema } from "./schema";

export function ContactForm({
  action,
  submissionId,
  lastResult,
}: {
  action: string;
  submissionId: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  useFocusFirstError(form.id, lastResult);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="form card"
      aria-labelledby="form-title"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input
        type="hidden"
        name="submissionId"
        key={submissionId}
        defaultValue={(fields.submissionId.initialValue as string | undefined) || submissionId}
      />
      <HoneypotFields />
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
      <div className="form-actions">
        <SubmitButton label={t("forms.contact.submit")} action={action} />
        <PrivacyNote />
      </div>
    </Form>
  );
}
