import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, ready } from "./helpers";

// The newsletter archive (ADR 071): scripts/e2e.ts marks the shipped sample issue 2026-12 as sent.
const cases = [
  {
    lng: "de",
    newsletter: "/newsletter",
    archive: "/newsletter/archiv",
    issue: "/newsletter/archiv/2026-12",
    link: "Frühere Ausgaben lesen",
    subject: "Eine Entscheidung, die du diesen Monat abgeben kannst",
    other: "/newsletter/archive/2026-12",
  },
  {
    lng: "en",
    newsletter: "/newsletter?lng=en",
    archive: "/newsletter/archive",
    issue: "/newsletter/archive/2026-12",
    link: "Read past issues",
    subject: "One decision you can hand over this month",
    other: "/newsletter/archiv/2026-12",
  },
] as const;

for (const c of cases) {
  test(`the newsletter page links the archive, which lists the sent issue and opens it (${c.lng})`, async ({
    page,
  }, testInfo) => {
    await page.goto(c.newsletter);
    await ready(page, testInfo);
    await page.locator("#newsletter-page").getByRole("link", { name: c.link }).click();
    await expect(page).toHaveURL(c.archive);
    await ready(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: c.subject }).click();
    await expect(page).toHaveURL(c.issue);
    await expect(page.getByRole("heading", { level: 1, name: c.subject })).toBeVisible();
    await expect(page.getByRole("note")).toBeVisible();
    const otherLng = c.lng === "de" ? "en" : "de";
    await expect(page.locator(`link[rel="alternate"][hreflang="${otherLng}"]`)).toHaveAttribute(
      "href",
      new RegExp(`${c.other}$`),
    );
    await expectNoAxeViolations(page);
  });
}

test("an issue not sent is not found", async ({ page }) => {
  const response = await page.goto("/newsletter/archiv/2099-01");
  expect(response?.status()).toBe(404);
});
