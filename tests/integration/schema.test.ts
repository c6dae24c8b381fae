import { join } from "node:path";
import { sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { testDatabases } from "./databases";

// The Kysely types of db/schema.ts describe the migrated database: every table, view and column
// the code can name (tsc checks the code against the types) exists after the migrations, with the
// same nullability, and every table and column the migrations make is in the types. So a column
// added to the types without a migration, or a migration the types do not follow, fails here.

type Columns = Map<string, "null" | "not null">;

/** Each table and view of `Database` with its columns and whether a select can return null, as tsc sees them. */
function declaredSchema(): Map<string, Columns> {
  const probe = join(process.cwd(), "db", "schema-probe.ts");
  const source = `import type { Selectable } from "kysely";
import type { Database } from "./schema";
type Row<T> = { [C in keyof Selectable<T>]-?: null extends Selectable<T>[C] ? "null" : "not null" };
export declare const probe: { [T in keyof Database]: Row<Database[T]> };`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === probe ? ts.createSourceFile(name, source, ts.ScriptTarget.ES2022) : getSourceFile(name, ...rest);
  host.fileExists = (name) => name === probe || fileExists(name);
  host.readFile = (name) => (name === probe ? source : readFile(name));
  const program = ts.createProgram([probe], options, host);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  if (problems.length) throw new Error(`db/schema.ts does not type-check:\n${problems.join("\n")}`);

  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe)!;
  const symbol = checker.getSymbolsInScope(file, ts.SymbolFlags.Variable).find((s) => s.name === "probe")!;
  const tables = new Map<string, Columns>();
  for (const table of checker.getTypeOfSymbolAtLocation(symbol, file).getProperties()) {
    const columns: Columns = new Map();
    for (const column of checker.getTypeOfSymbolAtLocation(table, file).getProperties()) {
      const nullable = checker.typeToString(checker.getTypeOfSymbolAtLocation(column, file));
      columns.set(column.name, nullable === '"null"' ? "null" : "not null");
    }
    tables.set(table.name, columns);
  }
  return tables;
}

describe.each(testDatabases)("db/schema.ts against the migrated database on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it("names every table, view and column the migrations make, each with its nullability", async () => {
    const { rows } = await sql<{ table: string; kind: string; column: string; nullable: "YES" | "NO" }>`
      select c.table_name as table, t.table_type as kind, c.column_name as column, c.is_nullable as nullable
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = current_schema() and c.table_name not like 'kysely_%'`.execute(handle.db);
    const migrated = new Map<string, Map<string, "null" | "not null" | "view">>();
    const views = new Set(rows.filter((r) => r.kind === "VIEW").map((r) => r.table));
    for (const row of rows) {
      const columns = migrated.get(row.table) ?? new Map();
      // a view's columns always read as nullable in information_schema: only their names count
      const nullable = row.kind === "VIEW" ? "view" : row.nullable === "YES" ? "null" : "not null";
      columns.set(row.column, nullable);
      migrated.set(row.table, columns);
    }
    const declared = declaredSchema();
    expect(declared.size).toBeGreaterThan(10);

    const problems: string[] = [];
    for (const [table, columns] of declared) {
      const made = migrated.get(table);
      if (!made) {
        problems.push(`${table}: in db/schema.ts, but no migration makes it`);
        continue;
      }
      for (const [column, nullable] of columns) {
        const actual = made.get(column);
        if (!actual) problems.push(`${table}.${column}: in db/schema.ts, but no migration makes it`);
        else if (actual !== "view" && actual !== nullable) {
          problems.push(`${table}.${column}: ${actual} in the database, ${nullable} in db/schema.ts`);
        }
      }
      for (const column of made.keys()) {
        if (!columns.has(column)) problems.push(`${table}.${column}: made by a migration, missing in db/schema.ts`);
      }
    }
    // the views for the consultant's SQL (docs/leads.md) need no type until the code reads them
    for (const table of migrated.keys()) {
      if (!declared.has(table) && !views.has(table))
        problems.push(`${table}: made by a migration, missing in db/schema.ts`);
    }
    expect(problems).toEqual([]);
  });
});
