import { expect, test } from "@playwright/test";
import { hasJs, setPreferences } from "./helpers";

// What a client sees, compared with the screenshots committed in tests/e2e/__screenshots__: the key
// pages at desktop and phone width in both themes. A change to type, colour, spacing or layout
// fails here until the new look is accepted with `npm run test:e2e -- visual.spec.ts
// --project=js --update-snapshots` (and the pictures are looked at before they are committed).
// The server renders the same markup in both projects: the js project compares it. The week's
// times change by the day, so the booking page's picker is masked.

const shots = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "blog", path: "/blog" },
  { name: "article", path: "/blog/ceo-betriebssystem-wochenrhythmus" },
  { name: "booking", path: "/strategiegespraech" },
  { name: "exit-ready", path: "/exit-ready-check" },
] as const;

const sizes = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

test.describe("the key pages look as accepted", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same server-rendered page in both projects");

  for (const theme of ["light", "dark"] as const) {
    for (const size of sizes) {
      test(`${size.name}, ${theme}`, async ({ page }, testInfo) => {
        expect(hasJs(testInfo)).toBe(true);
        await page.setViewportSize({ width: size.width, height: size.height });
        await setPreferences(page, { lng: "de", theme });
        // a choice made: the consent banner is its own test's subject (consent.spec.ts)
        await page.request.post("/consent", { form: { status: "denied" } });
        for (const shot of shots) {
          const response = await page.goto(shot.path);
          expect(response?.status(), shot.path).toBe(200);
          await page.evaluate(() => document.fonts.ready);
          await expect(page, `${shot.name} ${size.name} ${theme}`).toHaveScreenshot(
            `${shot.name}-${size.name}-${theme}.png`,
            { mask: [page.locator(".slot-picker")], maxDiffPixelRatio: 0.002 },
          );
        }
      });
    }
  }
});
