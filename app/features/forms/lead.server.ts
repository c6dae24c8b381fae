import { CompiledQuery, sql, type Insertable, type Kysely, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { prepareOnEachConnection } from "~/lib/db.server";
import { queueEmailsCall, queueEmailsMessages, type OutboxMessage } from "~/lib/mail.server";

/** The tables of the lead forms; each has a unique `submission_id`. */
export type LeadTable = "audit_applications" | "contact_messages" | "session_requests";

type LeadDb = Kysely<Record<LeadTable, { id: string; submission_id: string }>>;

/**
 * Stores a lead once: a replayed submission id inserts nothing and returns null. A new lead's mails
 * (the visitor's confirmation, fixed copy only, ADR 015; the consultant's notification) are queued
 * by the same statement, so a lead is never stored without them nor mailed without being stored:
 *
 *   with lead as (insert into <table> ... on conflict (submission_id) do nothing returning id)
 *   select id, queue_emails(<mails>, lead.id, ...) from lead
 *
 * One statement is one transaction of its own (`db`), or part of the caller's (`trx`); the mails
 * are rendered before, with the lead id filled in by the database.
 */
export async function storeLeadOnce<T extends LeadTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  values: Insertable<Database[T]>,
  mails: (lead: { table: T; id: string }) => OutboxMessage[],
): Promise<{ id: string } | null> {
  // the messages without the id: queue_emails gets the id of the row the statement inserts
  const messages = mails({ table, id: "" }).map((m) => ({ ...m, lead: { table, id: "" } }));
  const columns = Object.keys(values).filter((c) => (values as Record<string, unknown>)[c] !== undefined);
  const key = `${table}:${columns.join(",")}`;
  const statement = statements.get(key);
  if (statement) {
    // the same statement text; only the lead's values and the messages differ
    const parameters = columns.map((c) => (values as Record<string, unknown>)[c]);
    parameters.push(queueEmailsMessages(messages), ...statement.policy);
    const { rows } = await db.executeQuery<{ id: string }>(CompiledQuery.raw(statement.sql, parameters));
    return rows[0] ? { id: rows[0].id } : null;
  }
  // Kysely cannot resolve a generic table name; `values` is checked against `table` in the signature.
  const query = (db as unknown as LeadDb)
    .with("lead", (q) =>
      q
        .insertInto(table)
        .values(values as never)
        .onConflict((oc) => oc.column("submission_id").doNothing())
        .returning("id"),
    )
    .selectFrom("lead")
    .select(["lead.id", queueEmailsCall(messages, sql.ref("lead.id")).as("capped")]);
  const compiled = query.compile();
  // Kept for the next lead of this shape when the parameters are the lead's values in column
  // order, then the messages, then the cap's policy (constants).
  const p = compiled.parameters;
  if (
    p.length > columns.length + 1 &&
    columns.every((c, i) => p[i] === (values as Record<string, unknown>)[c]) &&
    p[columns.length] === queueEmailsMessages(messages)
  ) {
    statements.set(key, { sql: compiled.sql, policy: p.slice(columns.length + 1) });
    // the same text for every lead of this shape: parsed and planned once per connection
    prepareOnEachConnection(compiled.sql);
  }
  const row = (await db.executeQuery<{ id: string }>(compiled)).rows[0];
  return row ? { id: row.id } : null;
}

/**
 * The statement per lead table and set of columns, compiled once by Kysely (building and compiling
 * it took about 3 % of an audit POST's CPU): its text and its constant parameters.
 */
const statements = new Map<string, { sql: string; policy: readonly unknown[] }>();
