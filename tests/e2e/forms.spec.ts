import { expect, test, type Page } from "@playwright/test";
import { validSubmission } from "../submissions";
import { expectMails, expectNoAxeViolations, fillAudit, hasJs, isHydrated, ready, uniqueEmail } from "./helpers";
import { enNoJsSweep } from "../sweep";

const LEADS = "leads@example.com";

const auditMessages = {
  de: [
    "Name ist erforderlich",
    "E-Mail ist erforderlich",
    "Firmenname ist erforderlich",
    "Branche ist erforderlich",
    "Jahresumsatz ist erforderlich",
    "Anzahl der Mitarbeitenden ist erforderlich",
    "Herausforderung ist erforderlich",
    "Zeitrahmen ist erforderlich",
  ],
  en: [
    "Name is required",
    "Email is required",
    "Company name is required",
    "Industry is required",
    "Annual revenue is required",
    "Number of employees is required",
    "Challenge is required",
    "Timeframe is required",
  ],
};

for (const lng of ["de", "en"] as const) {
  const path = lng === "de" ? "/audit" : "/business-audit";
  const submit = lng === "de" ? "Bewerbung absenden" : "Submit application";

  test.describe(`audit application (${lng})${enNoJsSweep(lng)}`, () => {
    test("shows every message next to its field and keeps the values", async ({ page }, testInfo) => {
      await page.goto(path);
      await ready(page, testInfo);
      const form = page.locator("#audit-application");
      await form.getByLabel(lng === "de" ? "Telefon" : "Phone").fill("+41 44 123 45 67");
      await form.getByLabel(lng === "de" ? "E-Mail" : "Email", { exact: true }).fill("not-an-email");
      await form.getByRole("button", { name: submit }).click();
      const invalid = lng === "de" ? "Ungültige E-Mail-Adresse" : "Invalid email address";
      for (const message of auditMessages[lng].filter((m) => !m.startsWith("E"))) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(form.getByText(invalid, { exact: true })).toBeVisible();
      const name = form.getByLabel("Name", { exact: true });
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(auditMessages[lng][0]!);
      await expect(form.getByLabel(lng === "de" ? "Telefon" : "Phone")).toHaveValue("+41 44 123 45 67");
      await expect(form.getByLabel(lng === "de" ? "E-Mail" : "Email", { exact: true })).toHaveValue("not-an-email");
      if (hasJs(testInfo)) await expect(name).toBeFocused();
      // an empty email shows the required message
      await form.getByLabel(lng === "de" ? "E-Mail" : "Email", { exact: true }).fill("");
      await form.getByRole("button", { name: submit }).click();
      await expect(form.getByText(auditMessages[lng][1]!, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `audit errors ${lng}`);
    });

    test("accepts an application once, shows the binding success texts and sends two emails", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`audit-${lng}`);
      await page.goto(path);
      await ready(page, testInfo);
      await fillAudit(page, lng, email);
      await page.getByRole("button", { name: submit }).click();
      await expect(page).toHaveURL(lng === "de" ? "/audit/danke" : "/business-audit/thank-you");
      const title = lng === "de" ? "Bewerbung erfolgreich übermittelt!" : "Application successfully submitted!";
      const text =
        lng === "de"
          ? "Du erhältst dein persönliches Business Logic Audit innerhalb von 48h."
          : "You will receive your personalized Business Logic Audit within 48h.";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      // reloading the success page creates nothing, and neither does sending the same form again
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(path);
      const again = page.locator("#audit-application");
      if ((await again.getByLabel("Name", { exact: true }).inputValue()) === "") await fillAudit(page, lng, email);
      const [confirmation] = await expectMails(email, 1);
      expect(confirmation!.text).toContain(
        lng === "de" ? "Danke für deine Bewerbung." : "Thank you for your application.",
      );
      // the confirmation goes to an address nobody has confirmed: nothing typed into the form (ADR 015)
      expect(confirmation!.text).not.toContain(validSubmission.audit.name);
      expect(confirmation!.text).not.toContain(validSubmission.audit.company);
      const [notification] = await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
      expect(notification!.text).toContain(validSubmission.audit.company);
      expect(notification!.text).toContain("Jede Freigabe läuft über meinen Tisch.");
    });
  });
}

test("a double submit creates one application", async ({ page }, testInfo) => {
  const email = uniqueEmail("double");
  await page.goto("/audit");
  await ready(page, testInfo);
  await fillAudit(page, "de", email);
  const form = page.locator("#audit-application");
  const data = await form.evaluate((f) =>
    [...new FormData(f as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)]),
  );
  // the same rendered form sent three times (a second click, a reload of the POST, a replay)
  for (let i = 0; i < 3; i++) {
    const response = await page.request.post("/audit", { form: Object.fromEntries(data), maxRedirects: 0 });
    expect(response.status()).toBe(303);
  }
  await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
  await expectMails(email, 1);
});

