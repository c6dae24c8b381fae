import { sql, type Kysely } from "kysely";

// One person cannot take the calendar (docs/decisions/065-bookings.md):
// - mailbox(address) also folds a Gmail address: its dots and the googlemail.com domain reach the
//   same mailbox (v.ictim@googlemail.com is victim@gmail.com). The indexes over it are rebuilt.
// - session_bookings.client_key: the booker's network (the rate limit's HMAC of it, an IPv6 client
//   by its /56), so a client's upcoming sessions can be counted; cleared when the session is
//   cancelled or has begun.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
const mailboxFunction = (db: Kysely<any>, gmail: boolean) =>
  sql`
    create or replace function mailbox(address text) returns text
    language sql immutable strict parallel safe
    as $fn$ select ${sql.raw(
      gmail
        ? `case when split_part(m, '@', 2) in ('gmail.com', 'googlemail.com') and m ~ '^[^@]+@[^@]+$'
                then replace(split_part(m, '@', 1), '.', '') || '@gmail.com' else m end
             from (select regexp_replace(lower(btrim(address)), '^([^@+]*)\\+[^@]*@', '\\1@') as m) folded`
        : `regexp_replace(lower(btrim(address)), '^([^@+]*)\\+[^@]*@', '\\1@')`,
    )} $fn$`.execute(db);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
async function reindex(db: Kysely<any>) {
  await sql`reindex index email_outbox_mailbox`.execute(db);
  await sql`reindex index session_bookings_mailbox`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await mailboxFunction(db, true);
  await sql`comment on function mailbox(text) is 'an email address as one mailbox: case folded, a +tag removed, a Gmail address without dots at gmail.com (the visitor-mail cap and the bookings per mailbox count by it)'`.execute(
    db,
  );
  await reindex(db);
  await sql`alter table session_bookings add column client_key text`.execute(db);
  await sql`create index session_bookings_client on session_bookings (client_key, starts_at) where status = 'confirmed' and client_key is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists session_bookings_client`.execute(db);
  await sql`alter table session_bookings drop column if exists client_key`.execute(db);
  await mailboxFunction(db, false);
  await reindex(db);
}
