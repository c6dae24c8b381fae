// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.
// npm run db:migrate -- --down: rolls the most recent migration back (its down()); one step per
// call. Only for a rollback to the previous release (docs/operations.md, "Upgrade and rollback").
import { createDb } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { appliedMigrations, migrateDown, migrateToLatest } from "./migrate";

const args = process.argv.slice(2);
const down = args.includes("--down");
if (args.some((a) => a !== "--down")) {
  console.error("usage: npm run db:migrate [-- --down]");
  process.exit(2);
}

const env = parseEnv({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV === "production" ? "development" : process.env.NODE_ENV,
});
const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: 1 });
try {
  if (down) {
    const rolledBack = await migrateDown(handle.db);
    console.log(rolledBack ? `rolled back: ${rolledBack}` : "no migration is applied: nothing to roll back");
    const applied = await appliedMigrations(handle.db);
    console.log(`now applied: ${applied.length ? applied.join(", ") : "none"}`);
  } else {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "the database is up to date");
  }
} finally {
  await handle.close();
}
