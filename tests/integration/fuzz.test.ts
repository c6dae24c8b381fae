import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSchema } from "~/features/audit/schema";
import { sessionSchema } from "~/features/booking/schema";
import { contactSchema } from "~/features/contact/schema";
import { HONEYPOT_NAME } from "~/features/forms/honeypot.server";
import { limits } from "~/features/forms/fields";
import type { DbHandle } from "~/lib/db.server";
import { action as auditAction } from "~/features/audit/route";
import { action as contactAction } from "~/features/contact/route";
import { action as subscribeAction } from "~/features/newsletter/routes/signup";
import { action as sessionAction } from "~/features/booking/routes/request";
import { sweeping } from "../sweep";
import { testDatabases } from "./databases";
import { outcome, testContext, testEnv } from "./context";

// Arbitrary and hostile payloads (huge strings, wrong types, unknown fields, HTML/SQL snippets,
// invalid UTF-8) never give a 5xx and never store an invalid row.

// 40 payloads per form in the loop, 300 in the sweep (fuzz.sweep.test.ts)
const RUNS = Number(process.env.FUZZ_RUNS ?? (sweeping ? 300 : 40));

const hostile = fc.constantFrom(
  "<script>alert(1)</script>",
  "'; drop table audit_applications; --",
  '" onmouseover="alert(1)',
  "Robert'); DELETE FROM email_outbox;--",
  "${{7*7}}",
  "\u0000\u0001\u202e",
  '=HYPERLINK("http://evil")',
  "a@b",
  "@example.com",
  "x@y.z",
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constant("x".repeat(100_000)),
  fc.string({ minLength: 5000, maxLength: 6000 }),
  hostile,
  fc.emailAddress(),
  fc.uuid(),
);

function payload(fields: Record<string, fc.Arbitrary<string>>, good: Record<string, fc.Arbitrary<string>>) {
  const names = Object.keys(fields);
  const anyValue = (arb: fc.Arbitrary<string>) =>
    fc.option(
      fc.oneof(
        { arbitrary: arb, weight: 6 },
        { arbitrary: text, weight: 1 },
        { arbitrary: fc.array(text, { maxLength: 3 }), weight: 1 },
      ),
      { nil: undefined, freq: 8 },
    );
  const random = fc.record(Object.fromEntries(names.map((k) => [k, anyValue(fields[k]!)])), { requiredKeys: [] });
  // a valid payload with one field replaced by anything
  const oneBad = fc
    .tuple(
      fc.record(Object.fromEntries(names.map((k) => [k, good[k]!]))),
      fc.constantFrom(...names),
      anyValue(fields[names[0]!]!),
    )
    .map(([base, key, value]) => ({ ...base, [key]: value }) as Record<string, unknown>);
  const allGood = fc.record(Object.fromEntries(names.map((k) => [k, good[k]!]))) as fc.Arbitrary<
    Record<string, unknown>
  >;
  return fc.record({
    known: fc.oneof(random as fc.Arbitrary<Record<string, unknown>>, oneBad, allGood),
    unknown: fc.dictionary(fc.string({ maxLength: 20 }), text, { maxKeys: 4 }),
    invalidUtf8: fc.boolean().map((b) => b && Math.random() < 0.2),
    honeypot: fc.oneof(
      { arbitrary: fc.constant("valid"), weight: 8 },
      { arbitrary: fc.constantFrom("filled", "missing", "garbage"), weight: 1 },
    ),
  });
}

function request(
  path: string,
  p: { known: Record<string, unknown>; unknown: Record<string, string>; invalidUtf8: boolean; honeypot: string },
) {
  const params = new URLSearchParams();
  if (p.honeypot !== "missing") {
    params.set(HONEYPOT_NAME, p.honeypot === "filled" ? "http://spam.example" : "");
    if (p.honeypot === "garbage") params.append(HONEYPOT_NAME, "x");
  }
  for (const [k, v] of [...Object.entries(p.unknown), ...Object.entries(p.known)]) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
  }
  let body: string | Uint8Array = params.toString();
  if (p.invalidUtf8) body = Buffer.concat([Buffer.from(body), Buffer.from("&name=%FF%FE%C3%28&x=\xff", "latin1")]);
  return new Request(`http://site.test${path}`, {
    method: "POST",
    body: body as BodyInit,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

const valid = {
  submissionId: fc.uuid(),
  name: fc.constantFrom("Anna", "Jörg Müller-Lüdenscheidt", "李雷"),
  email: fc.emailAddress(),
  company: fc.constantFrom("Muster AG", "ACME GmbH"),
  industry: fc.constantFrom(
    "tech",
    "manufacturing",
    "services",
    "ecommerce",
    "healthcare",
    "consulting",
    "other",
    "TECH",
    "space",
  ),
  revenue: fc.constantFrom("500k-1m", "1m-2m", "2m-5m", "5m+", "1b"),
  employees: fc.constantFrom("1-10", "11-25", "26-50", "50+", "-1"),
  challenge: fc.string({ minLength: 1, maxLength: 400 }),
  timeline: fc.constantFrom("immediate", "short", "medium", "long", "never"),
  phone: fc.constantFrom("", "+41 44 123 45 67", "12", "call me"),
  message: fc.string({ minLength: 1, maxLength: 400 }),
  marketingConsent: fc.constantFrom("on", "true", "yes"),
  preferredTimes: fc.constantFrom("weekday-morning", "weekday-evening", "weekend"),
  attemptId: fc.oneof(fc.uuid(), fc.constant("not-a-uuid")),
  source: fc.constantFrom("footer", "blog", "evil"),
};

const good: Record<string, fc.Arbitrary<string>> = {
  submissionId: fc.uuid(),
  name: fc.constantFrom("Anna", "Jörg Müller-Lüdenscheidt", "李雷", "<b>Bold</b> & Co"),
  email: fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z]$/), fc.constantFrom("example.com", "Firma.CH", "muster-ag.de"))
    .filter(([local]) => !local.includes(".."))
    .map(([local, domain]) => ` ${local}@${domain} `),
  company: fc.constantFrom("Muster AG", "ACME GmbH", "'; drop table x; --"),
  industry: fc.constantFrom("tech", "manufacturing", "services", "ecommerce", "healthcare", "consulting", "other"),
  revenue: fc.constantFrom("500k-1m", "1m-2m", "2m-5m", "5m+"),
  employees: fc.constantFrom("1-10", "11-25", "26-50", "50+"),
  challenge: fc.string({ minLength: 1, maxLength: 400 }).filter((v) => v.trim().length > 0),
  timeline: fc.constantFrom("immediate", "short", "medium", "long"),
  phone: fc.constantFrom("+41 44 123 45 67", "030 / 123 456 78"),
  message: fc.string({ minLength: 1, maxLength: 400 }).filter((v) => v.trim().length > 0),
  marketingConsent: fc.constant("on"),
  preferredTimes: fc.constantFrom("weekday-morning", "weekday-evening"),
  attemptId: fc.uuid(),
  source: fc.constantFrom("footer", "blog"),
};

