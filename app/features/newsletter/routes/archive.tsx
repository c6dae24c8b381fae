import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { PageHero } from "~/components/ui/PageHero";
import { sentIssues } from "~/features/newsletter/archive.server";
import { formatDate } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";
import { breadcrumbs, pageContext } from "~/page.server";

// /newsletter/archiv (/newsletter/archive): the issues sent so far, newest first (ADR 071).
// Reads the database: caches keep the list a minute at most (app/pages.ts), so an issue that has
// gone out appears within a minute, or two behind a shared cache.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, t, siteUrl } = await pageContext(request, context, "features/newsletter/routes/archive");
  const crumbs = breadcrumbs(locale, siteUrl, ["newsletter", "newsletter-archive"]);
  return {
    seo: {
      title: t("newsletter.archive.seoTitle"),
      description: t("newsletter.archive.seoDescription"),
      jsonLd: [crumbs.jsonLd],
    },
    crumbs: crumbs.items,
    issues: await sentIssues(context.db, locale),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function NewsletterArchive() {
  const { crumbs, issues } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero title={t("newsletter.archive.title")} lead={t("newsletter.archive.lead")} />
      <Section container="narrow">
        {issues.length ? (
          <ol className="issue-list">
            {issues.map((issue) => (
              <li key={issue.id} className="card">
                <h2 className="h3">
                  <Link to={localizedPath("newsletter-issue", locale, { params: { issue: issue.id } })}>
                    {issue.subject}
                  </Link>
                </h2>
                <p className="fine-print">
                  <time dateTime={issue.date}>{formatDate(new Date(`${issue.date}T12:00:00Z`), locale, "long")}</time>
                </p>
                {issue.preheader && <p>{issue.preheader}</p>}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t("newsletter.archive.empty")}</p>
        )}
        <p>
          <Link className="button button-secondary" to={localizedPath("newsletter", locale)}>
            {t("newsletter.archive.subscribe")}
          </Link>
        </p>
      </Section>
    </>
  );
}
