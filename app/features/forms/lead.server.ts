import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { getT } from "~/lib/i18n.server";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import { fixedEmail, queueEmailsCall, type EmailSpec, type OutboxMessage } from "~/lib/mail.server";
import type { TFunction } from "~/lib/translate";
import { queueWebhooksCall } from "~/lib/webhooks.server";
import type { WebhookEvent, WebhookEventDataOf } from "~/webhook-events";

type LeadCreated = Extract<WebhookEvent, { type: "lead.created" }>;

/** The tables of the lead forms; each has a unique `submission_id`. */
export type LeadTable = "audit_applications" | "contact_messages" | "session_requests";

type LeadDb = Kysely<Record<LeadTable, { id: string; submission_id: string }>>;

type Row<T extends LeadTable> = Insertable<Database[T]>;

/**
 * Where every field of a form's validated value is stored: for each field, a column of the lead's
 * table whose type takes the field's value (an absent optional field is stored as null). Declared
 * with `satisfies LeadColumns<Value, Table>` beside the insert, it is what makes a new field one
 * change the compiler follows: a field of the schema without a column, a column the table does not
 * have (db/schema.ts) or one of another type fails `tsc`.
 */
export type LeadColumns<Value, T extends LeadTable> = {
  readonly [F in keyof Value]-?: {
    [C in keyof Row<T>]: Exclude<Value[F], undefined> extends Row<T>[C] ? C : never;
  }[keyof Row<T>];
};

/** The columns of a lead's row from its validated value, by its LeadColumns. */
export function leadColumns<Value extends object, T extends LeadTable>(
  _table: T,
  columns: LeadColumns<Value, T>,
  value: Value,
): Partial<Row<T>> {
  const row: Record<string, unknown> = {};
  for (const field of Object.keys(columns) as (keyof Value)[]) row[columns[field] as string] = value[field] ?? null;
  return row as Partial<Row<T>>;
}

/** A lead's row: its form's fields by LeadColumns, the visitor's language and the page it came from. */
export function leadRow<Value extends object, T extends LeadTable>(
  table: T,
  columns: LeadColumns<Value, T>,
  value: Value,
  meta: { locale: Lang; sourcePath: string | null },
): Row<T> {
  // every column but these comes from `columns`, which the compiler checked against the table
  const row = { ...leadColumns(table, columns, value), locale: meta.locale, source_path: meta.sourcePath };
  return row as unknown as Row<T>;
}

/**
 * The visitor's confirmation of a lead: fixed copy only, since nothing the visitor typed goes to
 * an unconfirmed address (ADR 015), so it is rendered once per language.
 */
export function leadConfirmation(
  kind: string,
  to: string,
  lead: { table: LeadTable; id: string },
  lng: Lang,
  copy: (t: TFunction) => Omit<EmailSpec, "lng">,
): OutboxMessage {
  return { kind, to, lead, content: fixedEmail(kind, lng, (l) => ({ lng: l, ...copy(getT(l)) })) };
}

/**
 * The consultant's notification lines of a form: for every field but its submission id, a label
 * and the text shown (from the German translator), or null for a field the mail shows another way
 * (say where beside it). Declared with `satisfies NotificationLines<Value>` beside the insert, a
 * new field left out of the notification fails `tsc`.
 */
export type NotificationLines<Value> = {
  readonly [F in Exclude<keyof Value, "submissionId">]-?: ((value: Value, de: TFunction) => [string, string]) | null;
};

/** The label/value pairs of a notification mail, in the order of its NotificationLines. */
export function notificationFields<Value>(lines: NotificationLines<Value>, value: Value): [string, string][] {
  const de = getT("de");
  const render = Object.values(lines) as (((value: Value, de: TFunction) => [string, string]) | null)[];
  return render.flatMap((line) => (line ? [line(value, de)] : []));
}

/** Which kind of lead a table holds, as the `lead.created` webhook names it (ADR 068). */
const leadKinds = {
  audit_applications: "audit",
  contact_messages: "contact",
  session_requests: "session-request",
} as const satisfies Record<LeadTable, string>;

/**
 * The `lead.created` event of a lead form's submission: what the visitor typed (the form's fields
 * but its submission id and a linked attempt's id, which is a secret link), the language, and
 * `extra` the site made (an ExitReady score); the database fills in the lead's id.
 */
export function leadCreated(
  table: LeadTable,
  value: Record<string, unknown>,
  locale: Lang,
  extra: { exitReady?: WebhookEventDataOf<"booking.created">["exitReady"] } = {},
): WebhookEvent {
  const { submissionId: _id, attemptId: _attempt, ...typed } = value;
  const email = typeof value.email === "string" ? value.email : undefined;
  return {
    type: "lead.created",
    // the form's fields are the catalogue's (a type check in app/webhook-events.ts)
    data: { kind: leadKinds[table], id: null, locale, ...typed, ...extra } as LeadCreated["data"],
    email,
  };
}

/**
 * Stores a lead once: a replayed submission id inserts nothing and returns null. A new lead's mails
 * (the visitor's confirmation, fixed copy only, ADR 015; the consultant's notification) and its
 * webhook (ADR 068) are queued by the same statement, so a lead is never stored without them nor
 * mailed or announced without being stored:
 *
 *   with lead as (insert into <table> ... on conflict (submission_id) do nothing returning id)
 *   select id, queue_emails(<mails>, lead.id, ...), queue_webhooks(<events>, lead.id) from lead
 *
 * One statement is one transaction of its own (`db`), or part of the caller's (`trx`); the mails
 * are rendered before, with the lead id filled in by the database.
 */
export async function storeLeadOnce<T extends LeadTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  values: Insertable<Database[T]>,
  mails: (lead: { table: T; id: string }) => OutboxMessage[],
  webhook?: { env: Pick<Env, "WEBHOOK_URL" | "WEBHOOK_SECRET">; event: WebhookEvent },
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
  const hooks = webhook
    ? queueWebhooksCall(webhook.env, [{ ...webhook.event, lead: { table, id: "" } }], sql.ref("lead.id"))
    : null;
  if (hooks) {
    const row = await query.select(hooks.as("hooks")).executeTakeFirst();
    return row ? { id: row.id } : null;
  }
  const row = await query.executeTakeFirst();
  return row ? { id: row.id } : null;
}
