import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pages } from "../../app/pages";
import { onePerTemplate } from "../sweep";
import { colourRules, expectNoAxeViolations, hasJs, ready, setPreferences } from "./helpers";

// Every page of the route table: both languages, meta and hreflang, links, sitemap, axe.

const staticPages = pages.filter((p) => !p.de.includes(":"));
const templatePages = onePerTemplate(staticPages);
const enPath = (p: (typeof pages)[number]) => p.en ?? `${p.de}${p.de.includes("?") ? "&" : "?"}lng=en`;

test.describe("every page in both languages", () => {
  for (const page of staticPages) {
    test(`${page.id}: 200, one h1, title, description, canonical, hreflang`, async ({ request }, testInfo) => {
      test.skip(hasJs(testInfo) === false, "server-rendered HTML is the same in both projects");
      for (const [lng, path] of [
        ["de", page.de],
        ["en", enPath(page)],
        ["en", `${page.de}?lng=en`],
      ] as const) {
        const response = await request.get(path, { headers: { Cookie: "" } });
        expect(response.status(), `${path}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lng}"`);
        expect(html.match(/<h1[\s>]/g)?.length, `${path}: h1 count`).toBe(1);
        expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
        expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+[^"]*"/);
        for (const hreflang of ["de", "en", "x-default"]) {
          expect(html, `${path}: hreflang ${hreflang}`).toContain(`hrefLang="${hreflang}"`);
        }
        expect(html).toContain(`property="og:locale" content="${lng === "de" ? "de_DE" : "en_US"}"`);
      }
    });
  }

  test("titles and descriptions are unique per language", async ({ request }, testInfo) => {
    test.skip(!hasJs(testInfo), "once is enough");
    for (const lng of ["de", "en"] as const) {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const page of staticPages.filter((p) => !p.noindex)) {
        const html = await (await request.get(lng === "de" ? page.de : enPath(page))).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
        const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
        expect(titles.get(title), `${page.id} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(descriptions.get(description), `${page.id} repeats a description`).toBeUndefined();
        titles.set(title, page.id);
        descriptions.set(description, page.id);
      }
    }
  });
});

test("every internal link on every page resolves", async ({ request }, testInfo) => {
  test.skip(!hasJs(testInfo), "links are the same in both projects");
  test.setTimeout(240_000);
  const seen = new Set<string>();
  const queue: string[] = staticPages.flatMap((p) => [p.de, enPath(p)]);
  const broken: string[] = [];
  let checked = 0;
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request.get(path);
    checked++;
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.replace(/&amp;/g, "&").split("#")[0]!;
      // articles link to each other; crawl pages and articles, but not the per-visitor flows
      if (!target || seen.has(target) || target.startsWith("/build/")) continue;
      queue.push(target);
    }
  }
  console.info(`link check: ${checked} internal URLs, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(100);
});

test("the sitemap lists exactly the route table's indexable pages (plus articles and sent issues)", async ({
  request,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "once is enough");
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
  const isEntry = (u: URL) => /^\/blog\/./.test(u.pathname) || /^\/newsletter\/archive?\/./.test(u.pathname);
  const pagesInSitemap = new Set(locs.filter((u) => !isEntry(u)).map((u) => u.pathname + u.search));
  const expected = new Set(staticPages.filter((p) => !p.noindex).flatMap((p) => [p.de, enPath(p)]));
  expect([...pagesInSitemap].sort()).toEqual([...expected].sort());
  expect(locs.some((u) => u.pathname.startsWith("/blog/"))).toBe(true);
  // scripts/e2e.ts marks the sample issue sent: its page in both languages
  for (const path of ["/newsletter/archiv/2026-12", "/newsletter/archive/2026-12"])
    expect(locs.map((u) => u.pathname)).toContain(path);
  // the translation demo shows a missing key on purpose: it answers, but search engines leave it out
  for (const path of ["/translations-demo", "/translations-demo?lng=en"]) {
    expect(pagesInSitemap, path).not.toContain(path);
    const demo = await request.get(path);
    expect(demo.status(), path).toBe(200);
    expect(await demo.text(), path).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
});

// Cards at desktop width on every sitemap page: a card grid whose columns outnumber its cards leaves
// a card squeezed beside empty space (the audit page's one testimonial in three columns of the
// narrow container was 160 px wide), and a last card alone in its row reads as left over (the
// services page's third card in two columns). The narrowest cards by design are steps three in a row.
const MIN_CARD_WIDTH = 240;

/** The sitemap's paths: every indexable page in both languages and every article. */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
}

for (const scope of ["one page per template", "every sitemap page @sweep"] as const) {
  test(`no card is squeezed beside empty grid columns, left alone in its row or narrower than its text needs (desktop, ${scope})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "server-rendered layout, the same in both projects (ADR 055)");
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const all = await sitemapPaths(request);
    expect(all.length).toBeGreaterThan(60);
    // per template: its German and English page, and one article
    const paths = scope.endsWith("@sweep")
      ? all
      : [...templatePages.flatMap((p) => [p.de, enPath(p)]), all.find((path) => /^\/blog\/./.test(path))!].filter(
          (path) => all.includes(path),
        );
    await checkCards(page, paths);
  });
}

async function checkCards(page: Page, paths: string[]) {
  const problems: string[] = [];
  let grids = 0;
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate((minWidth) => {
      const out: string[] = [];
      const name = (el: Element) => `${el.localName}.${[...el.classList].join(".")}`;
      let gridCount = 0;
      for (const grid of document.querySelectorAll("main *")) {
        const style = getComputedStyle(grid);
        const items = [...grid.children];
        const isCard = (item: Element) =>
          item.matches(".card") || (item.children.length === 1 && item.firstElementChild!.matches(".card"));
        if (style.display !== "grid" || items.length === 0 || !items.every(isCard)) continue;
        gridCount++;
        // the used column widths; auto-fit's collapsed columns are 0px
        const columns = style.gridTemplateColumns.split(" ").filter((track) => parseFloat(track) > 0).length;
        if (items.length < columns) out.push(`${name(grid)}: ${items.length} card(s) in ${columns} columns`);
        // a last row of one card beside empty columns (a lone card), unless it spans the row
        const lastTop = Math.max(...items.map((item) => Math.round(item.getBoundingClientRect().top)));
        const lastRow = items.filter((item) => Math.round(item.getBoundingClientRect().top) === lastTop);
        const alone = lastRow.length === 1 && items.length > 1 && columns > 1;
        if (alone && lastRow[0]!.getBoundingClientRect().width < grid.getBoundingClientRect().width * 0.9) {
          out.push(`${name(grid)}: the last of ${items.length} cards alone in its row of ${columns} columns`);
        }
      }
      for (const card of document.querySelectorAll("main .card")) {
        const width = Math.round(card.getBoundingClientRect().width);
        if (width < minWidth) out.push(`${name(card)}: ${width} px wide`);
        if (card.scrollWidth > card.clientWidth) out.push(`${name(card)}: content wider than the card`);
      }
      return { out, gridCount };
    }, MIN_CARD_WIDTH);
    grids += found.gridCount;
    problems.push(...found.out.map((problem) => `${path} ${problem}`));
  }
  expect(problems).toEqual([]);
  expect(grids).toBeGreaterThan(paths.length / 2);
}

// Both projects give axe the same DOM: the server's HTML, which the shell's script leaves as it is
// (it adds data-enhanced on <html> and the consent banner, which no style and no axe rule reads),
// and on the hydrated form pages React does too. So the js project checks it once: axe runs in the
// real page. The dark theme changes only colours, so a dark pass runs the colour rules (a light
// pass has run every rule on the same markup). The sweep checks every page in both languages and
// both themes; the loop each template's page in German light and English dark.
const everyPass = [
  ["de", "light"],
  ["de", "dark"],
  ["en", "light"],
  ["en", "dark"],
] as const;
const loopPasses = [everyPass[0], everyPass[3]];
const axeRuns = [
  ...templatePages.map((page) => ({ page, passes: loopPasses, title: `axe: ${page.id}` })),
  ...staticPages.map((page) => ({
    page,
    passes: everyPass,
    title: `axe: ${page.id}, both languages and themes @sweep`,
  })),
];

test.describe("accessibility of every page", () => {
  // skipped before the test starts (a skip inside the test opened a browser page first)
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "same server-rendered DOM in both projects: the js project runs axe on it",
  );
  for (const { page, passes, title } of axeRuns) {
    test(title, async ({ page: browserPage }, testInfo) => {
      test.setTimeout(90_000);
      let set: { lng?: "de" | "en"; theme?: "light" | "dark" } = {};
      for (const [lng, theme] of passes) {
        // only what changed since the last pass (the assertions below check both)
        await setPreferences(browserPage, {
          lng: set.lng === lng ? undefined : lng,
          theme: set.theme === theme ? undefined : theme,
        });
        set = { lng, theme };
        await browserPage.goto(lng === "de" ? page.de : enPath(page));
        await ready(browserPage, testInfo);
        // the state axe checks: this language and theme, and the consent banner shown (no choice
        // yet) — this also covers the home page of shell.spec.ts and the banner of consent.spec.ts
        const html = browserPage.locator("html");
        await expect(html).toHaveAttribute("lang", lng);
        await expect(html).toHaveAttribute("data-theme", theme);
        await expect(
          browserPage.getByRole("region", { name: lng === "de" ? "Cookie-Einstellungen" : "Cookie settings" }),
        ).toBeVisible();
        await expectNoAxeViolations(browserPage, `${page.id} ${lng} ${theme}`, {
          rules: theme === "dark" ? colourRules : undefined,
        });
      }
    });
  }
});

test.describe("about page tabs", () => {
  test("every tab is a link to its section, reachable with the keyboard; the current one is marked", async ({
    page,
  }, testInfo) => {
    await page.goto("/ueber-mich");
    await ready(page, testInfo);
    await page.getByRole("link", { name: "Werdegang", exact: true }).click();
    await expect(page).toHaveURL("/ueber-mich?tab=career");
    await expect(page.getByRole("region", { name: "Werdegang" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Werdegang", exact: true })).toHaveAttribute("aria-current", "true");
    for (const name of ["Profil", "Vertrieb & Abschluss", "Systeme & Skalierung", "Methodik & Werte"]) {
      await page.getByRole("link", { name, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("region", { name })).toBeVisible();
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "true");
    }
  });
});
