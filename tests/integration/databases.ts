import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle } from "~/lib/db.server";
import { migrateToLatest } from "#db/migrate";

// The databases integration tests run on: in-memory PGlite always, and real PostgreSQL when
// TEST_DATABASE_URL is set. Each PostgreSQL handle lives in a schema of its own, so test files
// can run in parallel. One thing cannot run in parallel on one PostgreSQL database: Kysely's
// migrator lists the tables of every schema (its introspector resolves each schema's, table's and
// column's name), so another file's migration changing its own schema meanwhile fails it ('column
// "…" of relation "…" does not exist', 'schema "…" does not exist'). Migrations therefore run one
// at a time (`alone`, an advisory lock), and the run's schemas are dropped when every file has
// finished (./postgres-schemas.ts).

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DbHandle>;
  /** Runs `work` while no other test file migrates this database (for tests that migrate). */
  alone<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock migrations in tests take on PostgreSQL (any number the app does not use). */
const MIGRATION_LOCK = 2611_2501;

let snapshot: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, restored for every handle: this run's copy
 * (./pglite-snapshot.ts), made here by the first test files that need one. Written under a name of
 * its own and renamed, so a file never reads a half-written copy.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject("pgliteSnapshot");
    if (!existsSync(file)) {
      const handle = await createDb({ pgliteDir: "memory://" });
      await migrateToLatest(handle.db);
      const dump = await handle.dump?.();
      await handle.close();
      if (!dump) throw new Error("PGlite handle cannot dump its data directory");
      const partial = `${file}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return snapshot;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    return createDb({ pgliteDir: "memory://", pgliteLoadDataDir: await migratedSnapshot() });
  },
  // every PGlite handle is a database of its own
  alone: (work) => work(),
};

function postgres(url: string): TestDatabase {
  async function alone<T>(work: () => Promise<T>): Promise<T> {
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      return await work();
    } finally {
      await lock.end(); // ends the session, and with it the lock
    }
  }
  return {
    name: "postgres",
    async open() {
      const schema = `${inject("testSchemaPrefix")}${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const handle = await createDb({ databaseUrl: url, searchPath: schema, poolMax: 4 });
      await alone(() => migrateToLatest(handle.db));
      return handle;
    },
    alone,
  };
}

export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
