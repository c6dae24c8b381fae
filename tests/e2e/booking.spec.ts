import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { bookingDay, type BookingTest } from "./booking-days";
import {
  colourRules,
  expectMails,
  expectNoAxeViolations,
  hasJs,
  ready,
  setPreferences,
  uniqueEmail,
  type SentMail,
} from "./helpers";
import { enNoJsSweep } from "../sweep";

// Booking a strategy session, with and without JavaScript, in German and English: a
// visitor picks a shown time and sees it booked with its date and time; the time is gone for every
// other visitor; the invitation reaches the SMTP server (a text/calendar part, METHOD:REQUEST);
// rescheduling moves it (the same invitation, SEQUENCE 1) and frees the old time; the cancel link
// frees it again (METHOD:CANCEL). Every test books on a day of its own (./booking-days.ts).

const LEADS = "leads@example.com";

const text = {
  de: {
    path: "/strategiegespraech",
    manage: /\/strategiegespraech\/termin\/[\w-]{43}$/,
    name: "Name",
    nameRequired: "Name ist erforderlich",
    mailboxRefused: /Mit dieser E-Mail-Adresse kann ich gerade keinen Termin buchen\. Schau in dein Postfach/,
    email: "E-Mail",
    phone: "Telefon",
    message: "Worüber möchtest du sprechen?",
    book: "Termin buchen",
    booked: "Dein Strategiegespräch ist gebucht",
    reschedule: "Termin verschieben",
    nextWeek: "Nächste Woche",
    rescheduleTitle: "Termin verschieben",
    move: "Auf diesen Termin verschieben",
    moved: "Dein Termin wurde verschoben.",
    cancel: "Termin absagen",
    confirmCancel: "Ja, Termin absagen",
    cancelled: "Dieser Termin ist abgesagt",
    taken: "Diesen Termin hat gerade jemand anderes gebucht.",
    nearest: "Die nächsten freien Termine",
    zone: "Zeitzone",
    showTimes: "Termine anzeigen",
    shownIn: (zone: string) => `Alle Uhrzeiten: ${zone}`,
    useMine: (city: string) => `Zeiten in meiner Zeitzone zeigen: ${city}`,
    phoneChoice: /^Am Telefon: Ich rufe dich unter deiner Nummer an$/,
    openRoom: "Zum Gesprächsraum",
    calledBack: "Am Telefon: Ich rufe dich unter der Nummer an, die du bei der Buchung angegeben hast.",
    newYork: "Nordamerikanische Ostküstenzeit (New York)",
  },
  en: {
    path: "/strategy-session",
    manage: /\/strategy-session\/booking\/[\w-]{43}$/,
    name: "Name",
    nameRequired: "Name is required",
    mailboxRefused: /I can't book a session with this email address right now\. Check your inbox/,
    email: "Email",
    phone: "Phone",
    message: "What would you like to talk about?",
    book: "Book this time",
    booked: "Your strategy session is booked",
    reschedule: "Reschedule",
    nextWeek: "Next week",
    rescheduleTitle: "Reschedule your session",
    move: "Move to this time",
    moved: "Your session has been rescheduled.",
    cancel: "Cancel the session",
    confirmCancel: "Yes, cancel the session",
    cancelled: "This session is canceled",
    taken: "Someone else has just booked this time.",
    nearest: "The next available times",
    zone: "Time zone",
    showTimes: "Show times",
    shownIn: (zone: string) => `All times in ${zone}`,
    useMine: (city: string) => `Show the times in my time zone: ${city}`,
    phoneChoice: /^On the phone: I'll call you on your number$/,
    openRoom: "Open the meeting room",
    calledBack: "On the phone: I'll call you on the number you gave when booking.",
    newYork: "Eastern Time (New York)",
  },
};

/** The free times of a day on the page: its fieldset, named by its legend. */
const dayGroup = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });

/** A radio's value and the time its label shows. */
/** A time's value and its label as spoken (the box shows only its start). */
async function time(radio: Locator) {
  const value = (await radio.getAttribute("value"))!;
  const label = (await radio.evaluate(
    (el) => (el as HTMLInputElement).labels?.[0]?.querySelector(".visually-hidden")?.textContent ?? "",
  ))!;
  return { value, label };
}

