import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { HoneypotFields } from "~/components/forms/FormParts";
import { Section } from "~/components/sections/Section";
import { business } from "~/lib/business";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";

/** The "start the check" button: a POST that creates an attempt (works without JavaScript). */
export function StartForm({ label, variant = "primary" }: { label: string; variant?: "primary" | "secondary" }) {
  const locale = useLocale();
  return (
    <Form method="post" action={localizedPath("exit-ready-check", locale)} className="start-form">
      <HoneypotFields />
      <button type="submit" className={`button button-${variant}`}>
        {label}
      </button>
    </Form>
  );
}

/** A stale, foreign or malformed attempt id: a friendly page with a way to start again. */
export function AttemptNotFound() {
  const { t } = useTranslation();
  return (
    <Section container="narrow">
      <div className="card">
        <h1>{t("exitReady.notFound.title")}</h1>
        <p>{t("exitReady.notFound.text", { minutes: business.exitReady.minutes })}</p>
        <StartForm label={t("exitReady.landing.start")} />
      </div>
    </Section>
  );
}
