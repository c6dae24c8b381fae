import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { FormErrors } from "~/components/forms/FormParts";
import { Section } from "~/components/sections/Section";
import { currentWorkspace, deleteWorkspace, workspaceCookie } from "~/features/build-to-leave/build-to-leave.server";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// Deleting the workspace: everything (profile, answers, results) goes, and the cookie with it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "features/build-to-leave/routes/delete");
  const done = new URL(request.url).searchParams.get("status") === "deleted";
  const workspace = done ? null : await currentWorkspace(request, context.env, context.db);
  return {
    state: done ? ("deleted" as const) : workspace ? ("confirm" as const) : ("none" as const),
    seo: { title: t("btl.delete.title"), description: t("btl.delete.text"), noindex: true },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/delete");
  try {
    const workspace = await currentWorkspace(request, context.env, context.db);
    if (workspace) await deleteWorkspace(context.db, workspace);
    return redirect(`${localizedPath("btl-delete", locale)}${locale === "en" ? "&" : "?"}status=deleted`, {
      status: 303,
      headers: { "Set-Cookie": await workspaceCookie(context.env).serialize("", { maxAge: 0 }) },
    });
  } catch (error) {
    context.log.warn("workspace not deleted", { error: error as Error });
    return data({ error: FORM_ERRORS.submitFailed }, { status: isDatabaseUnavailable(error) ? 503 : 500 });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlDelete() {
  const { state } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section container="narrow">
      <div className="card">
        {state === "confirm" && (
          <>
            <h1>{t("btl.delete.title")}</h1>
            <p>{t("btl.delete.text")}</p>
            <Form method="post" className="button-row">
              <FormErrors id="delete-error" errors={failed?.error ? [failed.error] : null} />
              <button type="submit" className="button button-primary">
                {t("btl.delete.confirm")}
              </button>
              <Link className="button button-ghost" to={localizedPath("build-to-leave", locale)}>
                {t("btl.delete.cancel")}
              </Link>
            </Form>
          </>
        )}
        {state === "deleted" && (
          <>
            <h1>{t("btl.delete.doneTitle")}</h1>
            <p role="status">{t("btl.delete.doneText")}</p>
            <Link className="button button-primary" to={localizedPath("build-to-leave", locale)}>
              {t("btl.landing.start")}
            </Link>
          </>
        )}
        {state === "none" && (
          <>
            <h1>{t("btl.delete.title")}</h1>
            <p>{t("btl.delete.nothing")}</p>
          </>
        )}
      </div>
    </Section>
  );
}
