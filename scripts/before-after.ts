// Before/after screenshots of six key pages for the design work's closing note
// (docs/design/before-after/). Run both servers in production mode (npm run serve), then from the repository root:
//   npx tsx scripts/before-after.ts http://localhost:3601 http://localhost:3602 [quality] [capPx]
// The first URL serves the "before" build, the second the "after" build. Each page is shot at
// desktop 1280x900 light, phone 390x844 light and dark, full page cut at capPx (2400) px, and
// written as JPEG by sharp's mozjpeg (quality 60): a quarter smaller than Chromium's own JPEG.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";

const [before, after, quality = "60", cap = "2400"] = process.argv.slice(2);
if (!before || !after) throw new Error("usage: tsx scripts/before-after.ts <before-url> <after-url> [quality] [capPx]");
const out = "docs/design/before-after";
mkdirSync(out, { recursive: true });

const views = [
  { name: "desktop", width: 1280, height: 900, theme: "light" },
  { name: "phone", width: 390, height: 844, theme: "light" },
  { name: "phone-dark", width: 390, height: 844, theme: "dark" },
] as const;

// The ExitReady check is taken as a visitor does, with the answers of tests/e2e/exit-ready.spec.ts.
async function exitReadyResult(page: Page, base: string) {
  await page.goto(`${base}/exit-ready-check`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Check starten" }).first().click();
  for (const [i, answer] of [4, 3, 1, 0, 2, 2, 3, 1].entries()) {
    await page.getByText(`Frage ${i + 1} von 8`, { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("radio").nth(answer).check();
    await page.getByRole("button", { name: i === 7 ? "Weiter zum Ergebnis" : "Weiter", exact: true }).click();
  }
  await page.waitForURL(/\/kontakt$/);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Name", { exact: true }).fill("Jana Berg");
  await page.getByLabel("E-Mail", { exact: true }).fill("jana.berg@example.com");
  await page.getByRole("button", { name: "Ergebnis anzeigen" }).click();
  await page.waitForURL(/\/ergebnis$/);
}

const pages: { name: string; open: (page: Page, base: string) => Promise<unknown> }[] = [
  { name: "home", open: (p, b) => p.goto(`${b}/`) },
  { name: "booking", open: (p, b) => p.goto(`${b}/strategiegespraech`) },
  { name: "exit-ready-result", open: exitReadyResult },
  { name: "services", open: (p, b) => p.goto(`${b}/services`) },
  { name: "blog", open: (p, b) => p.goto(`${b}/blog`) },
  { name: "article", open: (p, b) => p.goto(`${b}/blog/ceo-betriebssystem-wochenrhythmus`) },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [side, base] of [
  ["before", before],
  ["after", after],
] as const) {
  for (const view of views) {
    for (const shot of pages) {
      // a fresh visitor per shot: the consent banner shows if the site shows one
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        locale: "de-DE",
        timezoneId: "Europe/Berlin",
        javaScriptEnabled: true,
      });
      await context.request.post(`${base}/preferences/theme`, { form: { theme: view.theme, redirectTo: "/" } });
      const page = await context.newPage();
      await shot.open(page, base);
      await page.waitForLoadState("networkidle");
      // scrolled through once so lazily loaded images are in the picture, then back to the top;
      // "instant": the site scrolls smoothly, and a shot taken mid-scroll misplaces the sticky header
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = `${out}/${shot.name}-${view.name}-${side}.jpg`;
      const png = await page.screenshot({
        fullPage: true,
        animations: "disabled",
        clip: { x: 0, y: 0, width: view.width, height: Math.min(height, Number(cap)) },
      });
      await sharp(png)
        .jpeg({ quality: Number(quality), mozjpeg: true })
        .toFile(file);
      console.log(file, `${height}px`, await page.evaluate(() => document.documentElement.dataset.theme));
      await context.close();
    }
  }
}
await browser.close();
