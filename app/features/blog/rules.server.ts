import { languages } from "~/lib/i18n";
import { pageForPath } from "~/lib/routing";
import { ArticleError, collectionErrors, parseArticle, readArticleFiles, type Article } from "./articles.server";
import { categories } from "./categories";

// The rules a blog article must follow beyond its front matter (README, "Writing a blog article").
// `npm run build` runs them through scripts/validate-content.ts and stops on any problem, naming
// the file; the blog itself loads articles that break them (a rule is for writers, not a crash).

export const blogRules = {
  /** words of text per article (drafts too), so an article says something; about three minutes */
  minWords: 600,
  /** `##` sections per article: the table of contents has something to list */
  minSections: 3,
  /** published articles per language */
  minPublishedPerLanguage: 14,
  /** published articles per category and language: no category of the filter shows one card or none */
  minPublishedPerCategory: 2,
} as const;

const fileOf = (a: Article) => `blog/${a.lng}/${a.slug}.md`;

/** Links of an article's HTML to this site's paths, without query or fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a href="(\/[^"?#]*)/g)].map((m) => m[1]!);
}

/** What each article (drafts included) and its translation break, one line per problem. */
export function articleProblems(articles: Article[]): string[] {
  const slugs = new Set(articles.map((a) => a.slug));
  const problems: string[] = [];
  for (const a of articles) {
    const file = fileOf(a);
    if (a.words < blogRules.minWords) {
      problems.push(`${file}: ${a.words} words; an article needs at least ${blogRules.minWords}`);
    }
    const sections = a.headings.filter((h) => h.level === 2).length;
    if (sections < blogRules.minSections) {
      problems.push(`${file}: ${sections} ## headings; an article needs at least ${blogRules.minSections}`);
    }
    for (const h of a.headings) {
      if (!a.html.includes(`id="${h.id}"`)) problems.push(`${file}: the heading "${h.text}" has no anchor`);
    }

    const links = internalLinks(a.html);
    if (!links.length) problems.push(`${file}: links to no page of the site (e.g. /audit or another article)`);
    for (const path of links) {
      const page = pageForPath(path);
      if (!page && !slugs.has(path.replace(/^\/blog\//, ""))) {
        problems.push(`${file}: links to ${path}, which is no page or article of the site`);
      } else if (a.lng === "en" && page?.lng === "de") {
        problems.push(`${file}: links to the German path ${path}; an English article links English paths`);
      }
    }

    const translations = articles.filter((b) => b.lng !== a.lng && b.translationKey === a.translationKey);
    if (translations.length !== 1) {
      problems.push(`${file}: no translation (the other language's article with translationKey "${a.translationKey}")`);
      continue;
    }
    const other = translations[0]!;
    if (other.category !== a.category) {
      problems.push(`${file}: category ${a.category}, its translation ${fileOf(other)} has ${other.category}`);
    }
    if (other.draft !== a.draft) {
      problems.push(`${file}: draft: ${a.draft}, its translation ${fileOf(other)} has draft: ${other.draft}`);
    }
  }
  return problems;
}

/** Whether the published articles fill the blog: per language and per category of the filter. */
export function coverageProblems(articles: Pick<Article, "lng" | "category" | "draft">[]): string[] {
  const problems: string[] = [];
  for (const lng of languages) {
    const published = articles.filter((a) => a.lng === lng && !a.draft);
    if (published.length < blogRules.minPublishedPerLanguage) {
      problems.push(
        `blog/${lng}: ${published.length} published articles; the blog needs at least ${blogRules.minPublishedPerLanguage} per language`,
      );
    }
    for (const category of categories) {
      const count = published.filter((a) => a.category === category).length;
      if (count < blogRules.minPublishedPerCategory) {
        problems.push(
          `blog/${lng}: ${count} published articles in the category ${category}; every category needs at least ${blogRules.minPublishedPerCategory}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Every article under <dir>/blog checked: front matter and text (parseArticle), the collection, the
 * rules above. `problems` stop the build; `warnings` (a blog thinner than the filter wants, e.g.
 * while sample articles are being replaced) are printed and do not.
 */
export function checkBlog(dir: string): { articles: number; problems: string[]; warnings: string[] } {
  const files = readArticleFiles(dir);
  const articles: Article[] = [];
  const problems: string[] = [];
  for (const f of files) {
    try {
      articles.push(parseArticle(f.source, f.file, f.lng, f.slug));
    } catch (error) {
      if (!(error instanceof ArticleError)) throw error;
      problems.push(error.message);
    }
  }
  problems.push(...collectionErrors(articles).map((e) => e.message));
  problems.push(...articleProblems(articles));
  return { articles: files.length, problems, warnings: coverageProblems(articles) };
}
