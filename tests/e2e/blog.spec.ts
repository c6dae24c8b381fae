import { expect, test, type Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { articlesIn, shippedArticles, translationOf, type ShippedArticle } from "./blog-content";
import { colourRules, expectNoAxeViolations, hasJs, ready, setPreferences } from "./helpers";

const labels = {
  de: {
    filter: "Kategorien",
    all: "Alle",
    leadership: "Führung",
    strategy: "Strategie",
    ceopreneur: "CEOPRENEUR",
    nav: "Hauptnavigation",
    author: "Über den Autor",
    back: "Zurück zum Blog",
    crumbs: "Seitenpfad",
    podcast: "Podcast hören",
  },
  en: {
    filter: "Categories",
    all: "All",
    leadership: "Leadership",
    strategy: "Strategy",
    ceopreneur: "CEOPRENEUR",
    nav: "Main navigation",
    author: "About the author",
    back: "Back to the blog",
    crumbs: "Breadcrumb",
    podcast: "Listen to the podcast",
  },
} as const;

const podcastUrl = "https://podcast.example.com";

const list = (page: Page) => page.locator("section#articles").getByRole("article");

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe("blog list", () => {
  test("filters by category with links, marking the current one", async ({ page }, testInfo) => {
    await page.goto("/blog");
    await ready(page, testInfo);
    const filter = page.getByRole("navigation", { name: labels.de.filter });
    await expect(filter.getByRole("link", { name: labels.de.all })).toHaveAttribute("aria-current", "page");
    await expect(list(page)).toHaveCount(12);

    await filter.getByRole("link", { name: labels.de.leadership }).click();
    await expect(page).toHaveURL("/blog?category=leadership#articles");
    const current = filter.getByRole("link", { name: labels.de.leadership });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(filter.locator("[aria-current]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: labels.de.leadership })).toBeVisible();
    const expected = articlesIn("de", "leadership");
    await expect(list(page)).toHaveCount(expected.length);
    await expect(list(page).locator(".post-category")).toHaveText(expected.map(() => labels.de.leadership));
    await expect(list(page).getByRole("heading", { level: 3 })).toHaveText(
      [...expected].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.title),
    );
    await expect(page.getByRole("navigation", { name: "Seiten des Blogs" })).toHaveCount(0);

    await filter.getByRole("link", { name: labels.de.all }).click();
    await expect(page).toHaveURL("/blog#articles");
    await expect(list(page)).toHaveCount(12);
  });

  test("English links carry the language and filter English articles", async ({ page }) => {
    await page.goto("/blog?lng=en");
    const filter = page.getByRole("navigation", { name: labels.en.filter });
    await expect(filter.getByRole("link", { name: labels.en.strategy })).toHaveAttribute(
      "href",
      "/blog?category=strategy&lng=en#articles",
    );
    await filter.getByRole("link", { name: labels.en.strategy }).click();
    await expect(page).toHaveURL(/\/blog\?category=strategy&lng=en/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // with JavaScript the list changes after the URL: wait for it
    await expect
      .poll(async () => (await list(page).getByRole("heading", { level: 3 }).allTextContents()).sort())
      .toEqual(
        articlesIn("en", "strategy")
          .map((a) => a.title)
          .sort(),
      );
  });

  test("shows the newest first, twelve per page, with pagination", async ({ page }, testInfo) => {
    const all = articlesIn("de").sort((a, b) => b.date.localeCompare(a.date));
    expect(all.length).toBeGreaterThan(12);
    await page.goto("/blog");
    await ready(page, testInfo);
    const dates = await list(page)
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
    expect(dates).toEqual(all.slice(0, 12).map((a) => a.date));
    const pagination = page.getByRole("navigation", { name: "Seiten des Blogs" });
    await expect(pagination.getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Ältere Artikel" }).click();
    await expect(page).toHaveURL("/blog?page=2#articles");
    await expect(list(page).getByRole("heading", { level: 3 })).toHaveText(all.slice(12).map((a) => a.title));
    await expect(pagination.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Neuere Artikel" })).toHaveAttribute("href", "/blog#articles");
  });

  test("cards show title, excerpt, date, category and reading time", async ({ page }) => {
    await page.goto("/blog?category=mindset");
    const first = articlesIn("de", "mindset").sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const card = list(page).first();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(first.title);
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/blog/${first.slug}?category=mindset`,
    );
    await expect(card.locator(".post-category")).toHaveText("Mindset");
    await expect(card.locator("time")).toHaveAttribute("datetime", first.date);
    await expect(card).toContainText(/\d+ Min\. Lesezeit/);
    await expect(card.locator(".post-excerpt")).not.toBeEmpty();
  });

  test("unknown categories and pages answer 404", async ({ request }, testInfo) => {
    test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
    expect((await request.get("/blog?category=marketing")).status()).toBe(404);
    expect((await request.get("/blog?page=9")).status()).toBe(404);
    expect((await request.get("/blog?page=0")).status()).toBe(404);
    expect((await request.get("/blog/gibt-es-nicht")).status()).toBe(404);
  });

  test("links the podcast and the feed, and declares the feed in the head", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: "Zum Podcast" })).toHaveAttribute("href", podcastUrl);
    await expect(page.getByRole("link", { name: "RSS-Feed abonnieren" })).toHaveAttribute(
      "href",
      "/blog/rss.xml?lng=de",
    );
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml?lng=de",
    );
    await page.goto("/blog?lng=en");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml?lng=en",
    );
    const ld = await jsonLd(page);
    expect(ld.map((x) => x["@type"])).toEqual(["Blog", "BreadcrumbList"]);
    expect(ld[0]).toMatchObject({ inLanguage: "en", url: expect.stringMatching(/\/blog\?lng=en$/) });
  });
});

test.describe("article pages", () => {
  for (const lng of ["de", "en"] as const) {
    test(`every ${lng} article renders with author box, back link, breadcrumbs and JSON-LD`, async ({
      page,
    }, testInfo) => {
      // the server's HTML, which hydration leaves as it is: the js project checks it, and the console too
      test.skip(!hasJs(testInfo), "same server-rendered DOM in both projects: the js project checks it");
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      const l = labels[lng];
      const articles = articlesIn(lng);
      expect(articles.length).toBeGreaterThanOrEqual(14);
      for (const a of articles) {
        const response = await page.goto(`/blog/${a.slug}`);
        expect(response?.status(), a.slug).toBe(200);
        await expect(page.locator("html"), a.slug).toHaveAttribute("lang", lng);
        await expect(page.getByRole("heading", { level: 1 }), a.slug).toHaveText(a.title);
        const author = page.getByRole("complementary", { name: l.author });
        await expect(author, a.slug).toContainText("Alex Muster");
        await expect(author.getByRole("link", { name: l.podcast })).toHaveAttribute("href", podcastUrl);
        await expect(page.getByRole("link", { name: l.back, exact: true }), a.slug).toHaveAttribute(
          "href",
          lng === "de" ? "/blog#articles" : "/blog?lng=en#articles",
        );
        const nav = page.getByRole("navigation", { name: l.nav });
        await expect(nav.getByRole("link", { name: "Blog" }), a.slug).toHaveAttribute("aria-current", "page");
        const crumbs = page.getByRole("navigation", { name: l.crumbs }).getByRole("listitem");
        await expect(crumbs, a.slug).toHaveText([lng === "de" ? "Start" : "Home", "Blog", a.title]);
        const ld = await jsonLd(page);
        const posting = ld.find((x) => x["@type"] === "BlogPosting");
        expect(posting, a.slug).toMatchObject({ headline: a.title, inLanguage: lng, datePublished: a.date });
        const breadcrumb = ld.find((x) => x["@type"] === "BreadcrumbList") as { itemListElement: unknown[] };
        expect(breadcrumb.itemListElement, a.slug).toHaveLength(3);
        const translation = translationOf(a)!;
        await expect(page.locator(`head link[rel="alternate"][hreflang="${translation.lng}"]`), a.slug).toHaveAttribute(
          "href",
          new RegExp(`/blog/${translation.slug}$`),
        );
        await expect(page.locator('head link[rel="canonical"]'), a.slug).toHaveAttribute(
          "href",
          new RegExp(`/blog/${a.slug}$`),
        );
      }
      await ready(page, testInfo);
      expect(errors).toEqual([]);
    });
  }

  test("the back link returns to the category and page the visitor came from", async ({ page }, testInfo) => {
    await page.goto("/blog?category=strategy");
    await ready(page, testInfo);
    const first = list(page).first();
    const title = (await first.getByRole("heading", { level: 3 }).textContent())!;
    await first.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\?category=strategy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.getByRole("link", { name: "Zurück zu Strategie" }).click();
    await expect(page).toHaveURL("/blog?category=strategy#articles");
    await expect(
      page.getByRole("navigation", { name: labels.de.filter }).getByRole("link", { name: labels.de.strategy }),
    ).toHaveAttribute("aria-current", "page");

    await page.goto("/blog?page=2");
    await ready(page, testInfo);
    await list(page).first().locator(".card-link").click();
    await expect(page).toHaveURL(/\?page=2$/);
    await page.getByRole("link", { name: "Zurück zum Blog" }).click();
    await expect(page).toHaveURL("/blog?page=2#articles");
    await expect(page.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
  });

  test("the language toggle goes to the article's translation, keeping the category", async ({ page }, testInfo) => {
    const de = shippedArticles.find((a) => a.slug === "ceo-betriebssystem-wochenrhythmus")!;
    const en = translationOf(de)!;
    await page.goto(`/blog/${de.slug}?category=ceopreneur`);
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page).toHaveURL(`/blog/${en.slug}?category=ceopreneur`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
    await expect(page.getByRole("link", { name: "Back to CEOPRENEUR" })).toHaveAttribute(
      "href",
      "/blog?category=ceopreneur&lng=en#articles",
    );
    // the cookie now says English: the German URL leads to the translation
    await page.goto(`/blog/${de.slug}`);
    await expect(page).toHaveURL(`/blog/${en.slug}`);
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Auf Deutsch wechseln" }).click();
    await expect(page).toHaveURL(`/blog/${de.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.title);
  });

  test("the article's own language link leads to the translation", async ({ page }, testInfo) => {
    const en = shippedArticles.find((a) => a.slug === "delegate-decisions-not-tasks")!;
    const de = translationOf(en)!;
    await page.goto(`/blog/${en.slug}`);
    await ready(page, testInfo);
    const link = page.getByRole("link", { name: "Diesen Artikel auf Deutsch lesen" });
    await expect(link).toHaveAttribute("hreflang", "de");
    await link.click();
    await expect(page).toHaveURL(`/blog/${de.slug}?lng=de`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.title);
    await expect(page.getByRole("link", { name: "Read this article in English" })).toHaveAttribute(
      "href",
      `/blog/${en.slug}?lng=en`,
    );
  });

  test("headings have anchors listed in the table of contents; related articles follow", async ({ page }, testInfo) => {
    const a = shippedArticles.find((x) => x.slug === "erste-zehn-prozesse-systematisieren")!;
    await page.goto(`/blog/${a.slug}`);
    await ready(page, testInfo);
    const toc = page.getByRole("navigation", { name: "In diesem Artikel" });
    const entries = toc.getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    const second = entries.nth(1);
    const name = (await second.textContent())!;
    const href = (await second.getAttribute("href"))!;
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(href).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    const heading = page.getByRole("heading", { level: 2, name, exact: true });
    await expect(heading).toHaveAttribute("id", decodeURIComponent(href.slice(1)));
    await expect(heading).toBeInViewport();
    await expect(page.getByText(/\d+ Min\. Lesezeit/).first()).toBeVisible();
    const related = page.getByRole("region", { name: "Weiterlesen" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.locator(".post-category").first()).toHaveText("Systematisierung");
  });
});

test.describe("feeds and sitemap", () => {
  for (const lng of ["de", "en"] as const) {
    test(`RSS 2.0 (${lng}) is valid XML with one item per article`, async ({ request, baseURL }, testInfo) => {
      test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
      const response = await request.get(`/blog/rss.xml?lng=${lng}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);
      expect(doc.rss["@version"]).toBe("2.0");
      const channel = doc.rss.channel;
      expect(channel["atom:link"]).toMatchObject({ "@rel": "self", "@href": `${baseURL}/blog/rss.xml?lng=${lng}` });
      expect(channel.language).toBe(lng);
      const items = [channel.item].flat() as { link: string; pubDate: string; title: string }[];
      expect(items).toHaveLength(articlesIn(lng).length);
      expect(items.map((i) => i.link).sort()).toEqual(
        articlesIn(lng)
          .map((a) => `${baseURL}/blog/${a.slug}`)
          .sort(),
      );
      for (const item of items) {
        expect(item.pubDate).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        );
      }
    });
  }

  test("an unknown feed language answers 404", async ({ request }, testInfo) => {
    test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
    expect((await request.get("/blog/rss.xml?lng=fr")).status()).toBe(404);
  });

  test("the sitemap lists every article with lastmod", async ({ request, baseURL }, testInfo) => {
    test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = [new XMLParser().parse(xml).urlset.url].flat() as { loc: string; lastmod?: string }[];
    for (const a of shippedArticles) {
      const entry = urls.find((u) => u.loc === `${baseURL}/blog/${a.slug}`);
      expect(entry, a.slug).toBeDefined();
      expect(entry!.lastmod, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry!.lastmod! >= a.date, a.slug).toBe(true);
    }
  });
});

test.describe("accessibility of the blog", () => {
  // the list and the article render the same DOM with and without JavaScript (the shell's script
  // changes nothing axe reads; see pages.spec.ts "accessibility of every page"); skipped before
  // the test starts (a skip inside the test opened a browser page first)
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "same server-rendered DOM in both projects: the js project runs axe on it",
  );
  const article: Record<"de" | "en", ShippedArticle> = {
    de: shippedArticles.find((a) => a.slug === "entscheidungen-delegieren-nicht-aufgaben")!,
    en: shippedArticles.find((a) => a.slug === "delegate-decisions-not-tasks")!,
  };
  for (const lng of ["de", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`axe: ${lng === "en" ? "filtered list and article" : "article"}, ${lng}, ${theme}`, async ({
        page,
      }, testInfo) => {
        await setPreferences(page, { lng, theme });
        // the unfiltered German list (/blog, light and dark): pages.spec.ts › "axe: blog"
        for (const path of [
          ...(lng === "en" ? ["/blog?lng=en&category=leadership"] : []),
          `/blog/${article[lng].slug}`,
        ]) {
          await page.goto(path);
          await ready(page, testInfo);
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          await expect(page.locator("html")).toHaveAttribute("lang", lng);
          await expectNoAxeViolations(page, `${path} ${lng}/${theme}`, {
            rules: theme === "dark" ? colourRules : undefined,
          });
        }
      });
    }
  }
});
