import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";
import { site } from "~/lib/site";
import { blogPath } from "./paths";

// schema.org JSON-LD of the blog: the Blog on the list, a BlogPosting per article.

function blogRef(siteUrl: string, lng: Lang) {
  return { "@type": "Blog", "@id": `${siteUrl}${blogPath(lng)}#blog`, name: `${site.brand} Blog` };
}

export function blogLd(siteUrl: string, lng: Lang, description: string) {
  return {
    "@context": "https://schema.org",
    ...blogRef(siteUrl, lng),
    url: siteUrl + blogPath(lng),
    description,
    inLanguage: lng,
    author: { "@type": "Person", "@id": `${siteUrl}/#person`, name: site.consultant.name },
    publisher: { "@id": `${siteUrl}/#business` },
  };
}

export interface BlogPostingInput {
  path: string;
  lng: Lang;
  title: string;
  description: string;
  date: string;
  updated: string | null;
  categoryLabel: string;
  tags: string[];
  words: number;
  readingMinutes: number;
}

export function blogPostingLd(siteUrl: string, article: BlogPostingInput) {
  const url = siteUrl + article.path;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: article.lng,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: {
      "@type": "Person",
      "@id": `${siteUrl}/#person`,
      name: site.consultant.name,
      jobTitle: site.consultant.title[article.lng],
      url: siteUrl + localizedPath("about", article.lng),
    },
    publisher: { "@type": "Organization", "@id": `${siteUrl}/#business`, name: site.brand, url: siteUrl + "/" },
    isPartOf: blogRef(siteUrl, article.lng),
    articleSection: article.categoryLabel,
    keywords: article.tags.join(", "),
    wordCount: article.words,
    timeRequired: `PT${article.readingMinutes}M`,
  };
}
