import { sql, type Kysely } from "kysely";

// Strategy sessions booked, not requested (docs/decisions/065-bookings.md): one row per
// booking. Two confirmed bookings can never hold the same time: each blocks [starts_at,
// blocked_until) (the session plus the consultant's buffer after it), and an exclusion constraint
// refuses a confirmed row whose range overlaps another's. The application serialises bookings with
// a transaction-scoped advisory lock and re-checks the slot first (app/features/booking/
// changes.server.ts); the constraint is the last line. docs/leads.md explains the columns.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table session_bookings (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      submission_id uuid not null unique,
      ical_uid text not null unique,
      sequence integer not null default 0 check (sequence >= 0),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      blocked_until timestamptz not null,
      status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
      cancelled_at timestamptz,
      name text not null,
      email text not null,
      phone text not null,
      message text,
      locale text not null check (locale in ('de', 'en')),
      time_zone text not null,
      source_path text,
      exit_ready_attempt_id uuid references exit_ready_attempts (id) on delete set null,
      manage_token_hash text not null unique,
      check (ends_at > starts_at),
      check (blocked_until >= ends_at),
      check ((status = 'cancelled') = (cancelled_at is not null)),
      constraint session_bookings_no_overlap
        exclude using gist (tstzrange(starts_at, blocked_until) with &&) where (status = 'confirmed')
    )`.execute(db);
  await sql`comment on table session_bookings is 'Booked strategy sessions (free first conversation): the time the visitor chose, their contact data, the calendar invitation''s UID and SEQUENCE; two confirmed bookings never overlap (session_bookings_no_overlap)'`.execute(
    db,
  );
  for (const [column, text] of [
    ["submission_id", "id of the booking form as it was shown; a double or replayed submit finds the same booking"],
    ["ical_uid", "UID of the calendar invitation; the same for every version (booked, moved, cancelled)"],
    ["sequence", "SEQUENCE of the invitation: 0 when booked, +1 on every move or cancellation"],
    ["starts_at", "start of the session (UTC; at time zone 'Europe/Zurich' for local time)"],
    ["ends_at", "end of the session"],
    ["blocked_until", "end of the session plus the buffer the consultant keeps free after it (booking.yaml)"],
    ["status", "confirmed, or cancelled (by the visitor through the link in their mail)"],
    ["time_zone", "the IANA time zone the visitor chose the time in (their mails show it there)"],
    ["exit_ready_attempt_id", "the ExitReady Check attempt the booking was made from, if any"],
    [
      "manage_token_hash",
      "sha256 of the token in the visitor's cancel and reschedule links (the token itself is never stored)",
    ],
  ] as const) {
    await sql`comment on column ${sql.ref(`session_bookings.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
  await sql`create index session_bookings_starts_at on session_bookings (starts_at) where status = 'confirmed'`.execute(
    db,
  );
  await sql`create index session_bookings_created_at on session_bookings (created_at desc)`.execute(db);

  await sql`
    create view session_bookings_upcoming as
      select id, starts_at, ends_at, name, email, phone, message, locale, time_zone,
             exit_ready_attempt_id, created_at
        from session_bookings
       where status = 'confirmed' and ends_at > now()
       order by starts_at`.execute(db);
  await sql`comment on view session_bookings_upcoming is 'Confirmed strategy sessions that have not ended yet, next first'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists session_bookings_upcoming`.execute(db);
  await sql`drop table if exists session_bookings`.execute(db);
}