test("the submit button says it is sending while the request runs", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "the sending state is an enhancement");
  await page.goto("/business-audit");
  await ready(page, testInfo);
  await fillAudit(page, "en", uniqueEmail("sending"));
  await page.route("**/business-audit.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit application" }).click();
  const sending = page.getByRole("button", { name: "Sending…" });
  await expect(sending).toBeDisabled();
  await expect(page).toHaveURL("/business-audit/thank-you");
});

test("a filled honeypot is rejected and nothing is sent", async ({ page }, testInfo) => {
  const email = uniqueEmail("bot");
  await page.goto("/audit");
  await ready(page, testInfo);
  await fillAudit(page, "de", email);
  await page.locator('#audit-application input[name="website_url"]').evaluate((el) => {
    (el as HTMLInputElement).value = "http://spam.example";
  });
  await page.getByRole("button", { name: "Bewerbung absenden" }).click();
  await expect(page.getByRole("alert")).toContainText("Deine Anfrage konnte nicht angenommen werden.");
  await expect(page).toHaveURL("/audit");
  await expect(page.locator("#audit-application").getByLabel("Firma", { exact: true })).toHaveValue(
    validSubmission.audit.company,
  );
  await expectMails(email, 0);
});

/**
 * Opens the contact form until the network is idle, noting page errors and every script fetched
 * but the shell's (Remix's modules, fetched once the page is idle after load: ADR 061).
 */
async function openContactWatched(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const modules: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !request.url().includes("/build/shell/")) modules.push(request.url());
  });
  await page.goto("/kontakt");
  await page.waitForLoadState("networkidle");
  return { errors, modules };
}

/** Has Remix's runtime run? (Its route modules are registered before its entry runs.) */
const remixRan = (page: Page) => page.evaluate(() => "__remixRouteModules" in window);

