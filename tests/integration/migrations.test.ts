import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { appliedMigrations, migrateDown, migrateToLatest } from "#db/migrate";
import { migrations } from "#db/migrations/index";
import { testDatabases } from "./databases";

// Every migration's down() works, one step at a time, and the schema comes back on the way up.
// docs/operations.md ("Upgrade and rollback") relies on both.

const tables = async (handle: DbHandle) => {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_name not like 'kysely_%'
     order by table_name`.execute(handle.db);
  return rows.map((r) => r.name);
};

const indexes = async (handle: DbHandle) => {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = current_schema() order by indexname`.execute(handle.db);
  return rows.map((r) => r.name);
};

const functions = async (handle: DbHandle) => {
  const { rows } = await sql<{ name: string }>`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() order by p.proname`.execute(handle.db);
  return rows.map((r) => r.name);
};

describe.each(testDatabases)("migrations on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it("rolls back one migration per call down to nothing, and migrates up to the same schema", async () => {
    const names = Object.keys(migrations);
    expect(await appliedMigrations(handle.db)).toEqual(names);
    const full = await tables(handle);
    expect(full).toEqual(expect.arrayContaining(["audit_applications", "exit_ready_attempts", "btl_workspaces"]));

    const ours = ["email_outbox_recipient", "btl_module_attempts_open"];
    expect(await indexes(handle)).toEqual(expect.arrayContaining(ours));

    // the newest migration adds the queue_emails function only: its down drops it
    expect(await functions(handle)).toEqual(["queue_emails"]);
    expect(await migrateDown(handle.db)).toBe("2026-11-24-01-queue-emails");
    expect(await functions(handle)).toEqual([]);
    expect(await tables(handle)).toEqual(full);

    // the one before adds indexes only: its down drops them and leaves the tables
    expect(await migrateDown(handle.db)).toBe("2026-11-23-01-mail-cap-and-open-attempts");
    expect(await appliedMigrations(handle.db)).toEqual(names.slice(0, -2));
    expect(await tables(handle)).toEqual(full);
    expect(await indexes(handle)).not.toEqual(expect.arrayContaining([ours[0]]));
    expect(await indexes(handle)).not.toEqual(expect.arrayContaining([ours[1]]));

    expect(await migrateDown(handle.db)).toBe("2026-11-22-03-build-to-leave");
    const afterTwo = await tables(handle);
    expect(afterTwo).not.toContain("btl_workspaces");
    expect(afterTwo).toContain("exit_ready_attempts");

    for (const name of names.slice(0, -3).reverse()) expect(await migrateDown(handle.db)).toBe(name);
    expect(await tables(handle)).toEqual([]);
    expect(await migrateDown(handle.db)).toBeNull();

    expect(await migrateToLatest(handle.db)).toEqual(names);
    expect(await tables(handle)).toEqual(full);
    expect(await indexes(handle)).toEqual(expect.arrayContaining(ours));
    expect(await functions(handle)).toEqual(["queue_emails"]);
  });

  it("2026-11-23-01 keeps one open Build to Leave attempt per workspace and module: the newest", async () => {
    expect(await migrateDown(handle.db)).toBe("2026-11-24-01-queue-emails");
    expect(await migrateDown(handle.db)).toBe("2026-11-23-01-mail-cap-and-open-attempts");
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
    expect(await migrateToLatest(handle.db)).toEqual([
      "2026-11-23-01-mail-cap-and-open-attempts",
      "2026-11-24-01-queue-emails",
    ]);
    const { rows } = await sql<{ id: string }>`select id from btl_module_attempts where workspace_id = ${ws}`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.id).sort()).toEqual([finished, newestOpen, otherModule].sort());
    const answers = await sql<{ id: string }>`select attempt_id as id from btl_answers
      where attempt_id in (${oldOpen}, ${olderOpen})`.execute(handle.db);
    expect(answers.rows).toEqual([]);
  });

  it("an older release refuses to start on a schema with a migration it does not know", async () => {
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
  });
});
