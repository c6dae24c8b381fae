import { languages, type Lang } from "./i18n";
import { allPages, isDynamic, localizedPath } from "./routing";

export interface SitemapEntry {
  /** path per language */
  alternates: Record<Lang, string>;
  lastmod?: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexable page of the route table, each with its German and English URL. */
export function pageEntries(): SitemapEntry[] {
  return allPages()
    .filter((p) => !p.noindex && !isDynamic(p))
    .map((p) => ({ alternates: { de: localizedPath(p.id, "de"), en: localizedPath(p.id, "en") } }));
}

/** sitemap.xml: one <url> per page and language, with reciprocal xhtml:link alternates. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    languages.map((lng) => {
      const links = [
        ...languages.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${xmlEscape(siteUrl + entry.alternates[alt])}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(siteUrl + entry.alternates.de)}"/>`,
      ];
      const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : "";
      return `  <url>\n    <loc>${xmlEscape(siteUrl + entry.alternates[lng])}</loc>${lastmod}\n${links.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
