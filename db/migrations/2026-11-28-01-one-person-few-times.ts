import { sql, type Kysely } from "kysely";

// One person cannot take the calendar (docs/decisions/065-bookings.md):
// - mailbox(address) also folds a Gmail address: its dots and the googlemail.com domain reach the
//   same mailbox (v.ictim@googlemail.com is victim@gmail.com). The indexes over it are rebuilt.
// - session_bookings.client_key: the booker's network (the rate limit's HMAC of it, an IPv6 client
//   by its /56), so a client's upcoming sessions can be counted; cleared when the session is
//   cancelled or has begun.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
const mailboxFunction = (db: Kysely<any>, gmail: boolean) => {
  const folded = String.raw`regexp_replace(lower(btrim(address)), '^([^@+]*)\+[^@]*@', '\1@')`;
  // one expression, no FROM: PostgreSQL inlines it into the queries and indexes that call it
  const body = gmail
    ? `case when ${folded} ~ '^[^@]+@(gmail|googlemail)\\.com$'
            then replace(split_part(${folded}, '@', 1), '.', '') || '@gmail.com' else ${folded} end`
    : folded;
  return sql`
    create or replace function mailbox(address text) returns text
    language sql immutable strict parallel safe
    as $fn$ select ${sql.raw(body)} $fn$`.execute(db);
};

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
