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

    expect(await migrateDown(handle.db)).toBe(names.at(-1));
    expect(await appliedMigrations(handle.db)).toEqual(names.slice(0, -1));
    const afterOne = await tables(handle);
    expect(afterOne).not.toContain("btl_workspaces");
    expect(afterOne).toContain("exit_ready_attempts");

    for (const name of names.slice(0, -1).reverse()) expect(await migrateDown(handle.db)).toBe(name);
    expect(await tables(handle)).toEqual([]);
    expect(await migrateDown(handle.db)).toBeNull();

    expect(await migrateToLatest(handle.db)).toEqual(names);
    expect(await tables(handle)).toEqual(full);
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