/** Is a time offered to a new visitor (no cookies) in that week? */
async function offered(request: APIRequestContext, path: string, week: string, value: string) {
  const html = await (await request.get(`${path}?week=${week}`, { headers: { Cookie: "" } })).text();
  return html.includes(`value="${value}"`);
}

/** The calendar part of a mail, as its text, folded lines joined. */
async function calendarPart(mail: SentMail) {
  const parsed = await PostalMime.parse(mail.raw);
  const part = parsed.attachments.find((a) => a.mimeType === "text/calendar");
  expect(part, "a text/calendar part").toBeTruthy();
  const ics =
    typeof part!.content === "string" ? part!.content : new TextDecoder().decode(part!.content as ArrayBuffer);
  return ics.replace(/\r?\n[ \t]/g, "");
}

/** A fresh video room of a booking (booking.yaml: a room per booking on Jitsi Meet). */
const ROOM = /https:\/\/meet\.jit\.si\/ceopreneur-[0-9a-f]{24}/;

async function fillDetails(page: Page, lng: "de" | "en", email: string, name = "Lena Koch") {
  const l = text[lng];
  const form = page.locator("#booking-form");
  await form.getByLabel(l.name, { exact: true }).fill(name);
  await form.getByLabel(l.email, { exact: true }).fill(email);
  await form.getByLabel(l.phone, { exact: true }).fill("+49 30 1234567");
  await form.getByLabel(l.message).fill("Nachfolge in drei Jahren");
}

