import { sql, type Kysely } from "kysely";

// Lead capture: audit applications, contact messages, strategy-session requests, the newsletter
// with double opt-in proof, the email outbox, and rate-limit counters. docs/leads.md explains them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_applications (
      id bigint generated always as identity primary key,
      submission_id uuid not null unique,
      created_at timestamptz not null default now(),
      locale text not null check (locale in ('de', 'en')),
      name text not null,
      email text not null,
      company text not null,
      industry text not null check (industry in ('tech', 'manufacturing', 'services', 'ecommerce', 'healthcare', 'consulting', 'other')),
      revenue text not null check (revenue in ('500k-1m', '1m-2m', '2m-5m', '5m+')),
      employees text not null check (employees in ('1-10', '11-25', '26-50', '50+')),
      challenge text not null,
      timeline text not null check (timeline in ('immediate', 'short', 'medium', 'long')),
      phone text,
      source_path text
    )`.execute(db);
  await sql`comment on table audit_applications is 'Business Logic Audit applications (docs/product.md §3), one row per accepted submission'`.execute(
    db,
  );
  await sql`comment on column audit_applications.submission_id is 'id of the form render; a replayed or double submit finds it and inserts nothing'`.execute(
    db,
  );
  await sql`comment on column audit_applications.revenue is 'annual revenue band: 500k-1m, 1m-2m, 2m-5m, 5m+'`.execute(
    db,
  );
  await sql`comment on column audit_applications.employees is 'number of employees band: 1-10, 11-25, 26-50, 50+'`.execute(
    db,
  );
  await sql`comment on column audit_applications.timeline is 'immediate (0-3 months), short (3-6), medium (6-12), long (12+)'`.execute(
    db,
  );
  await sql`create index audit_applications_created_at on audit_applications (created_at desc)`.execute(db);

  await sql`
    create table contact_messages (
      id bigint generated always as identity primary key,
      submission_id uuid not null unique,
      created_at timestamptz not null default now(),
      locale text not null check (locale in ('de', 'en')),
      name text not null,
      email text not null,
      company text,
      phone text,
      message text not null,
      marketing_consent boolean not null default false,
      source_path text
    )`.execute(db);
  await sql`comment on table contact_messages is 'Messages from the contact form on /kontakt'`.execute(db);
  await sql`comment on column contact_messages.marketing_consent is 'the visitor ticked the optional, unticked box agreeing to occasional news by email'`.execute(
    db,
  );
  await sql`create index contact_messages_created_at on contact_messages (created_at desc)`.execute(db);

  await sql`
    create table session_requests (
      id bigint generated always as identity primary key,
      submission_id uuid not null unique,
      created_at timestamptz not null default now(),
      locale text not null check (locale in ('de', 'en')),
      name text not null,
      email text not null,
      phone text not null,
      preferred_times text[] not null default '{}',
      message text,
      exit_ready_attempt_id uuid,
      source_path text
    )`.execute(db);
  await sql`comment on table session_requests is 'Requests for a free strategy session (first conversation); the consultant follows up within 24 hours'`.execute(
    db,
  );
  await sql`comment on column session_requests.preferred_times is 'optional time windows: weekday-morning, weekday-midday, weekday-afternoon, weekday-evening'`.execute(
    db,
  );
  await sql`comment on column session_requests.exit_ready_attempt_id is 'the ExitReady Check attempt the request was made from, if any'`.execute(
    db,
  );
  await sql`create index session_requests_created_at on session_requests (created_at desc)`.execute(db);

  await sql`
    create table newsletter_subscribers (
      id bigint generated always as identity primary key,
      email text not null unique,
      locale text not null check (locale in ('de', 'en')),
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      confirm_token_hash text,
      confirmation_requests integer not null default 0,
      last_confirmation_request_at timestamptz,
      confirmed_at timestamptz,
      confirm_ip text,
      unsubscribed_at timestamptz
    )`.execute(db);
  await sql`comment on table newsletter_subscribers is 'Newsletter addresses with double opt-in; only status = confirmed may receive the newsletter'`.execute(
    db,
  );
  await sql`comment on column newsletter_subscribers.confirm_token_hash is 'sha256 of the token in the confirmation link (the token itself is never stored)'`.execute(
    db,
  );
  await sql`comment on column newsletter_subscribers.status is 'pending until the emailed link is confirmed; unsubscribed by the link in every mail (an HMAC of the id, nothing stored)'`.execute(
    db,
  );
  await sql`comment on column newsletter_subscribers.confirmation_requests is 'confirmation mails sent in the current day (a pending address may re-request a few per day)'`.execute(
    db,
  );

  await sql`
    create table newsletter_consents (
      id bigint generated always as identity primary key,
      subscriber_id bigint not null references newsletter_subscribers (id) on delete cascade,
      event text not null check (event in ('signup', 'confirm', 'unsubscribe')),
      created_at timestamptz not null default now(),
      ip text,
      user_agent text,
      consent_text text,
      consent_version text,
      locale text,
      source text
    )`.execute(db);
  await sql`comment on table newsletter_consents is 'Proof of consent (GDPR Art. 7(1)): every signup, confirmation and unsubscription with time, IP address, user agent and the exact consent text shown'`.execute(
    db,
  );
  await sql`create index newsletter_consents_subscriber on newsletter_consents (subscriber_id, created_at)`.execute(db);

  await sql`
    create table email_outbox (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      kind text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      headers jsonb not null default '{}',
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      sent_at timestamptz,
      lead_table text,
      lead_id bigint
    )`.execute(db);
  await sql`comment on table email_outbox is 'Emails written in the same transaction as their lead; a worker sends them (FOR UPDATE SKIP LOCKED, retries with backoff)'`.execute(
    db,
  );
  await sql`create index email_outbox_due on email_outbox (next_attempt_at) where status in ('pending', 'sending')`.execute(
    db,
  );

  await sql`
    create table rate_limit_hits (
      bucket text not null,
      window_start timestamptz not null,
      hits integer not null default 1,
      primary key (bucket, window_start)
    )`.execute(db);
  await sql`comment on table rate_limit_hits is 'Form submissions per form and keyed hash of the client address per time window (no IP addresses)'`.execute(
    db,
  );

  await sql`
    create view leads_recent as
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
      select 'newsletter', s.id, s.created_at, s.locale, null, s.email, null, null, s.status
        from newsletter_subscribers s
      order by created_at desc`.execute(db);
  await sql`comment on view leads_recent is 'Every kind of lead in one list, newest first, one row each'`.execute(db);

  await sql`
    create view newsletter_confirmed as
      select id, email, locale, confirmed_at, created_at
        from newsletter_subscribers
       where status = 'confirmed'`.execute(db);
  await sql`comment on view newsletter_confirmed is 'Addresses that confirmed the double opt-in and have not unsubscribed: the only ones to send the newsletter to'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const view of ["newsletter_confirmed", "leads_recent"])
    await sql`drop view if exists ${sql.id(view)}`.execute(db);
  for (const table of [
    "rate_limit_hits",
    "email_outbox",
    "newsletter_consents",
    "newsletter_subscribers",
    "session_requests",
    "contact_messages",
    "audit_applications",
  ]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
}
