import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import PostalMime from "postal-mime";
import { bookingDay } from "./booking-days";
import { expectMails, hasJs, mailsTo, ready, uniqueEmail, type SentMail } from "./helpers";

// Security at the browser and HTTP level (docs/security.md): the headers on every kind of
// response, and hostile input through every form coming back escaped on the re-rendered form, the
// success page and in the emails. tests/e2e/shell.spec.ts "security and health" covers the CSP of a
// first page view, the cross-site POST and the open redirect; this file covers the rest.

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const LEADS = "leads@example.com";
const EVIL = "evil@example.com";

// ---------------------------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------------------------

/** What server/app.ts sets on every response (baseSecurityHeaders, SITE_URL is http here). */
function expectBaseHeaders(response: APIResponse, label: string) {
  const h = response.headers();
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(h["cross-origin-opener-policy"], label).toBe("same-origin");
  for (const feature of ["camera=()", "geolocation=()", "microphone=()", "payment=()"]) {
    expect(h["permissions-policy"], label).toContain(feature);
  }
  // a response for many visitors (a content page a shared cache may keep) names no request (ADR 064)
  if (/^public\b/.test(h["cache-control"] ?? "")) expect(h["x-request-id"], label).toBeUndefined();
  else expect(h["x-request-id"], label).toMatch(/^[A-Za-z0-9._-]{8,100}$/);
  // no HSTS over plain http (it would pin localhost to https)
  expect(h["strict-transport-security"], label).toBeUndefined();
}

/**
 * An HTML response: an enforced CSP. A page with a nonce (forms, flows) has it on every script of
 * the body; a page without (a content page, the same for everybody: ADR 064) runs only the site's
 * own script files and the inline scripts whose hashes its CSP lists. Returns the nonce, or "".
 */
async function expectHtmlCsp(response: APIResponse, label: string, kind: "nonce" | "hashes"): Promise<string> {
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (kind === "nonce") expect(nonce, `${label}: CSP nonce`).toBeTruthy();
  else expect(nonce, `${label}: no CSP nonce`).toBeUndefined();
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "default-src 'self'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(/script-src[^;]*'unsafe-inline'/.test(csp), `${label}: unsafe-inline scripts`).toBe(false);
  expect(response.headers()["content-security-policy-report-only"], label).toBeUndefined();
  const body = await response.text();
  const scripts = body.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, `${label}: scripts`).toBeGreaterThan(0);
  for (const [element, tag, text] of body.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    // JSON-LD is data, not script (CSP does not apply to it)
    if (tag!.includes('type="application/ld+json"')) continue;
    if (nonce) {
      expect(tag, `${label}: every script carries this response's nonce`).toContain(`nonce="${nonce}"`);
      continue;
    }
    expect(tag, `${label}: no nonce attribute`).not.toContain("nonce=");
    const src = /\bsrc="([^"]*)"/.exec(tag!)?.[1];
    if (src) expect(src, `${label}: ${element}`).toMatch(/^\/build\//);
    else expect(csp, `${label}: the hash of ${element.slice(0, 80)}`).toContain(`'sha256-${sha256(text!)}'`);
  }
  return nonce ?? "";
}

