import type { SitemapEntry } from "~/lib/sitemap.server";
import type { Blog } from "./articles.server";

/** One sitemap entry per article and its translation, with lastmod (updated, else published). */
export function articleEntries(blog: Blog): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const a of blog.articles) {
    const entry = entries.get(a.translationKey) ?? { alternates: {}, lastmod: {} };
    entry.alternates[a.lng] = a.path;
    entry.lastmod![a.lng] = a.updated ?? a.date;
    entries.set(a.translationKey, entry);
  }
  return [...entries.values()];
}
