import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/sections/CardGrid";
import { CheckList } from "~/components/sections/CheckList";
import { FactGrid } from "~/components/sections/FactGrid";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { Faq } from "~/components/ui/Faq";
import { PageHero } from "~/components/ui/PageHero";
import { Testimonials } from "~/components/ui/Testimonials";
import { breadcrumbs, pageContext, pageCopy, testimonialsFor } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";

// /ceo-mentoring: the monthly programme, its 90 days, targets and price.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "routes/ceo-mentoring");
  const copy = pageCopy("ceo-mentoring", locale);
  return {
    seo: {
      ...copy.seo,
      jsonLd: [
        serviceLd(siteUrl, locale, pageId, copy.service.name, copy.service.description),
        breadcrumbs(locale, siteUrl, ["services", pageId]).jsonLd,
      ],
    },
    copy,
    testimonials: testimonialsFor(locale, ["ceo-mentoring", "owner-dependency"], 2),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function CeoMentoring() {
  const { copy, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample}>
        <div className="button-row">
          <CtaLink cta={copy.hero.primary} arrow />
          <CtaLink cta={copy.hero.secondary} variant="secondary" />
        </div>
      </PageHero>

      <Section id="for-whom-title" container="split">
        <div>
          <h2 id="for-whom-title">{copy.forWhom.title}</h2>
          <CheckList items={copy.forWhom.items} variant="large" />
        </div>
        <aside className="card price-card" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="h3">
            {copy.pricing.title}
          </h2>
          <p className="price">
            <span className="price-amount">{copy.pricing.price}</span> <span>{copy.pricing.period}</span>
          </p>
          <CheckList items={copy.pricing.points} />
          <CtaLink cta={copy.pricing.cta} arrow />
          <p className="fine-print">{copy.pricing.note}</p>
        </aside>
      </Section>

      <Section id="included-title" alt title={copy.included.title}>
        <CardGrid three items={copy.included.items} />
      </Section>

      <Section id="programme-title" title={copy.programme.title} lead={copy.programme.intro}>
        <CardGrid kind="phase" as="ol">
          {copy.programme.phases.map((phase) => (
            <li key={phase.weeks} className="card phase">
              <p className="phase-label">
                <span className="phase-weeks">{phase.weeks}</span>
              </p>
              <h3>{phase.title}</h3>
              <p>{phase.text}</p>
              <CheckList items={phase.results} />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="targets-title" alt title={copy.targets.title} lead={copy.targets.intro}>
        <FactGrid facts={copy.targets.items} />
        <Testimonials items={testimonials} />
      </Section>

      <Faq title={copy.faq.title} items={copy.faq.items} />
      <Closing copy={copy.closing} />
    </>
  );
}
