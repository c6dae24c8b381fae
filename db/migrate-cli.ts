// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.
import { createDb } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { migrateToLatest } from "./migrate";

const env = parseEnv({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV === "production" ? "development" : process.env.NODE_ENV,
});
const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: 1 });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "the database is up to date");
} finally {
  await handle.close();
}
