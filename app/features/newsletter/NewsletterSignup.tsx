import { Form, Link } from "@remix-run/react";
import { FormErrors, HoneypotFields, PrivacyNote, SubmitButton } from "~/components/forms/FormParts";
import { useMessage } from "~/components/forms/messages";
import { limits } from "~/features/forms/limits";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";
import type { sources } from "./sources";

/** What the newsletter action answers (conform's reply shape): errors per field and the values. */
export interface NewsletterResult {
  status?: string;
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
}

/**
 * The newsletter signup, on every page (footer) and on the home, blog and newsletter pages. One
 * field, so it is a plain form validated on the server only (no form library or schema in every
 * page's JavaScript). Every instance posts to the newsletter page's action: errors appear there
 * with the address kept; accepted signups land on the thank-you page.
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
  lastResult?: NewsletterResult | null;
  compact?: boolean;
  titleId?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const locale = useLocale();
  const action = localizedPath("newsletter", locale);
  const emailError = lastResult?.error?.email?.[0];
  const formErrors = lastResult?.error?.[""] ?? null;
  const value = typeof lastResult?.initialValue?.email === "string" ? lastResult.initialValue.email : undefined;
  const inputId = `${id}-email`;
  const errorId = `${id}-email-error`;
  return (
    <Form
      method="post"
      action={action}
      id={id}
      noValidate
      className={compact ? "form newsletter-form compact" : "form newsletter-form card"}
      aria-labelledby={titleId}
    >
      <FormErrors id={`${id}-error`} errors={formErrors} />
      <input type="hidden" name="source" value={source} />
      <HoneypotFields />
      <div className="newsletter-row">
        <div className="field">
          <label htmlFor={inputId} className="field-label">
            {t("forms.newsletter.email")}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={limits.email}
            defaultValue={value}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId : undefined}
            className="input"
          />
          {emailError && (
            <p id={errorId} className="field-error">
              {message(emailError)}
            </p>
          )}
        </div>
        <SubmitButton label={t("forms.newsletter.submit")} action={action} />
      </div>
      <p className="fine-print">{t("forms.newsletter.consent")}</p>
      {/* what a subscriber gets: the issues sent so far (ADR 071) */}
      <p className="fine-print">
        <Link to={localizedPath("newsletter-archive", locale)}>{t("forms.newsletter.archive")}</Link>
      </p>
      {!compact && <PrivacyNote />}
    </Form>
  );
}
