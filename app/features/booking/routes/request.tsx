import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { CtaLink } from "~/components/ui/CtaLink";
import { PageHero } from "~/components/ui/PageHero";
import { storeSessionRequest } from "~/features/booking/session-request.server";
import { availability } from "~/features/booking/content.server";
import { attemptContact } from "~/features/exit-ready/exit-ready.server";
import { requestWindows } from "~/features/booking/request-windows.server";
import { sessionSchema } from "~/features/booking/schema";
import { SessionForm } from "~/features/booking/SessionForm";
import { leadFormTarget, submitForm, submitHeaders } from "~/features/forms/submit.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { pageContext, pageCopy } from "~/page.server";

// /strategiegespraech/anfrage, /strategy-session/request: a strategy session requested, not booked
// (session_requests; the consultant replies within the follow-up hours), for a visitor whom no
// offered time suits. The booking page shows the same form when it can offer no time (the
// calendar unreadable, nothing free, the visitor's mail cap) and posts it here. From an ExitReady
// result (`?attempt=`, or the form's attemptId) the request is linked to it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId } = await pageContext(request, context, "features/booking/routes/request");
  const page = pageCopy("strategy-session", locale);
  const copy = page.request;
  const attempt = await attemptContact(context.db, new URL(request.url).searchParams.get("attempt"));
  return {
    seo: copy.seo,
    copy,
    /** strategy-session.yaml is marked sample (ADR 058): the hero ends with the note */
    sample: page.sample,
    attempt,
    form: leadFormTarget(localizedPath(pageId, locale)),
    times: requestWindows(availability(), locale),
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

export default function SessionRequest() {
  const { copy, sample, form, attempt, times } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={sample} />
      <Section id="session-form-title" alt container="split">
        <div>
          <h2 id="session-form-title">{copy.formTitle}</h2>
          <SessionForm
            target={form}
            lastResult={lastResult}
            labelledBy="session-form-title"
            attemptId={attempt?.id}
            defaults={attempt ? { name: attempt.name, email: attempt.email } : undefined}
            times={times}
          />
        </div>
        <aside className="card" aria-labelledby="expect-title">
          <h2 id="expect-title" className="h3">
            {copy.expect.title}
          </h2>
          <CheckList items={copy.expect.items} />
          <CtaLink cta={{ label: copy.bookLink, pageId: "strategy-session" }} variant="secondary" arrow />
        </aside>
      </Section>
    </>
  );
}
