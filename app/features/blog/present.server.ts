import { formatDate as formatDay, type Lang } from "~/lib/i18n";
import type { TFunction } from "~/lib/translate";
import type { Category } from "./categories";
import type { ArticleCardData } from "./ArticleCard";
import type { Article } from "./articles.server";
import type { ListPosition } from "./paths";
import { articlePath } from "./paths";

// What the pages show of an article, prepared on the server (dates are formatted here, so the
// browser renders exactly the server's text and hydration never disagrees).

export function formatDate(date: string, lng: Lang): string {
  return formatDay(new Date(`${date}T12:00:00Z`), lng, "long");
}

export function categoryLabel(t: TFunction, category: Category | "all"): string {
  return t(`blog.categories.${category}`);
}

/** A card of the list or of "keep reading"; `from` is carried so the back link returns there. */
export function articleCard(article: Article, t: TFunction, from: ListPosition = {}): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    to: articlePath(article.slug, from),
    lng: article.lng,
    category: article.category,
    categoryLabel: categoryLabel(t, article.category),
    date: article.date,
    dateText: formatDate(article.date, article.lng),
    readingText: t("blog.readingTime", { count: article.readingMinutes }),
    draft: article.draft,
    sample: article.sample,
  };
}
