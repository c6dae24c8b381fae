import { expect, test } from "@playwright/test";
import { expectMails, ready, uniqueEmail } from "./helpers";

// The render cache under the attacks of docs/security.md ("Render cache"): a stranger's request
// names its X-Request-Id after the form's controls and spells the consent cookie with a space,
// first for a URL; the next visitor in a real browser still gets the consent banner, no analytics,
// and a contact form that sends. The fuzzed version of this runs in
// tests/integration/render-cache.test.ts; this proves it end to end with and without JavaScript.

const granted = Buffer.from(JSON.stringify({ status: "granted", revision: 1 })).toString("base64");

test("a stranger's request ids and cookie spellings change nothing for the next visitor", async ({
  page,
  request,
}, testInfo) => {
  // a URL no other test asks for, so these requests are the first for it
  const url = `/kontakt?lng=en&tab=poison-${testInfo.project.name}`;
  for (const id of ["website_url", "form_started", "submissionId", "U2FsdGVkX1", "stylesheet"]) {
    expect((await request.get(url, { headers: { "X-Request-Id": id } })).status()).toBe(200);
  }
  for (const cookie of [`consent =${granted}`, `consent=${granted}; consent=x`, ` CONSENT=${granted}`]) {
    expect((await request.get(url, { headers: { Cookie: cookie } })).status()).toBe(200);
  }

  const google: string[] = [];
  await page.route(/google-analytics\.com|googletagmanager\.com/, (route) => {
    google.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto(url);
  expect(response?.headers()["x-render-cache"]).toBe("hit");
  await ready(page, testInfo);
  const html = await page.content();
  expect(html).not.toContain("'update'");
  await expect(page.getByRole("region", { name: "Cookie settings" })).toBeVisible();

  const form = page.locator("#contact-form");
  await expect(form.locator('input[name="website_url"]')).toHaveValue("");
  const email = uniqueEmail("poison");
  await form.getByLabel("Name", { exact: true }).fill("Nora Visitor");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Your message").fill("Does the form still work?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/kontakt\/danke/);
  await expectMails(email, 1);
  expect(google).toEqual([]);
});
