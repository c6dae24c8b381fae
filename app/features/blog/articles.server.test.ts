import { describe, expect, it } from "vitest";
import { articleSource, contentFixture } from "../../../tests/fixtures/blog";
import {
  Blog,
  checkCollection,
  countWords,
  loadArticles,
  parseArticle,
  readingMinutes,
  wordsPerMinute,
  type Article,
} from "./articles.server";
import { business, businessVars } from "~/lib/business";
import { frontMatterSchema } from "./schema";

const parse = (fm: Record<string, unknown> = {}, body?: string, slug = "fixture-article") =>
  parseArticle(articleSource(fm, body), `blog/en/${slug}.md`, "en", slug);

describe("front matter validation", () => {
  it("accepts a complete article and fills in defaults", () => {
    const a = parse({ draft: undefined, updated: "2026-02-01" });
    expect(a).toMatchObject({
      slug: "fixture-article",
      lng: "en",
      path: "/blog/fixture-article",
      category: "leadership",
      date: "2026-01-15",
      updated: "2026-02-01",
      draft: false,
    });
  });

  it.each([
    [{ title: undefined }, /title Required/],
    [{ description: "too short" }, /description/],
    [{ category: "marketing" }, /category Invalid enum value/],
    [{ date: "2026-02-30" }, /date is not a real calendar date/],
    [{ date: "2026-13-45" }, /date is not a real calendar date/],
    [{ date: "15.01.2026" }, /date must be a date like/],
    [{ updated: "2025-12-31" }, /updated must not be before date/],
    [{ tags: [] }, /tags/],
    [{ translationKey: "Not A Slug" }, /translationKey must be a slug/],
    [{ draft: "no" }, /draft Expected boolean/],
    [{ summary: "an unknown field" }, /Unrecognized key\(s\) in object: 'summary'/],
  ])("rejects %o, naming the file and the field", (fm, message) => {
    expect(() => parse(fm)).toThrow(/^blog article blog\/en\/fixture-article\.md: /);
    expect(() => parse(fm)).toThrow(message);
  });

  it("rejects a missing front matter block, broken YAML, an empty body, a # heading and a bad file name", () => {
    expect(() => parseArticle("Just text", "x.md", "de", "x")).toThrow(/front matter .* is missing/);
    expect(() => parseArticle("---\ntitle: [unclosed\n---\nText", "x.md", "de", "x")).toThrow(/not valid YAML/);
    expect(() => parse({}, "   ")).toThrow(/no text/);
    expect(() => parse({}, "# A second h1\n\nText")).toThrow(/only h1/);
    expect(() => parse({}, undefined, "Bad_Name")).toThrow(/file name must be a slug/);
  });

  it("reads YAML dates written without quotes as dates", () => {
    expect(frontMatterSchema.parse({ ...baseFm(), date: new Date("2026-03-24T00:00:00Z") }).date).toBe("2026-03-24");
  });
});

function baseFm() {
  return {
    title: "A fixture article about delegation",
    description:
      "A description long enough for the schema: it explains what the reader learns and why it matters to owners.",
    category: "leadership",
    date: "2026-01-15",
    author: "alex-muster",
    tags: ["delegation"],
    translationKey: "fixture-article",
  };
}

describe("the sample marker (ADR 058)", () => {
  it("marks an article with `sample:` in its front matter as sample, and one without as not", () => {
    expect(parse({ sample: "invented client case" }).sample).toBe(true);
    expect(parse().sample).toBe(false);
  });
});

