import { describe, expect, it } from "vitest";
import { articleSource, contentFixture } from "../../../tests/fixtures/blog";
import { parseArticle, type Article } from "./articles.server";
import { categories } from "./categories";
import { contentDir } from "~/lib/content-dir.server";
import { articleProblems, blogRules, checkBlog, coverageProblems } from "./rules.server";

// The blog's writing rules as `npm run build` runs them (scripts/validate-content.ts checks the
// shipped articles): each rule on a small fixture that breaks it and one that keeps it.

const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(" ");
const body = (opts: { sections?: number; words?: number; link?: string | null } = {}) => {
  const sections = opts.sections ?? 3;
  const per = Math.ceil((opts.words ?? 620) / sections);
  const link = opts.link === null ? "" : `See [the audit](${opts.link ?? "/audit"}).\n\n`;
  return link + Array.from({ length: sections }, (_, i) => `## Section ${i + 1}\n\n${words(per)}\n`).join("\n");
};

function article(
  lng: "de" | "en",
  slug: string,
  fm: Record<string, unknown> = {},
  text: Parameters<typeof body>[0] = {},
): Article {
  return parseArticle(
    articleSource({ translationKey: "pair", ...fm }, body(text)),
    `blog/${lng}/${slug}.md`,
    lng,
    slug,
  );
}

const pair = () => [article("de", "ein-artikel"), article("en", "an-article")];

describe("article rules", () => {
  it("pass a translated pair with enough words and sections and a link into the site", () => {
    expect(articleProblems(pair())).toEqual([]);
  });

  it("name an article that is too short, has too few ## headings or no link into the site", () => {
    const [de, en] = [
      article("de", "kurz", {}, { words: blogRules.minWords - 20, sections: 2, link: null }),
      article("en", "short"),
    ];
    expect(articleProblems([de!, en!])).toEqual([
      expect.stringMatching(/^blog\/de\/kurz\.md: \d+ words; an article needs at least 600$/),
      "blog/de/kurz.md: 2 ## headings; an article needs at least 3",
      "blog/de/kurz.md: links to no page of the site (e.g. /audit or another article)",
    ]);
  });

  it("name links to paths that are no page or article, and accept links to other articles", () => {
    const [de, en] = [article("de", "ein-artikel", {}, { link: "/gibt-es-nicht" }), article("en", "an-article")];
    const other = [
      article("de", "zweiter", { translationKey: "two" }),
      article("en", "second", { translationKey: "two" }),
    ];
    expect(articleProblems([de!, en!, ...other])).toEqual([
      "blog/de/ein-artikel.md: links to /gibt-es-nicht, which is no page or article of the site",
    ]);
    const linked = article("de", "ein-artikel", {}, { link: "/blog/second" });
    expect(articleProblems([linked, en!, ...other])).toEqual([]);
  });

  it("name an English article that links a German path", () => {
    const en = article("en", "an-article");
    // the renderer turns /unternehmerfreiheit into /entrepreneurial-freedom in an English article;
    // the rule catches a German path that got through anyway
    const german = { ...en, html: `${en.html}<a href="/unternehmerfreiheit">freedom</a>` };
    expect(articleProblems([article("de", "ein-artikel"), german])).toEqual([
      "blog/en/an-article.md: links to the German path /unternehmerfreiheit; an English article links English paths",
    ]);
  });

  it("name an article without its translation, or with a translation in another category or draft state", () => {
    expect(articleProblems([article("de", "allein")])).toEqual([
      'blog/de/allein.md: no translation (the other language\'s article with translationKey "pair")',
    ]);
    expect(
      articleProblems([article("de", "ein-artikel"), article("en", "an-article", { category: "strategy" })]),
    ).toEqual([
      "blog/de/ein-artikel.md: category leadership, its translation blog/en/an-article.md has strategy",
      "blog/en/an-article.md: category strategy, its translation blog/de/ein-artikel.md has leadership",
    ]);
    expect(articleProblems([article("de", "ein-artikel"), article("en", "an-article", { draft: true })])).toEqual([
      "blog/de/ein-artikel.md: draft: false, its translation blog/en/an-article.md has draft: true",
      "blog/en/an-article.md: draft: true, its translation blog/de/ein-artikel.md has draft: false",
    ]);
  });
});

describe("coverage of the blog", () => {
  // two per category (12) and two more: exactly what the rules ask for
  const full = (["de", "en"] as const).flatMap((lng) =>
    [...categories, ...categories, "ceopreneur" as const, "mindset" as const].map((category) => ({
      lng,
      category,
      draft: false,
    })),
  );

  it(`asks for ${blogRules.minPublishedPerCategory} published articles per category and language, ${blogRules.minPublishedPerLanguage} per language`, () => {
    expect(full.filter((a) => a.lng === "de")).toHaveLength(blogRules.minPublishedPerLanguage);
    expect(coverageProblems(full)).toEqual([]);
    // one German strategy article a draft: the category and the language fall short, drafts do not count
    const drafted = full.map((a, i) =>
      i === full.findIndex((b) => b.lng === "de" && b.category === "strategy") ? { ...a, draft: true } : a,
    );
    expect(coverageProblems(drafted)).toEqual([
      "blog/de: 13 published articles; the blog needs at least 14 per language",
      "blog/de: 1 published articles in the category strategy; every category needs at least 2",
    ]);
  });
});

describe("checkBlog", () => {
  it("reports every broken file and duplicate with the rules, instead of stopping at the first", () => {
    const dir = contentFixture([
      { lng: "de", slug: "kaputt", frontMatter: { category: "nope" } },
      { lng: "de", slug: "auch-kaputt", frontMatter: { date: "2026-02-30" } },
      { lng: "de", slug: "doppelt", frontMatter: { translationKey: "twice" } },
      { lng: "en", slug: "doppelt", frontMatter: { translationKey: "twice" } },
    ]);
    const { articles, problems, warnings } = checkBlog(dir);
    expect(articles).toBe(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^blog article blog\/de\/auch-kaputt\.md: date is not a real calendar date/),
        expect.stringMatching(/^blog article blog\/de\/kaputt\.md: category Invalid enum value/),
        'blog article blog/en/doppelt.md: the slug "doppelt" is taken',
      ]),
    );
    // a thin blog is a warning of the build, not a failure: a consultant replacing sample articles
    expect(warnings).toContain("blog/de: 1 published articles; the blog needs at least 14 per language");
  });

  it("finds the shipped blog full: every category of the filter has articles in both languages", () => {
    expect(checkBlog(contentDir())).toMatchObject({ problems: [], warnings: [] });
  });
});
