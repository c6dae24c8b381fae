import { expect, test, type Page, type Response } from "@playwright/test";
import { fillAudit, hasJs, ready, uniqueEmail } from "./helpers";
import { limitedPort } from "./servers";
import { validSubmission } from "../submissions";

// The rate limit as a visitor meets it (ADR 062), on the second server of playwright.config.ts:
// rate limits on, a budget of one submission per form, client and hour. Only a submission that
// passed validation counts; a refused visitor reads when to try again and keeps what they typed.

test.use({ baseURL: `http://localhost:${limitedPort}` });

const random = (n: number) => Math.floor(Math.random() * n);

/**
 * Makes the test a client of its own: an address from a carrier's NAT range (100.64.0.0/10), as
 * the proxy in front of the server reports it (the server trusts X-Forwarded-For).
 */
async function asNewClient(page: Page) {
  const address = `100.${64 + random(64)}.${random(256)}.${1 + random(254)}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

const isPost = (response: Response) => response.request().method() === "POST";

test("ten applications with an invalid email leave the budget whole: the eleventh, valid one is accepted", async ({
  page,
}, testInfo) => {
  test.skip(
    hasJs(testInfo),
    "with JavaScript the browser checks the email first: the invalid ones never reach the server",
  );
  test.setTimeout(90_000); // eleven page loads
  await asNewClient(page);
  await page.goto("/audit");
  const form = page.locator("#audit-application");
  const submit = form.getByRole("button", { name: "Bewerbung absenden" });
  await fillAudit(page, "de", "anna.muster@example");
  for (let i = 0; i < 10; i++) {
    const [response] = await Promise.all([page.waitForResponse(isPost), submit.click()]);
    expect(response.status(), `invalid application ${i + 1}`).toBe(400);
  }
  await expect(form.getByText("Ungültige E-Mail-Adresse", { exact: true })).toBeVisible();
  await form.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("eleventh"));
  await submit.click();
  await expect(page).toHaveURL("/audit/danke");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bewerbung erfolgreich übermittelt!");
});

for (const lng of ["de", "en"] as const) {
  const path = lng === "de" ? "/audit" : "/business-audit";
  const l =
    lng === "de"
      ? {
          submit: "Bewerbung absenden",
          thanks: "/audit/danke",
          thanksTitle: "Bewerbung erfolgreich übermittelt!",
          email: "E-Mail",
          company: "Firma",
          industry: "Branche",
          challenge: "Deine größte Herausforderung",
          retry: (minutes: number) =>
            minutes === 1 ? "in einer Minute noch einmal." : `in ${minutes} Minuten noch einmal.`,
          message:
            /^Fehler: Über deine Internetverbindung wurde dieses Formular in kurzer Zeit sehr oft gesendet, vielleicht auch von anderen, die dieselbe Verbindung nutzen\. Deshalb konnte ich deine Anfrage gerade nicht annehmen\. Bitte sende das Formular in (einer Minute|\d+ Minuten) noch einmal\.$/,
        }
      : {
          submit: "Submit application",
          thanks: "/business-audit/thank-you",
          thanksTitle: "Application successfully submitted!",
          email: "Email",
          company: "Company",
          industry: "Industry",
          challenge: "Your biggest challenge",
          retry: (minutes: number) => (minutes === 1 ? "in one minute." : `in ${minutes} minutes.`),
          message:
            /^Error: This form has been submitted too many times in a short period from your internet connection, possibly by others who share it, so I couldn't accept your request just now\. Please try again in (one minute|\d+ minutes)\.$/,
        };

  test(`over the limit (${lng}): 429, when to try again in the visitor's language, the values kept`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000); // two applications
    await asNewClient(page);
    await page.goto(path);
    await ready(page, testInfo);
    await fillAudit(page, lng, uniqueEmail(`first-${lng}`));
    await page.getByRole("button", { name: l.submit }).click();
    await expect(page).toHaveURL(l.thanks);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.thanksTitle);

    // a second application from the same connection within the hour
    await page.goto(path);
    await ready(page, testInfo);
    const form = page.locator("#audit-application");
    const email = uniqueEmail(`second-${lng}`);
    await fillAudit(page, lng, email);
    await form.getByLabel(l.challenge).fill("Zweite Bewerbung aus demselben Büro.");
    const [response] = await Promise.all([
      page.waitForResponse(isPost),
      form.getByRole("button", { name: l.submit }).click(),
    ]);
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(l.message);
    await expect(alert).toContainText(l.retry(Math.ceil(retryAfter / 60)));
    await expect(page).toHaveURL(path);
    await expect(form.getByLabel(l.email, { exact: true })).toHaveValue(email);
    await expect(form.getByLabel(l.company, { exact: true })).toHaveValue(validSubmission.audit.company);
    await expect(form.getByLabel(l.industry, { exact: true })).toHaveValue("manufacturing");
    await expect(form.getByLabel(l.challenge)).toHaveValue("Zweite Bewerbung aus demselben Büro.");
  });
}
