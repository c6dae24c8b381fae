import { sql, type Kysely } from "kysely";

// queue_emails: queues a batch of emails in the outbox and applies the per-address cap on visitor
// mails (docs/decisions/015-visitor-mails.md), inside PostgreSQL, so a lead and its mails are one
// statement: one round trip and a transaction of its own, instead of BEGIN, insert, lock, count,
// insert and COMMIT (app/lib/mail.server.ts, enqueueEmail; app/features/forms/lead.server.ts).
//
// The policy stays in the application, which passes it in: which kinds are visitor mails, how many
// one address may get in 24 hours, the advisory-lock namespace, and each message's normalised
// address (`cap_address`, null for mails that are not capped). Per capped address the function
// takes the transaction-scoped advisory lock and only then counts: a PL/pgSQL function that is
// VOLATILE takes a new snapshot for each statement in READ COMMITTED, so the count sees every mail
// committed by whoever held the lock before, exactly as the separate statements did.
//
// messages: [{ kind, to_address, subject, text_body, html_body, headers, next_attempt_at,
//              lead_table, lead_id, cap_address }]; lead_id: when not null, the lead of every
//              message (the lead inserted by the same statement). Returns the kinds left out.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function queue_emails(
      messages jsonb,
      lead_id bigint,
      visitor_kinds text[],
      visitor_per_day integer,
      lock_namespace integer
    ) returns text[]
    language plpgsql volatile
    as $fn$
    declare
      m jsonb;
      address text;
      remaining integer;
      counted jsonb := '{}';
      capped text[] := '{}';
    begin
      for m in select value from jsonb_array_elements(messages) loop
        address := m->>'cap_address';
        if address is not null then
          if counted ? address then
            remaining := (counted->>address)::integer;
          else
            perform pg_advisory_xact_lock(lock_namespace, hashtext(address));
            select greatest(0, visitor_per_day - count(*))::integer into remaining
              from email_outbox
             where lower(to_address) = address
               and created_at > now() - interval '24 hours'
               and kind = any(visitor_kinds);
          end if;
          counted := counted || jsonb_build_object(address, greatest(0, remaining - 1));
          if remaining <= 0 then
            capped := capped || (m->>'kind');
            continue;
          end if;
        end if;
        insert into email_outbox
          (kind, to_address, subject, text_body, html_body, headers, next_attempt_at, lead_table, lead_id)
        values (
          m->>'kind', m->>'to_address', m->>'subject', m->>'text_body', m->>'html_body',
          coalesce(m->'headers', '{}'), (m->>'next_attempt_at')::timestamptz,
          m->>'lead_table', coalesce(queue_emails.lead_id, (m->>'lead_id')::bigint));
      end loop;
      return capped;
    end
    $fn$`.execute(db);
  await sql`comment on function queue_emails is 'Queues emails in the outbox; visitor mails over the per-address cap are left out (their kinds returned). Policy comes from the application (app/lib/mail.server.ts).'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists queue_emails(jsonb, bigint, text[], integer, integer)`.execute(db);
}
