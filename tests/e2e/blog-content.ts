import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

// The shipped articles as the browser tests expect to see them, read straight from the files
// (independently of the app's loader), so the tests loop over every article.

export interface ShippedArticle {
  lng: "de" | "en";
  slug: string;
  title: string;
  category: string;
  date: string;
  translationKey: string;
  /** the sample marker (ADR 058): the article shows the note "Beispiel"/"Sample" */
  sample?: string;
}

export const shippedArticles: ShippedArticle[] = (["de", "en"] as const).flatMap((lng) => {
  const dir = join(process.cwd(), "app", "content", "blog", lng);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((file) => {
      const fm = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), "utf8"))![1]!);
      return { lng, slug: file.replace(/\.md$/, ""), ...fm } as ShippedArticle & { draft?: boolean };
    })
    .filter((a) => !a.draft);
});

export const articlesIn = (lng: "de" | "en", category?: string) =>
  shippedArticles.filter((a) => a.lng === lng && (!category || a.category === category));

export const translationOf = (a: ShippedArticle) =>
  shippedArticles.find((b) => b.lng !== a.lng && b.translationKey === a.translationKey);
