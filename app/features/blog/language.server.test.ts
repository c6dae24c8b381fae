import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { preferenceCookies } from "~/lib/cookies.server";
import { readPreferences } from "~/preferences.server";
import { readVariant } from "~/lib/variant.server";
import { articleSource, contentFixture } from "../../../tests/fixtures/blog";
import { Blog, getBlog, parseArticle } from "./articles.server";
import { articlePathLanguage, translateArticleUrl } from "./language.server";

// An article's slug names its language. Switching goes to the translation, or to the other
// language's blog when there is none; the root loader applies the same rules (preferences.server).

const article = (lng: "de" | "en", slug: string, translationKey: string) =>
  parseArticle(articleSource({ translationKey }), `${slug}.md`, lng, slug);

const blog = new Blog(
  [
    article("de", "delegieren", "delegate"),
    article("en", "delegating", "delegate"),
    article("de", "nur-deutsch", "german-only"),
  ],
  { includeDrafts: false },
);

describe("translateArticleUrl", () => {
  it("goes to the translation, keeping the list position and dropping ?lng=", () => {
    expect(translateArticleUrl(blog, "/blog/delegieren", "en")).toEqual({ url: "/blog/delegating", translated: true });
    expect(translateArticleUrl(blog, "/blog/delegieren?category=leadership&page=2&lng=de", "en")).toEqual({
      url: "/blog/delegating?category=leadership&page=2",
      translated: true,
    });
    expect(translateArticleUrl(blog, "/blog/delegating?lng=de", "de")?.url).toBe("/blog/delegieren");
  });

  it("stays on the article in its own language, ignoring invalid list positions", () => {
    expect(translateArticleUrl(blog, "/blog/delegating?category=nope&page=x", "en")?.url).toBe("/blog/delegating");
  });

  it("leads to the other language's blog (same category) without a translation", () => {
    expect(translateArticleUrl(blog, "/blog/nur-deutsch?category=strategy", "en")).toEqual({
      url: "/blog?category=strategy&lng=en",
      translated: false,
    });
  });

  it("ignores every other path", () => {
    expect(translateArticleUrl(blog, "/blog", "en")).toBeNull();
    expect(translateArticleUrl(blog, "/blog/unknown", "en")).toBeNull();
    expect(translateArticleUrl(blog, "/ueber-mich", "en")).toBeNull();
  });

  it("knows an article path's language", () => {
    expect(articlePathLanguage(blog, "/blog/delegating")).toBe("en");
    expect(articlePathLanguage(blog, "/blog/delegieren")).toBe("de");
    expect(articlePathLanguage(blog, "/blog")).toBeNull();
  });
});

describe("the language of a request for an article (root loader)", () => {
  // getBlog() reads CONTENT_DIR on first use and caches the blog in its module; Vitest gives each
  // test file fresh modules, so here the blog is this fixture.
  const env = parseEnv({});
  const saved = process.env.CONTENT_DIR;
  afterAll(() => {
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
  });
  beforeAll(() => {
    process.env.CONTENT_DIR = contentFixture([
      { lng: "de", slug: "delegieren", frontMatter: { translationKey: "delegate" } },
      { lng: "en", slug: "delegating", frontMatter: { translationKey: "delegate" } },
      { lng: "de", slug: "nur-deutsch", frontMatter: { translationKey: "german-only" } },
      { lng: "en", slug: "unfinished", frontMatter: { translationKey: "unfinished", draft: true } },
    ]);
  });

  it("leaves drafts out in production only", () => {
    expect(getBlog({ isProduction: true }).get("unfinished")).toBeUndefined();
    expect(getBlog({ isProduction: false }).get("unfinished")).toMatchObject({ draft: true });
    expect(
      getBlog({ isProduction: true })
        .list("en")
        .map((a) => a.slug),
    ).toEqual(["delegating"]);
  });

  async function prefs(path: string, lng?: string) {
    const cookie = lng ? (await preferenceCookies(env).lng.serialize(lng)).split(";")[0]! : "";
    return readPreferences(new URL(`http://localhost${path}`), await readVariant(cookie, env), env);
  }

  it("takes the article's language when nothing else names one (crawlers, shared links)", async () => {
    expect(await prefs("/blog/delegating")).toMatchObject({ locale: "en", redirectTo: null });
    expect(await prefs("/blog/delegieren")).toMatchObject({ locale: "de", redirectTo: null });
  });

  it("sends a visitor whose cookie names the other language to the translation (302 in the root)", async () => {
    expect(await prefs("/blog/delegating?category=leadership", "de")).toMatchObject({
      locale: "de",
      redirectTo: "/blog/delegieren?category=leadership",
    });
    expect(await prefs("/blog/delegieren?lng=en")).toMatchObject({ locale: "en", redirectTo: "/blog/delegating" });
  });

  it("keeps an untranslated article readable for a cookie, but follows an explicit ?lng= to the blog", async () => {
    expect(await prefs("/blog/nur-deutsch", "en")).toMatchObject({ locale: "en", redirectTo: null });
    expect(await prefs("/blog/nur-deutsch?lng=en")).toMatchObject({ locale: "en", redirectTo: "/blog?lng=en" });
  });
});
