import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBlog } from "~/features/blog/articles.server";
import { articleEntries } from "~/features/blog/sitemap.server";
import { sentIssues } from "~/features/newsletter/archive.server";
import { localizedPath } from "~/lib/routing";
import { pageEntries, sitemapXml, type SitemapEntry } from "~/lib/sitemap.server";

export async function loader({ context }: LoaderFunctionArgs) {
  // the newsletter issues sent (ADR 071); without the database the rest of the sitemap still goes out
  const issues: SitemapEntry[] = await sentIssues(context.db, "de")
    .then((list) =>
      list.map((issue) => ({
        alternates: {
          de: localizedPath("newsletter-issue", "de", { params: { issue: issue.id } }),
          en: localizedPath("newsletter-issue", "en", { params: { issue: issue.id } }),
        },
        lastmod: { de: issue.date, en: issue.date },
      })),
    )
    .catch(() => []);
  const entries = [...pageEntries(), ...articleEntries(getBlog(context.env)), ...issues];
  return new Response(sitemapXml(context.env.SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
