// npm run lighthouse: Lighthouse (mobile preset) with the local Chromium against the production
// build: home, audit, ExitReady landing, a topic page and a blog article, in both languages.
// Prints the four scores per page, writes HTML reports to bench/lighthouse/ and
// bench/lighthouse/summary.json, and exits 1 when a score misses its target
// (Performance >= 98, Accessibility, Best Practices, SEO = 100) unless LIGHTHOUSE_NO_FAIL=1.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3321);
const origin = `http://localhost:${PORT}`;
const targets = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
type Category = keyof typeof targets;
const categories: Category[] = ["performance", "accessibility", "best-practices", "seo"];
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!process.env.LIGHTHOUSE_SKIP_BUILD)
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const dataDir = "./data/lighthouse-pglite";
rmSync(dataDir, { recursive: true, force: true });
const server = spawn("node", ["--max-old-space-size=192", "build/start.js"], {
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
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/readyz`)).ok) break;
  } catch {
    if (i > 600) throw new Error("the server did not start");
  }
  await new Promise((r) => setTimeout(r, 100));
}

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const articles = [...sitemap.matchAll(/<loc>http:\/\/localhost:\d+(\/blog\/[a-z0-9-]+)<\/loc>/g)]
  .map((m) => m[1])
  .filter((a) => a !== undefined);
/** name, German path, English path (undefined without articles in the sitemap) */
const pages: [string, string | undefined, string | undefined][] = [
  ["home", "/", "/?lng=en"],
  ["audit", "/audit", "/business-audit"],
  ["exitready", "/exit-ready-check", "/exitready"],
  ["topic", "/owner-dependency", "/owner-dependency?lng=en"],
  [
    "article",
    articles.find((a) => a.includes("delegieren")) ?? articles[0],
    articles.find((a) => a.includes("delegate")) ?? articles[1],
  ],
];

// A fresh browser (profile, cookies) for every page: a language cookie from the page before
// would otherwise change what the next URL shows.
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
mkdirSync("bench/lighthouse", { recursive: true });
/** One line of summary.json: the scores by category, then LCP and the audits that cost points. */
interface PageSummary extends Record<Category, number> {
  page: string;
  lng: "de" | "en";
  path: string | undefined;
  lcpMs: number;
  failedAudits: string[];
}
const summary: PageSummary[] = [];
let misses = 0;
try {
  // one unreported warm-up run: the first Lighthouse run of a cold browser and server is slower
  {
    const chrome = await launch();
    await lighthouse(`${origin}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    await chrome.kill();
  }
  for (const [name, de, en] of pages) {
    for (const [lng, path] of [
      ["de", de],
      ["en", en],
    ] as const) {
      // a warm server: the first request of a page renders it, later ones come from the cache
      await fetch(origin + path);
      const chrome = await launch();
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const score = (c: Category) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100);
      const scores = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      };
      await chrome.kill();
      // one output mode ("html"): one report
      if (typeof result.report !== "string") throw new Error("Lighthouse returned more than one report");
      writeFileSync(`bench/lighthouse/${name}-${lng}.html`, result.report);
      const failed = categories.filter((c) => scores[c] < targets[c]);
      misses += failed.length;
      const failedAudits = failed.length
        ? Object.values(result.lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                a.scoreDisplayMode !== "informative" &&
                a.scoreDisplayMode !== "notApplicable",
            )
            .map((a) => a.id)
        : [];
      // an audit without a value gives NaN (null in summary.json), as before
      const lcpMs = Math.round(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
      summary.push({ page: name, lng, path, ...scores, lcpMs, failedAudits });
      console.log(
        `${`${name} (${lng})`.padEnd(16)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  best practices ${String(scores["best-practices"]).padStart(3)}  SEO ${String(scores.seo).padStart(3)}  LCP ${lcpMs} ms${failedAudits.length ? `  (${failedAudits.slice(0, 6).join(", ")})` : ""}`,
      );
    }
  }
} finally {
  server.kill("SIGTERM");
}
writeFileSync("bench/lighthouse/summary.json", `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n${summary.length * 4 - misses} passed, ${misses} failed (reports in bench/lighthouse/)`);
process.exit(misses && !process.env.LIGHTHOUSE_NO_FAIL ? 1 : 0);
