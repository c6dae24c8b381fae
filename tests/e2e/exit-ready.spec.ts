import { expect, test, type APIResponse, type Locator, type Page } from "@playwright/test";
import { bookingDay, type BookingTest } from "./booking-days";
import { expectMails, expectNoAxeViolations, hasJs, ready, uniqueEmail } from "./helpers";
import { enNoJsSweep } from "../sweep";

const text = {
  de: {
    landing: "/exit-ready-check",
    start: "Check starten",
    progress: (n: number) => `Frage ${n} von 8`,
    next: "Weiter",
    back: "Zurück",
    last: "Weiter zum Ergebnis",
    required: "Bitte wähle eine Antwort, bevor du weitergehst.",
    error: "Fehler",
    name: "Name",
    email: "E-Mail",
    submit: "Ergebnis anzeigen",
    nameRequired: "Name ist erforderlich",
    emailRequired: "E-Mail ist erforderlich",
    title: (s: number) => `Dein ExitReady Score: ${s} von 17`,
    quickWins: "Deine Quick Wins",
    band: "Fundament gelegt",
    phase: "Beschleunigungsphase",
    sessionLink: "Freien Termin wählen",
    book: "Termin buchen",
    phone: "Telefon",
    booked: "Dein Strategiegespräch ist gebucht",
    path: (a: string, rest: string) => `/exit-ready-check/${a}/${rest}`,
    q: "frage",
    result: "ergebnis",
    contact: "kontakt",
    pdfLink: "Ergebnis als PDF",
    pdf: "ergebnis/pdf",
    pdfFile: /^inline; filename="exitready-bericht-\d{4}-\d{2}-\d{2}\.pdf"$/,
  },
  en: {
    landing: "/exitready",
    start: "Start the check",
    progress: (n: number) => `Question ${n} of 8`,
    next: "Next",
    back: "Back",
    last: "On to the result",
    required: "Please choose an answer before you continue.",
    error: "Error",
    name: "Name",
    email: "Email",
    submit: "Show my result",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    title: (s: number) => `Your ExitReady Score: ${s} out of 17`,
    quickWins: "Your quick wins",
    band: "Foundation laid",
    phase: "Acceleration Phase",
    sessionLink: "Choose a time",
    book: "Book this time",
    phone: "Phone",
    booked: "Your strategy session is booked",
    path: (a: string, rest: string) => `/exitready/${a}/${rest}`,
    q: "question",
    result: "result",
    contact: "contact",
    pdfLink: "Result as PDF",
    pdf: "result/pdf",
    pdfFile: /^inline; filename="exitready-report-\d{4}-\d{2}-\d{2}\.pdf"$/,
  },
};

/**
 * Clicks a link to a PDF as a visitor does and returns the file the server sent. Chromium hands a
 * PDF to its viewer (whose page is what the browser reports as the response), so the response is
 * read on its way to the browser: the click's request goes out as the browser sent it.
 */
async function followPdfLink(page: Page, link: Locator) {
  const href = (await link.getAttribute("href"))!;
  let sent: APIResponse | undefined;
  await page.route(
    (url) => url.pathname === href,
    async (route) => {
      sent = await route.fetch();
      await route.fulfill({ response: sent });
    },
  );
  await link.click();
  await expect.poll(() => sent !== undefined).toBe(true);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return { status: sent!.status(), headers: sent!.headers(), body: await sent!.body() };
}

async function choose(page: Page, index: number) {
  await page.getByRole("radio").nth(index).check();
}

