import { sql, type Kysely } from "kysely";

// Newsletter issues (docs/decisions/071-newsletter-issues.md). `npm run newsletter -- send` stores
// the issue as rendered at that moment (both languages: subject, text, HTML with a placeholder for
// each recipient's unsubscribe link), then one delivery per confirmed subscriber. The unique
// (issue_id, subscriber_id) makes every further `send` of the issue, after a crash too, add only
// the subscribers still missing. The outbox worker of the web instances sends the deliveries at
// NEWSLETTER_PER_MINUTE when no other mail is due, and skips a subscriber no longer confirmed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table newsletter_issues (
      id text primary key,
      issue_date text not null,
      content jsonb not null,
      queued_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`comment on table newsletter_issues is 'Newsletter issues queued for sending, as rendered when queued (ADR 071)'`.execute(
    db,
  );
  await sql`comment on column newsletter_issues.content is 'per language: subject, text and html, the unsubscribe link a placeholder filled per recipient'`.execute(
    db,
  );
  await sql`comment on column newsletter_issues.finished_at is 'when the last delivery ended (sent, failed or skipped): the issue is in the archive from queueing on'`.execute(
    db,
  );
  await sql`
    create table newsletter_deliveries (
      id bigint generated always as identity primary key,
      issue_id text not null references newsletter_issues (id) on delete cascade,
      subscriber_id bigint not null references newsletter_subscribers (id) on delete cascade,
      created_at timestamptz not null default now(),
      status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'skipped')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      claimed_at timestamptz,
      last_error text,
      ended_at timestamptz,
      unique (issue_id, subscriber_id)
    )`.execute(db);
  await sql`comment on table newsletter_deliveries is 'One newsletter issue to one subscriber: queued once, sent at most once (Message-ID per issue and subscriber)'`.execute(
    db,
  );
  await sql`comment on column newsletter_deliveries.status is 'queued, sending (claimed by a worker), sent, failed (retries used up), skipped (no longer confirmed when its turn came)'`.execute(
    db,
  );
  await sql`comment on column newsletter_deliveries.claimed_at is 'the last claim: the claims of the last minute are the rate (NEWSLETTER_PER_MINUTE)'`.execute(
    db,
  );
  await sql`create index newsletter_deliveries_due on newsletter_deliveries (next_attempt_at, id) where status in ('queued', 'sending')`.execute(
    db,
  );
  await sql`create index newsletter_deliveries_claimed on newsletter_deliveries (claimed_at) where claimed_at is not null`.execute(
    db,
  );
  await sql`create index newsletter_deliveries_subscriber on newsletter_deliveries (subscriber_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists newsletter_deliveries`.execute(db);
  await sql`drop table if exists newsletter_issues`.execute(db);
}
