import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaLink } from "~/components/ui/CtaLink";
import { Icon } from "~/components/ui/Icon";
import { Testimonials } from "~/components/ui/Testimonials";
import type { PageHandle } from "~/pages";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { pageCopy, testimonialsFor } from "~/content/pages.server";
import { getLocale } from "~/preferences.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await getLocale(request, context.env);
  const copy = pageCopy("home", locale);
  return { seo: copy.seo, copy, testimonials: testimonialsFor(locale, undefined, 3) };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export const handle: PageHandle = { newsletter: true, cache: true };

export default function Home() {
  const { copy, testimonials } = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{copy.hero.eyebrow}</p>
          <h1 id="hero-title">{copy.hero.title}</h1>
          <p className="lead">{copy.hero.lead}</p>
          <div className="button-row">
            <CtaLink cta={copy.hero.primary} arrow />
            <CtaLink cta={copy.hero.secondary} variant="secondary" />
            <CtaLink cta={copy.hero.tertiary} variant="ghost" />
          </div>
          <ul className="proof-list">
            {copy.hero.proof.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="framework-title">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">{copy.framework.eyebrow}</p>
            <h2 id="framework-title">{copy.framework.title}</h2>
            <p className="lead">{copy.framework.lead}</p>
          </header>
          <ol className="phase-grid">
            {copy.framework.phases.map((phase) => (
              <li key={phase.label} className="card phase">
                <p className="phase-label">
                  <span>{phase.label}</span>
                  <span className="phase-weeks">{phase.weeks}</span>
                </p>
                <h3>{phase.title}</h3>
                <p>{phase.text}</p>
                <ul className="check-list">
                  {phase.outcomes.map((o) => (
                    <li key={o}>
                      <Icon name="check" size={18} />
                      {o}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <p className="section-cta">
            <CtaLink cta={copy.framework.cta} variant="secondary" arrow />
          </p>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="services-title">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">{copy.services.eyebrow}</p>
            <h2 id="services-title">{copy.services.title}</h2>
            <p className="lead">{copy.services.lead}</p>
          </header>
          <ul className="service-grid">
            {copy.services.items.map((item) => (
              <li key={item.pageId} className="card service-card">
                <h3>{item.title}</h3>
                <p className="service-meta">{item.meta}</p>
                <p>{item.text}</p>
                <Link className="text-link" to={localizedPath(item.pageId, locale)}>
                  {item.cta}
                  <span className="visually-hidden">: {item.title}</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <header className="section-header">
            <p className="eyebrow">{copy.testimonials.eyebrow}</p>
            <h2 id="testimonials-title">{copy.testimonials.title}</h2>
            <p className="lead">{copy.testimonials.lead}</p>
          </header>
          <Testimonials items={testimonials} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="home-newsletter-title">
        <div className="container split">
          <header>
            <p className="eyebrow">{copy.newsletter.eyebrow}</p>
            <h2 id="home-newsletter-title">{copy.newsletter.title}</h2>
            <p>{copy.newsletter.text}</p>
          </header>
          <NewsletterSignup source="home" titleId="home-newsletter-title" compact={false} />
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="closing-title">
        <div className="container narrow center">
          <h2 id="closing-title">{copy.closing.title}</h2>
          <p className="lead">{copy.closing.text}</p>
          <div className="button-row center">
            <CtaLink cta={copy.closing.primary} arrow />
            <CtaLink cta={copy.closing.secondary} variant="secondary" />
          </div>
        </div>
      </section>
    </>
  );
}
