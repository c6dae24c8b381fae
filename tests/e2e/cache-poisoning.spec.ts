import { expect, test } from "@playwright/test";
import { expectMails, ready, uniqueEmail } from "./helpers";

// The render cache under the attacks of docs/security.md ("Render cache"): a stranger's request
// names its X-Request-Id after the form's controls and spells the consent cookie with a space,
// first for a URL; the next visitor in a real browser still gets the consent banner, no analytics,
// and a newsletter form that sends (the newsletter page is kept by the render cache; the contact
// form's page is never kept: it carries a submission id of its own, ADR 064). The fuzzed version of this runs in
// tests/integration/render-cache.test.ts; this proves it end to end with and without JavaScript.

const granted = Buffer.from(JSON.stringify({ status: "granted", revision: 1 })).toString("base64");

test("a stranger's request ids and cookie spellings change nothing for the next visitor", async ({
  page,
  request,
}, testInfo) => {
  // a URL no other test asks for, so these requests are the first for it
  const url = `/newsletter?lng=en&tab=poison-${testInfo.project.name}`;
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
  // the request ids were sent without cookies: the copy every visitor without cookies gets
  const response = await page.goto(url);
  expect(response?.headers()["x-render-cache"]).toBe("hit");
  await ready(page, testInfo);
  const form = page.locator("#newsletter-page");
  await expect(form.locator('input[name="website_url"]')).toHaveValue("");
  await expect(page.getByRole("region", { name: "Cookie settings" })).toBeVisible();

  // the cookie spellings were kept where a visitor with cookies that choose nothing is served: one
  // with another app's cookie on the domain
  await page.context().addCookies([{ name: "other_app", value: "1", url: new URL(page.url()).origin }]);
  const again = await page.goto(url);
  expect(again?.headers()["x-render-cache"]).toBe("hit");
  await ready(page, testInfo);
  expect(await page.content()).not.toContain("'update'");
  await expect(page.getByRole("region", { name: "Cookie settings" })).toBeVisible();
  await expect(form.locator('input[name="website_url"]')).toHaveValue("");
  const email = uniqueEmail("poison");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/thank-you/);
  await expectMails(email, 1);
  expect(google).toEqual([]);
});
