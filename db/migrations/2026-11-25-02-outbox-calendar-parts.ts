import { sql, type Kysely } from "kysely";

// Calendar parts on queued mails (docs/decisions/065-bookings.md): a booked, moved or
// cancelled strategy session's mails carry an iCalendar invitation (METHOD:REQUEST or CANCEL),
// which the outbox worker hands to nodemailer as a text/calendar alternative (icalEvent). Two
// nullable columns on email_outbox, and queue_emails (migration 2026-11-24-01) writes them from
// the messages' `ical_method` and `ical_content`; a message without them is queued as before.
// The signature of queue_emails stays the same. A message's `next_attempt_at` already sets when
// it is sent: the reminder 24 hours before a session is a row due then.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column ical_method text check (ical_method in ('REQUEST', 'CANCEL', 'PUBLISH'))`.execute(
    db,
  );
  await sql`alter table email_outbox add column ical_content text`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_ical_complete check ((ical_method is null) = (ical_content is null))`.execute(
    db,
  );
  await sql`comment on column email_outbox.ical_method is 'iTIP method of the calendar part (REQUEST: booked or moved, CANCEL: cancelled), null for a mail without one'`.execute(
    db,
  );
  await sql`comment on column email_outbox.ical_content is 'the calendar part (iCalendar text), sent as a text/calendar alternative'`.execute(
    db,
  );
  await sql`
    create or replace function queue_emails(
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
          (kind, to_address, subject, text_body, html_body, headers, next_attempt_at, lead_table, lead_id,
           ical_method, ical_content)
        values (
          m->>'kind', m->>'to_address', m->>'subject', m->>'text_body', m->>'html_body',
          coalesce(m->'headers', '{}'), (m->>'next_attempt_at')::timestamptz,
          m->>'lead_table', coalesce(queue_emails.lead_id, (m->>'lead_id')::bigint),
          m->>'ical_method', m->>'ical_content');
      end loop;
      return capped;
    end
    $fn$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // queue_emails as migration 2026-11-24-01 made it, then the columns
  await sql`
    create or replace function queue_emails(
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
  await sql`alter table email_outbox drop constraint if exists email_outbox_ical_complete`.execute(db);
  await sql`alter table email_outbox drop column if exists ical_content`.execute(db);
  await sql`alter table email_outbox drop column if exists ical_method`.execute(db);
}
