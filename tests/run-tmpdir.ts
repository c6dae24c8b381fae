import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Vitest's first global setup: every temporary directory a test makes (content fixtures, server
// folders, the PGlite copy) goes into one directory of the run, removed when the run ends, so a
// test that forgets its own leaves nothing behind. Worker threads and the servers tests start
// inherit TMPDIR, which os.tmpdir() reads on every call.
export default function setup() {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), "vitest-run-"));
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
