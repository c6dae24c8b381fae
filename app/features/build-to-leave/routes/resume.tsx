import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import { workspaceCookie, workspaceExists } from "~/features/build-to-leave/build-to-leave.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// The private resume link. Opening it shows a button; only the button (a same-site POST) puts
// the workspace into this browser, so a link planted by someone else cannot switch a visitor
// into a stranger's workspace.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "features/build-to-leave/routes/resume");
  const exists = await workspaceExists(context.db, params.workspace ?? "");
  const seo = { title: t("btl.dashboard.resumeTitle"), description: t("btl.dashboard.resumeText"), noindex: true };
  return data({ exists, seo }, { status: exists ? 200 : 404 });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/resume");
  const id = params.workspace ?? "";
  if (!(await workspaceExists(context.db, id)))
    return redirect(localizedPath("btl-resume", locale, { params: { workspace: id } }), 303);
  return redirect(localizedPath("build-to-leave", locale), {
    status: 303,
    headers: { "Set-Cookie": await workspaceCookie(context.env).serialize(id) },
  });
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlResume() {
  const { exists } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section container="narrow">
      <div className="card">
        {exists ? (
          <>
            <h1>{t("btl.dashboard.resumeTitle")}</h1>
            <p>{t("btl.dashboard.resumeText")}</p>
            <Form method="post">
              <button type="submit" className="button button-primary">
                {t("btl.dashboard.continue")}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1>{t("btl.resume.invalidTitle")}</h1>
            <p>{t("btl.resume.invalidText")}</p>
            <Link className="button button-primary" to={localizedPath("btl-profile", locale)}>
              {t("btl.landing.start")}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}
