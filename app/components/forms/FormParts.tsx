import { Link, useNavigation } from "@remix-run/react";
import { useEffect, useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { HONEYPOT_NAME } from "~/lib/honeypot";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";
import { useMessage } from "./messages";

/** Form-level errors (spam, rate limit, database outage): announced as an alert. */
/**
 * "Fehler:" / "Error:" before an alert's message (docs/product.md §8, generic labels), unless the
 * message already begins with the word ("Fehler beim Übermitteln. …", a binding text).
 */
export function ErrorLabel({ before }: { before: string }) {
  const { t } = useTranslation();
  const label = t("common.error");
  if (before.startsWith(label)) return null;
  return <strong className="error-label">{label}: </strong>;
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] | null }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((e, i) => (
        <p key={e}>
          {i === 0 && <ErrorLabel before={message(e)} />}
          {message(e)}
        </p>
      ))}
    </div>
  );
}

/** With JavaScript: disabled and labelled as sending while the form is being submitted. */
export function SubmitButton({ label, action }: { label: string; action: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action.split("?")[0];
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={sending}
      aria-disabled={sending || undefined}
      // A click must not move focus first: the field it leaves would validate on blur, show its
      // message and push this button down between mousedown and mouseup, and the click would miss.
      onMouseDown={(event) => event.preventDefault()}
    >
      {sending ? t("forms.sending") : label}
    </button>
  );
}

/**
 * The spam trap (app/features/forms/honeypot.server.ts): hidden by a class, not by an inline style,
 * which the CSP would block. The same markup in every response (ADR 064).
 */
export function HoneypotFields() {
  const { t } = useTranslation();
  // one per form: a page with two forms (a lead form and the footer's newsletter) has two traps
  const id = `${HONEYPOT_NAME}${useId()}`;
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypotLabel")}</label>
      <input id={id} name={HONEYPOT_NAME} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}

export function PrivacyNote() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="fine-print privacy-note">
      {t("forms.privacyNote")} <Link to={localizedPath("privacy", locale)}>{t("forms.privacyLink")}</Link>.
    </p>
  );
}

/** After a rejected submission, focus the first invalid field (or the form alert). */
export function useFocusFirstError(formId: string, result: { status?: string } | undefined) {
  useEffect(() => {
    if (result?.status !== "error") return;
    const form = document.getElementById(formId);
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>(".form-alert");
    if (target) {
      if (target.classList.contains("form-alert")) target.tabIndex = -1;
      target.focus();
    }
  }, [formId, result]);
}
