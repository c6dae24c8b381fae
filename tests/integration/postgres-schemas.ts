import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

// Vitest's global setup for PostgreSQL (TEST_DATABASE_URL): every test file isolates its handles in
// schemas of their own (./databases.ts), named with this run's prefix, and they are dropped here once
// every test file has finished, not by each file as it ends: Kysely's migrator lists the tables of
// every schema of the database (its introspector resolves each schema's name), so a schema that
// another test file dropped meanwhile failed a migration with 'schema "t_…" does not exist'.

declare module "vitest" {
  export interface ProvidedContext {
    /** the start of every test schema's name in this run, e.g. "t_3fa9c1_" */
    testSchemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `t_${randomBytes(3).toString("hex")}_`;
  project.provide("testSchemaPrefix", prefix);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  return async function dropTestSchemas() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where starts_with(nspname, $1)",
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    } finally {
      await client.end();
    }
  };
}
