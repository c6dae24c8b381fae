import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { scoreAnswers, type Answers } from "~/features/exit-ready/scoring";
import { questionIds } from "~/features/exit-ready/types";
import type { DB } from "~/lib/db.server";

// Rows written straight into the tables, with the timestamps a test needs (retention, GDPR).

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 24 * 3600 * 1000);

/**
 * An ExitReady attempt. `answers`: how many questions are answered (each with 2 points), or the
 * points of each answer in question order; a `result` of eight answers given as points is scored
 * by the real model (scoring.ts), else it is a fixed row (score 9, one category).
 */
export async function exitReadyAttempt(
  db: DB,
  options: {
    updatedAt?: Date;
    answers?: number | number[];
    locale?: "de" | "en";
    result?: { name: string; email: string; company?: string };
  } = {},
) {
  const id = randomUUID();
  const at = options.updatedAt ?? new Date();
  await db
    .insertInto("exit_ready_attempts")
    .values({ id, locale: options.locale ?? "de", created_at: at, updated_at: at })
    .execute();
  const points = Array.isArray(options.answers) ? options.answers : Array<number>(options.answers ?? 0).fill(2);
  const answers: Answers = {};
  for (const [i, answer] of points.entries()) {
    const question_id = questionIds[i]!;
    answers[question_id] = answer;
    await db.insertInto("exit_ready_answers").values({ attempt_id: id, question_id, answer }).execute();
  }
  if (options.result) {
    const scored = Array.isArray(options.answers) ? scoreAnswers(answers) : null;
    await db
      .insertInto("exit_ready_results")
      .values({
        attempt_id: id,
        model_version: scored?.modelVersion ?? "2026-11",
        raw_points: scored?.raw ?? 16,
        score: scored?.score ?? 9,
        band: scored?.band ?? "foundation-laid",
        phase: scored?.phase ?? "acceleration",
        category_scores: JSON.stringify(scored?.categories ?? [{ id: "operations", points: 4, max: 8, percent: 50 }]),
        weakest_category: scored?.weakest[0] ?? "operations",
        name: options.result.name,
        email: options.result.email,
        company: options.result.company ?? null,
      })
      .execute();
  }
  return id;
}

export async function btlWorkspace(db: DB, options: { updatedAt?: Date } = {}) {
  const id = randomUUID();
  const at = options.updatedAt ?? new Date();
  await db.insertInto("btl_workspaces").values({ id, locale: "en", created_at: at, updated_at: at }).execute();
  await db
    .insertInto("btl_profiles")
    .values({
      workspace_id: id,
      company_name: "Keller Metallbau GmbH",
      industry: "manufacturing",
      employees: "21-50",
      revenue: "1m-5m",
      main_goal: "independence",
      timeline: "medium",
    })
    .execute();
  const attempt = randomUUID();
  await db
    .insertInto("btl_module_attempts")
    .values({ id: attempt, workspace_id: id, module_id: "delegation", started_at: at })
    .execute();
  await db.insertInto("btl_answers").values({ attempt_id: attempt, question_id: "q1", answer: 3 }).execute();
  return id;
}

export async function subscriber(
  db: DB,
  options: {
    email: string;
    status?: "pending" | "confirmed" | "unsubscribed";
    createdAt?: Date;
    lastRequestAt?: Date | null;
  },
) {
  const created = options.createdAt ?? new Date();
  const row = await db
    .insertInto("newsletter_subscribers")
    .values({
      email: options.email,
      locale: "de",
      status: options.status ?? "pending",
      created_at: created,
      updated_at: created,
      confirm_token_hash: "f".repeat(64),
      confirmation_requests: 1,
      last_confirmation_request_at: options.lastRequestAt === undefined ? created : options.lastRequestAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("newsletter_consents")
    .values({
      subscriber_id: row.id,
      event: "signup",
      created_at: created,
      ip: "203.0.113.9",
      user_agent: "Mozilla/5.0",
      consent_text: "Ja, ich möchte den Newsletter erhalten.",
      consent_version: "2026-11",
      locale: "de",
      source: "footer:/blog",
    })
    .execute();
  return row.id;
}

export async function outboxRow(
  db: DB,
  options: {
    to: string;
    kind?: string;
    status?: "pending" | "sending" | "sent" | "failed";
    sentAt?: Date | null;
    createdAt?: Date;
    text?: string;
    lead?: { table: string; id: string };
  },
) {
  const row = await db
    .insertInto("email_outbox")
    .values({
      kind: options.kind ?? "test",
      to_address: options.to,
      subject: "Betreff",
      text_body: options.text ?? "Hallo",
      html_body: null,
      headers: "{}",
      status: options.status ?? "sent",
      sent_at: options.sentAt === undefined ? (options.createdAt ?? new Date()) : options.sentAt,
      created_at: options.createdAt ?? new Date(),
      next_attempt_at: options.createdAt ?? new Date(),
      lead_table: options.lead?.table ?? null,
      lead_id: options.lead?.id ?? null,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function count(db: DB, table: string, where = sql`true`) {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db);
  return Number(rows[0]?.n);
}
