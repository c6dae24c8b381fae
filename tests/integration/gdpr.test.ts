import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { addressPattern, erasePersonData, findPersonData, gdprCommand } from "~/lib/gdpr.server";
import { createLogger } from "~/lib/log.server";
import { action as auditAction } from "~/features/audit/route";
import { action as contactAction } from "~/features/contact/route";
import { action as startAction } from "~/features/exit-ready/routes/start";
import { action as erContactAction } from "~/features/exit-ready/routes/contact";
import { action as answerAction } from "~/features/exit-ready/routes/question";
import { action as subscribeAction } from "~/features/newsletter/routes/signup";
import { action as sessionAction } from "~/features/booking/routes/request";
import { parseWindow, weekdays, type Availability } from "~/features/booking/settings";
import { bookSession } from "~/features/booking/changes.server";
import { formRequest, outcome, testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { validSubmission } from "../submissions";
import { count } from "./seed";

const env = testEnv();

describe.each(testDatabases)("GDPR export and erasure on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());
  const ctx = () => testContext(handle, env);

  async function audit(email: string, name = "Nora Brand") {
    const r = outcome(
      await auditAction({
        request: formRequest(
          "/audit",
          {
            ...validSubmission.audit,
            submissionId: randomUUID(),
            name,
            email,
          },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(r.status).toBe(303);
  }
  async function contact(email: string) {
    const r = outcome(
      await contactAction({
        request: formRequest(
          "/kontakt",
          { submissionId: randomUUID(), name: "Nora Brand", email, message: "Bitte um Rückruf." },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(r.status).toBe(303);
  }
  async function session(email: string, attemptId?: string) {
    const r = outcome(
      await sessionAction({
        request: formRequest(
          "/strategiegespraech/anfrage",
          {
            submissionId: randomUUID(),
            name: "Nora Brand",
            email,
            phone: "+41 79 555 66 77",
            ...(attemptId ? { attemptId } : {}),
          },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(r.status).toBe(303);
  }
  async function newsletter(email: string) {
    const r = outcome(
      await subscribeAction({
        request: formRequest("/newsletter", { email, source: "footer" }, env, {
          headers: { "User-Agent": "Vitest/1.0" },
        }),
        context: ctx(),
        params: {},
      }),
    );
    expect(r.status).toBe(303);
  }
  /** a full ExitReady Check with contact data; returns the attempt id */
  async function exitReady(email: string, newsletterOptIn = false) {
    const start = outcome(
      await startAction({ request: formRequest("/exit-ready-check", {}, env), context: ctx(), params: {} }),
    );
    const attempt = /\/([0-9a-f-]{36})\//.exec(start.location ?? "")![1]!;
    for (let n = 1; n <= 8; n++) {
      await answerAction({
        request: formRequest(`/exit-ready-check/${attempt}/frage/${n}`, { answer: "2", intent: "next" }, env, {
          honeypot: false,
        }),
        context: ctx(),
        params: { attempt, n: String(n) },
      });
    }
    const r = outcome(
      await erContactAction({
        request: formRequest(
          `/exit-ready-check/${attempt}/kontakt`,
          { name: "Nora Brand", email, company: "Brand Logistik AG", ...(newsletterOptIn ? { newsletter: "on" } : {}) },
          env,
        ),
        context: ctx(),
        params: { attempt },
      }),
    );
    expect(r.status).toBe(303);
    return attempt;
  }
  async function sessionFromResult(attempt: string, email: string, name = "Nora Brand") {
    // the request form the booking page offers from a result (`?attempt=`) carries the attempt
    const r = outcome(
      await sessionAction({
        request: formRequest(
          "/strategiegespraech/anfrage",
          { submissionId: randomUUID(), name, email, phone: "+41 79 555 66 77", attemptId: attempt },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(r.status).toBe(303);
  }

  const nora = "nora.brand@example.ch";
  let noraAttempt: string;
  let otherAttempt: string;

  it("finds every row about a person, whatever the case of the address, and nothing about others", async () => {
    // Nora: every form, the ExitReady Check with newsletter opt-in, a session from her result
    await audit("Nora.Brand@Example.CH");
    await contact(nora);
    await session(nora);
    await newsletter(nora);
    // one address gets at most 5 visitor mails in 24 hours (ADR 015): her first four were yesterday
    await handle.db
      .updateTable("email_outbox")
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where("to_address", "=", nora)
      .execute();
    noraAttempt = await exitReady(nora, true);
    await sessionFromResult(noraAttempt, nora);
    // a colleague asks for a session from Nora's result page with another address
    await sessionFromResult(noraAttempt, "colleague@example.ch", "Urs Keller");
    // others, one with an address that contains Nora's
    await audit("anora.brand@example.ch", "Anora Brand");
    await newsletter("other@example.com");
    otherAttempt = await exitReady("other@example.com");

    const data = await findPersonData(handle.db, "  NORA.BRAND@example.ch ");
    expect(data.email).toBe(nora);
    expect(data.audit_applications).toHaveLength(1);
    expect(data.contact_messages).toHaveLength(1);
    expect(data.session_requests).toHaveLength(2);
    expect(data.newsletter).toHaveLength(1);
    // signed up twice: in the footer and in the ExitReady Check (a second confirmation mail)
    expect(data.newsletter[0]!.consents.map((c) => c.event)).toEqual(["signup", "signup"]);
    expect(data.newsletter[0]!.subscriber).not.toHaveProperty("confirm_token_hash");
    expect(data.exit_ready).toHaveLength(1);
    expect(data.exit_ready[0]!.attempt.id).toBe(noraAttempt);
    expect(data.exit_ready[0]!.answers).toHaveLength(8);
    expect(data.exit_ready[0]!.result).toMatchObject({ email: nora, name: "Nora Brand" });
    for (const rows of [data.audit_applications, data.contact_messages, data.session_requests]) {
      for (const row of rows) expect(row.email).toBe(nora);
    }
    expect(data.linkedElsewhere).toEqual([
      { table: "session_requests", id: expect.any(String), linkedBy: "exit_ready_attempt_id" },
    ]);

    // emails: confirmations to her and the consultant's notifications about her leads
    const kinds = data.email_outbox.map((m) => `${m.kind} ${m.to_address === nora ? "to her" : "about her"}`).sort();
    expect(kinds).toEqual(
      [
        "audit-confirmation to her",
        "audit-notification about her",
        "contact-confirmation to her",
        "contact-notification about her",
        "exit-ready-notification about her",
        "exit-ready-result to her",
        "newsletter-confirmation to her",
        "newsletter-confirmation to her",
        "session-confirmation to her",
        "session-confirmation to her",
        "session-notification about her",
        "session-notification about her",
      ].sort(),
    );
    // not the colleague's, nor Anora's notification (which names an address containing hers)
    const bodies = data.email_outbox.map((m) => String(m.text_body));
    expect(bodies.some((b) => b.includes("anora.brand@"))).toBe(false);
    expect(bodies.some((b) => b.includes("colleague@"))).toBe(false);
    // the export is plain JSON
    expect(() => JSON.stringify(data)).not.toThrow();
  });

  it("matches the address as a whole word in email texts", async () => {
    const probe = async (text: string) => {
      const { rows } = await sql<{ m: boolean }>`select ${text} ~* ${addressPattern(nora)} as m`.execute(handle.db);
      return rows[0]!.m;
    };
    expect(await probe(`E-Mail: ${nora}`)).toBe(true);
    expect(await probe(`Schreib an ${nora.toUpperCase()}.`)).toBe(true);
    expect(await probe(`<${nora}>`)).toBe(true);
    expect(await probe(`E-Mail: a${nora}`)).toBe(false);
    expect(await probe(`E-Mail: ${nora}x`)).toBe(false);
    expect(await probe(`E-Mail: ${nora}.uk`)).toBe(false);
    // regular-expression characters in the address are literal
    expect(addressPattern("a+b@x.ch")).toContain("a\\+b@x\\.ch");
  });

  it("export writes JSON to stdout and an audit line with a hash of the address, not the address", async () => {
    let out = "";
    const lines: string[] = [];
    const log = createLogger({ json: true, destination: { write: (l: string) => lines.push(l) } });
    const code = await gdprCommand(["export", "Nora.Brand@example.ch"], {
      db: handle.db,
      out: { write: (s: string) => (out += s) },
      err: { write: () => {} },
      log,
      now: () => new Date("2026-11-22T10:00:00Z"),
    });
    expect(code).toBe(0);
    const exported = JSON.parse(out) as Record<string, unknown[]>;
    expect(exported).toMatchObject({ exportedAt: "2026-11-22T10:00:00.000Z", email: nora });
    expect(exported.audit_applications).toHaveLength(1);
    expect(exported.email_outbox).toHaveLength(12);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "info",
      msg: "gdpr export",
      action: "export",
      emailHash: `sha256:${createHash("sha256").update(nora).digest("hex")}`,
      counts: { audit_applications: 1, session_requests: 2, email_outbox: 12, exit_ready_answers: 8 },
    });
    expect(typeof entry.time).toBe("string");
    expect(lines[0]!.toLowerCase()).not.toContain("nora");
  });

  it("rejects bad arguments with the usage and exit code 2", async () => {
    for (const args of [[], ["show", nora], ["export"], ["export", "no-address"], ["export", nora, "--dry-run"]]) {
      let err = "";
      const code = await gdprCommand(args, {
        db: handle.db,
        out: { write: () => expect.unreachable() },
        err: { write: (s: string) => (err += s) },
        log: createLogger({ level: "silent" }),
      });
      expect(code).toBe(2);
      expect(err).toContain("npm run gdpr -- export EMAIL");
    }
  });

  it("a dry run counts without deleting", async () => {
    const before = await findPersonData(handle.db, nora);
    const { counts } = await erasePersonData(handle.db, nora, { dryRun: true });
    expect(counts).toMatchObject({ audit_applications: 1, email_outbox: 12 });
    expect(await findPersonData(handle.db, nora)).toEqual(before);
  });

  it("delete erases every row about the person in one go and keeps everybody else's", async () => {
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            "audit_applications",
            "contact_messages",
            "session_requests",
            "session_bookings",
            "newsletter_subscribers",
            "newsletter_consents",
            "exit_ready_attempts",
            "exit_ready_answers",
            "exit_ready_results",
            "email_outbox",
            "webhook_deliveries",
          ].map(async (t) => [t, await count(handle.db, t)] as const),
        ),
      );
    const before = await totals();
    let out = "";
    const lines: string[] = [];
    const code = await gdprCommand(["delete", "NORA.BRAND@EXAMPLE.CH"], {
      db: handle.db,
      out: { write: (s: string) => (out += s) },
      err: { write: () => {} },
      log: createLogger({ json: true, destination: { write: (l: string) => lines.push(l) } }),
    });
    expect(code).toBe(0);
    const expected = {
      audit_applications: 1,
      contact_messages: 1,
      session_requests: 2,
      session_bookings: 0,
      newsletter_subscribers: 1,
      newsletter_consents: 2,
      exit_ready_attempts: 1,
      exit_ready_answers: 8,
      exit_ready_results: 1,
      email_outbox: 12,
      webhook_deliveries: 0,
    };
    expect(JSON.parse(out)).toEqual({ action: "delete", deleted: expected, linkedElsewhereKept: 1 });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ msg: "gdpr delete", action: "delete", dryRun: false, counts: expected });
    expect(entry.emailHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(lines[0]!.toLowerCase()).not.toContain("nora");

    // nothing about her is left
    const after = await findPersonData(handle.db, nora);
    expect(after).toMatchObject({
      audit_applications: [],
      contact_messages: [],
      session_requests: [],
      newsletter: [],
      exit_ready: [],
      email_outbox: [],
      linkedElsewhere: [],
    });
    expect(await count(handle.db, "exit_ready_attempts", sql`id = ${noraAttempt}`)).toBe(0);
    expect(await count(handle.db, "exit_ready_answers", sql`attempt_id = ${noraAttempt}`)).toBe(0);
    // exactly her rows went: the totals dropped by her counts
    const now = await totals();
    for (const [table, n] of Object.entries(expected)) expect(before[table]! - now[table]!).toBe(n);
    // the colleague's request stays, unlinked from her deleted attempt
    const colleague = await handle.db
      .selectFrom("session_requests")
      .select(["email", "exit_ready_attempt_id"])
      .where("email", "=", "colleague@example.ch")
      .executeTakeFirstOrThrow();
    expect(colleague.exit_ready_attempt_id).toBeNull();
    // the others are untouched
    expect(await count(handle.db, "audit_applications", sql`email = 'anora.brand@example.ch'`)).toBe(1);
    expect((await findPersonData(handle.db, "other@example.com")).exit_ready[0]?.attempt.id).toBe(otherAttempt);
    expect(await count(handle.db, "newsletter_subscribers", sql`email = 'other@example.com'`)).toBe(1);

    // a second delete finds nothing
    out = "";
    await gdprCommand(["delete", nora], {
      db: handle.db,
      out: { write: (s: string) => (out += s) },
      err: { write: () => {} },
      log: createLogger({ level: "silent" }),
    });
    expect(Object.values((JSON.parse(out) as { deleted: Record<string, number> }).deleted)).toEqual(Array(11).fill(0));
  });
  it("exports a booked session without its token's hash, and erases it with its mails", async () => {
    const availability: Availability = {
      timeZone: "Europe/Zurich",
      sessionMinutes: 45,
      bufferMinutes: 15,
      minimumNoticeHours: 0,
      horizonDays: 30,
      maxSessionsPerDay: 5,
      weeklyHours: Object.fromEntries(
        weekdays.map((d) => [d, [parseWindow("09:00-17:00")!]]),
      ) as Availability["weeklyHours"],
      daysOff: [],
    };
    const now = new Date("2027-05-03T05:00:00Z");
    const booked = await bookSession(
      {
        db: handle.db,
        env,
        availability,
        limits: { upcomingPerMailbox: 1, upcomingPerClient: 2, perClientPerDay: 3 },
        meeting: { offer: "phone" },
        busy: { ok: true, busy: [] },
        now,
      },
      {
        submissionId: randomUUID(),
        slot: new Date("2027-05-04T07:00:00Z"),
        name: "Bea Booker",
        email: "bea.booker@example.ch",
        phone: "+41 00 000 00 01",
        timeZone: "Europe/Zurich",
      },
      { locale: "de", sourcePath: "/strategiegespraech", clientAddress: "203.0.113.5" },
    );
    expect(booked.ok).toBe(true);
    const data = await findPersonData(handle.db, "Bea.Booker@example.ch");
    expect(data.session_bookings).toHaveLength(1);
    expect(data.session_bookings[0]).toMatchObject({ name: "Bea Booker", email: "bea.booker@example.ch" });
    expect(data.session_bookings[0]).not.toHaveProperty("manage_token_hash");
    // confirmation, reminder, and the consultant's copy (linked by the booking)
    expect(data.email_outbox.map((m) => m.kind).sort()).toEqual([
      "booking-confirmation",
      "booking-notification",
      "booking-reminder",
    ]);
    const { counts } = await erasePersonData(handle.db, "bea.booker@example.ch");
    expect(counts).toMatchObject({ session_bookings: 1, email_outbox: 3 });
    expect(await count(handle.db, "session_bookings", sql`lower(email) = 'bea.booker@example.ch'`)).toBe(0);
  });
});
