import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { appliedMigrations, migrateDown, migrateToLatest } from "#db/migrate";
import { migrations } from "#db/migrations/index";
import { testDatabases } from "./databases";

// Every migration's down() undoes its up() exactly, one step at a time, and data migrations keep
// what they must. docs/operations.md ("Upgrade and rollback") relies on both. The migrations come
// from db/migrations/index.ts: a new one is covered without naming it here.

const names = Object.keys(migrations);

/** Everything a migration can make in the current schema, as comparable lines. */
async function schemaOf(handle: DbHandle) {
  const lines = async (query: ReturnType<typeof sql<{ line: string }>>) =>
    (await query.execute(handle.db)).rows.map((r) => r.line);
  return {
    tables: await lines(sql`
      select table_name || ' ' || table_type as line from information_schema.tables
       where table_schema = current_schema() and table_name not like 'kysely_%' order by 1`),
    columns: await lines(sql`
      select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
             || coalesce(' default ' || column_default, '') as line
        from information_schema.columns
       where table_schema = current_schema() and table_name not like 'kysely_%' order by 1`),
    indexes: await lines(sql`
      select indexname || ': ' || indexdef as line from pg_indexes
       where schemaname = current_schema() and tablename not like 'kysely_%' order by 1`),
    constraints: await lines(sql`
      select c.conrelid::regclass::text || ' ' || c.conname || ': ' || pg_get_constraintdef(c.oid) as line
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname = current_schema() and c.conrelid::regclass::text not like 'kysely_%' order by 1`),
    functions: await lines(sql`
      select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as line
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = current_schema() order by 1`),
    triggers: await lines(sql`
      select event_object_table || ' ' || trigger_name || ' ' || event_manipulation as line
        from information_schema.triggers where trigger_schema = current_schema() order by 1`),
    types: await lines(sql`
      select t.typname as line from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = current_schema() and t.typtype in ('e', 'd', 'r') order by 1`),
    views: await lines(sql`
      select table_name || ': ' || view_definition as line from information_schema.views
       where table_schema = current_schema() order by 1`),
  };
}

/** Kysely's migrator over this schema, as db/migrate.ts makes it (for steps it does not offer). */
async function migrator(handle: DbHandle, provided = migrations) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => provided },
    migrationTableSchema: rows[0]!.schema,
  });
}

/** The names a migrator call ran; fails the test on its error. */
function ran({ error, results }: MigrationResultSet) {
  if (error) throw error;
  return (results ?? []).map((r) => `${r.migrationName} ${r.direction} ${r.status}`);
}

describe.each(testDatabases)("migrations on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  // each test migrates its schema down and up: alone, as ./databases.ts explains
  it("rolls back one migration per call down to nothing, and each step up gives the schema it took away", () =>
    database.alone(async () => {
      expect(await appliedMigrations(handle.db)).toEqual(names);
      const latest = await schemaOf(handle);
      // what the code relies on beyond tables and columns (those: tests/integration/schema.test.ts)
      expect(latest.indexes.map((l) => l.split(":")[0])).toEqual(
        expect.arrayContaining(["email_outbox_mailbox", "session_bookings_mailbox", "btl_module_attempts_open"]),
      );
      expect(latest.functions).toEqual(
        expect.arrayContaining([expect.stringMatching(/^queue_emails\(/), expect.stringMatching(/^mailbox\(/)]),
      );

      // newest first: levels[i] is the schema with the first i migrations applied
      const levels = [] as Awaited<ReturnType<typeof schemaOf>>[];
      levels[names.length] = latest;
      for (let i = names.length; i > 0; i--) {
        expect(await migrateDown(handle.db)).toBe(names[i - 1]);
        expect(await appliedMigrations(handle.db)).toEqual(names.slice(0, i - 1));
        levels[i - 1] = await schemaOf(handle);
      }
      expect(await migrateDown(handle.db)).toBeNull();
      const nothing = {
        tables: [],
        columns: [],
        indexes: [],
        constraints: [],
        functions: [],
        triggers: [],
        types: [],
        views: [],
      };
      expect(levels[0]).toEqual(nothing);

      // oldest first, one step at a time: each up() makes what the down() before took away, no more
      const steps = await migrator(handle);
      for (let i = 1; i <= names.length; i++) {
        expect(ran(await steps.migrateUp())).toEqual([`${names[i - 1]} Up Success`]);
        const was = i === names.length ? "the migrated schema" : `the schema ${names[i]}'s down() left`;
        expect(await schemaOf(handle), `${names[i - 1]}'s up() should give ${was}`).toEqual(levels[i]);
      }
      expect(await appliedMigrations(handle.db)).toEqual(names);
    }));

  it("2026-11-23-01 keeps one open Build to Leave attempt per workspace and module: the newest", () =>
    database.alone(async () => {
      const migration = "2026-11-23-01-mail-cap-and-open-attempts";
      const at = names.indexOf(migration);
      // the schema as it was before the migration: every later one and it rolled back
      const steps = await migrator(handle);
      expect(ran(await steps.migrateTo(names[at - 1]!))).toEqual(
        names
          .slice(at)
          .reverse()
          .map((n) => `${n} Down Success`),
      );
      const ws = randomUUID();
      await sql`insert into btl_workspaces (id, locale) values (${ws}, 'de')`.execute(handle.db);
      const attempt = async (minutesAgo: number, module = "delegation", completed = false) => {
        const id = randomUUID();
        const at = new Date(Date.now() - minutesAgo * 60_000);
        await sql`insert into btl_module_attempts (id, workspace_id, module_id, started_at, completed_at)
                values (${id}, ${ws}, ${module}, ${at}, ${completed ? at : null})`.execute(handle.db);
        await sql`insert into btl_answers (attempt_id, question_id, answer) values (${id}, 'q1', 2)`.execute(handle.db);
        return id;
      };
      const oldOpen = await attempt(50);
      const finished = await attempt(40, "delegation", true);
      const olderOpen = await attempt(30);
      const newestOpen = await attempt(20);
      const otherModule = await attempt(60, "team-autonomy");
      expect(await migrateToLatest(handle.db)).toEqual(names.slice(at));
      const { rows } = await sql<{ id: string }>`select id from btl_module_attempts where workspace_id = ${ws}`.execute(
        handle.db,
      );
      expect(rows.map((r) => r.id).sort()).toEqual([finished, newestOpen, otherModule].sort());
      const answers = await sql<{ id: string }>`select attempt_id as id from btl_answers
      where attempt_id in (${oldOpen}, ${olderOpen})`.execute(handle.db);
      expect(answers.rows).toEqual([]);
    }));

  it("an older release refuses to start on a schema with a migration it does not know", () =>
    database.alone(async () => {
      // why a rollback runs the down migration with the new release before starting the old one
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      const older = Object.fromEntries(Object.entries(migrations).slice(0, -1));
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => older },
        migrationTableSchema: rows[0]!.schema,
      });
      const { error } = await migrator.migrateToLatest();
      expect(String(error)).toMatch(/corrupted migrations: previously executed migration .* is missing/);
    }));
});
