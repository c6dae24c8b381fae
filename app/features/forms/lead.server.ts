import type { Insertable, Transaction } from "kysely";
import type { Database } from "#db/schema";
import { enqueueEmail, type OutboxMessage } from "~/lib/mail.server";

/** The tables of the lead forms; each has a unique `submission_id`. */
export type LeadTable = "audit_applications" | "contact_messages" | "session_requests";

/**
 * Stores a lead once: a replayed submission id inserts nothing and returns null. A new lead's mails
 * (the visitor's confirmation, fixed copy only, ADR 015; the consultant's notification) are queued
 * in the same transaction, so a lead is never stored without them nor mailed without being stored.
 */
export async function storeLeadOnce<T extends LeadTable>(
  trx: Transaction<Database>,
  table: T,
  values: Insertable<Database[T]>,
  mails: (lead: { table: T; id: string }) => OutboxMessage[],
): Promise<{ id: string } | null> {
  // Kysely cannot resolve a generic table name; `values` is checked against `table` in the signature.
  const row = await (trx as unknown as Transaction<Record<LeadTable, { id: string; submission_id: string }>>)
    .insertInto(table)
    .values(values as never)
    .onConflict((oc) => oc.column("submission_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return null;
  await enqueueEmail(trx, mails({ table, id: row.id }));
  return row;
}
