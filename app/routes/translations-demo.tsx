import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { TranslationKey } from "~/lib/translate";
import { Section } from "~/components/sections/Section";
import { PageHero } from "~/components/ui/PageHero";
import { getT } from "~/lib/i18n.server";
import { pageContext } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { site } from "~/lib/site";

// /translations-demo: the dictionary at work — both languages side by side, dotted keys,
// a missing key rendered as the key itself (docs/product.md §3).

const keys = [
  "common.nav.home",
  "common.nav.about",
  "common.skipLink",
  "common.loading",
  "common.theme.toDark",
  "common.theme.toLight",
  "common.language.switch",
  "common.footer.servicesHeading",
  "common.errorPage.notFoundTitle",
] as const;

/** Deliberately not a UI string: the page shows what a missing key looks like (docs/product.md §3). */
export const MISSING_KEY = "demo.this.key.does.not.exist" as TranslationKey;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "routes/translations-demo");
  const de = getT("de");
  const en = getT("en");
  return {
    seo: { title: t("common.pages.translations-demo"), description: t("demo.lead").slice(0, 155) },
    rows: keys.map((key) => ({ key, de: de(key), en: en(key) })),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function TranslationsDemo() {
  const { rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t("demo.title")} lead={t("demo.lead")} />
      <Section id="demo-table">
        <div className="table-wrap">
          <table className="data-table">
            <caption id="demo-table">{t("demo.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("demo.key")}</th>
                <th scope="col">{t("demo.german")}</th>
                <th scope="col">{t("demo.english")}</th>
                <th scope="col">{t("demo.live")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <code>{row.key}</code>
                  </th>
                  <td lang="de">{row.de}</td>
                  <td lang="en">{row.en}</td>
                  <td>{t(row.key)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="fine-print">{t("demo.liveHint")}</p>
      </Section>
      <Section id="missing-title" alt title={t("demo.missingTitle")} container="narrow">
        <p>{t("demo.missingText")}</p>
        <p className="demo-output" data-testid="missing-key">
          {t(MISSING_KEY)}
        </p>
        <h2>{t("demo.interpolationTitle")}</h2>
        <p>{t("demo.interpolationText", { name: site.consultant.name })}</p>
        <h2>{t("demo.howTitle")}</h2>
        <ul>
          {t("demo.how", { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
