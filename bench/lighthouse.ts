// npm run lighthouse: Lighthouse (mobile preset, simulated throttling) with the local Chromium
// against the production build on PGlite, on every URL of the app's /sitemap.xml (both languages),
// LIGHTHOUSE_RUNS times each; the median per category counts. Prints a progress line per run, a
// summary table and, per page below target, the audits that cost points; writes
// bench/lighthouse/summary.json and an HTML report of the median run of each page below target
// (bench/lighthouse/<page>.html). Exits 1 when a page misses a target (100 in all four categories)
// unless LIGHTHOUSE_NO_FAIL=1.
//   LIGHTHOUSE_ONLY=/blog or --only /blog   only URLs containing one of these (comma-separated)
//   LIGHTHOUSE_RUNS=1                        runs per URL (default 3)
//   LIGHTHOUSE_SKIP_BUILD=1                  reuse the current build
//   LIGHTHOUSE_FRESH_BROWSER=1               a new Chromium per run (slower, same scores)
//   LIGHTHOUSE_NO_FAIL=1                     exit 0 on a miss   LIGHTHOUSE_PORT, CHROMIUM_PATH
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { ReportGenerator } from "lighthouse/report/generator/report-generator.js";
import { SERVER_NODE_ARGS } from "../scripts/server-command";

const started = Date.now();
const { values: args } = parseArgs({
  options: { only: { type: "string" }, runs: { type: "string" } },
  allowPositionals: false,
});
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3321);
const RUNS = Number(args.runs ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = (args.only ?? process.env.LIGHTHOUSE_ONLY ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const FRESH_BROWSER = Boolean(process.env.LIGHTHOUSE_FRESH_BROWSER);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`LIGHTHOUSE_RUNS must be a positive integer, not ${RUNS}`);
  process.exit(1);
}
const origin = `http://localhost:${PORT}`;
const targets = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
type Category = keyof typeof targets;
const categories: Category[] = ["performance", "accessibility", "best-practices", "seo"];
const short: Record<Category, string> = { performance: "P", accessibility: "A", "best-practices": "BP", seo: "SEO" };
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
const outDir = "bench/lighthouse";

const elapsed = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
  console.info("building ...");
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
const dataDir = "./data/lighthouse-pglite";
rmSync(dataDir, { recursive: true, force: true });
// The server is restarted when it exits during the run (it has been killed from outside on a busy
// machine); a 30-minute run should not end with nothing because of that.
let server: ChildProcess;
let serverUp = false;
async function startServer() {
  server = spawn("node", SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: origin,
      SESSION_SECRET: "lighthouse-secret-lighthouse-secret-lighthouse",
      ALLOW_INSECURE_COOKIES: "1",
      LOG_LEVEL: "warn",
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      // no mail (an SMTP_URL from the shell would also need MAIL_FROM and LEADS_NOTIFY_EMAIL)
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  server.on("exit", (code, signal) => {
    if (serverUp) console.warn(`the server exited (${signal ?? `code ${code}`}) at ${elapsed()}`);
    serverUp = false;
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      if (i > 600) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  serverUp = true;
}
const stopServer = () => {
  serverUp = false;
  server.kill("SIGTERM");
};
process.on("exit", stopServer);
await startServer();

// Every <loc> of the sitemap, as path + query (the English variants are ?lng=en or English paths).
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL((m[1] ?? "").replace(/&amp;/g, "&"));
  return url.pathname + url.search;
});
const paths = ONLY.length ? allPaths.filter((p) => ONLY.some((o) => p.includes(o))) : allPaths;
if (!paths.length) {
  console.error(`No sitemap URL contains ${ONLY.join(" or ")} (${allPaths.length} URLs in the sitemap).`);
  process.exit(1);
}
console.info(
  `${paths.length} of ${allPaths.length} sitemap URLs × ${RUNS} run${RUNS > 1 ? "s" : ""}` +
    `${FRESH_BROWSER ? ", a new browser per run" : ", one browser"} (started ${elapsed()})`,
);

const launch = () =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
// One browser for all runs: Lighthouse opens a new tab per run and, with these storage types,
// clears the origin's cookies (the language cookie a ?lng=en page sets), local storage (the
// consent status) and caches before it loads the page, so every run starts as a first visit.
const flags: Flags = {
  logLevel: "error",
  onlyCategories: categories,
  // the screenshot of the whole page only illustrates the HTML report (element thumbnails);
  // no audit scores it, and it costs 1-1.5 s a run
  disableFullPageScreenshot: true,
  clearStorageTypes: [
    "cookies",
    "local_storage",
    "indexeddb",
    "file_systems",
    "shader_cache",
    "service_workers",
    "cache_storage",
  ],
};
let chrome: chromeLauncher.LaunchedChrome | undefined;
async function runLighthouse(url: string): Promise<Result> {
  chrome ??= await launch();
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } catch (error) {
    // a hung or crashed browser: start a new one for the next attempt
    await chrome.kill();
    chrome = undefined;
    throw error;
  } finally {
    if (FRESH_BROWSER && chrome) {
      await chrome.kill();
      chrome = undefined;
    }
  }
}

