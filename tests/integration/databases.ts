import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle } from "~/lib/db.server";
import { migrateToLatest } from "#db/migrate";

// The databases integration tests run on: in-memory PGlite always, and real PostgreSQL when
// TEST_DATABASE_URL is set. Each PostgreSQL handle lives in a schema of its own, so test files
// can run in parallel; the run's schemas are dropped when every file has finished
// (./postgres-schemas.ts says why not earlier).

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DbHandle>;
}

let snapshot: Promise<Blob> | undefined;

/** A migrated PGlite data directory, made once per worker and restored for every handle. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const handle = await createDb({ pgliteDir: "memory://" });
    await migrateToLatest(handle.db);
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error("PGlite handle cannot dump its data directory");
    return dump;
  })();
  return snapshot;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    return createDb({ pgliteDir: "memory://", pgliteLoadDataDir: await migratedSnapshot() });
  },
};

function postgres(url: string): TestDatabase {
  return {
    name: "postgres",
    async open() {
      const schema = `${inject("testSchemaPrefix")}${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const handle = await createDb({ databaseUrl: url, searchPath: schema, poolMax: 4 });
      await migrateToLatest(handle.db);
      return handle;
    },
  };
}

export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
