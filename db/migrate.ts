import { sql, type Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "./migrations/index";

/** Applies every pending migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables by name across all schemas: name the schema we are in
  // (several schemas on one server: tests, or a search_path in DATABASE_URL).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? undefined,
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
