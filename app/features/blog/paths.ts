import type { Lang } from "~/lib/i18n";
import { translateUrl } from "~/lib/routing";
import type { Category } from "./categories";

// URLs of the blog. The list is the route table's page "blog" (/blog, English /blog?lng=en);
// an article is /blog/<slug>, and its slug belongs to one language.

export interface ListPosition {
  category?: Category | null;
  /** 1-based; page 1 is left out of URLs */
  page?: number;
}

function query(position: ListPosition) {
  const params = new URLSearchParams();
  if (position.category) params.set("category", position.category);
  if (position.page && position.page > 1) params.set("page", String(position.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The list in a language, at a category and page: /blog?category=leadership&page=2&lng=en */
export function blogPath(lng: Lang, position: ListPosition = {}): string {
  return translateUrl(`/blog${query(position)}`, lng);
}

/**
 * An article's URL; `from` is the list position the visitor came from, carried in the query so
 * the article's back link returns there (with and without JavaScript).
 */
export function articlePath(slug: string, from: ListPosition = {}): string {
  return `/blog/${slug}${query(from)}`;
}
