import { formatDate } from "~/lib/i18n";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useTranslation } from "~/lib/i18n-react";
import {
  currentWorkspace,
  isModuleId,
  moduleStatuses,
  startModule,
} from "~/features/build-to-leave/build-to-leave.server";
import { NoWorkspace } from "~/features/build-to-leave/NoWorkspace";
import { moduleSummary } from "~/features/build-to-leave/content.server";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// A module's start page: what it looks at, why it matters, how long it takes; start (POST).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/module");
  const id = params.module;
  if (!isModuleId(id)) throw new Response("Not found", { status: 404 });
  const summary = moduleSummary(id, locale);
  const seo = { title: summary.title, description: summary.description, noindex: true };
  const workspace = await currentWorkspace(request, context.env, context.db);
  if (!workspace) return { workspace: false as const, seo, summary };
  const { completed, open } = await moduleStatuses(context.db, workspace);
  const last = completed.get(id);
  const openAttempt = open.get(id);
  return {
    workspace: true as const,
    seo,
    summary,
    last: last
      ? { band: last.band, percent: last.percent, date: formatDate(last.completedAt, locale, "medium") }
      : null,
    continueTo: openAttempt
      ? localizedPath("btl-question", locale, { params: { module: id, attempt: openAttempt, n: "1" } })
      : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/module");
  const id = params.module;
  if (!isModuleId(id)) throw new Response("Not found", { status: 404 });
  try {
    const workspace = await currentWorkspace(request, context.env, context.db);
    if (!workspace) return redirect(localizedPath("btl-profile", locale), 303);
    const attempt = await startModule(context.db, workspace, id);
    return redirect(localizedPath("btl-question", locale, { params: { module: id, attempt, n: "1" } }), 303);
  } catch (error) {
    context.log.warn("module not started", { error: error as Error });
    return data({ error: FORM_ERRORS.submitFailed }, { status: isDatabaseUnavailable(error) ? 503 : 500 });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlModule() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  if (!loaded.workspace) return <NoWorkspace />;
  const { summary, last, continueTo } = loaded;
  return (
    <Section container="narrow">
      <p className="eyebrow">Build to Leave</p>
      <h1>{summary.title}</h1>
      <p className="lead">{summary.description}</p>
      <p>
        <strong>{t("btl.dashboard.impact")}</strong> {summary.impact}
      </p>
      <p className="service-meta">
        {t("btl.module.questionsAndMinutes", { questions: summary.questions, minutes: summary.minutes })}
      </p>
      {last && (
        <p className="fine-print">
          {t("btl.module.lastResult", {
            band: t(`btl.bands.${last.band}`),
            percent: last.percent,
            date: last.date,
          })}
        </p>
      )}
      <div className="button-row">
        {continueTo ? (
          <Link className="button button-primary" to={continueTo}>
            {t("btl.dashboard.continue")}
          </Link>
        ) : (
          <Form method="post">
            <button type="submit" className="button button-primary">
              {last ? t("btl.dashboard.retake") : t("btl.module.start")}
            </button>
          </Form>
        )}
        <Link className="button button-ghost" to={localizedPath("build-to-leave", locale)}>
          {t("btl.module.backToDashboard")}
        </Link>
      </div>
    </Section>
  );
}
