import { formatDate } from "~/lib/i18n";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { CardGrid } from "~/components/sections/CardGrid";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { currentWorkspace, loadProfile, moduleStatuses } from "~/features/build-to-leave/build-to-leave.server";
import { recommend } from "~/features/build-to-leave/recommend";
import { roadmapIds, roadmapPageId } from "~/features/build-to-leave/roadmap-types";
import { moduleIds } from "~/features/build-to-leave/types";
import { moduleSummary, roadmapView } from "~/features/build-to-leave/content.server";
import { business } from "~/lib/business";
import { breadcrumbs, pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// /build-to-leave: the landing for new visitors, the dashboard for a visitor with a workspace.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(
    request,
    context,
    "features/build-to-leave/routes/dashboard",
  );
  const seo = {
    title: t("btl.seoTitle"),
    description: t("btl.seoDescription"),
    jsonLd: [breadcrumbs(locale, siteUrl, [pageId]).jsonLd],
  };
  const roadmaps = roadmapIds.map((id) => {
    const r = roadmapView(id, locale);
    return { id, title: r.title, days: r.days, summary: r.summary, to: localizedPath(roadmapPageId(id), locale) };
  });
  const workspace = await currentWorkspace(request, context.env, context.db);
  if (!workspace) return { kind: "landing" as const, seo, roadmaps };
  const profile = await loadProfile(context.db, workspace);
  if (!profile) throw redirect(localizedPath("btl-profile", locale));
  const { completed, open } = await moduleStatuses(context.db, workspace);
  const rec = recommend(profile, [...completed.values()]);
  const cards = moduleIds.map((id) => {
    const done = completed.get(id);
    return {
      ...moduleSummary(id, locale),
      to: localizedPath("btl-module", locale, { params: { module: id } }),
      resultTo: done ? localizedPath("btl-result", locale, { params: { module: id, attempt: done.attemptId } }) : null,
      completedOn: done ? formatDate(done.completedAt, locale, "medium") : null,
      band: done?.band ?? null,
      percent: done?.percent ?? null,
      inProgress: open.has(id),
    };
  });
  return {
    kind: "dashboard" as const,
    seo: { ...seo, noindex: true },
    roadmaps,
    company: profile.companyName,
    goal: t(`btl.profile.mainGoals.${profile.mainGoal}`),
    cards,
    done: completed.size,
    next: {
      ...moduleSummary(rec.nextModule, locale),
      to: localizedPath("btl-module", locale, { params: { module: rec.nextModule } }),
    },
    retake: rec.retake,
    roadmap: rec.roadmap,
    suggestMentoring: rec.suggestMentoring,
    resumeUrl: siteUrl + localizedPath("btl-resume", locale, { params: { workspace } }),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BuildToLeave() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "landing" ? <Landing roadmaps={data.roadmaps} /> : <Dashboard {...data} />;
}

type Roadmaps = ReturnType<typeof useLoaderData<typeof loader>>["roadmaps"];

