import { createDb, type DbHandle } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { migrateToLatest } from "#db/migrate";

// Opens the database the server would use (DATABASE_URL, else the embedded PGlite directory),
// migrated, for the command-line tools. With PGlite, stop the server first: one process at a time.
export async function openCliDb(): Promise<DbHandle> {
  const env = parseEnv({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === "production" ? "development" : process.env.NODE_ENV,
  });
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: 2 });
  await migrateToLatest(handle.db);
  return handle;
}