for (const lng of ["de", "en"] as const) {
  const l = text[lng];

  test(`books a shown time, sees it, moves it and cancels it; other visitors see each change (${lng})${enNoJsSweep(lng)}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const day = bookingDay(`${testInfo.project.name} ${lng}` as BookingTest);
    const email = uniqueEmail(`booking-${testInfo.project.name}-${lng}`);
    await page.goto(`${l.path}?week=${day.date}`);
    await ready(page, testInfo);

    // the first time still free on this test's day
    const group = dayGroup(page, day.legend[lng]);
    const first = group.getByRole("radio").first();
    const chosen = await time(first);
    await first.check();
    await fillDetails(page, lng, email);
    // a mistake first: the message, and the time still chosen
    const name = page.locator("#booking-form").getByLabel(l.name, { exact: true });
    await name.fill("");
    await page.getByRole("button", { name: l.book }).click();
    await expect(page.getByText(l.nameRequired, { exact: true })).toBeVisible();
    await expect(page.locator(`input[value="${chosen.value}"]`)).toBeChecked();
    await expect(page.locator("#booking-form").getByLabel(l.email, { exact: true })).toHaveValue(email);
    await name.fill("Lena Koch");
    await page.getByRole("button", { name: l.book }).click();

    // its own page: booked, with the date and the time chosen
    await expect(page).toHaveURL(l.manage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.booked);
    await expect(page.getByText(day.legend[lng], { exact: true })).toBeVisible();
    await expect(page.getByText(chosen.label, { exact: true })).toBeVisible();
    // by video, the default: a room of its own, linked on its page
    const room = await page.getByRole("link", { name: l.openRoom }).getAttribute("href");
    expect(room).toMatch(ROOM);
    // gone for everybody else
    expect(await offered(request, l.path, day.date, chosen.value)).toBe(false);

    // the invitation, at the real SMTP server, with the room as its place
    const [confirmation] = await expectMails(email, 1);
    const invitation = await calendarPart(confirmation!);
    expect(invitation).toContain("METHOD:REQUEST");
    expect(invitation).toContain("SEQUENCE:0");
    expect(invitation).toContain(`LOCATION:${room}`);
    expect(invitation).toMatch(new RegExp(`CONFERENCE;[^:]*FEATURE=VIDEO[^:]*:${room}`));
    const uid = /UID:(\S+)/.exec(invitation)![1]!;
    // typed text never goes to an unconfirmed address (ADR 015); the consultant gets it all
    expect(confirmation!.text).not.toContain("Lena Koch");
    const [note] = await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
    expect(note!.text).toContain("Nachfolge in drei Jahren");

    // move it to another free time of the same day, found through the week links
    await page.getByRole("link", { name: l.reschedule }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.rescheduleTitle);
    if (hasJs(testInfo)) await ready(page, testInfo);
    for (let i = 0; i < 6 && !(await dayGroup(page, day.legend[lng]).isVisible()); i++) {
      const week = page.getByText(/^(Woche vom|Week of) /);
      const shown = await week.textContent();
      await page.getByRole("link", { name: l.nextWeek }).click();
      await expect(week).not.toHaveText(shown!);
    }
    const target = dayGroup(page, day.legend[lng]).getByRole("radio").first();
    const moved = await time(target);
    expect(moved.value).not.toBe(chosen.value);
    await target.check();
    await page.getByRole("button", { name: l.move }).click();
    await expect(page.getByRole("status").filter({ hasText: l.moved })).toBeVisible();
    await expect(page.getByText(moved.label, { exact: true })).toBeVisible();
    expect(await offered(request, l.path, day.date, chosen.value)).toBe(true);
    expect(await offered(request, l.path, day.date, moved.value)).toBe(false);
    const [, update] = await expectMails(email, 2);
    const updated = await calendarPart(update!);
    expect(updated).toContain("METHOD:REQUEST");
    expect(updated).toContain(`UID:${uid}`);
    expect(updated).toContain("SEQUENCE:1");
    // the same room after the move
    expect(updated).toContain(`LOCATION:${room}`);

    // cancel it: the link asks, the button cancels, the time is free again
    await page.getByRole("link", { name: l.cancel }).click();
    await page.getByRole("button", { name: l.confirmCancel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.cancelled);
    expect(await offered(request, l.path, day.date, moved.value)).toBe(true);
    const [, , cancellation] = await expectMails(email, 3);
    const cancelled = await calendarPart(cancellation!);
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain(`UID:${uid}`);
    expect(cancelled).toContain("STATUS:CANCELLED");
  });
}

for (const lng of ["de", "en"] as const) {
  const l = text[lng];

  test(`by phone: the consultant calls the number given, which only the consultant's invitation names (${lng})${enNoJsSweep(lng)}`, async ({
    page,
  }, testInfo) => {
    const day = bookingDay(`phone ${testInfo.project.name} ${lng}` as BookingTest);
    const email = uniqueEmail(`phone-${testInfo.project.name}-${lng}`);
    await page.goto(`${l.path}?week=${day.date}`);
    await ready(page, testInfo);
    await dayGroup(page, day.legend[lng]).getByRole("radio").first().check();
    await fillDetails(page, lng, email);
    await page.getByRole("radio", { name: l.phoneChoice }).check();
    await page.getByRole("button", { name: l.book }).click();
    await expect(page).toHaveURL(l.manage);
    await expect(page.getByText(l.calledBack, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: l.openRoom })).toHaveCount(0);
    const [confirmation] = await expectMails(email, 1);
    const mine = await calendarPart(confirmation!);
    expect(mine).toMatch(/^LOCATION:(Telefon|Phone) \(.+\)$/m);
    expect(mine).not.toContain("+49 30 1234567");
    expect(mine).not.toContain("CONFERENCE");
    const [note] = await expectMails(LEADS, 1, new RegExp(email.replace(/[.+]/g, "\\$&")));
    expect(await calendarPart(note!)).toContain("LOCATION:Telefon: +49 30 1234567 (du rufst an)");

    // the same inbox again, spelt otherwise: one answer that tells nothing about the address, the
    // request form filled in, nothing booked, and the booked session's links sent to it again
    await page.goto(`${l.path}?week=${day.date}`);
    await ready(page, testInfo);
    const again = dayGroup(page, day.legend[lng]).getByRole("radio").first();
    const againValue = (await time(again)).value;
    await again.check();
    const spelling = email.replace("@example.com", "+again@EXAMPLE.com");
    await fillDetails(page, lng, spelling);
    await page.getByRole("button", { name: l.book }).click();
    await expect(page.getByRole("alert")).toContainText(l.mailboxRefused);
    await expect(page.getByLabel(l.email, { exact: true })).toHaveValue(spelling);
    expect(await offered(page.request, l.path, day.date, againValue)).toBe(true);
    await expectMails(email, 2);
  });
}