/** An audit that costs a page points: in summary.json and printed under the table. */
interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** up to three offending elements or URLs */
  items?: string[];
}
/** One line of summary.json. */
interface PageSummary {
  path: string;
  /** median per category over the runs (lower middle of an even number of runs) */
  scores: Record<Category, number>;
  /** every run's scores */
  runs: Record<Category, number>[];
  /** metrics of the median run (the run with the median Performance score), ms (CLS unitless) */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  failingAudits: FailingAudit[];
  warnings: string[];
  report?: string;
  /** why no run of this page gave a result */
  error?: string;
}

const scoreOf = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const lowerMedian = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

function itemLabels(details: Result["audits"][string]["details"]): string[] | undefined {
  if (!details || !("items" in details) || !Array.isArray(details.items)) return undefined;
  const labels: string[] = [];
  for (const item of details.items as Record<string, unknown>[]) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const label =
      node?.selector ??
      (typeof item.url === "string" ? item.url.replace(origin, "") : undefined) ??
      (typeof item.source === "object" && item.source && "url" in item.source
        ? String(item.source.url).replace(origin, "")
        : undefined) ??
      (typeof item.description === "string" ? item.description : undefined);
    if (label && !labels.includes(label)) labels.push(label);
    if (labels.length === 3) break;
  }
  return labels.length ? labels : undefined;
}

/** Audits with score < 1 that count: weighted ones, and Performance's metrics and diagnostics. */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
      // Performance: the weighted metrics, and the diagnostics the report lists as costing time
      // (the "insights" duplicate them in the new report layout and stay out)
      if (category === "performance" ? ref.group !== "diagnostics" && !ref.weight : !ref.weight) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(category === "performance" && ref.group !== "diagnostics" ? {} : { items: itemLabels(audit.details) }),
      });
    }
  }
  return failing;
}

