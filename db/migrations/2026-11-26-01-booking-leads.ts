import { sql, type Kysely } from "kysely";

// Booked strategy sessions among the consultant's leads (docs/leads.md): leads_recent
// lists them as kind 'booking' (summary: status and start in UTC, then the message), and
// exit_ready_hot_leads says whether a finished check led to a booking (booked_session, a new last
// column: CREATE OR REPLACE VIEW may only add columns at the end).

const leadsRecent = (withBookings: boolean) => sql`
  create or replace view leads_recent as
    select 'audit' as kind, id, created_at, locale, name, email, company, phone,
           left(challenge, 200) as summary
      from audit_applications
    union all
    select 'contact', id, created_at, locale, name, email, company, phone, left(message, 200)
      from contact_messages
    union all
    select 'session', id, created_at, locale, name, email, null, phone,
           coalesce(left(message, 200), array_to_string(preferred_times, ', '))
      from session_requests
    union all
    ${
      withBookings
        ? sql`select 'booking', id, created_at, locale, name, email, null, phone,
           left(status || ' ' || to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
                || coalesce(': ' || message, ''), 200)
      from session_bookings
    union all
    `
        : sql``
    }select 'newsletter', s.id, s.created_at, s.locale, null, s.email, null, null, s.status
      from newsletter_subscribers s
    union all
    select 'exit-ready', null, r.created_at, a.locale, r.name, r.email, r.company, null,
           'score ' || r.score || '/17, ' || r.band || ', weakest: ' || r.weakest_category
      from exit_ready_results r join exit_ready_attempts a on a.id = r.attempt_id
    order by created_at desc`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await leadsRecent(true).execute(db);
  await sql`comment on view leads_recent is 'Every kind of lead in one list, newest first, one row each (bookings: status, start in UTC and message as summary)'`.execute(
    db,
  );
  await sql`
    create or replace view exit_ready_hot_leads as
      select r.created_at, r.name, r.email, r.company, r.score, r.band, r.phase, r.weakest_category,
             a.locale, r.newsletter_opt_in,
             exists (select 1 from session_requests s where s.exit_ready_attempt_id = r.attempt_id) as requested_session,
             r.attempt_id,
             exists (select 1 from session_bookings b
                      where b.exit_ready_attempt_id = r.attempt_id and b.status = 'confirmed') as booked_session
        from exit_ready_results r
        join exit_ready_attempts a on a.id = r.attempt_id
       order by r.created_at desc`.execute(db);
  await sql`comment on view exit_ready_hot_leads is 'Finished checks with contact data, newest first, and whether a strategy session was requested or is booked'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // a view cannot drop a column with CREATE OR REPLACE: drop and create it as it was
  await sql`drop view if exists exit_ready_hot_leads`.execute(db);
  await sql`
    create view exit_ready_hot_leads as
      select r.created_at, r.name, r.email, r.company, r.score, r.band, r.phase, r.weakest_category,
             a.locale, r.newsletter_opt_in,
             exists (select 1 from session_requests s where s.exit_ready_attempt_id = r.attempt_id) as requested_session,
             r.attempt_id
        from exit_ready_results r
        join exit_ready_attempts a on a.id = r.attempt_id
       order by r.created_at desc`.execute(db);
  await sql`comment on view exit_ready_hot_leads is 'Finished checks with contact data, newest first, and whether a strategy session was requested'`.execute(
    db,
  );
  await leadsRecent(false).execute(db);
  await sql`comment on view leads_recent is 'Every kind of lead in one list, newest first, one row each'`.execute(db);
}
