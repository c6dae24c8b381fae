import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

export const hasJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** Waits until React has hydrated the page (js project); a no-op without JavaScript. */
export async function ready(page: Page, testInfo: TestInfo) {
  if (hasJs(testInfo)) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The page axe checks. With JavaScript disabled axe cannot run in the page (its timers never
 * fire, so analyze() hangs until the test times out): it checks the same markup, the current DOM
 * without any script, in a JavaScript-enabled copy on the same origin (so the stylesheets load).
 */
async function axeTarget(page: Page): Promise<{ target: Page; close(): Promise<void> }> {
  if (test.info().project.use.javaScriptEnabled !== false) return { target: page, close: async () => {} };
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  await copy.goto(new URL("/healthz", page.url()).href);
  await copy.setContent(html, { waitUntil: "load" });
  return { target: copy, close: () => context.close() };
}

/** axe-core with the WCAG 2.x A/AA rules: no violations. */
export async function expectNoAxeViolations(page: Page, label = "") {
  const { target, close } = await axeTarget(page);
  const results = await new AxeBuilder({ page: target })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
    .finally(close);
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
