import { languages, type Lang } from "./i18n";
import { allPages, isDynamic, localizedPath } from "./routing";

export interface SitemapEntry {
  /** path per language; a language without a path (an untranslated article) gets no <url> */
  alternates: Partial<Record<Lang, string>>;
  /** last modification (YYYY-MM-DD) per language */
  lastmod?: Partial<Record<Lang, string>>;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexable page of the route table, each with its German and English URL. */
export function pageEntries(): SitemapEntry[] {
  return allPages()
    .filter((p) => !p.noindex && !isDynamic(p))
    .map((p) => ({ alternates: { de: localizedPath(p.id, "de"), en: localizedPath(p.id, "en") } }));
}

/**
 * sitemap.xml: one <url> per page and language; pages in both languages carry reciprocal
 * xhtml:link alternates (and x-default = German).
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const present = languages.filter((lng) => entry.alternates[lng]);
    const links =
      present.length > 1
        ? [
            ...present.map(
              (alt) =>
                `    <xhtml:link rel="alternate" hreflang="${alt}" href="${xmlEscape(siteUrl + entry.alternates[alt])}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(siteUrl + (entry.alternates.de ?? entry.alternates[present[0]!]))}"/>`,
          ]
        : [];
    return present.map((lng) => {
      const lastmod = entry.lastmod?.[lng] ? `\n    <lastmod>${entry.lastmod[lng]}</lastmod>` : "";
      const alternates = links.length ? `\n${links.join("\n")}` : "";
      return `  <url>\n    <loc>${xmlEscape(siteUrl + entry.alternates[lng])}</loc>${lastmod}${alternates}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
