import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import { CardGrid } from "~/components/sections/CardGrid";
import { Section } from "~/components/sections/Section";
import { AttemptNotFound, StartForm } from "~/features/exit-ready/AttemptNotFound";
import { loadAttempt } from "~/features/exit-ready/exit-ready.server";
import { Bar, ScoreGauge } from "~/features/exit-ready/ScoreGauge";
import { MAX_RAW, MAX_SCORE } from "~/features/exit-ready/scoring";
import { questionIds } from "~/features/exit-ready/types";
import { resultSummary } from "~/features/exit-ready/result.server";
import { guardEnd } from "~/features/flows/flow";
import { business, businessVars } from "~/lib/business";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// The result: a stable, unguessable URL the visitor can bookmark (it also arrives by email).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/exit-ready/routes/result");
  const seo = {
    title: t("exitReady.result.seoTitle"),
    description: t("exitReady.seoDescription", businessVars(locale)),
    noindex: true,
  };
  const state = await loadAttempt(context.db, params.attempt ?? "");
  if (!state) return data({ missing: true as const, seo }, { status: 404 });
  if (!state.result) {
    const guard = guardEnd(questionIds, state.answers);
    const to =
      !guard.ok && guard.redirect.kind === "question"
        ? localizedPath("exit-ready-question", locale, { params: { attempt: state.id, n: String(guard.redirect.n) } })
        : localizedPath("exit-ready-contact", locale, { params: { attempt: state.id } });
    throw redirect(to);
  }
  const r = state.result;
  const summary = resultSummary(state.id, r, locale);
  return {
    missing: false as const,
    seo,
    attempt: state.id,
    name: r.name,
    email: r.email,
    score: r.score,
    raw: r.raw,
    band: r.band,
    phase: r.phase,
    modelVersion: r.modelVersion,
    ...summary,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ExitReadyResultPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  if (loaded.missing) return <AttemptNotFound />;
  const r = loaded;
  return (
    <>
      <section className="hero page-hero result-hero" aria-labelledby="page-title">
        <div className="container result-grid">
          <div>
            <p className="eyebrow">{t("exitReady.result.eyebrow")}</p>
            <h1 id="page-title">{t("exitReady.result.title", { score: r.score, max: MAX_SCORE })}</h1>
            <p className="fine-print">{t("exitReady.result.for", { name: r.name })}</p>
            <dl className="result-facts">
              <div>
                <dt>{t("exitReady.result.band")}</dt>
                <dd>{t(`exitReady.bands.${r.band}.name`)}</dd>
              </div>
              <div>
                <dt>{t("exitReady.result.phase")}</dt>
                <dd>{t(`exitReady.phases.${r.phase}.name`)}</dd>
              </div>
            </dl>
            <p className="lead">{t(`exitReady.bands.${r.band}.text`)}</p>
            <p>{t(`exitReady.phases.${r.phase}.text`)}</p>
            {/* a file, not a page: a plain link, never a client-side navigation (ADR 069) */}
            <p>
              <a className="text-link" href={r.pdf} type="application/pdf">
                {t("exitReady.report.link")}
                <Icon name="arrowRight" size={18} />
              </a>
            </p>
          </div>
          <ScoreGauge
            score={r.score}
            max={MAX_SCORE}
            label={t("exitReady.result.gaugeLabel", { score: r.score, max: MAX_SCORE })}
          />
        </div>
      </section>

      <Section id="categories-title" title={t("exitReady.result.categoriesTitle")} container="narrow">
        <ul className="category-scores">
          {r.categories.map((c) => (
            <li key={c.id}>
              <p className="category-score-head">
                <span className="category-name">{c.name}</span>
                <span>{t("exitReady.result.categoryPoints", { points: c.points, max: c.max })}</span>
              </p>
              <Bar percent={c.percent} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="quick-wins-title"
        alt
        title={t("exitReady.result.quickWinsTitle")}
        lead={t("exitReady.result.quickWinsLead")}
      >
        <CardGrid as="div">
          {r.quickWins.map((group) => (
            <section key={group.id} className="card" aria-labelledby={`qw-${group.id}`}>
              <h3 id={`qw-${group.id}`}>{group.category}</h3>
              <ol className="quick-wins">
                {group.wins.map((w) => (
                  <li key={w.title}>
                    <strong>{w.title}</strong>
                    <p>{w.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </CardGrid>
      </Section>

      <Section id="session-title" container="split">
        <div>
          <h2 id="session-title">{t("exitReady.result.sessionTitle")}</h2>
          <p>{t("exitReady.result.sessionText")}</p>
          <Link className="button button-primary" to={r.booking}>
            {t("exitReady.result.sessionLink")}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
        <aside className="card" aria-labelledby="audit-title">
          <h2 id="audit-title" className="h3">
            {t("exitReady.result.auditTitle")}
          </h2>
          <p>
            {t("exitReady.result.auditText", {
              hours: business.audit.deliveryHours,
              levers: business.audit.guaranteeMinLevers,
            })}
          </p>
          <Link className="text-link" to={localizedPath("audit", locale)}>
            {t("exitReady.result.auditLink")}
            <Icon name="arrowRight" size={18} />
          </Link>
        </aside>
      </Section>

      <Section id="how-title" title={t("exitReady.result.howTitle")} alt container="narrow">
        <p>
          {t("exitReady.result.how", { questions: questionIds.length, raw: MAX_RAW, max: MAX_SCORE, points: r.raw })}
        </p>
        <div className="split even">
          <div>
            <h3 className="h4">{t("exitReady.result.bandsTitle")}</h3>
            <ul className="range-list">
              {r.bands.map((b) => (
                <li key={b.id} aria-current={b.id === r.band ? "true" : undefined}>
                  <strong>{t(`exitReady.bands.${b.id}.name`)}</strong>{" "}
                  <span>{t("exitReady.result.bandRange", { from: b.from, to: b.to })}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="h4">{t("exitReady.result.phase")}</h3>
            <ul className="range-list">
              {r.phases.map((p) => (
                <li key={p.id} aria-current={p.id === r.phase ? "true" : undefined}>
                  <strong>{t(`exitReady.phases.${p.id}.name`)}</strong>{" "}
                  <span>{t("exitReady.result.phaseRange", { from: p.from, to: p.to })}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="fine-print">
          {t("exitReady.result.model", { version: r.modelVersion })} · {t("exitReady.result.bookmark")}
        </p>
        <StartForm label={t("exitReady.result.retake")} variant="secondary" />
      </Section>
    </>
  );
}
