import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { CtaLink } from "~/components/ui/CtaLink";
import { PageHero } from "~/components/ui/PageHero";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";
import { seoMeta } from "~/lib/seo";

// /ceopreneur: the framework of six principles.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "routes/ceopreneur");
  const copy = pageCopy("ceopreneur", locale);
  return { seo: { ...copy.seo, jsonLd: [breadcrumbs(locale, siteUrl, [pageId]).jsonLd] }, copy };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function Ceopreneur() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample}>
        <div className="button-row">
          <CtaLink cta={copy.hero.primary} arrow />
        </div>
      </PageHero>
      <Section id="intro-title" title={copy.intro.title} container="narrow">
        {copy.intro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Section>
      <Section id="principles-title" alt title={copy.principlesTitle}>
        <ol className="principle-grid">
          {copy.principles.map((p, i) => (
            <li key={p.title} className="card principle">
              <p className="principle-number" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </p>
              <h3>{p.title}</h3>
              <p className="principle-summary">{p.summary}</p>
              <p>{p.detail}</p>
              <CheckList items={p.practices} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="shift-title" title={copy.shift.title}>
        <div className="compare">
          <div className="card compare-from">
            <h3>{copy.shift.fromLabel}</h3>
            <ul>
              {copy.shift.from.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </div>
          <div className="card compare-to">
            <h3>{copy.shift.toLabel}</h3>
            <ul>
              {copy.shift.to.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Closing copy={copy.closing} />
    </>
  );
}
