import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import { Bar } from "~/features/exit-ready/ScoreGauge";
import {
  currentWorkspace,
  getModule,
  isModuleId,
  loadModuleAttempt,
  loadProfile,
  moduleStatuses,
} from "~/features/build-to-leave/build-to-leave.server";
import { NoWorkspace } from "~/features/build-to-leave/NoWorkspace";
import { recommend } from "~/features/build-to-leave/recommend";
import { MODULE_BANDS } from "~/features/build-to-leave/scoring";
import { moduleSummary } from "~/features/build-to-leave/content.server";
import { firstUnanswered } from "~/features/flows/flow";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// A module's result: band, points, what it means, what to do next.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/result");
  const seo = { title: "Build to Leave", description: "Build to Leave", noindex: true };
  const workspace = await currentWorkspace(request, context.env, context.db);
  if (!workspace || !isModuleId(params.module)) return data({ missing: true as const, seo }, { status: 404 });
  const state = await loadModuleAttempt(context.db, workspace, params.attempt ?? "", params.module);
  if (!state) return data({ missing: true as const, seo }, { status: 404 });
  const module = getModule(state.moduleId);
  if (!state.completed) {
    const n = firstUnanswered(
      module.questions.map((q) => q.id),
      state.answers,
    );
    throw redirect(
      localizedPath("btl-question", locale, { params: { module: module.id, attempt: state.id, n: String(n + 1) } }),
    );
  }
  const [profile, statuses] = await Promise.all([
    loadProfile(context.db, workspace),
    moduleStatuses(context.db, workspace),
  ]);
  const rec = recommend(profile, [...statuses.completed.values()]);
  const next = rec.nextModule !== module.id ? moduleSummary(rec.nextModule, locale) : null;
  return {
    missing: false as const,
    seo: { ...seo, title: module.title[locale] },
    title: module.title[locale],
    result: state.completed,
    advice: module.advice[state.completed.band][locale],
    bands: MODULE_BANDS,
    next: next ? { title: next.title, to: localizedPath("btl-module", locale, { params: { module: next.id } }) } : null,
    moduleTo: localizedPath("btl-module", locale, { params: { module: module.id } }),
    suggestMentoring: state.completed.band === "critical",
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlResult() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  if (loaded.missing) return <NoWorkspace />;
  const { title, result, advice, bands, next, moduleTo, suggestMentoring } = loaded;
  return (
    <Section container="narrow">
      <p className="eyebrow">Build to Leave</p>
      <h1>{t("btl.result.title", { module: title, band: t(`btl.bands.${result.band}`) })}</h1>
      <p className="lead">
        {t("btl.result.score", { points: result.points, max: result.max, percent: result.percent })}
      </p>
      <Bar percent={result.percent} />
      <div className="card result-advice">
        <h2 className="h3">{t("btl.result.meaning")}</h2>
        <p>{advice}</p>
        {suggestMentoring && (
          <p>
            <Link className="text-link" to={localizedPath("strategy-session", locale)}>
              {t("btl.dashboard.mentoringCta")}
            </Link>
          </p>
        )}
      </div>
      <div className="button-row">
        {next && (
          <Link className="button button-primary" to={next.to}>
            {t("btl.result.next", { module: next.title })}
          </Link>
        )}
        <Link className="button button-secondary" to={localizedPath("build-to-leave", locale)}>
          {t("btl.result.dashboard")}
        </Link>
        <Form method="post" action={moduleTo}>
          <button type="submit" className="button button-ghost">
            {t("btl.result.retake")}
          </button>
        </Form>
      </div>
      <h2 className="h4">{t("btl.result.howTitle")}</h2>
      <p>{t("btl.result.how")}</p>
      <ul className="range-list">
        {bands.map((b) => (
          <li key={b.id} aria-current={b.id === result.band ? "true" : undefined}>
            <strong>{t(`btl.bands.${b.id}`)}</strong> <span>{t("btl.result.bandRange", { min: b.min })}</span>
          </li>
        ))}
      </ul>
      <p className="fine-print">{result.modelVersion}</p>
    </Section>
  );
}
