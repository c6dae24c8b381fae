import type { Server } from "node:http";
import type { Report } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { pages as registry } from "~/pages";
import { onePerTemplate, sweeping } from "../sweep";
import { testDatabases } from "./databases";
import { createHtmlValidate } from "./html-validate";
import { createLogger } from "~/lib/log.server";
import { leadForm, productionBuild, send, serveProduction, type Reply } from "./production-server";

// Every page's HTML is valid (html-validate, its recommended rules and ours: ./html-validate.ts):
// every sitemap URL, both languages' 404, each form showing its errors after an invalid post, and
// the steps of the two flows, in German and English. Runs the production build (`npm run build`)
// in this process, GA4 configured so the consent banner is on every page.

const env = parseEnv({
  NODE_ENV: "production",
  SITE_URL: "http://site.test",
  SESSION_SECRET: "html-validate-test-secret-html-validate-test-secret",
  ALLOW_INSECURE_COOKIES: "1",
  RATE_LIMIT_DISABLED: "1",
  GA_MEASUREMENT_ID: "G-TEST123456",
  RETENTION_INTERVAL_MINUTES: "0",
  LOG_LEVEL: "silent",
});

const validator = createHtmlValidate();

/** The messages of a report, one line per rule and message (with the first element and a count). */
function problems(report: Report): string[] {
  const lines = new Map<string, { at: string; count: number }>();
  for (const m of report.results.flatMap((result) => result.messages)) {
    const key = `${m.ruleId}: ${m.message}`;
    const line = lines.get(key) ?? { at: m.selector ?? `line ${m.line}`, count: 0 };
    line.count++;
    lines.set(key, line);
  }
  return [...lines].map(([key, { at, count }]) => `${key} (${at}${count > 1 ? `, ${count} times` : ""})`);
}

