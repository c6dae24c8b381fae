import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import {
  FormErrors,
  HoneypotFields,
  PrivacyNote,
  SubmitButton,
  useFocusFirstError,
} from "~/components/forms/FormParts";
import { limits } from "~/features/forms/fields";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";
import { newsletterSchema, type sources } from "./schema";

/**
 * The newsletter signup. Every instance posts to the newsletter page's action, so without
 * JavaScript errors appear there with the address kept; accepted signups land on the thank-you page.
 */
export function NewsletterSignup({
  source,
  id = `newsletter-${source}`,
  lastResult,
  compact = true,
  titleId,
}: {
  source: (typeof sources)[number];
  id?: string;
  lastResult?: SubmissionResult<string[]>;
  compact?: boolean;
  titleId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = localizedPath("newsletter", locale);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });
  useFocusFirstError(form.id, lastResult);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className={compact ? "form newsletter-form compact" : "form newsletter-form card"}
      aria-labelledby={titleId}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="source" value={source} readOnly />
      <HoneypotFields />
      <div className="newsletter-row">
        <TextField
          meta={fields.email}
          label={t("forms.newsletter.email")}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <SubmitButton label={t("forms.newsletter.submit")} action={action} />
      </div>
      <p className="fine-print">{t("forms.newsletter.consent")}</p>
      {!compact && <PrivacyNote />}
    </Form>
  );
}
