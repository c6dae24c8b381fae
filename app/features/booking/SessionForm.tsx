import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { z } from "zod";
import { CheckboxGroup, TextareaField, TextField } from "~/components/forms/fields";
import {
  FormErrors,
  HoneypotFields,
  PrivacyNote,
  SubmitButton,
  useFocusFirstError,
} from "~/components/forms/FormParts";
import { limits } from "~/features/forms/fields";
import { sessionSchema, timeWindows } from "./schema";

/** The strategy-session request; on an ExitReady result it comes prefilled and linked to the attempt. */
export function SessionForm({
  action,
  submissionId,
  lastResult,
  defaults,
  attemptId,
  labelledBy,
}: {
  action: string;
  submissionId: string;
  lastResult?: SubmissionResult<string[]>;
  defaults?: { name?: string; email?: string };
  attemptId?: string;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof sessionSchema>>({
    id: "session-form",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(sessionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sessionSchema }),
  });
  useFocusFirstError(form.id, lastResult);
  const tt = t as unknown as (k: string) => string;
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="form card"
      aria-labelledby={labelledBy}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input
        type="hidden"
        name="submissionId"
        key={submissionId}
        defaultValue={(fields.submissionId.initialValue as string | undefined) || submissionId}
      />
      {attemptId && <input type="hidden" name="attemptId" value={attemptId} readOnly />}
      <HoneypotFields />
      <div className="form-grid">
        <TextField meta={fields.name} label={t("forms.session.name")} autoComplete="name" maxLength={limits.name} />
        <TextField
          meta={fields.email}
          label={t("forms.session.email")}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
      </div>
      <TextField
        meta={fields.phone}
        label={t("forms.session.phone")}
        type="tel"
        autoComplete="tel"
        hint={t("forms.session.phoneHint")}
        maxLength={limits.phone}
      />
      <CheckboxGroup
        meta={fields.preferredTimes}
        legend={t("forms.session.times")}
        hint={t("forms.session.timesHint")}
        options={timeWindows.map((w) => ({ value: w, label: tt(`forms.session.timeOptions.${w}`) }))}
      />
      <TextareaField
        meta={fields.message}
        label={t("forms.session.message")}
        optional
        rows={4}
        maxLength={limits.longText}
      />
      <div className="form-actions">
        <SubmitButton label={t("forms.session.submit")} action={action} />
        <PrivacyNote />
      </div>
    </Form>
  );
}