describe("rendering", () => {
  it("gives h2 and h3 ids and a permalink, escapes raw HTML and localizes internal links", () => {
    const a = parseArticle(
      articleSource(
        {},
        "Text <script>alert(1)</script> and [the audit](/audit).\n\n## Warum Führung zählt\n\n### Ein Detail\n\nMore.",
      ),
      "blog/en/x.md",
      "en",
      "x",
    );
    expect(a.html).toContain(
      '<h2 id="warum-führung-zählt">Warum Führung zählt<a class="heading-anchor" href="#warum-führung-zählt" title="Link to this section" aria-hidden="true" tabindex="-1">#</a></h2>',
    );
    expect(a.html).toMatch(/<h3 id="ein-detail">Ein Detail<a class="heading-anchor" href="#ein-detail"/);
    expect(a.html).not.toContain("<script>");
    expect(a.html).toContain("&lt;script&gt;");
    expect(a.html).toContain('<a href="/business-audit">the audit</a>');
    expect(a.headings.map((h) => [h.level, h.id])).toEqual([
      [2, "warum-führung-zählt"],
      [3, "ein-detail"],
    ]);
  });

  it("counts words of the text, not of Markdown syntax or links", () => {
    expect(
      countWords("## Title here\n\n- one *two*\n- [three four](/audit) — five\n\n```\ncode not counted\n```"),
    ).toBe(7);
    expect(countWords("")).toBe(0);
  });

  it("fills {{placeholders}} with the business constants of the article's language and refuses unknown ones", () => {
    const en = parse({}, "The audit costs {{auditPrice}} and takes {{auditHours}} hours.");
    expect(en.html).toContain(
      `The audit costs ${businessVars("en").auditPrice} and takes ${business.audit.deliveryHours} hours.`,
    );
    const de = parseArticle(
      articleSource({}, "Das Audit kostet {{auditPrice}}."),
      "blog/de/fixture-artikel.md",
      "de",
      "fixture-artikel",
    );
    expect(de.html).toContain(`Das Audit kostet ${businessVars("de").auditPrice}.`);
    expect(() => parse({}, "A {{typo}} here.")).toThrow(
      /blog\/en\/fixture-article\.md: unknown placeholder \{\{typo\}\}/,
    );
  });

  it("computes the reading time from the word count", () => {
    const body = Array.from({ length: 401 }, () => "Wort").join(" ");
    expect(parse({}, body)).toMatchObject({ words: 401, readingMinutes: 3 });
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

const make = (slug: string, lng: "de" | "en", fm: Record<string, unknown> = {}): Article =>
  parseArticle(articleSource({ translationKey: slug.replace(/-(de|en)$/, ""), ...fm }), `${slug}.md`, lng, slug);

describe("the collection", () => {
  it("refuses a slug used twice and a translation key used twice in one language", () => {
    expect(() => checkCollection([make("same", "de"), make("same", "en")])).toThrow(/slug "same" is taken/);
    expect(() =>
      checkCollection([make("one", "de", { translationKey: "k" }), make("two", "de", { translationKey: "k" })]),
    ).toThrow(/translationKey "k" is used twice/);
  });

  it("loads the files of a content directory, both languages", () => {
    const dir = contentFixture([
      { lng: "de", slug: "artikel-eins", frontMatter: { translationKey: "one" } },
      { lng: "en", slug: "article-one", frontMatter: { translationKey: "one" } },
    ]);
    expect(loadArticles(dir).map((a) => `${a.lng}/${a.slug}`)).toEqual(["de/artikel-eins", "en/article-one"]);
  });

  it("names the broken file when one article is invalid", () => {
    const dir = contentFixture([{ lng: "de", slug: "kaputt", frontMatter: { category: "nope" } }]);
    expect(() => loadArticles(dir)).toThrow(/blog\/de\/kaputt\.md: category/);
  });
});

describe("Blog queries", () => {
  const articles = [
    make("old-de", "de", { date: "2025-01-01", category: "strategy", tags: ["exit"] }),
    make("old-en", "en", { date: "2025-01-01", category: "strategy", tags: ["exit"] }),
    make("new-en", "en", { date: "2026-05-01", category: "leadership", tags: ["delegation", "team"] }),
    make("mid-en", "en", { date: "2025-09-01", category: "mindset", tags: ["team"] }),
    make("lead-en", "en", { date: "2025-03-01", category: "leadership", tags: ["hiring"] }),
    make("draft-en", "en", { date: "2026-06-01", category: "leadership", draft: true }),
  ];

  it("leaves drafts out in production and keeps them otherwise", () => {
    expect(new Blog(articles, { includeDrafts: false }).get("draft-en")).toBeUndefined();
    expect(new Blog(articles, { includeDrafts: true }).get("draft-en")).toMatchObject({ draft: true });
  });

  it("lists a language newest first, optionally one category", () => {
    const blog = new Blog(articles, { includeDrafts: false });
    expect(blog.list("en").map((a) => a.slug)).toEqual(["new-en", "mid-en", "lead-en", "old-en"]);
    expect(blog.list("en", "leadership").map((a) => a.slug)).toEqual(["new-en", "lead-en"]);
    expect(blog.list("de").map((a) => a.slug)).toEqual(["old-de"]);
  });

  it("finds the translation, and an article by its path", () => {
    const blog = new Blog(articles, { includeDrafts: false });
    expect(blog.translation(blog.get("old-de")!, "en")?.slug).toBe("old-en");
    expect(blog.translation(blog.get("old-de")!, "de")?.slug).toBe("old-de");
    expect(blog.translation(blog.get("new-en")!, "de")).toBeUndefined();
    expect(blog.forPath("/blog/mid-en")?.slug).toBe("mid-en");
    expect(blog.forPath("/blog/mid-en/")?.slug).toBe("mid-en");
    expect(blog.forPath("/blog/unknown")).toBeUndefined();
    expect(blog.forPath("/blog")).toBeUndefined();
  });

  it("suggests related articles of the same language: same category, then shared tags, then newest", () => {
    const blog = new Blog(articles, { includeDrafts: false });
    expect(blog.related(blog.get("new-en")!).map((a) => a.slug)).toEqual(["lead-en", "mid-en", "old-en"]);
    expect(blog.related(blog.get("new-en")!, 1).map((a) => a.slug)).toEqual(["lead-en"]);
  });
});
