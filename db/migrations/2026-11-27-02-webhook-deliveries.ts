import { sql, type Kysely } from "kysely";

// Webhooks (docs/decisions/068-webhooks.md): every event to each configured receiver is a row,
// written in the transaction of what it reports (a lead, a booking, a newsletter confirmation) and
// sent by the webhook worker (app/lib/webhooks.server.ts) with FOR UPDATE SKIP LOCKED, as the mail
// outbox is. `event_id` is the Standard Webhooks message id: the same for every try and every
// receiver, so a receiver drops what it has had. `payload` is the event ({ type, timestamp, data })
// as it is sent, byte for byte on every try (the signature covers it and the try's timestamp).
//
// queue_webhooks(deliveries, lead_id): inserts the rows of one statement, with the id of the lead
// the same statement inserts put into each event's data (as queue_emails does for mails).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table webhook_deliveries (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      event_id uuid not null,
      event_type text not null,
      url text not null,
      payload text not null,
      status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      delivered_at timestamptz,
      lead_table text,
      lead_id text,
      email text,
      unique (event_id, url)
    )`.execute(db);
  await sql`comment on table webhook_deliveries is 'Webhook events to the consultant''s other systems, one row per event and receiver, sent by the webhook worker (ADR 068)'`.execute(
    db,
  );
  for (const [column, text] of [
    ["event_id", "the Standard Webhooks message id (webhook-id): the same on every try and for every receiver"],
    ["payload", "the event as sent ({type, timestamp, data}), the same bytes on every try"],
    ["status", "pending, sending (claimed by a worker), delivered (a 2xx), failed (retries used up)"],
    ["lead_table", "the row the event reports (for erasure and retention)"],
    ["email", "the person's address, when the event names one (erasure finds the pending events by it)"],
  ] as const) {
    await sql`comment on column ${sql.ref(`webhook_deliveries.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status in ('pending', 'sending')`.execute(
    db,
  );
  await sql`create index webhook_deliveries_lead on webhook_deliveries (lead_table, lead_id)`.execute(db);
  await sql`create index webhook_deliveries_email on webhook_deliveries (lower(email)) where email is not null`.execute(
    db,
  );
  await sql`
    create function queue_webhooks(deliveries jsonb, lead_id bigint) returns integer
    language plpgsql volatile
    as $fn$
    declare
      d jsonb;
      n integer := 0;
    begin
      for d in select value from jsonb_array_elements(deliveries) loop
        insert into webhook_deliveries (event_id, event_type, url, payload, lead_table, lead_id, email)
        values (
          (d->>'event_id')::uuid, d->>'event_type', d->>'url',
          case when queue_webhooks.lead_id is null then d->>'payload'
               else jsonb_set((d->>'payload')::jsonb, '{data,id}', to_jsonb(queue_webhooks.lead_id::text))::text end,
          d->>'lead_table', coalesce(queue_webhooks.lead_id::text, d->>'lead_id'), d->>'email');
        n := n + 1;
      end loop;
      return n;
    end
    $fn$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists queue_webhooks(jsonb, bigint)`.execute(db);
  await sql`drop table if exists webhook_deliveries`.execute(db);
}