const fileName = (path: string) =>
  (path === "/" ? "home" : path.replace(/^\//, "")).replace(/[^a-zA-Z0-9]+/g, "-").replace(/-+$/, "") || "home";

mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (f.endsWith(".html")) rmSync(`${outDir}/${f}`);
const summary: PageSummary[] = [];
const total = paths.length * RUNS;
let done = 0;
try {
  // one unreported warm-up run: the first Lighthouse run of a cold browser and server is slower
  console.info(`warm-up run on / (${elapsed()})`);
  await runLighthouse(`${origin}/`);
  for (const path of paths) {
    const runs: Result[] = [];
    let lastError = "";
    for (let run = 1; run <= RUNS; run++) {
      const t0 = Date.now();
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
        try {
          if (!serverUp) {
            console.warn(`starting the server again (${elapsed()})`);
            await startServer();
          }
          // a warm server: the first request of a page renders it, later ones come from the cache
          if (run === 1 || attempt > 1) await fetch(origin + path);
          lhr = await runLighthouse(origin + path);
        } catch (error) {
          lastError = (error as Error).message;
          console.warn(`  ${path} run ${run}, attempt ${attempt}: ${lastError}`);
        }
      }
      done++;
      if (!lhr) continue;
      runs.push(lhr);
      const eta = ((Date.now() - started) / done) * (total - done);
      console.info(
        `[${String(done).padStart(String(total).length)}/${total}] ${path} run ${run}/${RUNS}: ` +
          categories.map((c) => `${short[c]} ${scoreOf(lhr, c)}`).join(" ") +
          `  ${((Date.now() - t0) / 1000).toFixed(1)} s  elapsed ${elapsed()}, ~${Math.ceil(eta / 60000)} min left`,
      );
    }
    if (!runs.length) {
      // every attempt failed: the page counts as missed, the run goes on
      const zero = Object.fromEntries(categories.map((c) => [c, 0])) as Record<Category, number>;
      const nan = { fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN, si: NaN };
      summary.push({ path, scores: zero, runs: [], metrics: nan, failingAudits: [], warnings: [], error: lastError });
      continue;
    }
    const scores = Object.fromEntries(
      categories.map((c) => [c, lowerMedian(runs.map((r) => scoreOf(r, c)))]),
    ) as Record<Category, number>;
    // the median run: the one with the median Performance score (the lower one on ties of
    // Performance: the slower LCP), so its metrics and audits explain the score in the table
    const sorted = [...runs].sort(
      (a, b) =>
        scoreOf(a, "performance") - scoreOf(b, "performance") ||
        (b.audits["largest-contentful-paint"]?.numericValue ?? 0) -
          (a.audits["largest-contentful-paint"]?.numericValue ?? 0),
    );
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as Result;
    const metric = (id: string) => median.audits[id]?.numericValue ?? NaN;
    const below = categories.some((c) => scores[c] < targets[c]);
    const page: PageSummary = {
      path,
      scores,
      runs: runs.map((r) => Object.fromEntries(categories.map((c) => [c, scoreOf(r, c)])) as Record<Category, number>),
      metrics: {
        fcp: Math.round(metric("first-contentful-paint")),
        lcp: Math.round(metric("largest-contentful-paint")),
        tbt: Math.round(metric("total-blocking-time")),
        cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
        si: Math.round(metric("speed-index")),
      },
      failingAudits: below ? failingAudits(median) : [],
      warnings: median.runWarnings.map(String),
    };
    if (below) {
      page.report = `${outDir}/${fileName(path)}.html`;
      writeFileSync(page.report, ReportGenerator.generateReportHtml(median));
    }
    summary.push(page);
  }
} finally {
  await chrome?.kill();
  stopServer();
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const width = Math.max(...summary.map((p) => p.path.length), 4);
const lines = [
  `${"page".padEnd(width)}    P    A   BP  SEO    FCP ms    LCP ms  TBT ms    CLS`,
  ...summary.map(
    (p) =>
      `${p.path.padEnd(width)} ${categories.map((c) => `${pad(p.scores[c], 3)}${p.scores[c] < targets[c] ? "*" : " "}`).join(" ")} ` +
      `${pad(p.metrics.fcp, 9)} ${pad(p.metrics.lcp, 9)} ${pad(p.metrics.tbt, 7)} ${pad(p.metrics.cls.toFixed(3), 6)}`,
  ),
];
console.info(`\n${lines.join("\n")}\n(* below target; medians of ${RUNS} run${RUNS > 1 ? "s" : ""})`);
for (const p of summary.filter((s) => s.failingAudits.length || s.report || s.error)) {
  console.info(
    `\n${p.path} (${categories.map((c) => `${short[c]} ${p.scores[c]}`).join(", ")}; ${p.error ? `no result: ${p.error}` : p.report}):`,
  );
  for (const a of p.failingAudits) {
    console.info(
      `  ${short[a.category].padEnd(3)} ${a.id} (${a.score}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ""}` +
        `${a.items ? `\n        ${a.items.join(" | ")}` : ""}`,
    );
  }
}

writeFileSync(
  `${outDir}/summary.json`,
  `${JSON.stringify({ runs: RUNS, only: ONLY, targets, pages: summary }, null, 2)}\n`,
);
const missed = summary.filter((p) => categories.some((c) => p.scores[c] < targets[c]));
const seconds = Math.round((Date.now() - started) / 1000);
console.info(
  `\n${summary.length - missed.length} of ${summary.length} pages at target, ${missed.length} below ` +
    `(summary and reports in ${outDir}/); ${done} Lighthouse runs in ${elapsed()} (${(seconds / Math.max(done, 1)).toFixed(1)} s a run incl. start)`,
);
process.exit(missed.length && !process.env.LIGHTHOUSE_NO_FAIL ? 1 : 0);
