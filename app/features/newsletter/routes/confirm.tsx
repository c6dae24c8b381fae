import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { FormErrors } from "~/components/forms/FormParts";
import { Section } from "~/components/sections/Section";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { confirmationPending, confirmSubscription } from "~/features/newsletter/newsletter.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// The link in the confirmation mail opens this page; only its button (a POST) confirms, so mail
// scanners that follow links cannot confirm on the owner's behalf.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "features/newsletter/routes/confirm");
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const state =
    url.searchParams.get("status") === "confirmed"
      ? "confirmed"
      : (await confirmationPending(context.db, token))
        ? "pending"
        : "invalid";
  return {
    state,
    token,
    seo: { title: t("newsletter.confirm.seoTitle"), description: t("newsletter.confirm.text"), noindex: true },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const { locale } = await pageContext(request, context, "features/newsletter/routes/confirm");
  try {
    const result = await context.db
      .transaction()
      .execute((trx) => confirmSubscription(trx, context.env, token, context.clientAddress));
    if (result === "invalid") return data({ error: null, invalid: true }, { status: 400 });
    context.outbox?.wake();
    return redirect(`${localizedPath("newsletter-confirm", locale)}?status=confirmed`, 303);
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    context.log.warn("newsletter confirmation failed", { error: error as Error });
    return data({ error: FORM_ERRORS.submitFailed, invalid: false }, { status: unavailable ? 503 : 500 });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function NewsletterConfirm() {
  const { state, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = result?.invalid ? "invalid" : state;
  return (
    <Section container="narrow">
      <div className="card">
        {shown === "confirmed" && (
          <>
            <h1>{t("newsletter.confirm.doneTitle")}</h1>
            <p role="status">{t("newsletter.confirm.doneText")}</p>
            <Link className="button button-primary" to={localizedPath("blog", locale)}>
              {t("newsletter.backToBlog")}
            </Link>
          </>
        )}
        {shown === "pending" && (
          <>
            <h1>{t("newsletter.confirm.title")}</h1>
            <p>{t("newsletter.confirm.text")}</p>
            <Form method="post" id="newsletter-confirm">
              <FormErrors id="newsletter-confirm-error" errors={result?.error ? [result.error] : null} />
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="button button-primary">
                {t("newsletter.confirm.button")}
              </button>
            </Form>
          </>
        )}
        {shown === "invalid" && (
          <>
            <h1>{t("newsletter.confirm.invalidTitle")}</h1>
            <p>{t("newsletter.confirm.invalidText")}</p>
            <Link className="button button-secondary" to={localizedPath("newsletter", locale)}>
              {t("newsletter.subscribeAgain")}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}
