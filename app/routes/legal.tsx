import { formatDate } from "~/lib/i18n";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Prose } from "~/components/sections/Prose";
import { Section } from "~/components/sections/Section";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { SampleNote } from "~/components/ui/SampleNote";
import { legalPage, legalUpdated } from "~/content/legal.server";
import { bookingSettings } from "~/features/booking/content.server";
import { WEBHOOK_DAYS } from "~/lib/retention.server";
import { meetingPrivacyText } from "~/features/booking/meeting";
import { breadcrumbs, pageContext, pageName } from "~/page.server";
import { seoMeta } from "~/lib/seo";

// /impressum, /agb, /datenschutz (/privacy): Markdown with the site's identity data; while a text
// is sample (its first line's marker, ADR 058), a note under the title says so.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(request, context, "routes/legal");
  const page = legalPage(pageId, locale, context.env, {
    meetingPlace: meetingPrivacyText(bookingSettings().meeting, t),
    // named only where the site sends events (WEBHOOK_URL, ADR 068)
    webhooks: context.env.WEBHOOK_URL?.length ? t("legal.webhooks", { days: WEBHOOK_DAYS }) : "",
  });
  const crumbs = breadcrumbs(locale, siteUrl, [pageId]);
  return {
    seo: {
      title: pageName(locale, pageId),
      description: t(`legal.descriptions.${pageId}`),
      jsonLd: [crumbs.jsonLd],
    },
    title: pageName(locale, pageId),
    html: page.html,
    sample: page.sample,
    headings: page.headings.filter((h) => h.level === 2),
    crumbs: crumbs.items,
    updated: legalUpdated,
    locale,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function LegalPage() {
  const { title, html, headings, crumbs, updated, locale, sample } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const date = formatDate(new Date(`${updated}T12:00:00Z`), locale, "long");
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Section as="article" className="legal" container="narrow">
        <h1>{title}</h1>
        <p className="fine-print">{t("legal.updated", { date })}</p>
        {sample && <SampleNote kind="legal" />}
        <Prose html={html} headings={headings} tocTitle={t("common.onThisPage")} tocMin={3} />
      </Section>
    </>
  );
}
