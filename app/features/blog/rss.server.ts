import { Feed } from "feed";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/i18n";
import { escapeHtml } from "~/lib/mail.server";
import { site } from "~/lib/site";
import type { Blog } from "./articles.server";
import { blogPath } from "./paths";
import { categoryLabel } from "./present.server";

// The blog's RSS 2.0 feed per language (/blog/rss.xml?lng=de|en), generated with `feed`:
// RFC 822 dates, atom:link rel="self", the full article as content:encoded with absolute links.

export function feedPath(lng: Lang): string {
  return `/blog/rss.xml?lng=${lng}`;
}

/**
 * Our own rendered HTML for feed readers: heading permalinks removed, relative links and anchors
 * made absolute (a feed reader has no base URL).
 */
export function absolutize(html: string, siteUrl: string, pageUrl: string): string {
  return html
    .replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")
    .replace(/ href="#/g, ` href="${pageUrl}#`)
    .replace(/ href="\/(?!\/)/g, ` href="${siteUrl}/`);
}

export function rssFeed(blog: Blog, lng: Lang, siteUrl: string): string {
  const t = getT(lng);
  const articles = blog.list(lng);
  const newest = articles.reduce<string | null>((max, a) => {
    const d = a.updated ?? a.date;
    return max && max > d ? max : d;
  }, null);
  const feed = new Feed({
    title: t("blog.feed.title", { brand: site.brand }),
    description: t("common.footer.description"),
    id: siteUrl + blogPath(lng),
    link: siteUrl + blogPath(lng),
    language: lng,
    copyright: t("common.footer.copyright", { year: site.copyrightYear, owner: site.consultant.name }),
    updated: newest ? new Date(`${newest}T00:00:00Z`) : new Date(`${site.copyrightYear}-01-01T00:00:00Z`),
    feedLinks: { rss: siteUrl + feedPath(lng) },
    generator: false,
    author: { name: site.consultant.name, email: site.email, link: site.urls.mainSite },
  });
  // a sample article (ADR 058) opens with the note its page shows: a feed reader is where some read it
  const sampleNote = `<p><strong>${escapeHtml(t("common.sample"))}:</strong> ${escapeHtml(t("common.sampleNote.article"))}</p>\n`;
  for (const a of articles) {
    const url = siteUrl + a.path;
    feed.addItem({
      title: a.title,
      link: url,
      date: new Date(`${a.updated ?? a.date}T00:00:00Z`),
      published: new Date(`${a.date}T00:00:00Z`),
      description: a.description,
      content: (a.sample ? sampleNote : "") + absolutize(a.html, siteUrl, url),
      author: [{ name: site.consultant.name, email: site.email }],
      category: [{ name: categoryLabel(t, a.category) }],
    });
  }
  return feed.rss2();
}
