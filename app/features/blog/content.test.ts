import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/lib/i18n";
import { pageForPath } from "~/lib/routing";
import { loadArticles, readingMinutes, wordsPerMinute } from "./articles.server";
import { categories } from "./categories";

// The shipped articles (app/content/blog): every one valid, paired, long enough, well linked.

const articles = loadArticles(join(process.cwd(), "app", "content"));
const published = articles.filter((a) => !a.draft);

describe("the blog's articles", () => {
  it("load without a validation error, at least 14 per language", () => {
    for (const lng of languages) {
      expect(published.filter((a) => a.lng === lng).length, lng).toBeGreaterThanOrEqual(14);
    }
  });

  it("come in German/English pairs through translationKey, in the same category", () => {
    for (const a of articles) {
      const other = articles.filter((b) => b.lng !== a.lng && b.translationKey === a.translationKey);
      expect(other, `${a.lng}/${a.slug} has no translation`).toHaveLength(1);
      expect(other[0]!.category, `${a.slug} and ${other[0]!.slug}`).toBe(a.category);
      expect(other[0]!.draft, `${a.slug}: draft differs from its translation`).toBe(a.draft);
    }
  });

  it.each(languages)("has at least two published articles in every category (%s)", (lng) => {
    for (const category of categories) {
      const count = published.filter((a) => a.lng === lng && a.category === category).length;
      expect(count, `${lng}/${category}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("are 600 words or longer, with the reading time computed from the words", () => {
    for (const a of articles) {
      expect(a.words, a.slug).toBeGreaterThanOrEqual(600);
      expect(a.readingMinutes, a.slug).toBe(Math.ceil(a.words / wordsPerMinute));
    }
  });

  it("have unique slugs across both languages (the URL has no language prefix)", () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("have headings with anchors and link only to pages that exist", () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      expect(a.headings.filter((h) => h.level === 2).length, a.slug).toBeGreaterThanOrEqual(3);
      for (const h of a.headings) expect(a.html, a.slug).toContain(`id="${h.id}"`);
      const internal = [...a.html.matchAll(/<a href="(\/[^"#]*)[^"]*"/g)].map((m) => m[1]!);
      expect(internal.length, `${a.slug} links to no page of the site`).toBeGreaterThan(0);
      for (const href of internal) {
        const path = href.split("?")[0]!;
        const known = pageForPath(path) || slugs.has(path.replace(/^\/blog\//, ""));
        expect(known, `${a.slug} links to unknown ${href}`).toBeTruthy();
      }
    }
  });

  it("link to the English paths of pairs in English articles", () => {
    for (const a of articles.filter((x) => x.lng === "en")) {
      for (const m of a.html.matchAll(/<a href="(\/[^"?#]*)/g)) {
        expect(pageForPath(m[1]!)?.lng, `${a.slug}: ${m[1]}`).not.toBe("de");
      }
    }
  });
});

describe("reading time", () => {
  it("rounds up and is at least a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(wordsPerMinute)).toBe(1);
    expect(readingMinutes(wordsPerMinute + 1)).toBe(2);
  });
});