function Landing({ roadmaps }: { roadmaps: Roadmaps }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = t("btl.landing.points", { returnObjects: true });
  return (
    <>
      <PageHero
        eyebrow={t("btl.landing.eyebrow")}
        title={t("btl.landing.title")}
        lead={t("btl.landing.lead", { modules: business.buildToLeave.modules })}
      >
        <p className="button-row">
          <Link className="button button-primary" to={localizedPath("btl-profile", locale)}>
            {t("btl.landing.start")}
            <Icon name="arrowRight" size={18} />
          </Link>
        </p>
        <CheckList items={points} variant="proof" />
      </PageHero>
      <Section id="roadmaps-title" title={t("btl.landing.roadmapsTitle")}>
        <p className="lead">{t("btl.landing.roadmapsText")}</p>
        <CardGrid three>
          {roadmaps.map((r) => (
            <li key={r.id} className="card">
              <p className="service-meta">{t("btl.roadmap.days", { days: r.days })}</p>
              <h3>
                <Link to={r.to}>{r.title}</Link>
              </h3>
              <p>{r.summary}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

function Dashboard(props: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "dashboard" }>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { cards, done, next, retake, roadmap, roadmaps, suggestMentoring, resumeUrl } = props;
  const total = cards.length;
  const fit = roadmaps.find((r) => r.id === roadmap)!;
  return (
    <>
      <section className="hero page-hero" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">{t("btl.landing.eyebrow")}</p>
          <h1 id="page-title">{t("btl.dashboard.title", { company: props.company })}</h1>
          <p className="progress-text" id="btl-progress">
            {t("btl.dashboard.lead", { done, total })}
          </p>
          <progress max={total} value={done} aria-labelledby="btl-progress" />
          <CardGrid as="div" className="dashboard-highlights">
            <section className="card" aria-labelledby="next-title">
              <h2 id="next-title" className="h3">
                {t("btl.dashboard.nextTitle")}
              </h2>
              <p>{retake ? t("btl.dashboard.retakeText") : t("btl.dashboard.nextText", { goal: props.goal })}</p>
              <p className="next-module">
                <strong>{next.title}</strong> · {t("btl.dashboard.minutes", { count: next.minutes })}
              </p>
              <Link className="button button-primary" to={next.to}>
                {retake ? t("btl.dashboard.retake") : t("btl.dashboard.start")}: {next.title}
              </Link>
            </section>
            <section className="card" aria-labelledby="roadmap-title">
              <h2 id="roadmap-title" className="h3">
                {t("btl.dashboard.roadmapTitle")}
              </h2>
              <p>{t("btl.dashboard.roadmapText")}</p>
              <p className="next-module">
                <strong>{fit.title}</strong> · {t("btl.roadmap.days", { days: fit.days })}
              </p>
              <Link className="button button-secondary" to={fit.to}>
                {t("btl.dashboard.openRoadmap")}
              </Link>
              <p className="fine-print">{t("btl.dashboard.otherRoadmaps")}</p>
              <ul className="other-roadmaps">
                {roadmaps
                  .filter((r) => r.id !== fit.id)
                  .map((r) => (
                    <li key={r.id}>
                      <Link to={r.to}>{r.title}</Link> · {t("btl.roadmap.days", { days: r.days })}
                    </li>
                  ))}
              </ul>
            </section>
          </CardGrid>
        </div>
      </section>

      {suggestMentoring && (
        <Section
          id="mentoring-title"
          title={t("btl.dashboard.mentoringTitle")}
          className="cta-band"
          container="narrow center"
        >
          <p className="lead">{t("btl.dashboard.mentoringText")}</p>
          <div className="button-row center">
            <Link className="button button-primary" to={localizedPath("strategy-session", locale)}>
              {t("btl.dashboard.mentoringCta")}
            </Link>
            <Link className="button button-secondary" to={localizedPath("ceo-mentoring", locale)}>
              {t("btl.dashboard.mentoringLink")}
            </Link>
          </div>
        </Section>
      )}

      <Section id="modules-title" title={t("btl.dashboard.modulesTitle", { total })}>
        <ul className="module-grid">
          {cards.map((m) => (
            <li key={m.id} className="card module-card">
              <p className="module-status">
                {m.completedOn && m.band ? (
                  <span className={`band band-${m.band}`}>
                    {t(`btl.bands.${m.band}`)} · {m.percent} %
                  </span>
                ) : (
                  <span className="band">
                    {m.inProgress ? t("btl.dashboard.inProgress") : t("btl.dashboard.notStarted")}
                  </span>
                )}
              </p>
              <h3>{m.title}</h3>
              <p>{m.description}</p>
              <p className="fine-print">
                <strong>{t("btl.dashboard.impact")}</strong> {m.impact}
              </p>
              <p className="service-meta">
                {t("btl.dashboard.questions", { count: m.questions })} ·{" "}
                {t("btl.dashboard.minutes", { count: m.minutes })}
              </p>
              {m.completedOn && <p className="fine-print">{t("btl.dashboard.completedOn", { date: m.completedOn })}</p>}
              <p className="module-actions">
                {m.resultTo && (
                  <Link to={m.resultTo} className="text-link">
                    {t("btl.dashboard.viewResult")}
                    <span className="visually-hidden">: {m.title}</span>
                  </Link>
                )}
                <Link to={m.to} className="text-link">
                  {m.completedOn
                    ? t("btl.dashboard.retake")
                    : m.inProgress
                      ? t("btl.dashboard.continue")
                      : t("btl.dashboard.start")}
                  <span className="visually-hidden">: {m.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="resume-title" alt container="narrow">
        <h2 id="resume-title" className="h3">
          {t("btl.dashboard.resumeTitle")}
        </h2>
        <p>{t("btl.dashboard.resumeText")}</p>
        <label className="field-label" htmlFor="resume-link">
          {t("btl.dashboard.resumeLabel")}
        </label>
        <input id="resume-link" type="url" className="input" readOnly value={resumeUrl} />
        <p className="button-row">
          <Link className="button button-secondary" to={localizedPath("btl-profile", locale)}>
            {t("btl.dashboard.editProfile")}
          </Link>
          <Link className="button button-ghost" to={localizedPath("btl-delete", locale)}>
            {t("btl.dashboard.delete")}
          </Link>
        </p>
      </Section>
    </>
  );
}