for (const lng of ["de", "en"] as const) {
  const l = text[lng];
  test(`full run to the result and a session booked from it (${lng})${enNoJsSweep(lng)}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(l.landing);
    await ready(page, testInfo);
    await page.getByRole("button", { name: l.start }).first().click();
    await expect(page.getByText(l.progress(1), { exact: true })).toBeVisible();
    const attempt = /\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    expect(page.url()).toContain(l.path(attempt, `${l.q}/1`));
    // a question hydrates at the visitor's first interaction (ADR 061)
    await ready(page, testInfo);

    // next without an answer: a clear message, still question 1
    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(`${l.error}: ${l.required}`);
    await expect(page.getByText(l.progress(1), { exact: true })).toBeVisible();

    // 4,3,1,0,2,2,3,1 → 16 of 32 points → 9 of 17
    const answers = [4, 3, 1, 0, 2, 2, 3, 1];
    await choose(page, answers[0]!);
    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(page.getByText(l.progress(2), { exact: true })).toBeVisible();
    if (hasJs(testInfo)) await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // back keeps the answer
    await page.getByRole("button", { name: l.back }).click();
    await expect(page.getByText(l.progress(1), { exact: true })).toBeVisible();
    await expect(page.getByRole("radio").nth(answers[0]!)).toBeChecked();
    await page.getByRole("button", { name: l.next, exact: true }).click();
    // skipping ahead by editing the URL lands on the first unanswered question
    await page.goto(l.path(attempt, `${l.q}/6`));
    await expect(page.getByText(l.progress(2), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `question ${lng}`);
    for (let n = 2; n <= 8; n++) {
      await ready(page, testInfo);
      await expect(page.getByText(l.progress(n), { exact: true })).toBeVisible();
      await choose(page, answers[n - 1]!);
      await page.getByRole("button", { name: n === 8 ? l.last : l.next, exact: true }).click();
    }
    await expect(page).toHaveURL(l.path(attempt, l.contact));
    // contact step: name and email required, company optional, newsletter unticked
    await ready(page, testInfo);
    await expect(page.getByRole("checkbox")).not.toBeChecked();
    await page.getByRole("button", { name: l.submit }).click();
    await expect(page.getByText(l.nameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(l.emailRequired, { exact: true })).toBeVisible();
    const email = uniqueEmail(`check-${lng}`);
    await page.getByLabel(l.name, { exact: true }).fill("Jana Berg");
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: l.submit }).click();

    // the result: score, gauge, band, phase, categories, quick wins, explanation
    await expect(page).toHaveURL(l.path(attempt, l.result));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title(9));
    await expect(page.getByRole("img", { name: /9/ })).toBeVisible();
    await expect(page.getByText(l.band, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(l.phase, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: l.quickWins })).toBeVisible();
    await expect(page.locator(".quick-wins li")).toHaveCount(6);
    await expectNoAxeViolations(page, `result ${lng}`);
    // the result mail links back here, and to the result as a PDF
    const [mail] = await expectMails(email, 1);
    expect(mail!.text).toContain(l.path(attempt, l.result));
    expect(mail!.text).toContain(l.path(attempt, l.pdf));
    // the result as a PDF (ADR 069): a plain link, followed without JavaScript as with it
    const pdfLink = page.getByRole("link", { name: l.pdfLink });
    await expect(pdfLink).toHaveAttribute("href", l.path(attempt, l.pdf));
    const pdf = await followPdfLink(page, pdfLink);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(l.pdfFile);
    expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await page.goto(l.path(attempt, l.result));
    // the same URL shows the result again (bookmark)
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title(9));
    // a finished check cannot be answered again
    await page.goto(l.path(attempt, `${l.q}/3`));
    await expect(page).toHaveURL(l.path(attempt, l.result));

    // booking from the result: the booking page with the attempt, name and email filled in
    await page.getByRole("link", { name: l.sessionLink }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]attempt=${attempt}`));
    // this test's day (./booking-days.ts): its week, the attempt kept
    const day = bookingDay(`exit-ready ${testInfo.project.name} ${lng}` as BookingTest);
    await page.goto(`${page.url()}&week=${day.date}`);
    await ready(page, testInfo);
    const session = page.locator("#booking-form");
    await expect(session.getByLabel(l.name, { exact: true })).toHaveValue("Jana Berg");
    await expect(session.getByLabel(l.email, { exact: true })).toHaveValue(email);
    await page.getByRole("group", { name: day.legend[lng], exact: true }).getByRole("radio").first().check();
    await session.getByLabel(l.phone, { exact: true }).fill("+41 79 123 45 67");
    await session.getByRole("button", { name: l.book }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.booked);
    const [note] = await expectMails(
      "leads@example.com",
      1,
      new RegExp(`Strategiegespräch gebucht[\\s\\S]*${email.replace(/[.+]/g, "\\$&")}`),
    );
    expect(note!.text).toContain("ExitReady Score");
    expect(note!.text).toContain("9/17");
  });
}

test("a foreign or stale attempt gets a friendly page", async ({ page }) => {
  const response = await page.goto("/exit-ready-check/00000000-0000-4000-8000-000000000000/frage/1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diesen Check gibt es nicht (mehr)");
  await expect(page.getByRole("button", { name: "Check starten" })).toBeVisible();
});
