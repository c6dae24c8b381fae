import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { FormErrors } from "~/components/forms/FormParts";
import { Section } from "~/components/sections/Section";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { unsubscribe, verifyUnsubscribeToken } from "~/features/newsletter/newsletter.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// Unsubscribe: GET shows a button, POST unsubscribes. Mailbox providers' one-click unsubscribe
// (RFC 8058: a POST of List-Unsubscribe=One-Click to the link in the List-Unsubscribe header,
// without cookie or Origin) is answered 200 with the page saying it is done, never a redirect; the
// page's own button redirects to that page (POST, then GET). The action returns data or a
// redirect, never a raw Response: Remix would hand its body to the component as action data.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "features/newsletter/routes/unsubscribe");
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const state =
    url.searchParams.get("status") === "done"
      ? "done"
      : /^\d{1,18}$/.test(id) && verifyUnsubscribeToken(id, token, context.env.SESSION_SECRET)
        ? "ready"
        : "invalid";
  return {
    state,
    id,
    token,
    seo: { title: t("newsletter.unsubscribe.seoTitle"), description: t("newsletter.unsubscribe.text"), noindex: true },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const id = String(form.get("id") ?? url.searchParams.get("id") ?? "");
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const { locale } = await pageContext(request, context, "features/newsletter/routes/unsubscribe");
  try {
    const ok = await context.db
      .transaction()
      .execute((trx) => unsubscribe(trx, context.env, id, token, context.clientAddress));
    if (!ok) return data({ state: "invalid" as const, error: null }, { status: 400 });
    if (oneClick) return { state: "done" as const, error: null };
    return redirect(`${localizedPath("newsletter-unsubscribe", locale)}?status=done`, 303);
  } catch (error) {
    context.log.warn("newsletter unsubscribe failed", { error: error as Error });
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    return data({ state: null, error: FORM_ERRORS.submitFailed }, { status });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function NewsletterUnsubscribe() {
  const { state, id, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = result?.state ?? state;
  const error = result?.error ?? null;
  return (
    <Section container="narrow">
      <div className="card">
        {shown === "done" && (
          <>
            <h1>{t("newsletter.unsubscribe.doneTitle")}</h1>
            <p role="status">{t("newsletter.unsubscribe.doneText")}</p>
            <Link className="button button-secondary" to={localizedPath("newsletter", locale)}>
              {t("newsletter.subscribeAgain")}
            </Link>
          </>
        )}
        {shown === "ready" && (
          <>
            <h1>{t("newsletter.unsubscribe.title")}</h1>
            <p>{t("newsletter.unsubscribe.text")}</p>
            <Form method="post" id="newsletter-unsubscribe">
              <FormErrors id="newsletter-unsubscribe-error" errors={error ? [error] : null} />
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="button button-primary">
                {t("newsletter.unsubscribe.button")}
              </button>
            </Form>
          </>
        )}
        {shown === "invalid" && (
          <>
            <h1>{t("newsletter.unsubscribe.invalidTitle")}</h1>
            <p>{t("newsletter.unsubscribe.invalidText")}</p>
            <Link className="button button-secondary" to={localizedPath("contact", locale)}>
              {t("common.nav.contact")}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}
