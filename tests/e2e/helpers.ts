import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { REMIX_MODULES_ID } from "../../app/shell/remix-modules";
import { validSubmission } from "../submissions";

export const hasJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/**
 * Waits until the page is enhanced (js project): the shell's script has run (it marks <html
 * data-enhanced>, on a hydrated page only after React has hydrated it). A hydrated page loads React
 * at the visitor's first interaction (docs/decisions/061-load-on-intent.md): this presses Shift, as
 * a visitor's first key would. A no-op without JavaScript.
 */
export async function ready(page: Page, testInfo: TestInfo) {
  if (!hasJs(testInfo)) return;
  await expect
    .poll(
      async () => {
        // polled: after a form post the next document may still be loading when this starts
        const state = await page
          .evaluate((modules) => {
            const html = document.documentElement;
            if (html.dataset.enhanced === "true") return "enhanced";
            if (document.readyState === "loading") return "loading";
            return document.getElementById(modules) && !html.dataset.hydration ? "waiting for intent" : "starting";
          }, REMIX_MODULES_ID)
          .catch(() => "navigating");
        if (state === "waiting for intent") await page.keyboard.press("Shift");
        return state;
      },
      { timeout: 20_000, intervals: [50, 100, 250] },
    )
    .toBe("enhanced");
}

/** Does this page load React and Remix's runtime? (docs/decisions/059: only flows and forms) */
export const isHydrated = (page: Page) =>
  page.evaluate(() => "__remixContext" in window && document.documentElement.dataset.hydrated === "true");

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

/** The axe rules a change of colours alone (the dark theme) can break. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core with the WCAG 2.x A/AA rules (or only `rules`): no violations.
 *
 * axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode): the default mode opens a blank
 * page for every check to merge per-frame results (`axe.finishRun`), which about doubled the time
 * of each check (ADR 055). The two modes differ only for cross-origin frames, which the legacy mode
 * leaves out: no page of the site has a frame, and the first assertion below fails if one ever
 * does. Only the violations are worked out in full (`resultTypes`), the only result asserted on:
 * axe still runs every rule on every element, it just does not compute selectors for passes.
 */
export async function expectNoAxeViolations(page: Page, label = "", options: { rules?: string[] } = {}) {
  const { target, close } = await axeTarget(page);
  const origin = new URL(target.url()).origin;
  expect(
    target
      .frames()
      .filter(
        (frame) => !["about:blank", "about:srcdoc"].includes(frame.url()) && new URL(frame.url()).origin !== origin,
      )
      .map((frame) => frame.url()),
    `frames from another origin, which axe in the page would not check ${label}`,
  ).toEqual([]);
  const builder = new AxeBuilder({ page: target }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (options.rules) builder.withRules(options.rules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const results = await builder.analyze().finally(close);
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

export interface SentMail {
  to: string;
  raw: string;
  /** the decoded text part (quoted-printable undone) */
  text: string;
}

function decodeQuotedPrintable(s: string) {
  return Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
}

/** Mails the app sent to an address (the e2e runner's SMTP server writes them to E2E_MAIL_DIR). */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the browser tests with npm run test:e2e");
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as { to: string; raw: string })
    .filter((m) => m.to.split(",").includes(address.toLowerCase()))
    .map((m) => ({ ...m, text: decodeQuotedPrintable(m.raw) }));
}

/** Waits until `count` mails to the address arrived, and that no more arrive for a moment. */
export async function expectMails(address: string, count: number, match?: RegExp): Promise<SentMail[]> {
  let mails: SentMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await mailsTo(address)).filter((m) => !match || match.test(m.text));
        return mails.length;
      },
      // every 100 ms (the default backs off to 1 s): the quiet second below starts sooner after the mail
      { timeout: 15_000, intervals: [100], message: `mails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  await new Promise((r) => setTimeout(r, 1200));
  mails = (await mailsTo(address)).filter((m) => !match || match.test(m.text));
  expect(mails, `mails to ${address}`).toHaveLength(count);
  return mails;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Fills the audit application form with a valid application for `email`. */
export async function fillAudit(page: Page, lng: "de" | "en", email: string) {
  const l =
    lng === "de"
      ? {
          name: "Name",
          email: "E-Mail",
          company: "Firma",
          industry: "Branche",
          revenue: "Jahresumsatz",
          employees: "Mitarbeitende",
          timeline: "Zeitrahmen",
          challenge: "Deine größte Herausforderung",
        }
      : {
          name: "Name",
          email: "Email",
          company: "Company",
          industry: "Industry",
          revenue: "Annual revenue",
          employees: "Employees",
          timeline: "Timeframe",
          challenge: "Your biggest challenge",
        };
  const form = page.locator("#audit-application");
  const valid = validSubmission.audit;
  await form.getByLabel(l.name, { exact: true }).fill(valid.name);
  await form.getByLabel(l.email, { exact: true }).fill(email);
  await form.getByLabel(l.company, { exact: true }).fill(valid.company);
  await form.getByLabel(l.industry, { exact: true }).selectOption(valid.industry);
  await form.getByLabel(l.revenue, { exact: true }).selectOption(valid.revenue);
  await form.getByLabel(l.employees, { exact: true }).selectOption(valid.employees);
  await form.getByLabel(l.timeline, { exact: true }).selectOption(valid.timeline);
  await form.getByLabel(l.challenge).fill(valid.challenge);
}
