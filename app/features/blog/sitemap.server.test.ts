import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sitemapXml } from "~/lib/sitemap.server";
import { articleSource } from "../../../tests/fixtures/blog";
import { Blog, parseArticle } from "./articles.server";
import { articleEntries } from "./sitemap.server";

const make = (lng: "de" | "en", slug: string, fm: Record<string, unknown>) =>
  parseArticle(articleSource(fm), `${slug}.md`, lng, slug);

describe("articles in the sitemap", () => {
  const blog = new Blog(
    [
      make("de", "delegieren", { translationKey: "delegate", date: "2025-06-17", updated: "2026-01-20" }),
      make("en", "delegating", { translationKey: "delegate", date: "2025-06-17" }),
      make("de", "nur-deutsch", { translationKey: "german-only", date: "2025-02-01" }),
    ],
    { includeDrafts: false },
  );
  const xml = sitemapXml("https://example.ch", articleEntries(blog));
  const urls = [new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).urlset.url].flat() as {
    loc: string;
    lastmod?: string;
    "xhtml:link"?: { "@hreflang": string; "@href": string }[];
  }[];

  it("is valid XML with one <url> per article and language, each with lastmod", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(urls.map((u) => [u.loc, u.lastmod])).toEqual([
      ["https://example.ch/blog/delegieren", "2026-01-20"],
      ["https://example.ch/blog/delegating", "2025-06-17"],
      ["https://example.ch/blog/nur-deutsch", "2025-02-01"],
    ]);
  });

  it("pairs translations with hreflang alternates; an untranslated article has none", () => {
    expect(urls[0]!["xhtml:link"]!.map((l) => [l["@hreflang"], l["@href"]])).toEqual([
      ["de", "https://example.ch/blog/delegieren"],
      ["en", "https://example.ch/blog/delegating"],
      ["x-default", "https://example.ch/blog/delegieren"],
    ]);
    expect(urls[2]!["xhtml:link"]).toBeUndefined();
  });
});