test.describe("security headers on every kind of response", () => {
  // only the `request` fixture: the same requests and answers whatever the browser's JavaScript setting
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP requests only: the js project runs them");
  test("a page rendered by Remix, the same page from the render cache (304), and a form page", async ({ request }) => {
    // an unknown query parameter keeps a page out of the cache: always rendered
    const rendered = await request.get(`/ceo-mentoring?x=${Date.now()}`);
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()["x-render-cache"]).toBeUndefined();
    expectBaseHeaders(rendered, "rendered page");
    await expectHtmlCsp(rendered, "rendered page", "hashes");

    await request.get("/ceo-mentoring");
    const cached = await request.get("/ceo-mentoring");
    expect(cached.headers()["x-render-cache"]).toBe("hit");
    expectBaseHeaders(cached, "cached page");
    await expectHtmlCsp(cached, "cached page", "hashes");
    const again = await request.get("/ceo-mentoring");
    expect(again.headers()["x-render-cache"]).toBe("hit");
    expect(await again.text()).toBe(await cached.text());

    // a form page: a nonce of its own in every response, never kept
    const form = await request.get("/kontakt");
    expectBaseHeaders(form, "form page");
    const nonce = await expectHtmlCsp(form, "form page", "nonce");
    expect(await expectHtmlCsp(await request.get("/kontakt"), "form page, again", "nonce")).not.toBe(nonce);

    const etag = again.headers()["etag"];
    expect(etag).toBeTruthy();
    const notModified = await request.get("/ceo-mentoring", { headers: { "If-None-Match": etag! } });
    expect(notModified.status()).toBe(304);
    expectBaseHeaders(notModified, "304");
  });

  test("a hashed build asset, a public file and a missing asset", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.status()).toBe(200);
    expect(js.headers()["cache-control"]).toContain("immutable");
    expectBaseHeaders(js, asset!);
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expectBaseHeaders(favicon, "favicon");
    const missing = await request.get("/build/no-such-file-1234.js");
    expect(missing.status()).toBe(404);
    expectBaseHeaders(missing, "missing asset");
  });

  test("resource routes", async ({ request }) => {
    for (const [path, type] of [
      ["/robots.txt", "text/plain"],
      ["/sitemap.xml", "xml"],
      ["/blog/rss.xml", "xml"],
      ["/blog/rss.xml?lng=en", "xml"],
      ["/healthz", "json"],
      ["/readyz", "json"],
      ["/locales/en", "json"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
      expectBaseHeaders(response, path);
    }
  });

  test("a 404 page, twice (rendered, then cached)", async ({ request }) => {
    for (const label of ["404", "404 again"]) {
      const response = await request.get("/no-such-page-here");
      expect(response.status()).toBe(404);
      expectBaseHeaders(response, label);
      await expectHtmlCsp(response, label, "hashes");
    }
  });

  test("redirects: the language-aware GET redirect and a form's 303", async ({ request }) => {
    const language = await request.get("/exit-strategie?lng=en", { maxRedirects: 0 });
    expect(language.status()).toBe(302);
    expect(language.headers()["location"]).toBe("/exit-strategy");
    expectBaseHeaders(language, "302");
    const theme = await request.post("/preferences/theme", {
      form: { theme: "dark", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(theme.status()).toBe(303);
    expectBaseHeaders(theme, "303");
  });

  test("a 400 form answer, and the refusals before Remix: 403, 413, 415", async ({ request }) => {
    const { fields } = await formPage(request, "/kontakt", "contact-form");
    const invalid = await request.post("/kontakt", { form: { ...fields, name: "", email: "" } });
    expect(invalid.status()).toBe(400);
    expectBaseHeaders(invalid, "400");
    await expectHtmlCsp(invalid, "400", "nonce");

    const foreign = await request.post("/kontakt", { form: fields, headers: { Origin: "https://evil.example" } });
    expect(foreign.status()).toBe(403);
    expectBaseHeaders(foreign, "403");

    const tooLarge = await request.post("/kontakt", {
      form: { ...fields, name: "Big", email: uniqueEmail("big"), message: "x".repeat(70 * 1024) },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toContain("Request too large");
    expectBaseHeaders(tooLarge, "413");

    const json = await request.post("/kontakt", {
      data: JSON.stringify({ ...fields, name: "Json", email: uniqueEmail("json"), message: "hi" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status()).toBe(415);
    expectBaseHeaders(json, "415");
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile input through every form
// ---------------------------------------------------------------------------------------------

const XSS = {
  script: "<script>alert(1)</script>",
  img: '"><img src=x onerror=alert(1)>',
  js: "javascript:alert(1)",
  textarea: "</textarea><svg onload=alert(1)>",
  template: "{{7*7}} ${7*7} #{7*7}",
  scriptClose: "</script><script>alert(1)</script>",
};
/** A header-injection attempt: only a server that puts it unfiltered into a header would split it. */
const HEADER = `x\r\nBcc: ${EVIL}`;
/** One-line values (names, companies: at most 120 characters). */
const LINE_A = `${HEADER} ${XSS.img} ${XSS.script}`;
const LINE_B = `${XSS.textarea} ${XSS.js} ${XSS.template}`;
/** A multi-line value (messages, the challenge). */
const LONG = [...Object.values(XSS), HEADER].join("\n");
/** What must never appear unescaped in HTML that shows these values. */
const RAW_MARKUP = ["<script>alert", "<img src=x", "<svg onload", "onerror=alert(1)>", "onload=alert(1)>"];

function expectNoRawMarkup(html: string, label: string) {
  for (const marker of RAW_MARKUP) expect(html, `${label} contains ${marker}`).not.toContain(marker);
}

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&");

/** The markup of the form with this id, or with this action when it starts with "/" (up to its end tag). */
function formHtml(html: string, formId: string): string {
  const attribute = formId.startsWith("/") ? `action="${formId}"` : `id="${formId}"`;
  const start = html.search(new RegExp(`<form\\b[^>]*\\b${attribute}`));
  expect(start, `form #${formId}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</form>", start) + 7);
}

/** Line breaks as an HTML parser reads them (CR LF and CR become LF). */
const lf = (s: string) => s.replace(/\r\n?/g, "\n");

/** A single-line field as it is stored (app/features/forms/fields.ts): its line breaks one space. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ");

/** The value a field is rendered with: an input's value attribute or a textarea's content. */
function renderedValue(form: string, name: string): string | null {
  const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(form)?.[0];
  if (input) {
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1];
    return value === undefined ? null : lf(decodeEntities(value));
  }
  const textarea = new RegExp(`<textarea\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(form)?.[1];
  return textarea === undefined ? null : lf(decodeEntities(textarea));
}

/** A form page's hidden fields (submission id, the honeypot's empty trap, source). */
async function formPage(request: APIRequestContext, path: string, formId: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const form = formHtml(await response.text(), formId);
  const fields: Record<string, string> = {};
  for (const tag of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    if (tag.includes('type="hidden"') || name === "website_url") {
      fields[name] = decodeEntities(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
  }
  expect(Object.keys(fields), `hidden fields of #${formId}`).toEqual(expect.arrayContaining(["website_url"]));
  return { fields };
}

/**
 * Posts hostile values with an invalid email: 400, the same form with every value kept (the
 * attribute parses back to exactly what was sent) and nothing unescaped on the page.
 */
async function expectEscapedRerender(
  request: APIRequestContext,
  path: string,
  formId: string,
  hostile: Record<string, string>,
  base: Record<string, string>,
) {
  const badEmail = `${XSS.img}@x`;
  const response = await request.post(path, { form: { ...base, ...hostile, email: badEmail } });
  expect(response.status(), `${path}: invalid email`).toBe(400);
  const html = await response.text();
  expectNoRawMarkup(html, `${path} 400`);
  const form = formHtml(html, formId);
  for (const [name, value] of Object.entries({ ...hostile, email: badEmail })) {
    expect(renderedValue(form, name), `${path}: ${name} kept`).toBe(lf(value));
  }
  expect(form).toContain('aria-invalid="true"');
}

/** Posts a valid submission and follows it to its success page: nothing unescaped there. */
async function submitAndFollow(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, maxRedirects: 0 });
  expect(response.status(), `${path}: accepted`).toBe(303);
  const location = response.headers()["location"]!;
  expect(location).toMatch(/^\/[^/]/);
  const page = await request.get(location);
  expect(page.status(), location).toBe(200);
  const html = await page.text();
  expectNoRawMarkup(html, location);
  return { location, html };
}

interface MailCheck {
  to: string;
  /** texts that must be in the mail (values as the visitor typed them) */
  contains?: string[];
  /** texts that must not be in the mail at all (a visitor mail carries nothing typed, ADR 015) */
  absent?: readonly string[];
  /** the subject must carry the header-injection attempt on one line */
  subjectHasInjection?: boolean;
}

/** A sent mail is well-formed: one recipient, no Bcc/Cc, no split header, HTML escaped. */
async function expectSafeMail(mail: SentMail, check: MailCheck) {
  expect(mail.to, "SMTP envelope recipients").toBe(check.to);
  const parsed = await PostalMime.parse(mail.raw);
  expect(parsed.to?.map((a) => ("address" in a ? a.address : null))).toEqual([check.to]);
  expect(parsed.bcc ?? []).toEqual([]);
  expect(parsed.cc ?? []).toEqual([]);
  const headerBlock = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
  const headerNames = headerBlock
    .replace(/\r?\n[ \t]+/g, " ") // unfold
    .split(/\r?\n/)
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
  expect(headerNames).not.toContain("bcc");
  expect(headerNames).not.toContain("cc");
  expect(headerNames.filter((n) => n === "to")).toHaveLength(1);
  expect(headerNames.filter((n) => n === "subject")).toHaveLength(1);
  expect(parsed.subject ?? "").not.toMatch(/[\r\n]/);
  if (check.subjectHasInjection) expect(parsed.subject).toContain(`x Bcc: ${EVIL}`);
  const html = parsed.html ?? "";
  expect(html.length).toBeGreaterThan(0);
  expectNoRawMarkup(html, `mail to ${check.to}: html`);
  // every line of the values, in the text part as typed and in the HTML part escaped
  for (const line of (check.contains ?? []).flatMap((text) => lf(text).split("\n"))) {
    expect(parsed.text, `mail to ${check.to}: text`).toContain(line);
    const escaped = line
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
    expect(html, `mail to ${check.to}: html`).toContain(escaped);
  }
  for (const marker of check.absent ?? []) {
    expect(parsed.subject ?? "", `mail to ${check.to}: subject`).not.toContain(marker);
    expect(parsed.text ?? "", `mail to ${check.to}: text`).not.toContain(marker);
    expect(html, `mail to ${check.to}: html`).not.toContain(marker);
  }
  expect(await mailsTo(EVIL), "mails to the injected Bcc").toEqual([]);
}

/** Pieces of every hostile value: a visitor mail (to an unconfirmed address) contains none of them. */
const TYPED = ["alert(1)", "7*7", EVIL, "javascript:"] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The consultant's notification about this email address. */
const notificationFor = async (email: string) => (await expectMails(LEADS, 1, new RegExp(escapeRegExp(email))))[0]!;

/** Starts an ExitReady attempt and answers all 8 questions; returns the contact step's path. */
async function finishedAttempt(request: APIRequestContext) {
  const { fields } = await formPage(request, "/exit-ready-check", "/exit-ready-check");
  const start = await request.post("/exit-ready-check", { form: fields, maxRedirects: 0 });
  expect(start.status()).toBe(303);
  const attempt = /\/exit-ready-check\/([0-9a-f-]{36})\/frage\/1$/.exec(start.headers()["location"] ?? "")?.[1];
  expect(attempt).toBeTruthy();
  for (let n = 1; n <= 8; n++) {
    const answer = await request.post(`/exit-ready-check/${attempt}/frage/${n}`, {
      form: { answer: String(n % 5), intent: "next" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
  return { attempt: attempt!, contact: `/exit-ready-check/${attempt}/kontakt` };
}

test.describe("hostile input comes back escaped (forms, success pages, emails)", () => {
  // only the `request` fixture: the same requests and answers whatever the browser's JavaScript setting
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP requests only: the js project runs them");
  test("audit application", async ({ request }, testInfo) => {
    const email = uniqueEmail(`xss-audit-${testInfo.project.name}`);
    const { fields } = await formPage(request, "/audit", "audit-application");
    const choices = { industry: "manufacturing", revenue: "2m-5m", employees: "26-50", timeline: "short" };
    const hostile = { name: LINE_A, company: LINE_B, challenge: LONG };
    await expectEscapedRerender(request, "/audit", "audit-application", hostile, { ...fields, ...choices });
    await submitAndFollow(request, "/audit", { ...fields, ...choices, ...hostile, email });
    const [confirmation] = await expectMails(email, 1);
    await expectSafeMail(confirmation!, { to: email, absent: TYPED });
    await expectSafeMail(await notificationFor(email), { to: LEADS, contains: [LINE_B, LONG] });
    // the company goes into the notification's subject: a header-injection attempt there
    const email2 = uniqueEmail(`xss-audit-subject-${testInfo.project.name}`);
    const fresh = (await formPage(request, "/audit", "audit-application")).fields;
    await submitAndFollow(request, "/audit", {
      ...fresh,
      ...choices,
      name: "Anna",
      company: LINE_A,
      challenge: "c",
      email: email2,
    });
    await expectSafeMail(await notificationFor(email2), { to: LEADS, subjectHasInjection: true });
  });

  test("contact form", async ({ request }, testInfo) => {
    const email = uniqueEmail(`xss-contact-${testInfo.project.name}`);
    const { fields } = await formPage(request, "/kontakt", "contact-form");
    const hostile = { name: LINE_A, company: LINE_B, message: LONG };
    await expectEscapedRerender(request, "/kontakt", "contact-form", hostile, fields);
    await submitAndFollow(request, "/kontakt", { ...fields, ...hostile, email });
    const [confirmation] = await expectMails(email, 1);
    await expectSafeMail(confirmation!, { to: email, absent: TYPED });
    await expectSafeMail(await notificationFor(email), {
      to: LEADS,
      contains: [LINE_B, LONG],
      subjectHasInjection: true,
    });
  });

  test("strategy session request", async ({ request }, testInfo) => {
    const email = uniqueEmail(`xss-session-${testInfo.project.name}`);
    const { fields } = await formPage(request, "/strategy-session/request", "session-form");
    const hostile = { name: LINE_A, message: LONG };
    const base = { ...fields, phone: "+49 30 1234567" };
    await expectEscapedRerender(request, "/strategy-session/request", "session-form", hostile, base);
    await submitAndFollow(request, "/strategy-session/request", { ...base, ...hostile, email });
    const [confirmation] = await expectMails(email, 1);
    await expectSafeMail(confirmation!, { to: email, absent: TYPED });
    await expectSafeMail(await notificationFor(email), { to: LEADS, contains: [LONG], subjectHasInjection: true });
  });

  test("strategy session booking (its page, the booking's page, the invitation)", async ({ request }, testInfo) => {
    const day = bookingDay("hostile");
    const page = `/strategy-session?week=${day.date}`;
    const html = await (await request.get(page)).text();
    const slot = /name="slot"[^>]*value="([^"]+)"/.exec(html.slice(html.indexOf(day.legend.en)))![1]!;
    const { fields } = await formPage(request, page, "booking-form");
    const email = uniqueEmail(`xss-booking-${testInfo.project.name}`);
    const hostile = { name: LINE_A, message: LONG };
    const base = { ...fields, slot, phone: "+49 30 1234567" };
    await expectEscapedRerender(request, page, "booking-form", hostile, base);
    const { location } = await submitAndFollow(request, page, { ...base, ...hostile, email });
    expect(location).toMatch(/^\/strategy-session\/booking\/[\w-]{43}$/);
    const [confirmation] = await expectMails(email, 1);
    await expectSafeMail(confirmation!, { to: email, absent: TYPED });
    await expectSafeMail(await notificationFor(email), { to: LEADS, contains: [LONG], subjectHasInjection: true });
  });

  test("newsletter signup", async ({ request }, testInfo) => {
    const { fields } = await formPage(request, "/newsletter", "newsletter-page");
    for (const value of [XSS.img, `${XSS.script}@example.com`, `${HEADER}@example.com`]) {
      const response = await request.post("/newsletter", { form: { ...fields, email: value, source: XSS.img } });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expectNoRawMarkup(html, "newsletter 400");
      expect(renderedValue(formHtml(html, "newsletter-page"), "email")).toBe(lf(value));
    }
    const email = uniqueEmail(`xss-news-${testInfo.project.name}`);
    await submitAndFollow(request, "/newsletter", { ...fields, email, source: XSS.script });
    const [confirmation] = await expectMails(email, 1);
    await expectSafeMail(confirmation!, { to: email, absent: TYPED });
  });

  test("ExitReady contact step, result page and the session booked or requested from it", async ({
    request,
  }, testInfo) => {
    const { attempt, contact } = await finishedAttempt(request);
    const { fields } = await formPage(request, contact, "exit-ready-contact");
    const hostile = { name: LINE_A, company: LINE_B };
    await expectEscapedRerender(request, contact, "exit-ready-contact", hostile, fields);
    const email = uniqueEmail(`xss-exit-${testInfo.project.name}`);
    const { location, html } = await submitAndFollow(request, contact, { ...fields, ...hostile, email });
    expect(location).toBe(`/exit-ready-check/${attempt}/ergebnis`);
    // the result page greets the visitor by name, escaped; its booking link fills the booking form
    // with it, and the request form the booking page links
    expect(html).toContain(`/strategiegespraech?attempt=${attempt}`);
    const bookingPage = await (await request.get(`/strategiegespraech?attempt=${attempt}`)).text();
    expectNoRawMarkup(bookingPage, "booking page from the result");
    expect(renderedValue(formHtml(bookingPage, "booking-form"), "name")).toBe(oneLine(LINE_A));
    const [result] = await expectMails(email, 1);
    await expectSafeMail(result!, { to: email, absent: TYPED });
    await expectSafeMail(await notificationFor(email), { to: LEADS, contains: [LINE_B], subjectHasInjection: true });

    // the request form, opened from the booking page with the attempt
    const requestPage = `/strategiegespraech/anfrage?attempt=${attempt}`;
    const sessionFields = (await formPage(request, requestPage, "session-form")).fields;
    expect(sessionFields.attemptId).toBe(attempt);
    const base = { ...sessionFields, phone: "+41 44 123 45 67" };
    await expectEscapedRerender(request, requestPage, "session-form", { name: LINE_B, message: LONG }, base);
    const sessionEmail = uniqueEmail(`xss-exit-session-${testInfo.project.name}`);
    await submitAndFollow(request, requestPage, { ...base, name: LINE_A, message: LONG, email: sessionEmail });
    const [confirmation] = await expectMails(sessionEmail, 1);
    await expectSafeMail(confirmation!, { to: sessionEmail, absent: TYPED });
    await expectSafeMail(await notificationFor(sessionEmail), {
      to: LEADS,
      contains: [LONG],
      subjectHasInjection: true,
    });
  });

  test("Build to Leave onboarding (company name on the dashboard)", async ({ request }) => {
    const { fields } = await formPage(request, "/build-to-leave/profile", "btl-profile");
    const choices = {
      industry: "services",
      employees: "6-20",
      revenue: "1m-5m",
      mainGoal: "independence",
      timeline: "short",
    };
    // industry missing: 400 with the company name kept
    const invalid = await request.post("/build-to-leave/profile", {
      form: { ...fields, ...choices, industry: "", companyName: LINE_A },
    });
    expect(invalid.status()).toBe(400);
    const html = await invalid.text();
    expectNoRawMarkup(html, "btl 400");
    expect(renderedValue(formHtml(html, "btl-profile"), "companyName")).toBe(lf(LINE_A));
    const { location, html: dashboard } = await submitAndFollow(request, "/build-to-leave/profile", {
      ...fields,
      ...choices,
      companyName: LINE_B,
    });
    expect(location).toBe("/build-to-leave");
    const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(dashboard)?.[1] ?? "";
    expect(decodeEntities(title)).toContain(LINE_B);
  });

  test("reflected values: paths and query parameters", async ({ request }) => {
    for (const path of [
      `/${encodeURIComponent(XSS.script)}`,
      `/blog?category=${encodeURIComponent(XSS.img)}`,
      `/blog?page=${encodeURIComponent(XSS.textarea)}`,
      `/?lng=${encodeURIComponent(XSS.script)}`,
      `/ueber-mich?tab=${encodeURIComponent(XSS.img)}`,
      `/newsletter/bestaetigen?token=${encodeURIComponent(XSS.script)}`,
      `/newsletter/abmelden?id=1&token=${encodeURIComponent(XSS.img)}`,
      `/exit-ready-check/${encodeURIComponent(XSS.script)}/kontakt`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expectNoRawMarkup(await response.text(), path);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// In the browser: nothing hostile runs. The CSP would block inline handlers anyway, so these
// tests bypass it: escaping alone must hold.
// ---------------------------------------------------------------------------------------------

test.describe("hostile input in the browser", () => {
  test.use({ bypassCSP: true });

  const B_NAME = `${XSS.img} ${XSS.script}`;
  const B_COMPANY = `${XSS.textarea} ${XSS.js} ${XSS.template}`;
  const B_EMAIL = `${XSS.img}@x`;

  let dialogs: string[] = [];
  test.beforeEach(({ page }) => {
    dialogs = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  /** Nothing was injected into the document, and no dialog opened. */
  async function expectNothingRan(page: Page, label: string) {
    await expect(page.locator("[onerror], [onload], img[src='x']"), label).toHaveCount(0);
    const injected = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.trim() === "alert(1)").length);
    expect(injected, `${label}: injected scripts`).toBe(0);
    expect(dialogs, `${label}: dialogs`).toEqual([]);
  }

  test("the check itself notices a script that runs", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing can run, so there is nothing to notice");
    await page.goto("/kontakt");
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", "<img src=x onerror=alert(1)>"));
    await expect.poll(() => dialogs).toEqual(["1"]);
  });

  test("audit application", async ({ page }, testInfo) => {
    await page.goto("/audit");
    await ready(page, testInfo);
    const form = page.locator("#audit-application");
    // fields by name: the same loop for every kind of field
    await form.locator('[name="name"]').fill(B_NAME);
    await form.locator('[name="company"]').fill(B_COMPANY);
    await form.locator('[name="challenge"]').fill(LONG);
    await form.locator('[name="email"]').fill(B_EMAIL);
    await form.locator('[name="industry"]').selectOption("services");
    await form.locator('[name="revenue"]').selectOption("1m-2m");
    await form.locator('[name="employees"]').selectOption("11-25");
    await form.locator('[name="timeline"]').selectOption("medium");
    await form.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('[name="name"]')).toHaveValue(B_NAME);
    await expect(form.locator('[name="company"]')).toHaveValue(B_COMPANY);
    await expect(form.locator('[name="challenge"]')).toHaveValue(lf(LONG));
    await expect(form.locator('[name="email"]')).toHaveValue(B_EMAIL);
    await expectNothingRan(page, "audit, invalid");
    await form.locator('[name="email"]').fill(uniqueEmail(`xss-b-audit-${testInfo.project.name}`));
    await form.getByRole("button", { name: "Bewerbung absenden" }).click();
    await expect(page).toHaveURL("/audit/danke");
    await expectNothingRan(page, "audit, success");
  });

  test("contact form", async ({ page }, testInfo) => {
    await page.goto("/kontakt");
    await ready(page, testInfo);
    const form = page.locator("#contact-form");
    await form.locator('[name="name"]').fill(B_NAME);
    await form.locator('[name="company"]').fill(B_COMPANY);
    await form.locator('[name="message"]').fill(LONG);
    await form.locator('[name="email"]').fill(B_EMAIL);
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('[name="name"]')).toHaveValue(B_NAME);
    await expect(form.locator('[name="message"]')).toHaveValue(lf(LONG));
    await expectNothingRan(page, "contact, invalid");
    await form.locator('[name="email"]').fill(uniqueEmail(`xss-b-contact-${testInfo.project.name}`));
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL("/kontakt/danke");
    await expectNothingRan(page, "contact, success");
  });

  test("strategy session and newsletter", async ({ page }, testInfo) => {
    await page.goto("/strategy-session/request");
    await ready(page, testInfo);
    const form = page.locator("#session-form");
    await form.locator('[name="name"]').fill(B_NAME);
    await form.locator('[name="phone"]').fill("+49 30 1234567");
    await form.locator('[name="message"]').fill(LONG);
    await form.locator('[name="email"]').fill(B_EMAIL);
    await form.getByRole("button", { name: "Request a strategy session" }).click();
    await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('[name="name"]')).toHaveValue(B_NAME);
    await expectNothingRan(page, "session, invalid");
    await form.locator('[name="email"]').fill(uniqueEmail(`xss-b-session-${testInfo.project.name}`));
    await form.getByRole("button", { name: "Request a strategy session" }).click();
    await expect(page).toHaveURL("/strategy-session/thank-you");
    await expectNothingRan(page, "session, success");

    // the footer's newsletter form: validated on the server, answered by the newsletter page
    await page.goto("/ceopreneur");
    await ready(page, testInfo);
    await page.locator("#newsletter-footer").locator('[name="email"]').fill(B_EMAIL);
    await page.locator("#newsletter-footer").getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/newsletter/);
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" }).first()).toHaveValue(B_EMAIL);
    await expectNothingRan(page, "newsletter, invalid");
  });

  test("ExitReady contact step, result and session form", async ({ page }, testInfo) => {
    const { contact } = await finishedAttempt(page.request);
    await page.goto(contact);
    await ready(page, testInfo);
    const form = page.locator("#exit-ready-contact");
    await form.locator('[name="name"]').fill(B_NAME);
    await form.locator('[name="company"]').fill(B_COMPANY);
    await form.locator('[name="email"]').fill(B_EMAIL);
    await form.getByRole("button", { name: "Ergebnis anzeigen" }).click();
    await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('[name="company"]')).toHaveValue(B_COMPANY);
    await expectNothingRan(page, "exit-ready contact, invalid");
    await form.locator('[name="email"]').fill(uniqueEmail(`xss-b-exit-${testInfo.project.name}`));
    await form.getByRole("button", { name: "Ergebnis anzeigen" }).click();
    await expect(page).toHaveURL(/\/ergebnis$/);
    await ready(page, testInfo);
    await expectNothingRan(page, "exit-ready result");
    // greeted by name (as text); the booking page and the request form it links prefilled with it
    await expect(page.getByText(B_NAME, { exact: false }).first()).toBeVisible();
    await page.getByRole("link", { name: "Freien Termin wählen" }).click();
    await ready(page, testInfo);
    await expect(page.locator("#booking-form").locator('[name="name"]')).toHaveValue(B_NAME);
    await expectNothingRan(page, "booking page from the result");
    await page.getByRole("link", { name: /Kein passender Termin dabei/ }).click();
    await ready(page, testInfo);
    const session = page.locator("#session-form");
    await expect(session.locator('[name="name"]')).toHaveValue(B_NAME);
    await session.locator('[name="phone"]').fill("+41 44 123 45 67");
    await session.locator('[name="message"]').fill(LONG);
    await session.getByRole("button", { name: "Strategiegespräch anfragen" }).click();
    await expect(page).toHaveURL("/strategiegespraech/danke");
    await expectNothingRan(page, "exit-ready session, success");
  });

  test("Build to Leave onboarding and dashboard", async ({ page }, testInfo) => {
    await page.goto("/build-to-leave/profile");
    await ready(page, testInfo);
    const form = page.locator("#btl-profile");
    await form.locator('[name="companyName"]').fill(B_COMPANY);
    await form.locator('[name="employees"]').selectOption("6-20");
    await form.locator('[name="revenue"]').selectOption("1m-5m");
    await form.locator('[name="mainGoal"]').selectOption("independence");
    await form.locator('[name="timeline"]').selectOption("short");
    const save = form.getByRole("button", { name: "Profil speichern und zum Dashboard" });
    await save.click();
    await expect(form.locator('[name="industry"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('[name="companyName"]')).toHaveValue(B_COMPANY);
    await expectNothingRan(page, "btl profile, invalid");
    await form.locator('[name="industry"]').selectOption("services");
    await save.click();
    await expect(page).toHaveURL("/build-to-leave");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(B_COMPANY);
    await expectNothingRan(page, "btl dashboard");
  });
});
