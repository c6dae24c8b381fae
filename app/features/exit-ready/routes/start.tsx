import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { z } from "zod";
import { FormErrors } from "~/components/forms/FormParts";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { StartForm } from "~/features/exit-ready/AttemptNotFound";
import { createAttempt } from "~/features/exit-ready/exit-ready.server";
import { localizedCategories } from "~/features/exit-ready/content.server";
import { ResultPreview } from "~/features/exit-ready/ResultPreview";
import { submitForm, submitHeaders } from "~/features/forms/submit.server";
import { business, businessVars } from "~/lib/business";
import { breadcrumbs, pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";
import { useLocale } from "~/lib/use-locale";

// /exit-ready-check, /exitready: what the check is, and the start button (a POST creating an attempt).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(request, context, "features/exit-ready/routes/start");
  return {
    seo: {
      title: t("exitReady.seoTitle"),
      description: t("exitReady.seoDescription", businessVars(locale)),
      jsonLd: [
        serviceLd(siteUrl, locale, pageId, "ExitReady Check", t("exitReady.seoDescription", businessVars(locale))),
        breadcrumbs(locale, siteUrl, [pageId]).jsonLd,
      ],
    },
    categories: localizedCategories(locale),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  let attempt = "";
  return submitForm({
    request,
    context,
    form: "exit-ready",
    schema: z.object({}),
    save: async (trx, _value, meta) => {
      attempt = await createAttempt(trx, meta.locale);
    },
    successUrl: (_value, meta) => localizedPath("exit-ready-question", meta.locale, { params: { attempt, n: "1" } }),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ExitReadyLanding() {
  const { categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const locale = useLocale();
  const vars = {
    questions: business.exitReady.questions,
    max: business.exitReady.maxScore,
    minutes: business.exitReady.minutes,
  };
  const facts = t("exitReady.landing.facts", { returnObjects: true, ...vars });
  const how = t("exitReady.landing.how", { returnObjects: true, ...vars });
  return (
    <>
      <section className="hero page-hero" aria-labelledby="page-title">
        <div className="container hero-inner hero-split">
          <div className="hero-copy">
            <p className="eyebrow">{t("exitReady.landing.eyebrow")}</p>
            <h1 id="page-title">{t("exitReady.landing.title")}</h1>
            <p className="lead">{t("exitReady.landing.lead", vars)}</p>
            <FormErrors id="start-error" errors={failed?.error?.[""] ?? null} />
            <StartForm label={t("exitReady.landing.start")} />
            <CheckList items={facts} variant="proof" />
          </div>
          <ResultPreview categories={categories} />
        </div>
      </section>
      <Section id="how-title" container="split">
        <div>
          <h2 id="how-title">{t("exitReady.landing.howTitle")}</h2>
          <ol className="numbered">
            {how.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ol>
          <p className="fine-print">
            {t("exitReady.landing.privacy")} <Link to={localizedPath("privacy", locale)}>{t("forms.privacyLink")}</Link>
            .
          </p>
        </div>
        <aside className="card" aria-labelledby="categories-title">
          <h2 id="categories-title" className="h3">
            {t("exitReady.landing.categoriesTitle")}
          </h2>
          <dl className="category-list">
            {categories.map((c) => (
              <div key={c.id}>
                <dt>{c.name}</dt>
                <dd>{c.description}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </Section>
    </>
  );
}