describe("the rule against a link repeating the words before it", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="de"><head><title>Seite</title></head><body>${body}</body></html>`;
  const validate = async (body: string) => problems(await validator.validateString(page(body)));

  it("flags the sentence that names the link, then the link", async () => {
    expect(
      await validate(
        '<p>Mehr dazu in der Datenschutzerklärung.<!-- --> <a href="/datenschutz">Datenschutzerklärung</a></p>',
      ),
    ).toEqual([expect.stringMatching(/^site\/repeated-link-text: Link text "Datenschutzerklärung" repeats/)]);
    expect(await validate('<p>More in the privacy policy. <a href="/privacy">Privacy policy</a>.</p>')).toHaveLength(1);
  });

  it("lets a link carry the words of its sentence, and links that only share a word", async () => {
    expect(await validate('<p>Mehr dazu in der <a href="/datenschutz">Datenschutzerklärung</a>.</p>')).toEqual([]);
    expect(await validate('<p>Deine Daten und die <a href="/datenschutz">Daten</a>schutzerklärung.</p>')).toEqual([]);
    expect(await validate('<p>Lies den Blog: <a href="/blog/a">Blog-Artikel</a></p>')).toEqual([]);
    expect(await validate('<nav><a href="/">Start</a> <a href="/">Start</a></nav>')).toEqual([]);
  });
});

/** A visitor without JavaScript on the site at `base`: the cookies the site set, kept between requests. */
function visitor(base: string) {
  const jar = new Map<string, string>();
  const request = async (path: string, method = "GET", body?: URLSearchParams): Promise<Reply> => {
    const headers: Record<string, string> = { host: "site.test" };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    const reply = await send(base, path, headers, method, body?.toString());
    const cookies = reply.headers["set-cookie"];
    for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return reply;
  };
  return {
    get: (path: string) => request(path),
    /** the form around `marker` on the page at `path`, as the browser sends it, with these fields */
    async submit(path: string, fields: Record<string, string>, marker = 'name="website_url"') {
      const { action, fields: sent } = leadForm((await request(path)).body, marker);
      for (const [name, value] of Object.entries(fields)) sent.set(name, value);
      return request(action || path, "POST", sent);
    },
    /** a form without a spam trap (a flow's step): just these fields */
    post: (path: string, fields: Record<string, string>) => request(path, "POST", new URLSearchParams(fields)),
  };
}

const location = (reply: Reply) => String(reply.headers.location ?? "");

interface Page {
  label: string;
  reply: Reply;
  /** a form's answer to an invalid post: 400 with its messages */
  errors?: boolean;
  /** another status than the label says (a booking's 409, a booking link's 404) */
  status?: number;
}

/** Every sitemap URL, both 404s, each form with its errors, and the steps of both flows. */
async function collectPages(base: string): Promise<Page[]> {
  const pages: Page[] = [];
  const sitemap = await send(base, "/sitemap.xml", { host: "site.test" });
  const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  expect(urls.length).toBeGreaterThan(60);
  // the loop: one page per template in both languages, and one article (the sweep: every URL)
  const templates = onePerTemplate(registry.filter((p) => !p.de.includes(":"))).flatMap((p) => [
    p.de,
    p.en ?? `${p.de}?lng=en`,
  ]);
  const article = urls.find((url) => /^\/blog\/./.test(url))!;
  const chosen = sweeping ? urls : urls.filter((url) => templates.includes(url) || url === article);
  for (const url of chosen) pages.push({ label: url, reply: await send(base, url, { host: "site.test" }) });
  for (const url of ["/gibt-es-nicht", "/gibt-es-nicht?lng=en"]) {
    pages.push({ label: `404 ${url}`, reply: await send(base, url, { host: "site.test" }) });
  }

  const invalid = { email: "not-an-email", name: "", message: "" };
  for (const path of [
    "/audit",
    "/business-audit",
    "/kontakt",
    "/kontakt?lng=en",
    "/strategiegespraech",
    "/strategy-session",
    "/strategiegespraech/anfrage",
    "/strategy-session/request",
    "/build-to-leave/profile",
    "/build-to-leave/profile?lng=en",
  ]) {
    pages.push({ label: `POST ${path}`, reply: await visitor(base).submit(path, invalid), errors: true });
  }
  for (const path of ["/newsletter", "/newsletter?lng=en"]) {
    const reply = await visitor(base).submit(path, invalid, 'id="newsletter-page"');
    pages.push({ label: `POST ${path}`, reply, errors: true });
  }

  // a booked strategy session: the booking's page, its cancel and reschedule pages, a time taken
  // meanwhile (409 with the nearest free times), the page after a cancellation, a link that names
  // no booking (404), in both languages
  for (const [lng, path] of [
    ["de", "/strategiegespraech"],
    ["en", "/strategy-session"],
  ] as const) {
    const booker = visitor(base);
    // a week of its own per language, two or three weeks ahead: every time of it is still free
    const week = new Date(Date.now() + (lng === "de" ? 14 : 21) * 86_400_000).toISOString().slice(0, 10);
    const page = await booker.get(`${path}?week=${week}`);
    const slots = [...page.body.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
    const [slot, other] = slots as [string, string];
    const fields = { slot, name: "Ada Muster", email: `ada.${lng}@example.org`, phone: "+41 44 000 00 00" };
    const booked = location(await booker.submit(path, fields));
    expect(booked, `${lng} booking`).toMatch(/\/(termin|booking)\/[\w-]{43}$/);
    pages.push({ label: `${lng} booking`, reply: await booker.get(booked) });
    const [cancel, reschedule] = lng === "de" ? ["absagen", "verschieben"] : ["cancel", "reschedule"];
    pages.push({ label: `${lng} booking cancel`, reply: await booker.get(`${booked}/${cancel}`) });
    pages.push({ label: `${lng} booking reschedule`, reply: await booker.get(`${booked}/${reschedule}`) });
    const late = await visitor(base).submit(path, { ...fields, email: `late.${lng}@example.org` });
    pages.push({ label: `${lng} booking slot taken`, reply: late, errors: true, status: 409 });
    await visitor(base).submit(path, { ...fields, slot: other, email: `other.${lng}@example.org` });
    const moveTaken = await booker.submit(`${booked}/${reschedule}`, { slot: other });
    pages.push({ label: `${lng} booking reschedule taken`, reply: moveTaken, errors: true, status: 409 });
    await booker.post(`${booked}/${cancel}`, {});
    pages.push({ label: `${lng} booking cancelled`, reply: await booker.get(`${booked}?status=cancelled`) });
    const unknown = `${booked.slice(0, booked.lastIndexOf("/"))}/${"A".repeat(43)}`;
    pages.push({ label: `${lng} booking unknown`, reply: await booker.get(unknown), status: 404 });
  }

  for (const lng of ["de", "en"] as const) {
    // the ExitReady check: a question, one sent without an answer, the contact step with errors, the result
    const check = visitor(base);
    let step = location(await check.submit(lng === "de" ? "/exit-ready-check" : "/exitready", {}));
    pages.push({ label: `${lng} check question`, reply: await check.get(step) });
    pages.push({ label: `${lng} check no answer`, reply: await check.post(step, { intent: "next" }), errors: true });
    while (/\/(frage|question)\/\d+$/.test(step))
      step = location(await check.post(step, { answer: "2", intent: "next" }));
    pages.push({ label: `${lng} check contact`, reply: await check.get(step) });
    pages.push({ label: `${lng} check contact errors`, reply: await check.submit(step, invalid), errors: true });
    const result = await check.submit(step, { name: "Ada Muster", email: "ada@example.org" });
    pages.push({ label: `${lng} check result`, reply: await check.get(location(result)) });

    // Build to Leave: the dashboard with a profile, a module, its questions and result
    const btl = visitor(base);
    const profile = await btl.submit(`/build-to-leave/profile${lng === "en" ? "?lng=en" : ""}`, {
      companyName: "Keller Metallbau GmbH",
      industry: "manufacturing",
      employees: "21-50",
      revenue: "1m-5m",
      mainGoal: "independence",
      timeline: "medium",
    });
    const dashboard = await btl.get(location(profile));
    pages.push({ label: `${lng} btl dashboard`, reply: dashboard });
    const module = /href="(\/build-to-leave\/modules\/[a-z-]+(?:\?lng=en)?)"/.exec(dashboard.body)![1]!;
    pages.push({ label: `${lng} btl module`, reply: await btl.get(module) });
    step = location(await btl.post(module, {}));
    pages.push({ label: `${lng} btl question`, reply: await btl.get(step) });
    pages.push({ label: `${lng} btl no answer`, reply: await btl.post(step, { intent: "next" }), errors: true });
    while (/\/\d+(\?lng=en)?$/.test(step)) step = location(await btl.post(step, { answer: "2", intent: "next" }));
    pages.push({ label: `${lng} btl result`, reply: await btl.get(step) });
    pages.push({ label: `${lng} btl dashboard after a module`, reply: await btl.get(location(profile)) });
  }
  return pages;
}

describe("every page's HTML", () => {
  let handle: DbHandle;
  let server: Server;
  let pages: Page[];

  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
    let base: string;
    ({ base, server } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env,
      log: createLogger({ level: "silent" }),
    }));
    pages = await collectPages(base);
  }, 180_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
  });

  it("is what a visitor sees: each page in its language, the forms and flow steps with their messages", () => {
    expect(pages.length).toBeGreaterThan(sweeping ? 100 : 60);
    for (const { label, reply, errors, status } of pages) {
      expect(reply.headers["content-type"], label).toMatch(/^text\/html/);
      expect(reply.status, label).toBe(status ?? (label.startsWith("404") ? 404 : errors ? 400 : 200));
      expect(reply.body, label).toMatch(/<html lang="(de|en)"/);
      if (errors) expect(reply.body, label).toMatch(/aria-invalid="true"|role="alert"/);
    }
    const english = pages.filter((p) => p.reply.body.includes('<html lang="en"')).length;
    expect(english).toBeGreaterThan(pages.length / 3);
  });

  it("loads React and Remix's runtime on the forms and flow steps only (the registry's hydrate)", () => {
    const hydrated = pages.filter((p) => p.reply.body.includes("window.__remixContext = ")).map((p) => p.label);
    expect(hydrated).toEqual(
      expect.arrayContaining(["/audit", "/kontakt", "/strategiegespraech", "POST /kontakt", "de check question"]),
    );
    for (const label of ["/", "/blog", "/impressum", "/exit-ready-check"]) expect(hydrated).not.toContain(label);
  });

  it("is valid on every page", async () => {
    const invalid: string[] = [];
    for (const { label, reply } of pages) {
      const found = problems(await validator.validateString(reply.body, label));
      if (found.length) invalid.push(`${label}\n    ${found.join("\n    ")}`);
    }
    expect(invalid, `${invalid.length} of ${pages.length} pages invalid`).toEqual([]);
  }, 120_000);
});
