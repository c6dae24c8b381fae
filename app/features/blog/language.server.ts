import type { Lang } from "~/lib/i18n";
import type { Blog } from "./articles.server";
import { isCategory } from "./categories";
import { articlePath, blogPath } from "./paths";

// Language and language switch of article URLs. An article's slug belongs to one language, like
// the paths of a pair in the route table (docs/decisions/002-locale-scheme.md), so the same rules
// apply: the path tells the language when nothing else does, and switching goes to the
// translation (docs/decisions/020-blog.md).

export interface ArticleTarget {
  url: string;
  /** false: the article has no translation, the URL is the blog in that language */
  translated: boolean;
}

/** The language of an article path (/blog/<slug>), or null for any other path. */
export function articlePathLanguage(blog: Blog, pathname: string): Lang | null {
  return blog.forPath(pathname)?.lng ?? null;
}

/**
 * Where an article URL leads in `lng`: the article's translation (the list position the visitor
 * came from is kept; ?lng= and #fragment are dropped: the slug says the language, and headings
 * differ between languages), or the blog in `lng` at the
 * same category when there is no translation. null when `url` is not an article.
 */
export function translateArticleUrl(blog: Blog, url: string, lng: Lang): ArticleTarget | null {
  const parsed = new URL(url, "http://internal");
  const article = blog.forPath(parsed.pathname);
  if (!article) return null;
  const rawCategory = parsed.searchParams.get("category");
  const category = isCategory(rawCategory) ? rawCategory : null;
  const page = Number(parsed.searchParams.get("page") ?? "1");
  const target = blog.translation(article, lng);
  if (target) {
    return {
      url: articlePath(target.slug, { category, page: Number.isInteger(page) ? page : 1 }),
      translated: true,
    };
  }
  return { url: blogPath(lng, { category }), translated: false };
}
