import { sql, type Kysely } from "kysely";

// Bookings a consultant can switch on (docs/decisions/065-bookings.md, amended):
// - mailbox(address): an address as one mailbox, case folded and a +tag removed
//   (Anna+x@Example.com is anna@example.com). The visitor-mail cap (ADR 015) counts per mailbox,
//   not per spelling: queue_emails and the index it uses compare mailbox(to_address); and a
//   mailbox holds a limited number of upcoming sessions (session_bookings_mailbox).
// - session_bookings.link_key: the stored half of a booking's manage link; the token is its HMAC
//   with the server's secret (app/lib/link-tokens.server.ts), filled into a mail when it is sent.
//   Sent booking mails of earlier bookings lose the tokens they carried (the bookings keep their
//   links: only the hash is compared); pending ones keep theirs, or they could not be used.
// - session_bookings.meeting and meeting_url: where the session happens (video or phone, and the
//   video room), as booking.yaml said when it was booked; a move keeps them.

/** queue_emails (migration 2026-11-25-02) with the cap counted per `address` expression. */
const queueEmails = (address: "mailbox" | "lower") => {
  const of = (column: string) => sql.raw(address === "mailbox" ? `mailbox(${column})` : `lower(${column})`);
  return sql`
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
        address := ${of("m->>'cap_address'")};
        if address is not null then
          if counted ? address then
            remaining := (counted->>address)::integer;
          else
            perform pg_advisory_xact_lock(lock_namespace, hashtext(address));
            select greatest(0, visitor_per_day - count(*))::integer into remaining
              from email_outbox
             where ${of("to_address")} = address
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
    $fn$`;
};

/** a booking's page, cancel and move links in a mail, both languages: /termin/<token>, /booking/<token> */
const MANAGE_LINK = String.raw`(/(termin|booking)/)[A-Za-z0-9_-]{43}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function mailbox(address text) returns text
    language sql immutable strict parallel safe
    as $fn$ select regexp_replace(lower(btrim(address)), '^([^@+]*)\\+[^@]*@', '\\1@') $fn$`.execute(db);
  await sql`comment on function mailbox(text) is 'an email address as one mailbox: case folded, a +tag removed (the visitor-mail cap and the bookings per mailbox count by it)'`.execute(
    db,
  );
  await sql`create index email_outbox_mailbox on email_outbox (mailbox(to_address), created_at)`.execute(db);
  await sql`drop index if exists email_outbox_recipient`.execute(db);
  await queueEmails("mailbox").execute(db);

  await sql`alter table session_bookings add column link_key text unique`.execute(db);
  await sql`alter table session_bookings add column meeting text check (meeting in ('video', 'phone'))`.execute(db);
  await sql`alter table session_bookings add column meeting_url text`.execute(db);
  await sql`alter table session_bookings add constraint session_bookings_meeting_url check (meeting_url is null or meeting = 'video')`.execute(
    db,
  );
  for (const [column, text] of [
    [
      "link_key",
      "stored half of the manage link: its token is the HMAC of this key with the server's secret (null: booked before the key existed)",
    ],
    ["meeting", "how the session happens: video (meeting_url) or phone (the consultant calls); null: booked before"],
    [
      "meeting_url",
      "the video room of the session (a fixed room, or one made for this booking); kept when it is moved",
    ],
  ] as const) {
    await sql`comment on column ${sql.ref(`session_bookings.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
  await sql`create index session_bookings_mailbox on session_bookings (mailbox(email), starts_at) where status = 'confirmed'`.execute(
    db,
  );

  await sql`
    update email_outbox
       set text_body = regexp_replace(text_body, ${MANAGE_LINK}, '\\1:token', 'g'),
           html_body = regexp_replace(html_body, ${MANAGE_LINK}, '\\1:token', 'g'),
           ical_content = regexp_replace(ical_content, ${MANAGE_LINK}, '\\1:token', 'g')
     where lead_table = 'session_bookings' and status <> 'pending'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists session_bookings_mailbox`.execute(db);
  await sql`alter table session_bookings drop constraint if exists session_bookings_meeting_url`.execute(db);
  for (const column of ["meeting_url", "meeting", "link_key"]) {
    await sql`alter table session_bookings drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await queueEmails("lower").execute(db);
  await sql`create index if not exists email_outbox_recipient on email_outbox (lower(to_address), created_at)`.execute(
    db,
  );
  await sql`drop index if exists email_outbox_mailbox`.execute(db);
  await sql`drop function if exists mailbox(text)`.execute(db);
}