test.describe("contact form", () => {
  test("loads React at the first key and keeps every character typed while it hydrates (ADR 060, 061)", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "hydration needs JavaScript");
    const { errors, modules } = await openContactWatched(page);
    // at load: Remix's modules fetched once the page is idle, but not run: no React yet
    await expect.poll(() => modules.length).toBeGreaterThan(0);
    expect(await remixRan(page)).toBe(false);
    expect(await isHydrated(page)).toBe(false);
    // the first key loads them; keys from before until after hydration (React error #345 when one
    // reached React half-way) all land
    const message = page.locator("#contact-form").getByLabel("Deine Nachricht");
    await message.pressSequentially("Hallo, ich plane die Nachfolge.", { delay: 60 });
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(message).toHaveValue("Hallo, ich plane die Nachfolge.");
    expect(errors).toEqual([]);
  });

  test("runs React's modules only once the first interaction is over, so its own answer is painted first (ADR 061)", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "loading React needs JavaScript");
    const { errors, modules } = await openContactWatched(page);
    await expect.poll(() => modules.length).toBeGreaterThan(0);
    // a key held down: its keydown is the intent, but the modules wait for its keyup
    await page.keyboard.down("Shift");
    await page.waitForTimeout(400);
    expect(await remixRan(page)).toBe(false);
    await page.keyboard.up("Shift");
    await expect.poll(() => remixRan(page)).toBe(true);
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("loads no module that markup injected into the page names, only the build's own (ADR 061)", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "loading React needs JavaScript");
    // what an injection into the page would have to do: name other modules, ahead of the page's own
    await page.route("**/kontakt", async (route) => {
      const response = await route.fetch();
      const fake =
        '<script id="remix-modules" type="application/json">{"manifest":"/build/evil.js",' +
        '"entry":"/build/evil.js","routes":[],"preload":[]}</script>';
      await route.fulfill({ response, body: (await response.text()).replace("<main", `${fake}<main`) });
    });
    const { errors, modules } = await openContactWatched(page);
    await page.keyboard.press("Shift");
    await expect(page.locator("html")).toHaveAttribute("data-hydration", "failed");
    await page.waitForTimeout(500);
    expect(await isHydrated(page)).toBe(false);
    expect(modules.filter((url) => url.includes("evil"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("validates, then stores and confirms (de)", async ({ page }, testInfo) => {
    await page.goto("/kontakt");
    await ready(page, testInfo);
    const form = page.locator("#contact-form");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByText("Name ist erforderlich", { exact: true })).toBeVisible();
    await expect(form.getByText("E-Mail ist erforderlich", { exact: true })).toBeVisible();
    await expect(form.getByText("Nachricht ist erforderlich", { exact: true })).toBeVisible();
    const consent = form.getByRole("checkbox");
    await expect(consent).not.toBeChecked();
    const email = uniqueEmail("contact");
    await form.getByLabel("Name", { exact: true }).fill("Eva Beispiel");
    await form.getByLabel("E-Mail", { exact: true }).fill(email);
    await form.getByLabel("Deine Nachricht").fill("Ich möchte über die Nachfolge sprechen.");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL("/kontakt/danke");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Danke für deine Nachricht!");
    await expectMails(email, 1);
    const [note] = await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
    expect(note!.text).toContain("Marketing-Einwilligung: nein");
  });

  test("English messages", async ({ page }, testInfo) => {
    await page.goto("/kontakt?lng=en");
    await ready(page, testInfo);
    const form = page.locator("#contact-form");
    await form.getByLabel("Email", { exact: true }).fill("x@");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(form.getByText("Message is required", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "contact errors en");
  });
});

test.describe("strategy session request (no offered time suits)", () => {
  test("requires name, email and phone and confirms the 24-hour follow-up", async ({ page }, testInfo) => {
    await page.goto("/strategy-session/request");
    await ready(page, testInfo);
    const form = page.locator("#session-form");
    await form.getByRole("button", { name: "Request a strategy session" }).click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Email is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Phone number is required", { exact: true })).toBeVisible();
    const email = uniqueEmail("session");
    await form.getByLabel("Name", { exact: true }).fill("Lena Koch");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Phone", { exact: true }).fill("+49 30 1234567");
    // the consultant's hours (booking.yaml), in the consultant's zone
    await expect(form.getByText("The times are in Central European Time (Zurich).")).toBeVisible();
    await form.getByLabel(/^Mornings, 9:00\s?–\s?11:00\sAM$/).check();
    await form.getByRole("button", { name: "Request a strategy session" }).click();
    await expect(page).toHaveURL("/strategy-session/thank-you");
    await expect(page.getByText("I'll get back to you within 24 hours", { exact: false })).toBeVisible();
    await expectMails(email, 1);
    const [note] = await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
    expect(note!.text).toContain("Vormittags, 09:00–11:00 Uhr");
  });
});

test.describe("newsletter with double opt-in", () => {
  test("footer signup, confirmation by button, unsubscribe by link", async ({ page }, testInfo) => {
    const email = uniqueEmail("news");
    await page.goto("/ceopreneur");
    await ready(page, testInfo);
    const footer = page.locator("#newsletter-footer");
    await footer.getByLabel("E-Mail-Adresse").fill(email);
    await footer.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL("/newsletter/danke");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fast geschafft: Bitte bestätige deine Anmeldung");
    const [mail] = await expectMails(email, 1);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const confirmUrl = /(http:\/\/localhost:\d+\/newsletter\/bestaetigen\?token=[\w-]+)/.exec(mail!.text)?.[1];
    const unsubscribeUrl = /(http:\/\/localhost:\d+\/newsletter\/abmelden\?id=\d+&token=[\w-]+)/.exec(mail!.text)?.[1];
    expect(confirmUrl).toBeTruthy();
    // opening the link does not confirm; the button does
    await page.goto(confirmUrl!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestätige deine Anmeldung");
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Ja, Anmeldung bestätigen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Danke, deine Anmeldung ist bestätigt!");
    await page.goto(confirmUrl!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link funktioniert nicht mehr");
    await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
    await page.goto(unsubscribeUrl!);
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist abgemeldet");
  });

  test("an invalid address comes back with its message and value on the newsletter page", async ({
    page,
  }, testInfo) => {
    await page.goto("/services?lng=en");
    await ready(page, testInfo);
    const footer = page.locator("#newsletter-footer");
    await footer.getByLabel("Email address").fill("nobody@nowhere");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // one field, validated on the server (no form library in every page's JavaScript): the answer
    // is the newsletter page with the message next to the field and the address kept
    await expect(page).toHaveURL(/\/newsletter/);
    const field = page.getByRole("textbox", { name: "Email address" }).first();
    await expect(field).toHaveValue("nobody@nowhere");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Invalid email address");
  });

  test("the response does not tell whether an address is known", async ({ request }, testInfo) => {
    test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
    const page = await request.get("/newsletter");
    expect(await page.text()).toContain('name="website_url"');
    const form = { website_url: "", source: "page" };
    const known = uniqueEmail("known");
    const first = await request.post("/newsletter", { form: { ...form, email: known }, maxRedirects: 0 });
    const second = await request.post("/newsletter", { form: { ...form, email: known }, maxRedirects: 0 });
    const fresh = await request.post("/newsletter", {
      form: { ...form, email: uniqueEmail("fresh") },
      maxRedirects: 0,
    });
    for (const r of [first, second, fresh]) {
      expect(r.status()).toBe(303);
      expect(r.headers()["location"]).toBe("/newsletter/danke");
    }
  });
});