const actions = [
  {
    name: "audit",
    path: "/audit",
    action: auditAction,
    fields: [
      "submissionId",
      "name",
      "email",
      "company",
      "industry",
      "revenue",
      "employees",
      "challenge",
      "timeline",
      "phone",
    ],
  },
  {
    name: "contact",
    path: "/kontakt",
    action: contactAction,
    fields: ["submissionId", "name", "email", "company", "phone", "message", "marketingConsent"],
  },
  {
    name: "session",
    path: "/strategiegespraech/anfrage",
    action: sessionAction,
    fields: ["submissionId", "name", "email", "phone", "preferredTimes", "message", "attemptId"],
  },
  { name: "newsletter", path: "/newsletter", action: subscribeAction, fields: ["email", "source"] },
] as const;

describe.each(testDatabases)("hostile payloads on $name", (database) => {
  let handle: DbHandle;
  const env = testEnv();
  const tally: Record<string, Record<number, number>> = {};
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    console.info(`fuzz (${database.name}):`, JSON.stringify(tally));
    await handle.close();
  });

  for (const spec of actions) {
    it(`${spec.name}: never a 5xx`, async () => {
      const arb = payload(
        Object.fromEntries(spec.fields.map((f) => [f, valid[f as keyof typeof valid] as fc.Arbitrary<string>])),
        good,
      );
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(arb, async (p) => {
          const result = outcome(
            await spec.action({ request: request(spec.path, p), context: testContext(handle, env), params: {} }),
          );
          statuses[result.status] = (statuses[result.status] ?? 0) + 1;
          expect([303, 400]).toContain(result.status);
        }),
        { numRuns: RUNS },
      );
      tally[spec.name] = statuses;
      // the generator reaches both outcomes
      expect(statuses[400] ?? 0).toBeGreaterThan(0);
      expect(statuses[303] ?? 0).toBeGreaterThan(0);
    });
  }

  it("stored only rows the schemas accept", async () => {
    const audits = await handle.db.selectFrom("audit_applications").selectAll().execute();
    for (const row of audits) {
      const parsed = auditSchema.safeParse({
        submissionId: row.submission_id,
        name: row.name,
        email: row.email,
        company: row.company,
        industry: row.industry,
        revenue: row.revenue,
        employees: row.employees,
        challenge: row.challenge,
        timeline: row.timeline,
        phone: row.phone ?? undefined,
      });
      expect(parsed.success, JSON.stringify(row).slice(0, 200)).toBe(true);
      expect(row.challenge.length).toBeLessThanOrEqual(limits.longText);
    }
    const contacts = await handle.db.selectFrom("contact_messages").selectAll().execute();
    for (const row of contacts) {
      expect(
        contactSchema.safeParse({
          submissionId: row.submission_id,
          name: row.name,
          email: row.email,
          company: row.company ?? undefined,
          phone: row.phone ?? undefined,
          message: row.message,
        }).success,
      ).toBe(true);
    }
    const sessions = await handle.db.selectFrom("session_requests").selectAll().execute();
    for (const row of sessions) {
      expect(
        sessionSchema.safeParse({
          submissionId: row.submission_id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          preferredTimes: row.preferred_times,
          message: row.message ?? undefined,
          attemptId: row.exit_ready_attempt_id ?? undefined,
        }).success,
      ).toBe(true);
    }
    const subscribers = await handle.db.selectFrom("newsletter_subscribers").select(["email", "status"]).execute();
    for (const s of subscribers) {
      expect(s.email).toBe(s.email.trim().toLowerCase());
      expect(s.email.length).toBeLessThanOrEqual(limits.email);
    }
    expect(audits.length && contacts.length && sessions.length && subscribers.length).toBeGreaterThan(0);
  });
});
