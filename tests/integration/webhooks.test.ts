import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { erasePersonData } from "~/lib/gdpr.server";
import { createLogger } from "~/lib/log.server";
import { runRetention, WEBHOOK_DAYS } from "~/lib/retention.server";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { createWebhookWorker, queueWebhooks, signedRequest } from "~/lib/webhooks.server";
import type { WebhookEvent } from "~/webhook-events";
import { loader as legalLoader } from "~/routes/legal";
import { availability } from "~/features/booking/content.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { offeredSlots } from "~/features/booking/bookings.server";
import { groupSlotsByDay, slotValue } from "~/features/booking/slots";
import { unsubscribeToken } from "~/features/newsletter/newsletter.server";
import { leadForm, productionBuild, send, serveProduction } from "./production-server";
import { exitReadyAttempt } from "./seed";
import { testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { validSubmission } from "../submissions";
import { startReceiver } from "./webhook-receiver";
import { getT } from "~/lib/i18n.server";

// Webhooks as a receiver sees them (ADR 068): signed per Standard Webhooks, verified with its own
// library; a receiver that fails gets the same event (same webhook-id) again, one that hangs is
// given up on after the timeout, and two workers deliver each event once.

/** A contact lead's event, as the site queues it (the database fills in the id). */
const contactLead = (name = "Anna Muster", email = "anna@example.com"): WebhookEvent => ({
  type: "lead.created",
  data: {
    kind: "contact",
    id: null,
    locale: "de",
    name,
    email,
    message: "Bitte ruf mich an.",
    marketingConsent: false,
  },
  email,
});
const confirmed = (email: string): WebhookEvent => ({
  type: "newsletter.confirmed",
  data: { id: "1", email, locale: "de", confirmedAt: new Date().toISOString() },
  email,
});

/** What a receiver validates an event against: the catalogue's JSON Schema (docs/). */
const validEvent = new Ajv({ allErrors: true }).compile(
  JSON.parse(readFileSync("docs/webhook-events.schema.json", "utf8")) as object,
);

const SECRET = `whsec_${Buffer.from("webhook-test-secret-0123456789abcdef").toString("base64")}`;
const log = createLogger({ level: "silent" });

describe.each(testDatabases)("webhooks on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const envFor = (url: string, overrides: Record<string, string> = {}) =>
    testEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET, WEBHOOK_TIMEOUT_MS: "1000", ...overrides });

  const rowsOf = (url: string) =>
    handle.db.selectFrom("webhook_deliveries").selectAll().where("url", "=", url).orderBy("id").execute();

  it("signs each event so the receiver's library verifies it; a forged or stale signature does not", async () => {
    const receiver = await startReceiver(SECRET);
    try {
      const env = envFor(receiver.url);
      await queueWebhooks(handle.db, env, [confirmed("anna@example.com")]);
      const worker = createWebhookWorker({ db: handle.db, env, log });
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      expect(got!.error).toBeNull();
      expect(got!.headers["content-type"]).toBe("application/json");
      expect(got!.event).toMatchObject({ type: "newsletter.confirmed", data: { email: "anna@example.com" } });
      expect(Date.parse(got!.event!.timestamp)).toBeGreaterThan(Date.now() - 60_000);
      expect((await rowsOf(receiver.url))[0]).toMatchObject({ status: "delivered", attempts: 1 });

      const verifier = new Webhook(SECRET);
      const headers = got!.headers as Record<string, string>;
      // another body under the same signature
      expect(() => verifier.verify(got!.body.replace("anna", "eve"), headers)).toThrow();
      // signed with another secret
      const other = `whsec_${Buffer.from("another-secret-another-secret-01").toString("base64")}`;
      const forged = signedRequest(other, { event_id: "3f1c7a7e-1111-4444-8888-123456789abc", payload: got!.body });
      expect(() => verifier.verify(forged.body, forged.headers)).toThrow();
      // a signature of an hour ago (a replay)
      const stale = signedRequest(
        SECRET,
        { event_id: "3f1c7a7e-1111-4444-8888-123456789abc", payload: got!.body },
        new Date(Date.now() - 3600_000),
      );
      expect(() => verifier.verify(stale.body, stale.headers)).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it("a receiver answering 503 gets the same event again, with the same webhook-id, within 10 s", async () => {
    const receiver = await startReceiver(SECRET, (n) => (n === 1 ? 503 : 204));
    try {
      const env = envFor(receiver.url);
      await queueWebhooks(handle.db, env, [contactLead()]);
      const worker = createWebhookWorker({ db: handle.db, env, log });
      expect(await worker.runOnce()).toBe(0);
      const [failed] = await rowsOf(receiver.url);
      expect(failed).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 503" });
      const retryIn = (new Date(failed!.next_attempt_at).getTime() - Date.now()) / 1000;
      expect(retryIn).toBeGreaterThan(2);
      expect(retryIn).toBeLessThanOrEqual(10);
      // the retry is due
      await handle.db
        .updateTable("webhook_deliveries")
        .set({ next_attempt_at: new Date() })
        .where("url", "=", receiver.url)
        .execute();
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received.map((r) => r.id)).toEqual([receiver.received[0]!.id, receiver.received[0]!.id]);
      expect(receiver.received.every((r) => r.error === null)).toBe(true);
      expect((await rowsOf(receiver.url))[0]).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      await receiver.close();
    }
  });

  it("a receiver that hangs is given up on after the timeout and tried again later", async () => {
    const receiver = await startReceiver(SECRET, () => "hang");
    try {
      const env = envFor(receiver.url);
      await queueWebhooks(handle.db, env, [contactLead()]);
      const worker = createWebhookWorker({ db: handle.db, env, log });
      const started = Date.now();
      expect(await worker.runOnce()).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await rowsOf(receiver.url))[0]).toMatchObject({ status: "pending", last_error: "timeout after 1000 ms" });
    } finally {
      await receiver.close();
    }
  });

  it("two workers deliver each of many events once", async () => {
    const receiver = await startReceiver(SECRET);
    try {
      const env = envFor(receiver.url);
      await queueWebhooks(
        handle.db,
        env,
        Array.from({ length: 30 }, (_, i) => contactLead(`Person ${i}`)),
      );
      const a = createWebhookWorker({ db: handle.db, env, log });
      const b = createWebhookWorker({ db: handle.db, env, log });
      const [da, db] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(da + db).toBe(30);
      const ids = receiver.received.map((r) => r.id);
      expect(new Set(ids).size).toBe(30);
      expect(ids).toHaveLength(30);
    } finally {
      await receiver.close();
    }
  });

  it("erasing a person deletes their events and keeps everybody else's; retention deletes old ones", async () => {
    const env = envFor("https://crm.example/hooks");
    const person = `erase.${Date.now()}@example.com`;
    await queueWebhooks(handle.db, env, [confirmed(person), contactLead("Someone Else", "someone.else@example.com")]);
    expect(await erasePersonData(handle.db, person)).toMatchObject({ counts: { webhook_deliveries: 1 } });
    const left = await rowsOf("https://crm.example/hooks");
    expect(left.map((r) => r.email)).toContain("someone.else@example.com");
    expect(left.map((r) => r.email)).not.toContain(person);
    // delivered long ago: gone with the next retention run
    await handle.db
      .updateTable("webhook_deliveries")
      .set({ status: "delivered", delivered_at: new Date(Date.now() - (WEBHOOK_DAYS + 1) * 86_400_000) })
      .where("url", "=", "https://crm.example/hooks")
      .execute();
    const run = await runRetention(handle.db, { anonymousDays: 180 });
    expect(run).toMatchObject({ status: "done" });
    expect(await rowsOf("https://crm.example/hooks")).toEqual([]);
  });

  it("the privacy policy names the systems events go to only where events are sent", async () => {
    const policy = async (env: ReturnType<typeof testEnv>, path: string) => {
      const data = await legalLoader({
        request: new Request(`http://site.test${path}`),
        context: testContext(handle, env),
        params: {},
      });
      return data.html;
    };
    expect(await policy(envFor("https://crm.example/hooks"), "/datenschutz")).toContain("etwa einem CRM");
    expect(await policy(envFor("https://crm.example/hooks"), "/privacy")).toContain("such as a CRM");
    expect(await policy(testEnv(), "/datenschutz")).not.toContain("CRM");
  });

  it("queues nothing without a WEBHOOK_URL", async () => {
    const before = await handle.db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await queueWebhooks(handle.db, testEnv(), [contactLead()]);
    const after = await handle.db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

/**
 * The words by which the privacy policy (its webhook paragraph, `legal.webhooks`) names each field
 * an event's data may carry: a field without words here, or whose words the policy's sentence on
 * that event type lacks, fails the test below.
 */
const WEBHOOK_TERMS: Record<string, [de: string, en: string]> = {
  kind: ["Art der Anfrage", "kind of inquiry"],
  id: ["Kennnummer", "reference number"],
  locale: ["Sprache", "language"],
  name: ["Name", "name"],
  email: ["E-Mail-Adresse", "email address"],
  phone: ["Telefonnummer", "phone number"],
  company: ["Unternehmen", "company"],
  industry: ["Branche", "industry"],
  revenue: ["Umsatzgröße", "revenue range"],
  employees: ["Zahl der Mitarbeitenden", "employee range"],
  challenge: ["größte Herausforderung", "biggest challenge"],
  timeline: ["gewünschter Zeitrahmen", "preferred timeframe"],
  message: ["Nachricht", "message"],
  preferredTimes: ["bevorzugte Termine", "preferred times"],
  marketingConsent: ["Einwilligung in Marketing-E-Mails", "consent to marketing emails"],
  newsletter: ["Newsletter-Wunsch", "newsletter choice"],
  exitReady: ["ExitReady-Ergebnis (Score, Einstufung, Phase)", "ExitReady result (score, band, phase)"],
  weakestCategory: ["schwächster Bereich", "weakest area"],
  status: ["Status", "status"],
  start: ["Beginn und Ende", "start and end"],
  end: ["Beginn und Ende", "start and end"],
  timeZone: ["Zeitzone", "time zone"],
  meeting: ["per Video oder Telefon", "by video or phone"],
  previousStart: ["frühere Zeit", "previous time"],
  cancelledAt: ["Zeitpunkt der Absage", "time of cancellation"],
  confirmedAt: ["Zeitpunkt der Bestätigung", "time of confirmation"],
  unsubscribedAt: ["Zeitpunkt der Abmeldung", "time of unsubscribing"],
};

/** The policy's sentence (or clause) on an event type: the one naming it in brackets. */
function policySentence(lng: "de" | "en", type: string): string {
  const text = getT(lng)("legal.webhooks", { days: WEBHOOK_DAYS });
  const found = text
    .split(/(?<=[.;])\s/)
    .find((part) => new RegExp(`\\([^)]*\\b${type.replace(".", "\\.")}\\b`).test(part));
  expect(found, `${lng}: the policy's sentence on ${type}`).toBeTruthy();
  return found!;
}

describe.each(testDatabases)("every event through the site on $name", (database) => {
  let handle: DbHandle;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: Server;
  let base: string;
  let env: ReturnType<typeof testEnv>;

  beforeAll(async () => {
    handle = await database.open();
    receiver = await startReceiver(SECRET);
    env = testEnv({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    ({ server, base } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env,
      log,
      renderCache: false,
    }));
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await receiver?.close();
    await handle?.close();
  });

  /** a page's form as a browser sends it, with `fields` typed in */
  async function submit(path: string, fields: Record<string, string>, marker?: string) {
    const page = await send(base, path);
    const form = leadForm(page.body, marker);
    for (const [name, value] of Object.entries(fields)) form.fields.set(name, value);
    const reply = await send(
      base,
      form.action || path,
      { "content-type": "application/x-www-form-urlencoded" },
      "POST",
      form.fields.toString(),
    );
    expect(reply.status, `${path}: ${reply.body.slice(0, 300)}`).toBe(303);
    return reply;
  }

  it("sends a signed event for every lead, booking change and newsletter confirmation", async () => {
    const tag = randomUUID().slice(0, 8);
    const person = (kind: string) => `${kind}.${tag}@example.com`;
    await submit("/audit", { ...validSubmission.audit, company: "Muster AG", email: person("audit") });
    await submit("/kontakt", { ...validSubmission.contact, email: person("contact") });
    await submit("/strategiegespraech/anfrage", { ...validSubmission.sessionRequest, email: person("request") });
    const attempt = await exitReadyAttempt(handle.db, { answers: 8 });
    await submit(
      `/exit-ready-check/${attempt}/kontakt`,
      { ...validSubmission.exitReadyContact, email: person("check") },
      'name="email"',
    );

    const offered = await offeredSlots(await bookingDeps(testContext(handle, env)));
    if (!offered.ok) throw new Error("no calendar configured: offeredSlots cannot fail");
    const days = groupSlotsByDay(offered.slots, availability().timeZone);
    const [first, second] = [days[0]!.slots[0]!, days[1]!.slots[0]!];
    const booked = await submit(
      `/strategiegespraech?week=${slotValue(first).slice(0, 10)}`,
      {
        slot: slotValue(first),
        name: "Buchung Person",
        email: person("booking"),
        phone: "+41 44 555 01 24",
      },
      'name="slot"',
    );
    const manage = String(booked.headers.location);
    await submit(
      `${manage}/verschieben?week=${slotValue(second).slice(0, 10)}`,
      { slot: slotValue(second) },
      'name="slot"',
    );
    const cancel = await send(
      base,
      `${manage}/absagen`,
      { "content-type": "application/x-www-form-urlencoded" },
      "POST",
      "",
    );
    expect(cancel.status).toBe(303);

    await submit("/newsletter", { email: person("news") }, 'name="email"');
    const mail = await handle.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("to_address", "=", person("news"))
      .executeTakeFirstOrThrow();
    const token = /[?&]token=([\w-]+)/.exec(mail.text_body)![1]!;
    const confirmed = await send(
      base,
      "/newsletter/bestaetigen",
      { "content-type": "application/x-www-form-urlencoded" },
      "POST",
      `token=${token}`,
    );
    expect(confirmed.status).toBe(303);
    const sub = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", person("news"))
      .executeTakeFirstOrThrow();
    const gone = await send(
      base,
      `/newsletter/abmelden?id=${sub.id}&token=${unsubscribeToken(sub.id, env.SESSION_SECRET)}`,
      { "content-type": "application/x-www-form-urlencoded" },
      "POST",
      "List-Unsubscribe=One-Click",
    );
    expect(gone.status).toBe(200);

    const worker = createWebhookWorker({ db: handle.db, env, log });
    await worker.runOnce();
    const ours = receiver.received.filter((r) => r.body.includes(tag));
    expect(
      ours.every((r) => r.error === null),
      ours.map((r) => r.error).join(),
    ).toBe(true);
    const events = ours.map((r) => r.event!);
    // each one as the catalogue's JSON Schema says, which a receiver can validate against
    for (const event of events) expect(validEvent(event) ? [] : validEvent.errors, event.type).toEqual([]);
    const kinds = events.map((e) => (e.type === "lead.created" ? `lead.created:${String(e.data.kind)}` : e.type));
    expect(kinds.sort()).toEqual(
      [
        "booking.cancelled",
        "booking.created",
        "booking.rescheduled",
        "lead.created:audit",
        "lead.created:contact",
        "lead.created:exit-ready",
        "lead.created:session-request",
        "newsletter.confirmed",
        "newsletter.unsubscribed",
      ].sort(),
    );
    // the privacy policy names every field of every event, in both languages; no room link
    for (const event of events) {
      for (const lng of ["de", "en"] as const) {
        const sentence = policySentence(lng, event.type);
        for (const field of Object.keys(event.data)) {
          const words = WEBHOOK_TERMS[field]?.[lng === "de" ? 0 : 1];
          expect([event.type, field, words && sentence.includes(words)]).toEqual([event.type, field, true]);
        }
      }
    }
    expect(JSON.stringify(events.filter((e) => e.type.startsWith("booking.")))).not.toMatch(/https?:/);
    const created = events.find((e) => e.type === "booking.created")!;
    expect(created.data).toMatchObject({
      start: first.start.toISOString(),
      timeZone: "Europe/Zurich",
      name: "Buchung Person",
      meeting: { kind: "video" },
    });
    const audit = events.find((e) => e.data.kind === "audit")!;
    expect(audit.data).toMatchObject({ company: "Muster AG", locale: "de" });
    expect(audit.data.id).toMatch(/^\d+$/);
    // no manage token, no attempt id, no secret, nothing the site keeps to itself
    const all = ours.map((r) => r.body).join("\n");
    expect(all).not.toContain(manage.split("/").at(-1)!);
    expect(all).not.toContain(attempt);
    expect(all).not.toContain(env.SESSION_SECRET);
    expect(all).not.toMatch(/submissionId|source_path|sourcePath|link_key|token/i);
  });
});
