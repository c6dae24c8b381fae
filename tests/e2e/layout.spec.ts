import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/pages";
import { hasJs, ready } from "./helpers";

// The layout on a phone (390 px wide): nothing wider than the screen, no two controls on top of
// each other, every tap target at least 44×44 px (the issue's bar; WCAG 2.5.8 asks 24) and no icon
// squashed below the size it was drawn for. Exempt, as WCAG 2.5.8 exempts them: links inline in a
// sentence or block of running text, whose size the line sets.
// The normal loop checks one page per template (route module) and the open mobile menu; the
// sweep (`@sweep`) every sitemap page in both languages.

test.use({ viewport: { width: 390, height: 844 } });

const MIN_TARGET = 44;

/** What breaks the layout of the page as it is shown now, one line per finding. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const cls =
        typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const name = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? "";
      return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ""}${name ? ` [${name}]` : ""}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // visually hidden (1 px, clipped) elements, such as the skip link before it has the focus
      return r.width > 1 && r.height > 1 && style.visibility !== "hidden" && style.opacity !== "0";
    };

    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.body.querySelectorAll("*")]
        .filter((el) => shown(el) && el.getBoundingClientRect().right > width + 1)
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
        .slice(0, 3)
        .map(describe);
      problems.push(`page is ${document.documentElement.scrollWidth}px wide at ${width}px: ${wide.join(", ")}`);
    }

    // the element a tap lands on: a radio or checkbox is tapped through its label; a card's link
    // through the whole card, which its ::after covers
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
        return el.closest("label") ?? el.labels?.[0] ?? el;
      }
      const after = getComputedStyle(el, "::after");
      if (el instanceof HTMLElement && after.content !== "none" && after.position === "absolute" && el.offsetParent) {
        return el.offsetParent;
      }
      return el;
    };
    const block = (el: Element) => {
      let b = el.parentElement;
      while (b && getComputedStyle(b).display.startsWith("inline")) b = b.parentElement;
      return b;
    };
    // a link in a sentence: shown inline, and the block it sits in has text besides it
    const inRunningText = (el: Element) => {
      if (el.tagName !== "A" || !getComputedStyle(el).display.startsWith("inline")) return false;
      const text = (block(el)?.textContent ?? "").replace(/\s+/g, "");
      return text.length > (el.textContent ?? "").replace(/\s+/g, "").length;
    };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const targets = [...new Set([...document.querySelectorAll(selector)].map(targetOf))].filter(shown);

    for (const el of targets) {
      if (inRunningText(el)) continue;
      const r = el.getBoundingClientRect();
      if (Math.round(r.width) < min || Math.round(r.height) < min) {
        problems.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)} px: ${describe(el)}`);
      }
    }

    // overlap: only between targets of one layer (the fixed consent banner and the sticky header
    // lie over the page by design) and not of an element with one inside it
    const layer = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === "fixed" || position === "sticky") return e;
      }
      return null;
    };
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect(), layer: layer(el) }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 1 && y > 1)
          problems.push(`overlap ${Math.round(x)}×${Math.round(y)} px: ${describe(a.el)} and ${describe(b.el)}`);
      }
    }

    // an icon drawn smaller than its own size: squeezed by the box around it
    for (const svg of document.querySelectorAll("svg[width][height]")) {
      if (!shown(svg)) continue;
      const r = svg.getBoundingClientRect();
      const w = Number(svg.getAttribute("width"));
      const h = Number(svg.getAttribute("height"));
      if (Math.abs(r.width / r.height - w / h) > 0.05) {
        problems.push(
          `icon drawn ${Math.round(r.width)}×${Math.round(r.height)} px, made for ${w}×${h}: in ${describe(svg.parentElement!)}`,
        );
      }
    }
    return problems;
  }, MIN_TARGET);
}

async function expectLayoutOk(page: Page, path: string) {
  expect(await layoutProblems(page), `${path} at 390 px`).toEqual([]);
}

/** Every page of the sitemap, as paths. */
async function sitemapPaths(page: Page) {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!);
    return url.pathname + url.search;
  });
}

/** One German page of the sitemap per route module (the template), articles as one. */
async function onePerTemplate(page: Page) {
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const path of await sitemapPaths(page)) {
    if (path.includes("lng=en")) continue;
    const template =
      pages.find((p) => p.de === path || p.en === path)?.route ?? (path.startsWith("/blog/") ? "article" : path);
    if (seen.has(template)) continue;
    seen.add(template);
    chosen.push(path);
  }
  return chosen;
}

test("one page per template: no overflow, overlap, small tap target or squashed icon at 390 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const paths = await onePerTemplate(page);
  expect(paths.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await ready(page, testInfo);
    failures.push(...(await layoutProblems(page)).map((p) => `${path}: ${p}`));
  }
  expect(failures).toEqual([]);
});

test("the booking page with its errors and the open mobile menu at 390 px", async ({ page }, testInfo) => {
  await page.goto("/strategiegespraech");
  await ready(page, testInfo);
  await page.locator("#booking-form").getByRole("button", { name: "Termin buchen" }).click();
  await expect(page.locator("#booking-form [aria-invalid=true]").first()).toBeVisible();
  await expectLayoutOk(page, "/strategiegespraech with errors");

  await page.goto("/");
  await ready(page, testInfo);
  await page.locator(".nav-mobile > summary").click();
  await expect(page.locator(".nav-panel")).toBeVisible();
  await expectLayoutOk(page, "/ with the menu open");
});

// the header's links, booking button and toggles in one row: the menu takes over below 72rem
test("the header fits every width from 320 to 1280 px, in both languages", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "the layout is the same without JavaScript");
  for (const path of ["/", "/?lng=en"]) {
    for (const width of [320, 600, 640, 992, 1100, 1152, 1280]) {
      await page.setViewportSize({ width, height: 600 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(width);
    }
  }
});

test("every sitemap page in both languages at 390 px @sweep", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "the layout is the same without JavaScript; the normal loop checks both");
  test.setTimeout(600_000);
  const failures: string[] = [];
  for (const path of await sitemapPaths(page)) {
    await page.goto(path);
    failures.push(...(await layoutProblems(page)).map((p) => `${path}: ${p}`));
  }
  expect(failures).toEqual([]);
});
