import { expect, test } from "@playwright/test";
import { hasJs, ready } from "./helpers";

// What the visitor is told about retention matches what the retention job deletes
// (app/lib/retention.server.ts; docs/operations.md, "Data retention"), in both languages.

const cases = [
  {
    lng: "de",
    path: "/datenschutz",
    heading: "Speicherdauer im Überblick",
    items: [
      ["Unbestätigte Newsletter-Anmeldungen", "180 Tage nach der letzten Bestätigungs-E-Mail"],
      ["Unvollendete Selbsteinschätzungen", "180 Tage nach der letzten Aktivität"],
      ["Versendete E-Mails in der Warteschlange", "90 Tage nach dem Versand"],
      ["E-Mails in der Warteschlange, die nie versendet wurden", "30 Tage nach ihrer Erstellung"],
      ["Hashwerte für die Begrenzung von Anfragen", "höchstens 26 Stunden"],
    ],
  },
  {
    lng: "en",
    path: "/privacy",
    heading: "Retention at a glance",
    items: [
      ["Unconfirmed newsletter sign-ups", "180 days after the last confirmation email"],
      ["Unfinished self-assessments", "180 days after the last activity"],
      ["Sent emails in the queue", "90 days after sending"],
      ["Emails in the queue that were never sent", "30 days after they were created"],
      ["Hashes used to limit requests", "26 hours at most"],
    ],
  },
] as const;

for (const c of cases) {
  test(`the privacy policy (${c.lng}) states the retention periods the site keeps`, async ({ page }, testInfo) => {
    await page.goto(c.path);
    await ready(page, testInfo);
    const section = page.getByRole("heading", { level: 2, name: new RegExp(c.heading) });
    await expect(section).toBeVisible();
    for (const [label, period] of c.items) {
      await expect(page.getByRole("listitem").filter({ hasText: label })).toContainText(period);
    }
    // axe on these two pages (light and dark): pages.spec.ts "accessibility of every page" › "axe: privacy"
  });
}

test("a response for one visitor names the server's own request id, whatever id the client sends; one for many names none", async ({
  request,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
  for (const path of ["/kontakt", "/healthz"]) {
    const response = await request.get(path);
    expect(response.headers()["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
  }
  // public: a cache in front hands these to many visitors (ADR 064)
  for (const path of ["/", "/favicon.svg", "/does-not-exist"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toMatch(/^public\b/);
    expect(response.headers()["x-request-id"], path).toBeUndefined();
  }
  for (const path of ["/kontakt", "/"]) {
    const forwarded = await request.get(path, { headers: { "X-Request-Id": "lb-7f3a9c21d4" } });
    // a client's id is only logged beside the server's (docs/security.md, "Render cache")
    expect(forwarded.headers()["x-request-id"] ?? "", path).not.toContain("lb-7f3a9c21d4");
    expect(await forwarded.text(), path).not.toContain("lb-7f3a9c21d4");
  }
});
