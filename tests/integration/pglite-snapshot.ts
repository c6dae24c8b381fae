import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

// Vitest's global setup for PGlite: a fresh PGlite runs initdb and every migration, about four
// seconds of CPU. The first test files that need it make it and leave it at this path for the
// rest of the run (./databases.ts), so it is made once or twice a run, not once per test file,
// and a run without PGlite tests never makes it.

declare module "vitest" {
  export interface ProvidedContext {
    /** where this run keeps a migrated PGlite data directory (`dumpDataDir`) once one is made */
    pgliteSnapshot: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "pglite-snapshot-"));
  project.provide("pgliteSnapshot", join(dir, "migrated.tar"));
  return () => rmSync(dir, { recursive: true, force: true });
}
