import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Prose } from "~/components/sections/Prose";
import { Section } from "~/components/sections/Section";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { SampleNote } from "~/components/ui/SampleNote";
import { sentIssue } from "~/features/newsletter/archive.server";
import { formatDate } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";
import { breadcrumbs, pageContext } from "~/page.server";

// /newsletter/archiv/<issue> (/newsletter/archive/<issue>): one sent issue as a page; an issue
// not sent yet is not found.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t, siteUrl } = await pageContext(request, context, "features/newsletter/routes/issue");
  const issue = await sentIssue(context.db, params.issue ?? "", locale);
  if (!issue) throw new Response("Not found", { status: 404 });
  const path = localizedPath("newsletter-issue", locale, { params: { issue: params.issue! } });
  const crumbs = breadcrumbs(locale, siteUrl, ["newsletter", "newsletter-archive"], { label: issue.subject, to: path });
  return {
    seo: {
      title: issue.subject,
      description: issue.preheader ?? t("newsletter.archive.lead"),
      jsonLd: [crumbs.jsonLd],
    },
    crumbs: crumbs.items,
    issue: { subject: issue.subject, date: issue.date, html: issue.html, sample: issue.sample },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function NewsletterIssue() {
  const { crumbs, issue } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Section as="article" container="narrow">
        <h1>{issue.subject}</h1>
        <p className="fine-print">
          <time dateTime={issue.date}>{formatDate(new Date(`${issue.date}T12:00:00Z`), locale, "long")}</time>
        </p>
        {issue.sample && <SampleNote kind="issue" />}
        <Prose html={issue.html} headings={[]} tocTitle={t("common.onThisPage")} tocMin={3} />
        <p>
          <Link to={localizedPath("newsletter-archive", locale)}>{t("forms.newsletter.archive")}</Link>
        </p>
        <p>
          <Link className="button button-secondary" to={localizedPath("newsletter", locale)}>
            {t("newsletter.archive.subscribe")}
          </Link>
        </p>
      </Section>
    </>
  );
}
