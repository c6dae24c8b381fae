import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { Faq } from "~/components/ui/Faq";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Testimonials } from "~/components/ui/Testimonials";
import { breadcrumbs, pageContext, pageCopy, testimonialsFor } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";
import type { PageHandle } from "~/pages";

// /ceo-mentoring: the monthly programme, its 90 days, targets and price.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(request, context, "routes/ceo-mentoring");
  const copy = pageCopy("ceo-mentoring", locale);
  return {
    seo: {
      ...copy.seo,
      jsonLd: [
        serviceLd(siteUrl, locale, pageId, copy.service.name, copy.service.description),
        breadcrumbs(t, locale, siteUrl, ["services", pageId]).jsonLd,
      ],
    },
    copy,
    testimonials: testimonialsFor(locale, ["ceo-mentoring", "owner-dependency"], 2),
  };
}

export const handle: PageHandle = { cache: true };

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function CeoMentoring() {
  const { copy, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <div className="button-row">
          <CtaLink cta={copy.hero.primary} arrow />
          <CtaLink cta={copy.hero.secondary} variant="secondary" />
        </div>
      </PageHero>

      <section className="section" aria-labelledby="for-whom-title">
        <div className="container split">
          <div>
            <h2 id="for-whom-title">{copy.forWhom.title}</h2>
            <ul className="check-list large">
              {copy.forWhom.items.map((x) => (
                <li key={x}>
                  <Icon name="check" size={20} />
                  {x}
                </li>
              ))}
            </ul>
          </div>
          <aside className="card price-card" aria-labelledby="pricing-title">
            <h2 id="pricing-title" className="h3">
              {copy.pricing.title}
            </h2>
            <p className="price">
              <span className="price-amount">{copy.pricing.price}</span> <span>{copy.pricing.period}</span>
            </p>
            <ul className="check-list">
              {copy.pricing.points.map((x) => (
                <li key={x}>
                  <Icon name="check" size={18} />
                  {x}
                </li>
              ))}
            </ul>
            <CtaLink cta={copy.pricing.cta} arrow />
            <p className="fine-print">{copy.pricing.note}</p>
          </aside>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="included-title">
        <div className="container">
          <h2 id="included-title">{copy.included.title}</h2>
          <ul className="card-grid three">
            {copy.included.items.map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="programme-title">
        <div className="container">
          <header className="section-header">
            <h2 id="programme-title">{copy.programme.title}</h2>
            <p className="lead">{copy.programme.intro}</p>
          </header>
          <ol className="phase-grid">
            {copy.programme.phases.map((phase) => (
              <li key={phase.weeks} className="card phase">
                <p className="phase-label">
                  <span className="phase-weeks">{phase.weeks}</span>
                </p>
                <h3>{phase.title}</h3>
                <p>{phase.text}</p>
                <ul className="check-list">
                  {phase.results.map((r) => (
                    <li key={r}>
                      <Icon name="check" size={18} />
                      {r}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="targets-title">
        <div className="container">
          <header className="section-header">
            <h2 id="targets-title">{copy.targets.title}</h2>
            <p className="lead">{copy.targets.intro}</p>
          </header>
          <dl className="fact-grid">
            {copy.targets.items.map((f) => (
              <div key={f.label} className="fact">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <Testimonials items={testimonials} />
        </div>
      </section>

      <Faq title={copy.faq.title} items={copy.faq.items} />
      <Closing copy={copy.closing} />
    </>
  );
}
