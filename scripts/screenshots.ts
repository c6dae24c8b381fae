// Screenshots of pages for a visual check: tsx scripts/screenshots.ts [baseUrl] [outDir] [paths...]
// Each path at 375 px and 1280 px, light and dark theme.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const theme of ["light", "dark"]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.request.post(`${base}/preferences/theme`, { form: { theme, redirectTo: "/" } });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path);
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
