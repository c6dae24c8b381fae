import { Link } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { useLocale } from "~/lib/use-locale";

/** Module pages need a workspace: a friendly way to create one. */
export function NoWorkspace() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section container="narrow">
      <div className="card">
        <h1>{t("btl.landing.title")}</h1>
        <p>{t("btl.module.noWorkspace")}</p>
        <Link className="button button-primary" to={localizedPath("btl-profile", locale)}>
          {t("btl.landing.start")}
        </Link>
      </div>
    </Section>
  );
}
