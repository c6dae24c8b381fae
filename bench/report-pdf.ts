// The ExitReady result's PDF (ADR 069), measured on this machine: what loading @react-pdf/renderer
// costs, that the server's start to ready does not pay it (the library loads at the first report),
// the first report (library and rendering), the median of 20 reports of 20 results over HTTP and
// of their rendering alone, the median of 20 repeats of one (kept by the server), the PDF's size,
// and the server's RSS before and after; then a burst: 50 different reports asked for at once while
// /healthz is polled, its p50/p99 during the burst (what every other visitor waits).
// BENCH_PDF_ONLY=burst: only the burst. Run `npm run build` first, then `npx tsx bench/report-pdf.ts` (PostgreSQL: BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres; a fresh schema, dropped at the end;
// BENCH_PDF_PORT, default 3331). Figures and how to read them: docs/performance.md.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { renderReport, reportData } from "~/features/exit-ready/report.server";
import { MAX_SCORE, scoreAnswers } from "~/features/exit-ready/scoring";
import { questionIds } from "~/features/exit-ready/types";
import { SERVER_NODE_ARGS } from "../scripts/server-command";

const DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PDF_PORT ?? 3331);
const RUNS = 20;
const BURST = 50;
const ONLY_BURST = process.env.BENCH_PDF_ONLY === "burst";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

// the rendering alone, in this process: 20 results that differ (none answered from the cache)
const renderMs: number[] = [];
/** CPU time of this process per rendering: less sensitive than wall time to other load on the machine */
const renderCpuMs: number[] = [];
let renderSize = 0;
for (let i = 0; i <= (ONLY_BURST ? -1 : RUNS); i++) {
  const result = scoreAnswers(Object.fromEntries(questionIds.map((q, n) => [q, (i + n) % 5])));
  const data = reportData(
    randomUUID(),
    {
      ...result,
      maxScore: MAX_SCORE,
      name: `Jana Berg ${i}`,
      email: "jana@example.com",
      company: null,
      createdAt: new Date(),
    },
    i % 2 ? "en" : "de",
    "https://www.example.com",
  );
  const started = performance.now();
  const cpu = process.cpuUsage();
  renderSize = (await renderReport(data)).length;
  const used = process.cpuUsage(cpu);
  // the first loads the library
  if (i > 0) {
    renderMs.push(performance.now() - started);
    renderCpuMs.push((used.user + used.system) / 1000);
  }
}

// the library on its own, in a fresh process each time (what the server would pay at start)
const importMs: number[] = [];
for (let i = 0; i < (ONLY_BURST ? 0 : 5); i++) {
  const out = execFileSync(
    "node",
    [
      "--input-type=module",
      "-e",
      'const t = performance.now(); await import("@react-pdf/renderer"); process.stdout.write(String(performance.now() - t));',
    ],
    { encoding: "utf8" },
  );
  importMs.push(Number(out));
}

const schema = `bench_pdf_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: DB_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
const dbUrl = new URL(DB_URL);
dbUrl.searchParams.set("options", `-c search_path=${schema}`);

function startServer() {
  return spawn("node", SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: `http://localhost:${PORT}`,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-bench",
      ALLOW_INSECURE_COOKIES: "1",
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: dbUrl.toString(),
      GA_MEASUREMENT_ID: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
async function untilReady(started: number) {
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error("the server did not become ready");
}
async function stop(server: ReturnType<typeof startServer>) {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
}
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

let server = startServer();
await untilReady(performance.now()); // the first start migrates the fresh schema
await stop(server);
const startMs: number[] = [];
const STARTS = ONLY_BURST ? 1 : 3;
for (let i = 0; i < STARTS; i++) {
  const started = performance.now();
  server = startServer();
  startMs.push(await untilReady(started));
  if (i < STARTS - 1) await stop(server);
}

