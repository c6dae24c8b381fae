import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { articleSource } from "../../../tests/fixtures/blog";
import { Blog, parseArticle } from "./articles.server";
import { absolutize, rssFeed } from "./rss.server";

const make = (lng: "de" | "en", slug: string, fm: Record<string, unknown>, body?: string) =>
  parseArticle(articleSource({ translationKey: slug, ...fm }, body), `${slug}.md`, lng, slug);

const blog = new Blog(
  [
    make("de", "neu", { date: "2026-03-24", updated: "2026-04-02", title: "Neu & besser: <Führung>" }),
    make("de", "alt", { date: "2025-06-03" }, "See [the check](/exit-ready-check) and [below](#x).\n\n## X\n\nText."),
    make("de", "entwurf", { date: "2026-05-01", draft: true }),
    make("en", "english", { date: "2026-01-01" }),
  ],
  { includeDrafts: false },
);

const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe("RSS feed", () => {
  const xml = rssFeed(blog, "de", "https://example.ch");
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);
  const channel = doc.rss.channel;
  const items = [channel.item].flat();

  it("is well-formed RSS 2.0 with atom:link rel=self", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc.rss["@version"]).toBe("2.0");
    expect(doc.rss["@xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
    expect(channel["atom:link"]).toMatchObject({
      "@href": "https://example.ch/blog/rss.xml?lng=de",
      "@rel": "self",
      "@type": "application/rss+xml",
    });
    expect(channel.link).toBe("https://example.ch/blog");
    expect(channel.language).toBe("de");
  });

  it("lists the language's published articles, newest first, with RFC 822 dates", () => {
    expect(items.map((i) => i.link)).toEqual(["https://example.ch/blog/neu", "https://example.ch/blog/alt"]);
    expect(items[0].pubDate).toBe("Tue, 24 Mar 2026 00:00:00 GMT");
    for (const i of items) expect(i.pubDate).toMatch(rfc822);
    expect(channel.lastBuildDate).toBe("Thu, 02 Apr 2026 00:00:00 GMT");
    expect(items[0].title).toBe("Neu & besser: <Führung>");
    expect(items[0].guid).toMatchObject({ "#text": "https://example.ch/blog/neu", "@isPermaLink": "true" });
  });

  it("carries the full article with absolute links", () => {
    const content = items[1]["content:encoded"] as string;
    expect(content).toContain('href="https://example.ch/exit-ready-check"');
    expect(content).toContain('href="https://example.ch/blog/alt#x"');
    expect(content).toContain('<h2 id="x">X</h2>');
  });

  it("has a feed per language", () => {
    const en = new XMLParser().parse(rssFeed(blog, "en", "https://example.ch"));
    expect([en.rss.channel.item].flat()).toHaveLength(1);
    expect(en.rss.channel.title).toBe("CEOpreneur Blog (English)");
  });

  it("opens a sample article's content with the note a visitor sees on the page, in the feed's language", () => {
    const sample = (lng: "de" | "en", sample?: string) =>
      new Blog([make(lng, `s-${lng}`, { sample })], { includeDrafts: false });
    const content = (xml: string) => [new XMLParser().parse(xml).rss.channel.item].flat()[0]["content:encoded"];
    expect(content(rssFeed(sample("de", "invented case"), "de", "https://example.ch"))).toMatch(
      /^<p><strong>Beispiel:<\/strong> Die [^<]+ erfunden [^<]+<\/p>\n?<p>/,
    );
    expect(content(rssFeed(sample("en", "invented case"), "en", "https://example.ch"))).toMatch(
      /^<p><strong>Sample:<\/strong> The [^<]+ invented [^<]+<\/p>\n?<p>/,
    );
    expect(content(rssFeed(sample("de"), "de", "https://example.ch"))).not.toContain("Beispiel");
    expect(content(rssFeed(sample("en"), "en", "https://example.ch"))).not.toContain("Sample");
  });

  it("leaves protocol-relative and absolute links alone when absolutizing", () => {
    expect(
      absolutize('<a href="//cdn.example/x">a</a><a href="https://x.y/">b</a>', "https://s.ch", "https://s.ch/p"),
    ).toBe('<a href="//cdn.example/x">a</a><a href="https://x.y/">b</a>');
  });
});
