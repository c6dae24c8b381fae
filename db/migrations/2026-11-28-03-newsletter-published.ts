import { sql, type Kysely } from "kysely";

// The public archive lists an issue once it has gone out to everybody queued for it, and keeps it
// listed when a later `send` reaches new subscribers (which makes the issue unfinished again).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_issues add column published_at timestamptz`.execute(db);
  await sql`update newsletter_issues set published_at = finished_at`.execute(db);
  await sql`comment on column newsletter_issues.finished_at is 'when the last delivery ended (sent, failed or skipped); null again while a later send is under way'`.execute(
    db,
  );
  await sql`comment on column newsletter_issues.published_at is 'when the issue first finished: in the public archive from then on'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_issues drop column if exists published_at`.execute(db);
}