// finished attempts, scored by the real model, straight into the tables
const db = new pg.Client({ connectionString: dbUrl.toString() });
await db.connect();
const attempts: string[] = [];
for (let i = 0; i <= RUNS + BURST; i++) {
  const id = randomUUID();
  const points = questionIds.map((_, q) => (i + q) % 5);
  const result = scoreAnswers(Object.fromEntries(questionIds.map((q, n) => [q, points[n]!])));
  await db.query("insert into exit_ready_attempts (id, locale) values ($1, 'de')", [id]);
  for (const [n, question] of questionIds.entries()) {
    await db.query("insert into exit_ready_answers (attempt_id, question_id, answer) values ($1, $2, $3)", [
      id,
      question,
      points[n],
    ]);
  }
  await db.query(
    `insert into exit_ready_results (attempt_id, model_version, raw_points, score, band, phase, category_scores,
       weakest_category, name, email) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      result.modelVersion,
      result.raw,
      result.score,
      result.band,
      result.phase,
      JSON.stringify(result.categories),
      result.weakest[0],
      "Jana Berg",
      `bench-${i}@example.com`,
    ],
  );
  attempts.push(id);
}

async function report(attempt: string) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/exit-ready-check/${attempt}/ergebnis/pdf`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new Error(`no PDF: ${response.status}`);
  }
  return { ms: performance.now() - started, size: bytes.length };
}

await sleep(4000); // the production server's sample-content scan, 3 s after ready
const rssBefore = rssMb(server.pid!);
const first = await report(attempts[0]!);
const rssAfterFirst = rssMb(server.pid!);
const fresh = [];
for (const attempt of attempts.slice(1, ONLY_BURST ? 2 : RUNS + 1)) fresh.push(await report(attempt));
const repeats = [];
for (let i = 0; i < (ONLY_BURST ? 1 : RUNS); i++) repeats.push(await report(attempts[1]!));
const rssAfter = rssMb(server.pid!);

/** /healthz, asked one after another (10 ms apart) until `done`: each answer's wait */
async function pollHealth(done: { value: boolean }) {
  const waits: number[] = [];
  while (!done.value) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${PORT}/healthz`)).arrayBuffer();
    waits.push(performance.now() - started);
    await sleep(10);
  }
  return waits;
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const idle = { value: false };
const idlePoll = pollHealth(idle);
await sleep(2000);
idle.value = true;
const healthIdle = await idlePoll;

// the burst: BURST reports never made before, asked for at once; a refusal (429/503) is counted
const during = { value: false };
const burstPoll = pollHealth(during);
const burstStarted = performance.now();
const burst = await Promise.all(
  attempts.slice(RUNS + 1).map(async (attempt) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${PORT}/exit-ready-check/${attempt}/ergebnis/pdf`);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }),
);
const burstMs = performance.now() - burstStarted;
during.value = true;
const healthBurst = await burstPoll;
const statuses: Record<string, number> = {};
for (const r of burst) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
const served = burst.filter((r) => r.status === 200).map((r) => r.ms);

await stop(server);
await db.end();
await admin.query(`drop schema ${schema} cascade`);
await admin.end();

const sizes = fresh.map((r) => r.size);
console.info(
  JSON.stringify(
    {
      uptime: execFileSync("uptime", { encoding: "utf8" }).trim(),
      renderMs: {
        median: round(median(renderMs)),
        min: round(Math.min(...renderMs)),
        cpuMedian: round(median(renderCpuMs)),
        sizeKb: round(renderSize / 1024),
      },
      importReactPdfMs: { median: round(median(importMs)), runs: importMs.map(round) },
      startToReadyMs: { median: round(median(startMs)), runs: startMs.map(round) },
      firstReportMs: round(first.ms),
      reportMs: { median: round(median(fresh.map((r) => r.ms))), min: round(Math.min(...fresh.map((r) => r.ms))) },
      repeatMs: { median: round(median(repeats.map((r) => r.ms))) },
      sizeKb: { min: round(Math.min(...sizes) / 1024), max: round(Math.max(...sizes) / 1024) },
      rssMb: { beforeFirstReport: rssBefore, afterFirstReport: rssAfterFirst, afterAll: rssAfter },
      burst: {
        reports: BURST,
        totalMs: round(burstMs),
        statuses,
        reportMs: { p50: round(quantile(served, 0.5)), max: round(Math.max(...served)) },
        healthzIdleMs: { p50: round(quantile(healthIdle, 0.5)), p99: round(quantile(healthIdle, 0.99)) },
        healthzDuringMs: {
          samples: healthBurst.length,
          p50: round(quantile(healthBurst, 0.5)),
          p99: round(quantile(healthBurst, 0.99)),
          max: round(Math.max(...healthBurst)),
        },
      },
    },
    null,
    2,
  ),
);
