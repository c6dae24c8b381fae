import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { Faq } from "~/components/ui/Faq";
import { PageHero } from "~/components/ui/PageHero";
import { Testimonials } from "~/components/ui/Testimonials";
import { breadcrumbs, pageContext, pageName, testimonialsFor, topicCopy } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";

// Every topic page (docs/product.md §2): problem, approach, outcomes, FAQ, call to action.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "routes/topic");
  const copy = topicCopy(pageId, locale);
  const crumbs = breadcrumbs(locale, siteUrl, ["services", pageId]);
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

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function TopicPage() {
  const { copy, crumbs, related, testimonials } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample}>
        <div className="button-row">
          <CtaLink cta={copy.hero.primary} arrow />
          {copy.hero.secondary && <CtaLink cta={copy.hero.secondary} variant="secondary" />}
        </div>
      </PageHero>

      <Section id="problem-title" container="split">
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
          <CheckList items={copy.problem.signs} variant="warn" />
        </aside>
      </Section>

      <Section id="approach-title" alt title={copy.approach.title} lead={copy.approach.intro}>
        <ol className="steps">
          {copy.approach.steps.map((step) => (
            <li key={step.title} className="card step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="outcomes-title" title={copy.outcomes.title} container="narrow">
        <CheckList items={copy.outcomes.items} variant="large" />
        {testimonials.length > 0 && <Testimonials items={testimonials} />}
      </Section>

      <Faq title={copy.faq.title} items={copy.faq.items} />

      {related.length > 0 && (
        <Section as="nav" id="related-title" className="related">
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
        </Section>
      )}

      <Closing copy={copy.closing} />
    </>
  );
}
