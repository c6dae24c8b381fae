import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { CheckboxField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/LeadForm";
import { Section } from "~/components/sections/Section";
import { AttemptNotFound } from "~/features/exit-ready/AttemptNotFound";
import { completeAttempt, loadAttempt } from "~/features/exit-ready/exit-ready.server";
import { contactStepSchema } from "~/features/exit-ready/schema";
import { questionIds } from "~/features/exit-ready/types";
import { guardEnd } from "~/features/flows/flow";
import { limits } from "~/features/forms/fields";
import { submitForm, submitHeaders } from "~/features/forms/submit.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { businessVars } from "~/lib/business";

// The contact step between the last question and the result.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/exit-ready/routes/contact");
  const seo = {
    title: t("exitReady.seoTitle"),
    description: t("exitReady.seoDescription", businessVars(locale)),
    noindex: true,
  };
  const state = await loadAttempt(context.db, params.attempt ?? "");
  if (!state) return data({ missing: true as const, seo }, { status: 404 });
  if (state.result) throw redirect(localizedPath("exit-ready-result", locale, { params: { attempt: state.id } }));
  const guard = guardEnd(questionIds, state.answers);
  if (!guard.ok && guard.redirect.kind === "question") {
    throw redirect(
      localizedPath("exit-ready-question", locale, { params: { attempt: state.id, n: String(guard.redirect.n) } }),
    );
  }
  return {
    missing: false as const,
    seo,
    attempt: state.id,
    action: localizedPath("exit-ready-contact", locale, { params: { attempt: state.id } }),
    back: localizedPath("exit-ready-question", locale, {
      params: { attempt: state.id, n: String(questionIds.length) },
    }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const attemptId = params.attempt ?? "";
  return submitForm({
    request,
    context,
    form: "exit-ready",
    schema: contactStepSchema,
    save: (trx, value, meta) => completeAttempt(trx, context.env, { attemptId, ...value }, meta),
    successUrl: (_, meta) => localizedPath("exit-ready-result", meta.locale, { params: { attempt: attemptId } }),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ExitReadyContact() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.missing) return <AttemptNotFound />;
  return <ContactStep formAction={loaded.action} back={loaded.back} />;
}

function ContactStep({ formAction, back }: { formAction: string; back: string }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useLeadForm({ id: "exit-ready-contact", schema: contactStepSchema, lastResult });
  return (
    <Section className="check-step" container="narrow">
      <div className="progress-block">
        <p className="progress-text" id="progress-text">
          {t("exitReady.question.progress", { n: questionIds.length, total: questionIds.length })}
        </p>
        <progress max={questionIds.length} value={questionIds.length} aria-labelledby="progress-text" />
      </div>
      <LeadForm
        form={form}
        action={formAction}
        labelledBy="contact-title"
        submitLabel={t("exitReady.contact.submit")}
        header={
          <>
            <h1 id="contact-title" className="question-title">
              {t("exitReady.contact.title")}
            </h1>
            <p>{t("exitReady.contact.text")}</p>
          </>
        }
        secondary={
          <Link to={back} className="text-link">
            {t("exitReady.contact.back")}
          </Link>
        }
      >
        <div className="form-grid">
          <TextField
            meta={fields.name}
            label={t("exitReady.contact.name")}
            autoComplete="name"
            maxLength={limits.name}
          />
          <TextField
            meta={fields.email}
            label={t("exitReady.contact.email")}
            type="email"
            autoComplete="email"
            maxLength={limits.email}
          />
        </div>
        <TextField
          meta={fields.company}
          label={t("exitReady.contact.company")}
          autoComplete="organization"
          optional
          maxLength={limits.company}
        />
        <CheckboxField meta={fields.newsletter} label={t("exitReady.contact.newsletter")} />
      </LeadForm>
    </Section>
  );
}
