import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hasJs, ready } from "./helpers";

async function onboard(page: Page, lng: "de" | "en") {
  await page.goto(lng === "de" ? "/build-to-leave" : "/build-to-leave?lng=en");
  await page
    .getByRole("link", { name: lng === "de" ? "Unternehmensprofil anlegen" : "Create your company profile" })
    .first()
    .click();
  const l =
    lng === "de"
      ? {
          name: "Name des Unternehmens",
          industry: "Branche",
          employees: "Mitarbeitende",
          revenue: "Jahresumsatz",
          goal: "Dein wichtigstes Ziel",
          timeline: "Zeithorizont",
          submit: "Profil speichern und zum Dashboard",
        }
      : {
          name: "Company name",
          industry: "Industry",
          employees: "Employees",
          revenue: "Annual revenue",
          goal: "Your main goal",
          timeline: "Time horizon",
          submit: "Save profile and go to the dashboard",
        };
  await page.getByLabel(l.name).fill("Keller Metallbau GmbH");
  await page.getByLabel(l.industry).selectOption("manufacturing");
  await page.getByLabel(l.employees).selectOption("21-50");
  await page.getByLabel(l.revenue).selectOption("1m-5m");
  await page.getByLabel(l.goal).selectOption("independence");
  await page.getByLabel(l.timeline).selectOption("medium");
  await page.getByRole("button", { name: l.submit }).click();
}

test("onboarding validates the profile (de and en)", async ({ page }, testInfo) => {
  await page.goto("/build-to-leave/profile");
  await ready(page, testInfo);
  await page.getByRole("button", { name: "Profil speichern und zum Dashboard" }).click();
  for (const message of [
    "Bitte gib den Namen deines Unternehmens an.",
    "Bitte wähle eine Branche.",
    "Bitte wähle die Anzahl der Mitarbeitenden.",
    "Bitte wähle den Jahresumsatz.",
    "Bitte wähle dein wichtigstes Ziel.",
    "Bitte wähle einen Zeithorizont.",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, "profile errors");
  await page.goto("/build-to-leave/profile?lng=en");
  await ready(page, testInfo);
  await page.getByLabel("Company name").fill("Keller");
  await page.getByRole("button", { name: "Save profile and go to the dashboard" }).click();
  await expect(page.getByText("Please choose your main goal.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Keller");
});

test("a full module: back keeps answers, the dashboard shows completion, retake, resume link, delete", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await onboard(page, "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard: Keller Metallbau GmbH");
  await expect(page.getByText("0 von 12 Modulen abgeschlossen.")).toBeVisible();
  // the recommended module for "independence" is the owner-dependency module
  await expect(page.getByRole("heading", { name: "Als Nächstes empfohlen" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Noch offen" })).toHaveCount(12);
  await expectNoAxeViolations(page, "dashboard");
  await ready(page, testInfo);
  await page
    .locator(".dashboard-highlights")
    .getByRole("link", { name: /^Modul starten:/ })
    .click();
  await page.getByRole("button", { name: "Modul starten" }).click();
  const total = Number((await page.getByText(/^Frage 1 von \d+$/).textContent())!.match(/von (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Fehler: Bitte wähle eine Antwort, bevor du weitergehst.");
  await page.getByRole("radio").nth(3).check();
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(page.getByText(`Frage 2 von ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Zurück" }).click();
  await expect(page.getByText(`Frage 1 von ${total}`)).toBeVisible();
  await expect(page.getByRole("radio").nth(3)).toBeChecked();
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  for (let n = 2; n <= total; n++) {
    await ready(page, testInfo);
    await expect(page.getByText(`Frage ${n} von ${total}`)).toBeVisible();
    await page.getByRole("radio").nth(1).check();
    await page.getByRole("button", { name: n === total ? "Modul abschließen" : "Weiter", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/: (Kritisch|Befriedigend|Gut|Exzellent)$/);
  await expect(page.getByRole("heading", { name: "Was das bedeutet" })).toBeVisible();
  await expectNoAxeViolations(page, "module result");

  await page.getByRole("link", { name: "Zum Dashboard" }).click();
  await expect(page.getByText("1 von 12 Modulen abgeschlossen.")).toBeVisible();
  const done = page.locator(".module-card").filter({ hasText: "Abgeschlossen am" });
  await expect(done).toHaveCount(1);

  // retake starts a fresh attempt at question 1
  await ready(page, testInfo);
  await done.getByRole("link", { name: /^Wiederholen/ }).click();
  await page.getByRole("button", { name: "Wiederholen" }).click();
  await expect(page.getByText(`Frage 1 von ${total}`)).toBeVisible();
  await expect(page.getByRole("radio").nth(3)).not.toBeChecked();

  // the private resume link opens the workspace in a fresh browser
  await page.goto("/build-to-leave");
  const resumeUrl = await page.getByLabel("Privater Link zu deinem Arbeitsbereich").inputValue();
  const other = await browser.newContext({ javaScriptEnabled: hasJs(testInfo) });
  const fresh = await other.newPage();
  await fresh.goto(resumeUrl);
  await fresh.getByRole("button", { name: "Weitermachen" }).click();
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText("Dashboard: Keller Metallbau GmbH");
  await expect(fresh.getByText("1 von 12 Modulen abgeschlossen.")).toBeVisible();
  await other.close();

  // delete
  await page.getByRole("link", { name: "Arbeitsbereich löschen" }).click();
  await page.getByRole("button", { name: "Ja, endgültig löschen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Arbeitsbereich ist gelöscht");
  await page.goto("/build-to-leave");
  await expect(page.getByRole("link", { name: "Unternehmensprofil anlegen" }).first()).toBeVisible();
  const dead = await page.goto(resumeUrl);
  expect(dead?.status()).toBe(404);
});

test("roadmap pages in both languages", async ({ page }) => {
  for (const [path, title, phases] of [
    ["/build-to-leave/roadmaps/foundation-builder", "Foundation Builder", ["Wochen 1–2", "Wochen 3–8", "Wochen 9–12"]],
    [
      "/build-to-leave/roadmaps/growth-systematizer?lng=en",
      "Growth Systematizer",
      ["Weeks 1–2", "Weeks 3–8", "Weeks 9–12"],
    ],
    // ?lng=de: the English page before set the language cookie
    [
      "/build-to-leave/roadmaps/due-diligence-prep?lng=de",
      "Due Diligence Prep",
      ["Wochen 1–2", "Wochen 3–6", "Wochen 7–8"],
    ],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    for (const p of phases) await expect(page.getByText(p, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("60 Tage").first()).toBeVisible();
  await expectNoAxeViolations(page, "roadmap");
});

test("English onboarding leads to an English dashboard", async ({ page }) => {
  await onboard(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard: Keller Metallbau GmbH");
  await expect(page.getByText("0 of 12 modules completed.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // all three roadmaps are reachable from the dashboard, the recommended one first
  const card = page.getByRole("region", { name: "Your roadmap" });
  const links = card.getByRole("link");
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveText("See the roadmap");
  const targets = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(new Set(targets)).toEqual(
    new Set([
      "/build-to-leave/roadmaps/foundation-builder",
      "/build-to-leave/roadmaps/growth-systematizer",
      "/build-to-leave/roadmaps/due-diligence-prep",
    ]),
  );
  // the other two, in the list after the line that introduces them
  await expect(card.getByText("The other roadmaps:", { exact: true })).toBeVisible();
  await expect(card.getByRole("listitem").getByRole("link")).toHaveCount(2);
  await card.getByRole("listitem").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/build-to-leave\/roadmaps\//);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Dashboard: Keller Metallbau GmbH");
});
