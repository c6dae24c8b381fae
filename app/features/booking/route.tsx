import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { CtaLink } from "~/components/ui/CtaLink";
import { PageHero } from "~/components/ui/PageHero";
import { sessionSchema } from "~/features/booking/schema";
import { storeSessionRequest } from "~/features/booking/booking.server";
import { SessionForm } from "~/features/booking/SessionForm";
import { leadFormTarget, submitForm, submitHeaders } from "~/features/forms/submit.server";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// /strategiegespraech, /strategy-session: the free first conversation.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "features/booking/route");
  const copy = pageCopy("strategy-session", locale);
  return {
    seo: { ...copy.seo, jsonLd: [breadcrumbs(locale, siteUrl, [pageId]).jsonLd] },
    copy,
    form: leadFormTarget(localizedPath(pageId, locale)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    form: "session",
    schema: sessionSchema,
    save: (trx, value, meta) => storeSessionRequest(trx, context.env, value, meta),
    successUrl: (_, meta) => localizedPath("session-thanks", meta.locale),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function StrategySession() {
  const { copy, form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="session-form-title" alt container="split">
        <div>
          <h2 id="session-form-title">{copy.formTitle}</h2>
          <SessionForm target={form} lastResult={lastResult} labelledBy="session-form-title" />
        </div>
        <aside className="card" aria-labelledby="expect-title">
          <h2 id="expect-title" className="h3">
            {copy.expect.title}
          </h2>
          <CheckList items={copy.expect.items} />
          <h3 className="h4">{copy.notFor.title}</h3>
          <p>{copy.notFor.text}</p>
          <CtaLink cta={{ label: "ExitReady Check", pageId: "exit-ready-check" }} variant="secondary" arrow />
        </aside>
      </Section>
    </>
  );
}