test("a time booked by someone else meanwhile: the message, every value kept, the nearest times to choose", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const lng = hasJs(testInfo) ? "de" : "en";
  const l = text[lng];
  const day = bookingDay(`taken ${testInfo.project.name}` as BookingTest);
  // two visitors with the same week open
  const other = await browser.newContext({ javaScriptEnabled: hasJs(testInfo) });
  const first = await other.newPage();
  for (const p of [page, first]) {
    await p.goto(`${l.path}?week=${day.date}`);
    await ready(p, testInfo);
  }
  const wanted = await time(dayGroup(page, day.legend[lng]).getByRole("radio").first());
  // the late visitor fills everything in ...
  const email = uniqueEmail(`late-${testInfo.project.name}`);
  await page.locator(`input[value="${wanted.value}"]`).check();
  await fillDetails(page, lng, email, "Bruno Beispiel");
  // ... while the other books the same time
  await first.locator(`input[value="${wanted.value}"]`).check();
  await fillDetails(first, lng, uniqueEmail(`first-${testInfo.project.name}`));
  await first.getByRole("button", { name: l.book }).click();
  await expect(first).toHaveURL(l.manage);
  await other.close();

  await page.getByRole("button", { name: l.book }).click();
  await expect(page.getByRole("alert")).toContainText(l.taken);
  const form = page.locator("#booking-form");
  await expect(form.getByLabel(l.name, { exact: true })).toHaveValue("Bruno Beispiel");
  await expect(form.getByLabel(l.email, { exact: true })).toHaveValue(email);
  await expect(form.getByLabel(l.message)).toHaveValue("Nachfolge in drei Jahren");
  const nearest = page.getByRole("group", { name: l.nearest });
  await expect(nearest.getByRole("radio")).toHaveCount(4);
  await expect(page.locator(`input[value="${wanted.value}"]`)).toHaveCount(0);
  if (hasJs(testInfo)) await expectNoAxeViolations(page, "slot taken");
  // one of them, and booked
  await nearest.getByRole("radio").first().check();
  await page.getByRole("button", { name: l.book }).click();
  await expect(page).toHaveURL(l.manage);
  await expectMails(email, 1);
});

test.describe("the time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("shows the times in another zone; with JavaScript the browser's is offered by a link", async ({
    page,
  }, testInfo) => {
    const l = text.en;
    await page.goto(l.path);
    await ready(page, testInfo);
    await expect(page.getByText(l.shownIn("Central European Time (Zurich)"), { exact: true })).toBeVisible();
    const zone = page.getByLabel(l.zone, { exact: true });
    await expect(zone).toHaveValue("Europe/Zurich");
    if (hasJs(testInfo)) await page.getByRole("link", { name: l.useMine("New York") }).click();
    else {
      await expect(page.getByRole("link", { name: l.useMine("New York") })).toHaveCount(0);
      await zone.selectOption("America/New_York");
      await page.getByRole("button", { name: l.showTimes }).click();
    }
    await expect(page).toHaveURL(/[?&]tz=America%2FNew_York/);
    await expect(page.getByText(l.shownIn(l.newYork), { exact: true })).toBeVisible();
    await expect(zone).toHaveValue("America/New_York");
    // chosen: no other zone is offered
    await expect(page.getByRole("link", { name: l.useMine("New York") })).toHaveCount(0);
    // the first time in New York is six hours earlier than Zurich's 09:00 (or five, in the weeks
    // between the US and the EU clock changes)
    await expect(page.getByRole("radio").first()).toBeVisible();
    expect((await time(page.getByRole("radio").first())).label).toMatch(/^[34]:00\s?[–-]\s?[34]:45\s?AM$/);
  });
});

