import { Link } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";

/** The localized page for unknown paths (404) and for errors (500): never a stack trace. */
export function ErrorPage({
  kind,
  locale,
  requestId,
}: {
  kind: "not-found" | "server";
  locale: Lang;
  requestId?: string;
}) {
  const { t } = useTranslation();
  const notFound = kind === "not-found";
  return (
    <Section className="error-page" container="narrow">
      <p className="eyebrow">
        {t("common.error")} {notFound ? "404" : "500"}
      </p>
      <h1>{notFound ? t("common.errorPage.notFoundTitle") : t("common.errorPage.serverTitle")}</h1>
      <p className="lead">{notFound ? t("common.errorPage.notFoundText") : t("common.errorPage.serverText")}</p>
      <ul className="button-row">
        <li>
          <Link className="button button-primary" to={localizedPath("home", locale)}>
            {t("common.errorPage.backHome")}
          </Link>
        </li>
        <li>
          <Link className="button button-secondary" to={localizedPath("exit-ready-check", locale)}>
            {t("common.errorPage.toCheck")}
          </Link>
        </li>
        <li>
          <Link className="button button-ghost" to={localizedPath("contact", locale)}>
            {t("common.errorPage.toContact")}
          </Link>
        </li>
      </ul>
      {/* a 404 may be kept by a cache and shown to others: only a server error names its request */}
      {!notFound && requestId && <p className="fine-print">{t("common.errorPage.reference", { id: requestId })}</p>}
    </Section>
  );
}
