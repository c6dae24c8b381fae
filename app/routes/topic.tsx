import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { Faq } from "~/components/ui/Faq";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Testimonials } from "~/components/ui/Testimonials";
import { breadcrumbs, pageContext, pageName, testimonialsFor, topicCopy } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";
import type { PageHandle } from "~/pages";

// Every topic page (docs/product.md §2): problem, approach, outcomes, FAQ, call to action.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(request, context, "routes/topic");
  const copy = topicCopy(pageId, locale);
  const crumbs = breadcrumbs(t, locale, siteUrl, ["services", pageId]);
  return {
    seo: {
      ...copy.seo,
      jsonLd: [serviceLd(siteUrl, locale, pageId, copy.service.name, copy.service.description), crumbs.jsonLd],
    },
    copy,
    crumbs: crumbs.items,
    related: copy.related.map((id) => ({ id, to: localizedPath(id, locale), label: pageName(locale, id) })),
    testimonials: testimonialsFor(locale, [pageId], 2),
  };
}

export const handle: PageHandle = { cache: true };

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function TopicPage() {
  const { copy, crumbs, related, testimonials } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <div className="button-row">
          <CtaLink cta={copy.hero.primary} arrow />
          {copy.hero.secondary && <CtaLink cta={copy.hero.secondary} variant="secondary" />}
        </div>
      </PageHero>

      <section className="section" aria-labelledby="problem-title">
        <div className="container split">
          <div>
            <h2 id="problem-title">{copy.problem.title}</h2>
            {copy.problem.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside className="card signs" aria-labelledby="signs-title">
            <h3 id="signs-title" className="card-title">
              {t("common.signsTitle")}
            </h3>
            <ul className="check-list warn">
              {copy.problem.signs.map((s) => (
                <li key={s}>
                  <Icon name="arrowRight" size={18} />
                  {s}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="approach-title">
        <div className="container">
          <header className="section-header">
            <h2 id="approach-title">{copy.approach.title}</h2>
            <p className="lead">{copy.approach.intro}</p>
          </header>
          <ol className="steps">
            {copy.approach.steps.map((step) => (
              <li key={step.title} className="card step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="outcomes-title">
        <div className="container narrow">
          <h2 id="outcomes-title">{copy.outcomes.title}</h2>
          <ul className="check-list large">
            {copy.outcomes.items.map((o) => (
              <li key={o}>
                <Icon name="check" size={20} />
                {o}
              </li>
            ))}
          </ul>
          {testimonials.length > 0 && <Testimonials items={testimonials} />}
        </div>
      </section>

      <Faq title={copy.faq.title} items={copy.faq.items} />

      {related.length > 0 && (
        <nav className="section related" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="h3">
              {t("common.related")}
            </h2>
            <ul className="pill-list">
              {related.map((r) => (
                <li key={r.id}>
                  <Link to={r.to} className="pill">
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}

      <Closing copy={copy.closing} />
    </>
  );
}
