import { sql, type Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "./migrations/index";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

async function migrator(db: AnyDb) {
  // Kysely looks for its bookkeeping tables by name across all schemas: name the schema we are in
  // (several schemas on one server: tests, or a search_path in DATABASE_URL).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? undefined,
  });
}

function check({ error, results }: MigrationResultSet, verb: string) {
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`migration ${verb} failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  return check(await (await migrator(db)).migrateToLatest(), "up");
}

/**
 * Emergency rollback: runs the `down()` of the most recently applied migration (one step per
 * call). Returns its name, or null when nothing is applied. docs/operations.md says when.
 */
export async function migrateDown(db: AnyDb): Promise<string | null> {
  return check(await (await migrator(db)).migrateDown(), "down")[0] ?? null;
}

/** Names of the applied migrations, oldest first. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const all = await (await migrator(db)).getMigrations();
  return all.filter((m) => m.executedAt).map((m) => m.name);
}
