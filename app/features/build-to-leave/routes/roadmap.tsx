import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { CardGrid } from "~/components/sections/CardGrid";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { currentWorkspace, loadProfile, moduleStatuses } from "~/features/build-to-leave/build-to-leave.server";
import { recommend } from "~/features/build-to-leave/recommend";
import { roadmapIds, roadmapPageId } from "~/features/build-to-leave/roadmap-types";
import { roadmapView } from "~/features/build-to-leave/content.server";
import { breadcrumbs, pageContext, pageName } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// The three roadmaps (docs/product.md §4), in phases, with the modules and services that support them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "features/build-to-leave/routes/roadmap");
  const id = roadmapIds.find((r) => roadmapPageId(r) === pageId);
  if (!id) throw new Response("Not found", { status: 404 });
  const roadmap = roadmapView(id, locale);
  const crumbs = breadcrumbs(locale, siteUrl, ["build-to-leave"], {
    label: roadmap.title,
    to: localizedPath(pageId, locale),
  });
  const workspace = await currentWorkspace(request, context.env, context.db);
  let recommended = false;
  if (workspace) {
    const [profile, { completed }] = await Promise.all([
      loadProfile(context.db, workspace),
      moduleStatuses(context.db, workspace),
    ]);
    recommended = recommend(profile, [...completed.values()]).roadmap === id;
  }
  return {
    seo: { title: `${roadmap.title} (${roadmap.days})`, description: roadmap.summary, jsonLd: [crumbs.jsonLd] },
    crumbs: crumbs.items,
    roadmap: {
      ...roadmap,
      modules: roadmap.modules.map((m) => ({
        ...m,
        to: localizedPath("btl-module", locale, { params: { module: m.id } }),
      })),
      services: roadmap.services.map((s) => ({ id: s, label: pageName(locale, s), to: localizedPath(s, locale) })),
    },
    others: roadmapIds
      .filter((r) => r !== id)
      .map((r) => ({ id: r, title: roadmapView(r, locale).title, to: localizedPath(roadmapPageId(r), locale) })),
    recommended,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlRoadmap() {
  const { crumbs, roadmap, others, recommended } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <section className="hero page-hero" aria-labelledby="page-title">
        <div className="container hero-inner">
          <p className="eyebrow">
            {t("btl.roadmap.days", { days: roadmap.days })}
            {recommended && <span className="pill-inline"> · {t("btl.roadmap.recommended")}</span>}
          </p>
          <h1 id="page-title">{roadmap.title}</h1>
          <p className="lead">{roadmap.summary}</p>
          <p>
            <strong>{t("btl.roadmap.forWhom")}:</strong> {roadmap.forWhom}
          </p>
        </div>
      </section>
      <Section>
        <CardGrid kind="phase" as="ol">
          {roadmap.phases.map((phase, i) => (
            <li key={phase.weeks} className="card phase">
              <p className="phase-label">
                <span>{t("btl.roadmap.phase", { n: i + 1 })}</span>
                <span className="phase-weeks">{phase.weeks}</span>
              </p>
              <h2 className="h3">{phase.title}</h2>
              <p>{phase.goal}</p>
              <CheckList items={phase.actions} />
              <p className="fine-print">
                <strong>{t("btl.roadmap.milestone")}</strong> {phase.milestone}
              </p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <section className="section section-alt">
        <div className="container split even">
          <nav aria-labelledby="roadmap-modules">
            <h2 id="roadmap-modules" className="h3">
              {t("btl.roadmap.modulesTitle")}
            </h2>
            <ul className="pill-list">
              {roadmap.modules.map((m) => (
                <li key={m.id}>
                  <Link className="pill" to={m.to}>
                    {m.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="roadmap-services">
            <h2 id="roadmap-services" className="h3">
              {t("btl.roadmap.servicesTitle")}
            </h2>
            <ul className="pill-list">
              {roadmap.services.map((s) => (
                <li key={s.id}>
                  <Link className="pill" to={s.to}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="container">
          <h2 className="h4">{t("btl.roadmap.others")}</h2>
          <ul>
            {others.map((o) => (
              <li key={o.id}>
                <Link to={o.to}>{o.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
