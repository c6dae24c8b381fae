import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const hasJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** Waits until React has hydrated the page (js project); a no-op without JavaScript. */
export async function ready(page: Page, testInfo: TestInfo) {
  if (hasJs(testInfo)) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * axe-core with the WCAG 2.x A/AA rules: no violations. axe needs JavaScript, so in the `no-js`
 * project the page's server-rendered HTML (scripts removed) is checked in a JavaScript-enabled
 * page on the same origin, with the same stylesheets.
 */
export async function expectNoAxeViolations(page: Page, label = "", testInfo?: TestInfo) {
  if (testInfo && !hasJs(testInfo)) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    const url = page.url();
    const context = await page.context().browser()!.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
    });
    try {
      const checker = await context.newPage();
      await checker.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
      await checker.goto(url);
      await expectNoAxeViolations(checker, `${label} (no-js markup)`);
    } finally {
      await context.close();
    }
    return;
  }
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** Sets language and theme cookies the way the toggles do, through the real endpoints. */
export async function setPreferences(page: Page, prefs: { lng?: "de" | "en"; theme?: "light" | "dark" }) {
  if (prefs.lng) await page.request.post("/preferences/language", { form: { lng: prefs.lng, redirectTo: "/" } });
  if (prefs.theme) await page.request.post("/preferences/theme", { form: { theme: prefs.theme, redirectTo: "/" } });
}
