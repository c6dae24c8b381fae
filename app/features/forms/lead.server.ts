import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { queueEmailsCall, type OutboxMessage } from "~/lib/mail.server";

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
  const row = await query.executeTakeFirst();
  return row ? { id: row.id } : null;
}
