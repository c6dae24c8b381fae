import { sql, type Kysely } from "kysely";

// Trust under hostile requests (docs/decisions/015-visitor-mails.md, docs/security.md):
// - an index for the per-address cap on visitor mails: how many mails went to one address in the
//   last 24 hours (app/lib/mail.server.ts, visitorMailsLeft);
// - at most one open (unfinished) Build to Leave attempt per workspace and module, so starting a
//   module again reuses it instead of adding rows (startModule in build-to-leave.server.ts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index email_outbox_recipient on email_outbox (lower(to_address), created_at)`.execute(db);

  // Before the unique index: an open attempt that is not the newest attempt of its workspace and
  // module goes (an older duplicate, or one left behind by a later finished run; no page shows
  // those). Answers cascade.
  await sql`
    delete from btl_module_attempts a
     where a.completed_at is null
       and exists (
         select 1 from btl_module_attempts b
          where b.workspace_id = a.workspace_id
            and b.module_id = a.module_id
            and b.id <> a.id
            and (b.started_at > a.started_at or (b.started_at = a.started_at and b.id > a.id)))`.execute(db);
  await sql`create unique index btl_module_attempts_open on btl_module_attempts (workspace_id, module_id) where completed_at is null`.execute(
    db,
  );
  await sql`comment on index btl_module_attempts_open is 'one open (unfinished) attempt per workspace and module: starting a module again reuses it'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists btl_module_attempts_open`.execute(db);
  await sql`drop index if exists email_outbox_recipient`.execute(db);
}
