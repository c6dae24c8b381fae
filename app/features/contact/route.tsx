import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/sections/CardGrid";
import { Section } from "~/components/sections/Section";
import { Icon } from "~/components/ui/Icon";
import { extraPaths } from "~/components/ui/icon-paths";
import { PageHero } from "~/components/ui/PageHero";
import { insertContactMessage } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/ContactForm";
import { contactSchema } from "~/features/contact/schema";
import { leadFormTarget, submitForm, submitHeaders } from "~/features/forms/submit.server";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { site } from "~/lib/site";
import { businessLd } from "~/lib/structured-data";

// /kontakt: the ways to reach the consultant, and the contact form.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "features/contact/route");
  const copy = pageCopy("contact", locale);
  return {
    seo: { ...copy.seo, jsonLd: [businessLd(siteUrl, locale), breadcrumbs(locale, siteUrl, [pageId]).jsonLd] },
    copy,
    form: leadFormTarget(localizedPath(pageId, locale)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    form: "contact",
    schema: contactSchema,
    saveInOneStatement: (db, value, meta) => insertContactMessage(db, context.env, value, meta),
    successUrl: (_, meta) => localizedPath("contact-thanks", meta.locale),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ContactPage() {
  const { copy, form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const tel = site.phone.replace(/[^+\d]/g, "");
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample} />
      <Section id="channels-title" title={copy.channels.title}>
        <CardGrid three>
          <li className="card channel">
            <Icon name="mail" size={28} />
            <h3>{copy.channels.email.label}</h3>
            <p>{copy.channels.email.text}</p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li className="card channel">
            <Icon path={extraPaths.phone} size={28} />
            <h3>{copy.channels.phone.label}</h3>
            <p>{copy.channels.phone.text}</p>
            {/* non-breaking spaces: the number never breaks across lines */}
            <a href={`tel:${tel}`}>{site.phone.replaceAll(" ", "\u00a0")}</a>
          </li>
          <li className="card channel">
            <Icon path={extraPaths.whatsapp} size={28} />
            <h3>{copy.channels.whatsapp.label}</h3>
            <p>{copy.channels.whatsapp.text}</p>
            <a href={`https://wa.me/${site.whatsapp}`} rel="noopener">
              WhatsApp
            </a>
          </li>
        </CardGrid>
      </Section>
      <Section id="form-title" alt container="split">
        <div>
          <h2 id="form-title">{copy.formTitle}</h2>
          <p>{copy.formIntro}</p>
          <ContactForm target={form} lastResult={lastResult} />
        </div>
        <aside className="card" aria-labelledby="next-title">
          <h2 id="next-title" className="h3">
            {copy.next.title}
          </h2>
          <ol className="numbered">
            {copy.next.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </aside>
      </Section>
    </>
  );
}
