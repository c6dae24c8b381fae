import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LRUCache } from "lru-cache";
import { Piscina } from "piscina";
import type { ReportData } from "./report.server";

// Reports are rendered off the event loop (docs/decisions/069-exit-ready-report.md): about 150 ms
// of CPU each, which on the event loop every other visitor would wait for. One worker thread (the
// site runs on few cores, and pages come first), a bounded queue behind it: a request past the
// queue is answered at once ("busy", 503) instead of waiting for everybody else's reports. The
// worker starts at the first report and ends after a minute without one, giving its memory back.

/** reports rendered at once, and waiting for the worker at most */
const REPORT_THREADS = 1;
const REPORT_QUEUE = 16;

/** the worker's bundle beside the server's (build/server/index.js → build/report-worker.js) */
const workerFile = fileURLToPath(new URL("../report-worker.js", import.meta.url));

let pool: Piscina | undefined;
function reportPool(): Piscina {
  if (!existsSync(workerFile)) throw new Error("build/report-worker.js is missing: run npm run build");
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: REPORT_THREADS,
    maxQueue: REPORT_QUEUE,
    idleTimeout: 60_000,
  });
  return pool;
}

/**
 * Reports made lately, by everything they show: a result never changes, so a visitor who opens the
 * file again (or a client asking for it in a loop) costs a lookup, not another rendering. Keyed by
 * the content itself, so a changed or erased result (its row is read before: ADR 050) is never
 * answered from here. In memory, per process: nothing shared (DESIGN "stateless instances").
 */
const made = new LRUCache<string, Buffer>({ max: 64, maxSize: 4 * 1024 * 1024, sizeCalculation: (b) => b.length });

/** The report as PDF bytes, or "busy" when the worker's queue is full. */
export async function reportPdf(data: ReportData): Promise<Buffer | "busy"> {
  const key = JSON.stringify(data);
  const kept = made.get(key);
  if (kept) return kept;
  const workers = reportPool();
  if (workers.queueSize >= REPORT_QUEUE) return "busy";
  const bytes = Buffer.from((await workers.run(data)) as Uint8Array);
  made.set(key, bytes);
  return bytes;
}
