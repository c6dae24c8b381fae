import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~/lib/db.server";
import { action as auditAction } from "~/features/audit/route";
import { action as contactAction } from "~/features/contact/route";
import { action as sessionAction } from "~/features/booking/routes/request";
import { testDatabases } from "./databases";
import { validSubmission } from "../submissions";
import { formRequest, outcome, testContext, testEnv } from "./context";

const validAudit = () => ({
  ...validSubmission.audit,
  submissionId: randomUUID(),
  // typed as people type: spaces around, capitals in the address, no phone
  name: "  Anna Muster ",
  email: " Anna.Muster@Example.COM ",
  phone: "",
});

describe.each(testDatabases)("lead forms on $name", (database) => {
  let handle: DbHandle;
  const env = testEnv();
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const count = async (table: "audit_applications" | "contact_messages" | "session_requests" | "email_outbox") =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const auditRow = (submissionId: string) =>
    handle.db
      .selectFrom("audit_applications")
      .selectAll()
      .where("submission_id", "=", submissionId)
      .executeTakeFirstOrThrow();
  const mailsOfAudit = (id: string) =>
    handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("lead_table", "=", "audit_applications")
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();

  it("stores a valid audit application with two emails and redirects to the success page", async () => {
    const before = await count("email_outbox");
    const fields = validAudit();
    const result = outcome(
      await auditAction({ request: formRequest("/audit", fields, env), context: testContext(handle, env), params: {} }),
    );
    expect(result).toMatchObject({ status: 303, location: "/audit/danke" });
    const row = await auditRow(fields.submissionId);
    expect(row).toMatchObject({
      name: "Anna Muster",
      email: "anna.muster@example.com",
      industry: "manufacturing",
      phone: null,
      locale: "de",
    });
    const mails = await mailsOfAudit(row.id);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["audit-confirmation", "anna.muster@example.com"],
      ["audit-notification", env.LEADS_NOTIFY_EMAIL],
    ]);
    expect(mails[1]!.text_body).toContain("Muster Maschinenbau AG");
    expect(mails[1]!.text_body).toContain("Jede Freigabe läuft über meinen Tisch.");
    expect(await count("email_outbox")).toBe(before + 2);
  });

  it("stores each later application with its own values and mails (the statement of the first is reused)", async () => {
    const before = await count("email_outbox");
    const sent = [
      { ...validAudit(), email: "erste@example.com", company: "Erste GmbH", phone: "+49 30 123456" },
      { ...validAudit(), email: "zweite@example.com", company: "Zweite KG", timeline: "long" },
      { ...validAudit(), email: "dritte@example.com", company: "Dritte AG", industry: "services" },
    ];
    for (const fields of sent) {
      const result = outcome(
        await auditAction({
          request: formRequest("/audit", fields, env),
          context: testContext(handle, env),
          params: {},
        }),
      );
      expect(result).toMatchObject({ status: 303, location: "/audit/danke" });
    }
    for (const fields of sent) {
      const row = await auditRow(fields.submissionId);
      expect(row).toMatchObject({
        email: fields.email,
        company: fields.company,
        industry: fields.industry,
        timeline: fields.timeline,
        phone: fields.phone || null,
      });
      const mails = await mailsOfAudit(row.id);
      expect(mails.map((m) => m.to_address)).toEqual([fields.email, env.LEADS_NOTIFY_EMAIL]);
      expect(mails[1]!.text_body).toContain(fields.company);
    }
    expect(await count("email_outbox")).toBe(before + 6);
  });

  it("creates one row for a double or replayed submit", async () => {
    const fields = validAudit();
    const before = await count("audit_applications");
    const mailsBefore = await count("email_outbox");
    const results = await Promise.all(
      [1, 2, 3].map(async () =>
        outcome(
          await auditAction({
            request: formRequest("/audit", fields, env),
            context: testContext(handle, env),
            params: {},
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await count("audit_applications")).toBe(before + 1);
    expect(await count("email_outbox")).toBe(mailsBefore + 2);
  });

  it("answers invalid input with 400, every message, the values, and no row", async () => {
    const before = await count("audit_applications");
    const result = outcome(
      await auditAction({
        request: formRequest(
          "/business-audit",
          { submissionId: randomUUID(), email: "not-an-email", challenge: "x" },
          env,
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(result.status).toBe(400);
    const reply = result.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error).toMatchObject({
      name: ["forms.audit.errors.name"],
      email: ["forms.audit.errors.emailInvalid"],
      company: ["forms.audit.errors.company"],
      industry: ["forms.audit.errors.industry"],
      revenue: ["forms.audit.errors.revenue"],
      employees: ["forms.audit.errors.employees"],
      timeline: ["forms.audit.errors.timeline"],
    });
    expect(reply.initialValue).toMatchObject({ email: "not-an-email", challenge: "x" });
    expect(await count("audit_applications")).toBe(before);
  });

  it("rejects a filled honeypot or a missing trap without storing anything", async () => {
    const before = await count("audit_applications");
    const bot = formRequest("/audit", { ...validAudit(), website_url: "http://spam.example" }, env);
    const filled = outcome(await auditAction({ request: bot, context: testContext(handle, env), params: {} }));
    const bare = outcome(
      await auditAction({
        request: formRequest("/audit", validAudit(), env, { honeypot: false }),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(filled.status).toBe(400);
    expect(bare.status).toBe(400);
    expect((filled.data as { error: Record<string, string[]> }).error[""]).toEqual(["forms.errors.spam"]);
    expect(await count("audit_applications")).toBe(before);
  });

  it("counts only submissions that pass the honeypot and validation, per client and form (ADR 062)", async () => {
    const limited = testEnv({ RATE_LIMIT_DISABLED: "0", RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_SECONDS: "3600" });
    // an address of a carrier's NAT (100.64.0.0/10), shared by many people
    const client = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.7`;
    const message = () => ({ submissionId: randomUUID(), name: "Eva", email: "eva@example.com", message: "Hallo" });
    const send = async (
      fields: Record<string, string>,
      options: { honeypot?: boolean; from?: string; path?: string } = {},
    ) =>
      outcome(
        await contactAction({
          request: formRequest(options.path ?? "/kontakt", fields, limited, { honeypot: options.honeypot }),
          context: testContext(handle, limited, options.from ?? client),
          params: {},
        }),
      );

    // ten mistakes, a filled trap and a missing trap: each answered, none counted
    const rejected: number[] = [];
    for (let i = 0; i < 10; i++) rejected.push((await send({ ...message(), email: `eva${i}@` })).status);
    rejected.push((await send({ ...message(), website_url: "http://spam.example" })).status);
    rejected.push((await send(message(), { honeypot: false })).status);
    expect(rejected).toEqual(Array(12).fill(400));

    // the budget of two is still whole
    expect((await send(message())).status).toBe(303);
    expect((await send(message())).status).toBe(303);

    // the third is refused: 429, Retry-After, when to try again, the values kept, nothing stored
    const third = { ...message(), message: "Meine dritte Nachricht" };
    const refused = await send(third, { path: "/kontakt?lng=en" });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const reply = refused.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error[""]).toEqual([`forms.errors.rateLimited?count=${Math.ceil(retryAfter / 60)}`]);
    expect(reply.initialValue).toMatchObject({
      name: "Eva",
      email: "eva@example.com",
      message: "Meine dritte Nachricht",
    });
    const stored = await handle.db
      .selectFrom("contact_messages")
      .select("id")
      .where("submission_id", "=", third.submissionId)
      .execute();
    expect(stored).toEqual([]);

    // over the limit a mistake still gets its message, not the limit's
    const invalid = await send({ ...message(), email: "eva@" });
    expect(invalid.status).toBe(400);
    expect((invalid.data as { error: Record<string, string[]> }).error.email).toEqual(["forms.errors.emailInvalid"]);

    // another address and another form have budgets of their own
    expect((await send(message(), { from: "192.0.2.55" })).status).toBe(303);
    const audit = outcome(
      await auditAction({
        request: formRequest("/audit", validAudit(), limited),
        context: testContext(handle, limited, client),
        params: {},
      }),
    );
    expect(audit.status).toBe(303);
  });

  it("stores a contact message with its optional consent", async () => {
    const id = randomUUID();
    const r = outcome(
      await contactAction({
        request: formRequest(
          "/kontakt?lng=en",
          { submissionId: id, name: "Tom", email: "TOM@example.com", message: "Call me", marketingConsent: "on" },
          env,
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(r).toMatchObject({ status: 303, location: "/kontakt/danke?lng=en" });
    const row = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "tom@example.com", marketing_consent: true, locale: "en", company: null });
  });

  it("drops NUL characters (which PostgreSQL cannot store) instead of failing", async () => {
    const id = randomUUID();
    const r = outcome(
      await contactAction({
        request: formRequest(
          "/kontakt",
          {
            submissionId: id,
            name: "A\u0000nna",
            email: "anna@example.com",
            company: "\u0000",
            message: "Hallo\u0000 Welt",
          },
          env,
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(r).toMatchObject({ status: 303 });
    const row = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Anna", message: "Hallo Welt", company: null });
  });

  it("stores a strategy-session request with time windows", async () => {
    const id = randomUUID();
    const attempt = randomUUID();
    const r = outcome(
      await sessionAction({
        request: formRequest(
          "/strategy-session/request",
          {
            submissionId: id,
            name: "Lena",
            email: "lena@example.com",
            phone: "+41 44 123 45 67",
            preferredTimes: ["weekday-morning", "weekday-evening"],
            attemptId: attempt,
          },
          env,
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(r).toMatchObject({ status: 303, location: "/strategy-session/thank-you" });
    const row = await handle.db
      .selectFrom("session_requests")
      .selectAll()
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.preferred_times).toEqual(["weekday-morning", "weekday-evening"]);
    // an attempt id without a finished check is not linked (tests/integration/exit-ready.test.ts links a real one)
    expect(row.exit_ready_attempt_id).toBeNull();
    const missingPhone = outcome(
      await sessionAction({
        request: formRequest(
          "/strategiegespraech/anfrage",
          { submissionId: randomUUID(), name: "Lena", email: "lena@example.com" },
          env,
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(missingPhone.status).toBe(400);
    expect((missingPhone.data as { error: Record<string, string[]> }).error.phone).toEqual([
      "forms.errors.phoneRequired",
    ]);
  });
});

describe("the database is unreachable", () => {
  /** An audit submitted against `handle`: 503 with the binding error text and the visitor's values. */
  async function expectUnavailable(handle: DbHandle, env = testEnv()) {
    const fields = validAudit();
    const result = outcome(
      await auditAction({ request: formRequest("/audit", fields, env), context: testContext(handle, env), params: {} }),
    );
    expect(result.status).toBe(503);
    const reply = result.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error[""]).toEqual(["forms.errors.submitFailed"]);
    expect(reply.initialValue).toMatchObject({ company: "Muster Maschinenbau AG", challenge: fields.challenge });
  }

  it("answers 503 with the binding error text, keeps the values, and stores nothing", async () => {
    const dead = await createDb({ databaseUrl: "postgres://nobody@127.0.0.1:9/none" });
    try {
      await expectUnavailable(dead, testEnv({ RATE_LIMIT_DISABLED: "0" }));
    } finally {
      await dead.close();
    }
  });

  // a request still running when shutdown closed the pool (server/index.ts, "Shutdown")
  it.each(testDatabases)("answers 503 with the values when the $name pool was closed by shutdown", async (database) => {
    const closed = await database.open();
    await closed.close();
    await expectUnavailable(closed);
  });
});
