import { mkdirSync } from "node:fs";
import type { PGlite as PGliteType } from "@electric-sql/pglite";
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from "kysely";
import pg from "pg";
import type { Database } from "#db/schema";

export type DB = Kysely<Database>;

export interface DbHandle {
  db: DB;
  kind: "postgres" | "pglite";
  /** `select 1` within the timeout; false when the database does not answer. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests restore a migrated snapshot from it) */
  dump?: () => Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data-dir dump (from `dumpDataDir`) to start from: tests restore a migrated snapshot. */
  pgliteLoadDataDir?: Blob;
  poolMax?: number;
  /** PostgreSQL `search_path` (tests isolate themselves in a schema). */
  searchPath?: string;
  onPoolError?: (error: Error) => void;
}

const INT8 = 20;

/** One database handle for the process: PostgreSQL through pg, or PGlite (one connection). */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // int8 (counts, bigserial ids) stays a string, exactly as PGlite is told to below.
    const types = {
      getTypeParser: (oid: number, format?: "text" | "binary") =>
        oid === INT8 ? (v: string) => v : pg.types.getTypeParser(oid, format),
    };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
      types,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    // A checked-out client between two queries (a transaction, the retention job's session lock)
    // has no pool listener: its error would be unhandled and end the process. The query that
    // uses it next fails and the pool discards it.
    pool.on("connect", (client) => {
      client.on("error", (error) => options.onPoolError?.(error));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      ping: (timeoutMs) => ping(db, timeoutMs),
      close: () => db.destroy(),
    };
  }

  const dataDir = options.pgliteDir ?? "./data/pglite";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // Options go in the single argument: a first argument of `undefined` would drop them.
  // loaded only here: a server on PostgreSQL does not spend start-up time on it
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite: PGliteType = new PGlite({
    dataDir,
    parsers: { [INT8]: (v: string) => v },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: serialized(new PGliteDialect({ pglite })) });
  return {
    db,
    kind: "pglite",
    ping: (timeoutMs) => ping(db, timeoutMs),
    dump: async () => (await pglite.dumpDataDir("none")) as Blob,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function ping(db: DB, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = sql<{ ok: number }>`select 1 as ok`.execute(db).then((r) => r.rows[0]?.ok === 1);
    return await Promise.race([query, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PGlite is one connection, and Kysely's PGlite driver hands it to every caller at once: a query
 * of one request could run inside another request's open transaction (and be rolled back with
 * it). This wrapper lends the connection to one caller at a time, as Kysely's SQLite driver does.
 */
function serialized(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      let queue: Promise<void> = Promise.resolve();
      let release: (() => void) | undefined;
      const wrapped: Driver = {
        init: () => driver.init(),
        destroy: () => driver.destroy(),
        beginTransaction: (c, s) => driver.beginTransaction(c, s),
        commitTransaction: (c) => driver.commitTransaction(c),
        rollbackTransaction: (c) => driver.rollbackTransaction(c),
        savepoint: driver.savepoint?.bind(driver),
        rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
        releaseSavepoint: driver.releaseSavepoint?.bind(driver),
        async acquireConnection(): Promise<DatabaseConnection> {
          const previous = queue;
          let unlock!: () => void;
          queue = new Promise<void>((resolve) => (unlock = resolve));
          await previous;
          release = unlock;
          return driver.acquireConnection();
        },
        async releaseConnection(connection) {
          await driver.releaseConnection(connection);
          const unlock = release;
          release = undefined;
          unlock?.();
        },
      };
      return wrapped;
    },
  };
}
