import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/sections/CardGrid";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { HeroImage } from "~/components/ui/HeroImage";
import { Icon } from "~/components/ui/Icon";
import { SampleNote } from "~/components/ui/SampleNote";
import { Testimonials } from "~/components/ui/Testimonials";
import type { PageHandle } from "~/pages";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { pageCopy, testimonialsFor, withHeroPicture } from "~/page.server";
import { getLocale } from "~/preferences.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = getLocale(request, context);
  const copy = withHeroPicture(pageCopy("home", locale));
  return { seo: copy.seo, copy, testimonials: testimonialsFor(locale, undefined, 3) };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export const handle: PageHandle = { newsletter: true };

export default function Home() {
  const { copy, testimonials } = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className={copy.hero.image ? "container hero-inner hero-split" : "container hero-inner"}>
          <div className="hero-copy">
            <p className="eyebrow">{copy.hero.eyebrow}</p>
            <h1 id="hero-title">{copy.hero.title}</h1>
            <p className="lead">{copy.hero.lead}</p>
            <div className="button-row">
              <CtaLink cta={copy.hero.primary} arrow />
              <CtaLink cta={copy.hero.secondary} variant="secondary" />
            </div>
            <CheckList items={copy.hero.proof} variant="proof" />
            {copy.sample && <SampleNote kind="page" />}
          </div>
          {copy.hero.image && <HeroImage image={copy.hero.image} />}
        </div>
      </section>

      <Section
        id="framework-title"
        eyebrow={copy.framework.eyebrow}
        title={copy.framework.title}
        lead={copy.framework.lead}
      >
        <CardGrid kind="phase" as="ol">
          {copy.framework.phases.map((phase) => (
            <li key={phase.label} className="card phase">
              <p className="phase-label">
                <span>{phase.label}</span>
                <span className="phase-weeks">{phase.weeks}</span>
              </p>
              <h3>{phase.title}</h3>
              <p>{phase.text}</p>
              <CheckList items={phase.outcomes} />
            </li>
          ))}
        </CardGrid>
        <p className="section-cta">
          <CtaLink cta={copy.framework.cta} variant="secondary" arrow />
        </p>
      </Section>

      <Section
        id="services-title"
        alt
        eyebrow={copy.services.eyebrow}
        title={copy.services.title}
        lead={copy.services.lead}
      >
        <CardGrid kind="service">
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
        </CardGrid>
      </Section>

      <Section
        id="testimonials-title"
        eyebrow={copy.testimonials.eyebrow}
        title={copy.testimonials.title}
        lead={copy.testimonials.lead}
      >
        <Testimonials items={testimonials} />
      </Section>

      <Section id="home-newsletter-title" alt container="split">
        <header>
          <p className="eyebrow">{copy.newsletter.eyebrow}</p>
          <h2 id="home-newsletter-title">{copy.newsletter.title}</h2>
          <p>{copy.newsletter.text}</p>
        </header>
        <NewsletterSignup source="home" titleId="home-newsletter-title" compact={false} />
      </Section>

      <Closing copy={copy.closing} />
    </>
  );
}
