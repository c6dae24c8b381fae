import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/sections/CardGrid";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Faq } from "~/components/ui/Faq";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { Testimonials } from "~/components/ui/Testimonials";
import { insertAuditApplication } from "~/features/audit/audit.server";
import { AuditForm } from "~/features/audit/AuditForm";
import { ReportPreview } from "~/features/audit/ReportPreview";
import { auditSchema } from "~/features/audit/schema";
import { business } from "~/lib/business";
import { leadFormTarget, submitForm, submitHeaders } from "~/features/forms/submit.server";
import { breadcrumbs, pageContext, pageCopy, testimonialsFor } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { serviceLd } from "~/lib/structured-data";

// /audit and /business-audit: the Business Logic Audit offer and its application form (#apply).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "features/audit/route");
  const copy = pageCopy("audit", locale);
  const crumbs = breadcrumbs(locale, siteUrl, ["services", pageId]);
  return {
    seo: {
      ...copy.seo,
      jsonLd: [serviceLd(siteUrl, locale, pageId, copy.service.name, copy.service.description), crumbs.jsonLd],
    },
    copy,
    crumbs: crumbs.items,
    testimonials: testimonialsFor(locale, ["audit"], 1),
    form: leadFormTarget(localizedPath(pageId, locale)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    form: "audit",
    schema: auditSchema,
    saveInOneStatement: (db, value, meta) => insertAuditApplication(db, context.env, value, meta),
    successUrl: (_, meta) => localizedPath("audit-thanks", meta.locale),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function AuditPage() {
  const { copy, crumbs, testimonials, form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        sample={copy.sample}
        visual={
          <ReportPreview
            label={copy.report.label}
            title={copy.service.name}
            caption={copy.report.caption}
            sections={copy.deliverables.items.map((item) => item.title)}
            levers={business.audit.guaranteeMinLevers}
          />
        }
        below={
          <dl className="fact-row">
            {copy.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <div className="button-row">
          <a className="button button-primary" href="#apply">
            {copy.hero.primary.label}
            <Icon name="arrowRight" size={18} />
          </a>
          <a className="button button-secondary" href="#guarantee">
            {copy.hero.guaranteeLink}
          </a>
        </div>
      </PageHero>

      <Section id="deliverables-title" title={copy.deliverables.title}>
        <CardGrid three items={copy.deliverables.items} />
      </Section>

      <Section id="process-title" alt container="split">
        <div>
          <h2 id="process-title">{copy.process.title}</h2>
          <ol className="steps compact">
            {copy.process.steps.map((step) => (
              <li key={step.title} className="step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <aside className="card" aria-labelledby="for-whom-title">
          <h2 id="for-whom-title" className="h3">
            {copy.forWhom.title}
          </h2>
          <CheckList items={copy.forWhom.items} />
          <p className="fine-print">{copy.forWhom.notFor}</p>
        </aside>
      </Section>

      <Section id="guarantee-title" anchor="guarantee" container="narrow">
        <div className="card guarantee">
          <h2 id="guarantee-title">{copy.guarantee.title}</h2>
          <p>{copy.guarantee.text}</p>
          <CheckList items={copy.guarantee.conditions} />
        </div>
        <Testimonials items={testimonials} />
      </Section>

      <Section id="apply-title" anchor="apply" alt title={copy.apply.title} container="narrow">
        <p className="lead">{copy.apply.text}</p>
        <AuditForm target={form} lastResult={lastResult} />
      </Section>

      <Faq title={copy.faq.title} items={copy.faq.items} />
    </>
  );
}