test.describe("a browser zone the times are not shown in", () => {
  test.use({ timezoneId: "UTC" });

  // a select showing the browser's zone over a list of Zurich times made visitors book the wrong hour
  test("the select shows the zone of the times, before and after a refused booking", async ({ page }, testInfo) => {
    const l = text.de;
    await page.goto(l.path);
    await ready(page, testInfo);
    const zone = page.getByLabel(l.zone, { exact: true });
    const shownIn = page.getByText(l.shownIn("Mitteleuropäische Zeit (Zürich)"), { exact: true });
    await expect(shownIn).toBeVisible();
    await expect(zone).toHaveValue("Europe/Zurich");
    await page.getByRole("button", { name: l.book }).click();
    await expect(page.getByText(l.nameRequired, { exact: true })).toBeVisible();
    await expect(shownIn).toBeVisible();
    await expect(zone).toHaveValue("Europe/Zurich");
  });
});

test.describe("a browser zone the list names otherwise", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("is offered under the list's name (ICU calls it Asia/Calcutta)", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "offering the browser's zone needs JavaScript");
    await page.goto(text.de.path);
    await ready(page, testInfo);
    await page.getByRole("link", { name: text.de.useMine("Kolkata") }).click();
    await expect(page).toHaveURL(/[?&]tz=Asia%2FKolkata/);
    await expect(page.getByLabel(text.de.zone, { exact: true })).toHaveValue("Asia/Kolkata");
  });
});

test("fits a 320 px screen: no page of the booking scrolls sideways", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "server-rendered layout, the same in both projects");
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    text.de.path,
    `${text.en.path}?tz=America/Argentina/Buenos_Aires`,
    "/strategiegespraech/anfrage",
  ]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test("the week links keep their arrow on a phone (a long label squeezed it to nothing)", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "server-rendered layout, the same in both projects");
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [text.de.path, text.en.path]) {
      await page.goto(path);
      const arrows = page.locator("nav.week-nav a svg");
      expect(await arrows.count(), path).toBeGreaterThan(0);
      for (const arrow of await arrows.all())
        expect((await arrow.boundingBox())?.width, `${path} at ${width} px`).toBe(18);
    }
  }
});

// The booking's own pages in both languages and both themes. Axe sees the same server-rendered DOM
// in both projects (ADR 059): the js project checks it.
test("axe: a booking's page, its cancel and reschedule pages (de, en; light, dark)", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "same server-rendered DOM in both projects: the js project runs axe on it");
  test.setTimeout(90_000);
  const day = bookingDay("axe");
  // booked over HTTP, as the form would send it
  const html = await (await page.request.get(`/strategiegespraech?week=${day.date}`)).text();
  const slot = /name="slot"[^>]*value="([^"]+)"/.exec(html.slice(html.indexOf(day.legend.de)))![1]!;
  const submissionId = /name="submissionId" value="([^"]+)"/.exec(html)![1]!;
  const response = await page.request.post(`/strategiegespraech?week=${day.date}`, {
    form: {
      submissionId,
      website_url: "",
      slot,
      name: "Ada Muster",
      email: uniqueEmail("axe"),
      phone: "+41 44 000 00 00",
      timeZone: "America/New_York",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const token = /[\w-]{43}$/.exec(response.headers()["location"]!)![0];
  const paths = {
    de: [`/strategiegespraech/termin/${token}`, "/absagen", "/verschieben"],
    en: [`/strategy-session/booking/${token}`, "/cancel", "/reschedule"],
  };
  let set: { lng?: "de" | "en"; theme?: "light" | "dark" } = {};
  for (const lng of ["de", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      await setPreferences(page, {
        lng: set.lng === lng ? undefined : lng,
        theme: set.theme === theme ? undefined : theme,
      });
      set = { lng, theme };
      const [base, ...actions] = paths[lng];
      for (const path of [base!, ...actions.map((a) => base + a)]) {
        await page.goto(path);
        await ready(page, testInfo);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoAxeViolations(page, `${path} ${lng} ${theme}`, {
          rules: theme === "dark" ? colourRules : undefined,
        });
      }
    }
  }
  // a link that names no booking: a friendly 404 in the visitor's language
  const missing = await page.goto(`/strategy-session/booking/${"A".repeat(43)}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("I can't find this session");
  await expectNoAxeViolations(page, "unknown booking");
});
