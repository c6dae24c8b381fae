// npm run bench:inp: INP (Interaction to Next Paint) on the form and flow pages, as the budget
// defines it: "INP on form pages ≤ 100 ms (Lighthouse user flow: tap the first field and type,
// 4× CPU slowdown)". Against the production build on PGlite with the local Chromium, in both
// languages. The pages come from the registry (app/pages.ts): every page that hydrates
// (ADR 059; React loads at the first interaction, ADR 061, which is why the first tap matters)
// and the two form pages without React (newsletter, ExitReady start). Steps of a flow get their
// URL from the server as a visitor would (a POST to the start, the answers, the onboarding).
//
// Per page and run: a new browser context (a first visit: no cookies, no cached modules), the
// page loaded with Lighthouse's mobile screen and user agent, then a Lighthouse user flow
// timespan (devtools throttling: CPU 4×, no network throttling: the server is local) around the
// interaction: tap the first visible text field of <main> and type a short value (a question
// step has no text field: tap three of its options one after the other), wait until the page is
// quiet, end the timespan. The INP is the timespan's `interaction-to-next-paint` audit (with
// fewer than 50 interactions: the slowest one). Lighthouse computes it only with devtools
// throttling; with simulated throttling the audit is "not applicable".
//
// Prints a line per run (the slowest interaction's event: input delay + processing + presentation
// delay) and a table (median and worst per page), writes bench/inp-results.json,
// exits 1 when a page's median exceeds 100 ms or a page gave no result, unless INP_NO_FAIL=1.
//   INP_RUNS=3            runs per page (default 3)
//   INP_ONLY=audit,kontakt only pages whose id or path contains one of these
//   INP_SKIP_BUILD=1      reuse the current build
//   INP_KEY_DELAY=100     ms between two keys (default 100)
//   INP_NO_FAIL=1         exit 0 over budget       INP_PORT (default 3331), CHROMIUM_PATH
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import { defaultConfig, startFlow, type Config, type Result } from "lighthouse";
import puppeteer, { type Browser, type ElementHandle, type Page as PuppeteerPage } from "puppeteer-core";
import { pages, type Page } from "../app/pages";
import { SERVER_NODE_ARGS } from "../scripts/server-command";

const started = Date.now();
const PORT = Number(process.env.INP_PORT ?? 3331);
const RUNS = Number(process.env.INP_RUNS ?? 3);
const KEY_DELAY = Number(process.env.INP_KEY_DELAY ?? 100);
const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const ONLY = (process.env.INP_ONLY ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`INP_RUNS must be a positive integer, not ${process.env.INP_RUNS}`);
  process.exit(1);
}
const origin = `http://localhost:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
const resultsFile = "bench/inp-results.json";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const elapsed = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
// the 1-minute load average, sampled before every run (a busy machine inflates INP)
const loadSamples: number[] = [];
const sampleLoad = () => loadSamples.push(loadavg()[0] ?? 0);
sampleLoad();

if (!process.env.INP_SKIP_BUILD) {
  console.info("building ...");
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
const dataDir = "./data/inp-pglite";
rmSync(dataDir, { recursive: true, force: true });
let server: ChildProcess | undefined;
async function startServer() {
  server = spawn("node", SERVER_NODE_ARGS, {
    // the settings of bench/lighthouse.ts: production mode, PGlite, no mail
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
      SMTP_URL: "",
      // the flows' steps are reached by POSTs to their start (one per page, language and run)
      RATE_LIMIT_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      if (i > 600) throw new Error("the server did not start");
    }
    await sleep(100);
  }
}
process.on("exit", () => server?.kill("SIGTERM"));

// --- the pages -----------------------------------------------------------------------------

type Lng = "de" | "en";
/** A page's URL in a language, and the cookie a visitor has by then (the Build to Leave workspace). */
interface Target {
  path: string;
  cookie?: { name: string; value: string };
}

/** A form POST as the browser sends it (no redirect followed): the redirect's target and cookie. */
async function post(path: string, body: URLSearchParams, cookie?: string) {
  const res = await fetch(origin + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const location = res.headers.get("location");
  if (res.status !== 303 || !location) throw new Error(`POST ${path}: ${res.status}, no redirect`);
  const setCookie = res.headers.getSetCookie()[0]?.split(";")[0];
  return { location, setCookie };
}

/** The spam trap's field of a page's form (an empty trap). */
async function honeypot(path: string, cookie?: string) {
  const html = await (await fetch(origin + path, { headers: cookie ? { Cookie: cookie } : {} })).text();
  if (!html.includes('name="website_url"')) throw new Error(`no honeypot field on ${path}`);
  return { website_url: "" };
}

const enPath = (page: Page) => page.en ?? `${page.de}?lng=en`;
const pathOf = (page: Page, lng: Lng) => (lng === "de" ? page.de : enPath(page));
const byId = (id: Page["id"]) => pages.find((p) => p.id === id) as Page;

/** A new ExitReady attempt: its first question's URL. */
async function exitReadyAttempt(lng: Lng) {
  const start = pathOf(byId("exit-ready-check"), lng);
  return (await post(start, new URLSearchParams(await honeypot(start)))).location;
}

/** A Build to Leave workspace with a profile (its cookie) and a started module (its first question). */
async function btlQuestion(lng: Lng): Promise<Target> {
  const profile = pathOf(byId("btl-profile"), lng);
  const { setCookie } = await post(
    profile,
    new URLSearchParams({
      ...(await honeypot(profile)),
      companyName: "Muster GmbH",
      industry: "services",
      employees: "6-20",
      revenue: "1m-5m",
      mainGoal: "independence",
      timeline: "medium",
    }),
  );
  if (!setCookie) throw new Error("the profile set no workspace cookie");
  const dashboard = await (
    await fetch(origin + pathOf(byId("build-to-leave"), lng), { headers: { Cookie: setCookie } })
  ).text();
  const module = /href="(\/build-to-leave\/modules\/[^"/?]+)/.exec(dashboard)?.[1];
  if (!module) throw new Error("no module on the Build to Leave dashboard");
  const { location } = await post(module + (lng === "en" ? "?lng=en" : ""), new URLSearchParams(), setCookie);
  const [name, ...value] = setCookie.split("=");
  return { path: location, cookie: { name: name ?? "", value: value.join("=") } };
}

/** How to reach the pages whose path has parameters (flow steps). */
const setups: Partial<Record<Page["id"], (lng: Lng) => Promise<Target>>> = {
  "exit-ready-question": async (lng) => ({ path: await exitReadyAttempt(lng) }),
  "exit-ready-contact": async (lng) => {
    // every question answered: the step after the last one is the contact step
    let path = await exitReadyAttempt(lng);
    for (let i = 0; i < 20 && /\/(frage|question)\/\d+$/.test(path); i++) {
      path = (await post(path, new URLSearchParams({ intent: "next", answer: "2" }))).location;
    }
    return { path };
  },
  "btl-question": btlQuestion,
};
/** Pages of the list that are measured by design not at all, and why. */
const notMeasured: Partial<Record<Page["id"], string>> = {
  "booking-reschedule": "a booking's own page (reached from its mail): radio buttons only, no text field",
};
/** Form pages without React (ADR 059) that the budget covers as well. */
const formPagesWithoutReact: Page["id"][] = ["newsletter", "exit-ready-check"];

const selected = pages
  .filter((p) => p.hydrate || formPagesWithoutReact.includes(p.id))
  .flatMap((page) => (["de", "en"] as const).map((lng) => ({ page, lng })))
  .filter(({ page, lng }) => !ONLY.length || ONLY.some((o) => page.id.includes(o) || pathOf(page, lng).includes(o)));
if (!selected.length) {
  console.error(`No form page matches ${ONLY.join(" or ")}.`);
  process.exit(1);
}

// --- one run -------------------------------------------------------------------------------

interface RunResult {
  inp: number;
  /** the slowest interaction's event and its phases (Lighthouse's work-during-interaction), ms */
  event?: string;
  phases?: Record<string, number>;
  /** React had hydrated when the timespan ended (hydrated pages) */
  hydrated: boolean;
  /** what the field held at the end is what was typed (no key lost while React took over) */
  typedIntact?: boolean;
}
/** the field the run interacts with */
interface Field {
  kind: "text" | "options";
  /** e.g. input[type=text]#contact-form-name */
  describe: string;
  value?: string;
}

// Lighthouse's mobile settings (screen, user agent), devtools throttling with only the CPU slowed
const mobile = defaultConfig.settings;
const screen = mobile?.screenEmulation as { width: number; height: number; deviceScaleFactor: number };
const userAgent = String(mobile?.emulatedUserAgent);
const flowConfig: Config = {
  extends: "lighthouse:default",
  settings: {
    formFactor: "mobile",
    throttlingMethod: "devtools",
    throttling: {
      cpuSlowdownMultiplier: CPU_SLOWDOWN,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      rttMs: 0,
      throughputKbps: 0,
    },
    onlyAudits: ["interaction-to-next-paint", "work-during-interaction"],
  },
};

/** The value a visitor would type into a field. */
function valueFor(type: string, autocomplete: string, name: string) {
  if (type === "email" || autocomplete === "email") return "anna@muster.de";
  if (type === "tel" || autocomplete === "tel") return "030 1234567";
  if (autocomplete === "organization" || /company/i.test(name)) return "Muster GmbH";
  return "Anna Muster";
}

/** The first visible text field of <main> (the honeypot is not displayed), else its first radio options. */
async function findField(page: PuppeteerPage): Promise<{ field: Field; handles: ElementHandle<Element>[] } | null> {
  // (no named functions inside: tsx would wrap them in a __name() the page does not have)
  const list = await page.evaluateHandle(() => {
    const main = document.querySelector("main");
    if (!main) return [];
    const textTypes = ["text", "email", "tel", "url", "search", "number", ""];
    const options: Element[] = [];
    for (const el of main.querySelectorAll("input, textarea")) {
      const type = el.getAttribute("type") ?? "";
      const text = el instanceof HTMLTextAreaElement || textTypes.includes(type);
      if ((!text && type !== "radio") || (el as HTMLInputElement).disabled) continue;
      // a radio option is tapped on its label
      const target = type === "radio" ? (el.closest("label") ?? el) : el;
      const box = target.getBoundingClientRect();
      if (!box.width || !box.height || target.closest('[aria-hidden="true"], [hidden], .hp')) continue;
      if (text) return [target];
      if (options.length < 3) options.push(target);
    }
    // a question step: its first three options
    return options;
  });
  const props = await list.getProperties();
  const handles = [...props.values()].map((h) => h.asElement()).filter((h): h is ElementHandle<Element> => !!h);
  await list.dispose();
  const first = handles[0];
  if (!first) return null;
  const info = await first.evaluate((el) => ({
    tag: el.tagName.toLowerCase(),
    type: el.getAttribute("type") ?? "",
    id: el.id,
    name: el.getAttribute("name") ?? "",
    autocomplete: el.getAttribute("autocomplete") ?? "",
  }));
  if (info.tag === "label") return { field: { kind: "options", describe: `${handles.length} radio options` }, handles };
  return {
    field: {
      kind: "text",
      describe: `${info.tag}${info.type ? `[type=${info.type}]` : ""}${info.id ? `#${info.id}` : ""}`,
      value: valueFor(info.type, info.autocomplete, info.name),
    },
    handles,
  };
}

let browser: Browser | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
async function launch() {
  chrome = await chromeLauncher.launch({
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
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return browser;
}
async function closeBrowser() {
  await browser?.disconnect().catch(() => undefined);
  await chrome?.kill();
  browser = undefined;
  chrome = undefined;
}

class NoField extends Error {}
/** work-during-interaction's debug item */
interface WorkDebug {
  type: "debugdata";
  interactionType?: string;
  phases?: Record<string, { startTs: number; endTs: number }>;
}

async function measure(target: Target, hydrates: boolean): Promise<{ run: RunResult; field: Field }> {
  const context = await (browser ?? (await launch())).createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate({
      viewport: { ...screen, isMobile: true, hasTouch: true, isLandscape: false },
      userAgent,
    });
    if (target.cookie) await page.setCookie({ ...target.cookie, url: origin });
    const response = await page.goto(origin + target.path, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${target.path}: HTTP ${response?.status()}`);
    await sleep(500);
    const found = await findField(page);
    if (!found) throw new NoField("no visible text field or option in <main>");
    const { field, handles } = found;

    const flow = await startFlow(page, { name: target.path, config: flowConfig, flags: { logLevel: "error" } });
    await flow.startTimespan({ name: "tap the first field and type" });
    if (field.kind === "text") {
      await handles[0]!.tap();
      await page.keyboard.type(field.value ?? "", { delay: KEY_DELAY });
    } else {
      for (const option of handles) {
        await option.tap();
        await sleep(KEY_DELAY * 3);
      }
    }
    // quiet: React has hydrated (or will not), then a second for the last paints
    if (hydrates) {
      await page
        .waitForFunction(
          () =>
            document.documentElement.dataset.hydrated === "true" ||
            document.documentElement.dataset.hydration === "failed",
          { timeout: 10_000 },
        )
        .catch(() => undefined);
    }
    await sleep(1000);
    await flow.endTimespan();
    const state = await page.evaluate(
      (el) => ({
        hydrated: document.documentElement.dataset.hydrated === "true",
        value: el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : null,
      }),
      handles[0]!,
    );
    const lhr: Result = (await flow.createFlowResult()).steps[0]!.lhr;
    const audit = lhr.audits["interaction-to-next-paint"];
    if (!audit || audit.numericValue === undefined) {
      throw new Error(`no INP: ${audit?.errorMessage ?? audit?.explanation ?? "no interaction in the trace"}`);
    }
    // the slowest interaction's phases: the debug item of work-during-interaction (trace µs)
    const work = lhr.audits["work-during-interaction"];
    const items = work?.details && "items" in work.details ? (work.details.items as unknown[]) : [];
    const debug = items.find((i): i is WorkDebug => (i as WorkDebug | null)?.type === "debugdata");
    const phases = debug?.phases
      ? Object.fromEntries(
          Object.entries(debug.phases).map(([name, t]) => [name, Math.round((t.endTs - t.startTs) / 1000)]),
        )
      : undefined;
    const event = debug?.interactionType;
    return {
      field,
      run: {
        inp: Math.round(audit.numericValue),
        ...(event ? { event } : {}),
        ...(phases ? { phases } : {}),
        hydrated: state.hydrated,
        ...(field.kind === "text" ? { typedIntact: state.value === field.value } : {}),
      },
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

// --- the runs ------------------------------------------------------------------------------

interface PageResult {
  id: string;
  lng: Lng;
  path: string;
  hydrates: boolean;
  field?: Field;
  runs: RunResult[];
  median?: number;
  worst?: number;
  /** measured by design not at all, or no field found */
  skipped?: string;
  /** why no run gave a result */
  error?: string;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};

await startServer();
console.info(
  `${selected.length} form pages × ${RUNS} run${RUNS > 1 ? "s" : ""}: tap the first field and type ` +
    `(${KEY_DELAY} ms a key), CPU ${CPU_SLOWDOWN}× (started ${elapsed()}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
);
const results: PageResult[] = [];
try {
  // one unreported warm-up run: the first run of a cold browser and server is slower
  console.info(`warm-up run on ${byId("contact").de} (${elapsed()})`);
  await measure({ path: byId("contact").de }, true).catch((error: Error) =>
    console.warn(`  warm-up: ${error.message}`),
  );
  for (const { page, lng } of selected) {
    const result: PageResult = { id: page.id, lng, path: pathOf(page, lng), hydrates: Boolean(page.hydrate), runs: [] };
    results.push(result);
    const reason = notMeasured[page.id];
    if (reason) {
      result.skipped = reason;
      console.info(`${page.id} (${lng}): not measured, ${reason}`);
      continue;
    }
    let target: Target;
    try {
      const setup = setups[page.id];
      if (setup) target = await setup(lng);
      else if (page.de.includes(":")) throw new Error(`${page.de} has parameters and no setup in bench/inp.ts`);
      else target = { path: result.path };
      result.path = target.path;
      await fetch(origin + target.path); // a warm server: the first request of a page renders it
    } catch (error) {
      result.error = (error as Error).message;
      console.warn(`${page.id} (${lng}): ${result.error}`);
      continue;
    }
    for (let run = 1; run <= RUNS; run++) {
      sampleLoad();
      const t0 = Date.now();
      let measured: Awaited<ReturnType<typeof measure>> | undefined;
      for (let attempt = 1; attempt <= 2 && !measured && !result.skipped; attempt++) {
        try {
          measured = await measure(target, result.hydrates);
        } catch (error) {
          if (error instanceof NoField) result.skipped = error.message;
          else {
            result.error = (error as Error).message;
            console.warn(`  ${target.path} run ${run}, attempt ${attempt}: ${result.error}`);
            // a hung or crashed browser: a new one for the next attempt
            await closeBrowser();
          }
        }
      }
      if (result.skipped) {
        console.info(`${page.id} (${lng}) ${target.path}: not measured, ${result.skipped}`);
        break;
      }
      if (!measured) continue;
      result.field = measured.field;
      result.runs.push(measured.run);
      const r = measured.run;
      console.info(
        `${page.id} (${lng}) run ${run}/${RUNS}: INP ${r.inp} ms` +
          `${r.event ? ` (${r.event}${r.phases ? `: ${Object.values(r.phases).join(" + ")} ms` : ""})` : ""}` +
          ` on ${measured.field.describe}${result.hydrates ? (r.hydrated ? ", hydrated" : ", NOT hydrated") : ""}` +
          `${r.typedIntact === false ? ", TYPED TEXT CHANGED" : ""}  ${((Date.now() - t0) / 1000).toFixed(1)} s, load ${loadavg()[0]?.toFixed(2)}, ${elapsed()}`,
      );
    }
    if (result.runs.length) {
      delete result.error;
      const inps = result.runs.map((r) => r.inp);
      result.median = median(inps);
      result.worst = Math.max(...inps);
      // a page that should hydrate but stayed without React measured something else
      if (result.hydrates && result.runs.some((r) => !r.hydrated)) result.error = "React did not hydrate in every run";
    }
  }
} finally {
  await closeBrowser();
  server?.kill("SIGTERM");
}

const width = Math.max(...results.map((r) => `${r.id} (${r.lng})`.length), 4);
const lines = [
  `${"page".padEnd(width)}  median ms  worst ms  field`,
  ...results.map(
    (r) =>
      `${`${r.id} (${r.lng})`.padEnd(width)}  ` +
      (r.median !== undefined
        ? `${String(r.median).padStart(9)}${r.median > BUDGET_MS ? "*" : " "} ${String(r.worst).padStart(8)}  ${r.error ? `INVALID: ${r.error}` : (r.field?.describe ?? "")}`
        : `${"–".padStart(9)}  ${"–".padStart(8)}  ${r.skipped ? `not measured: ${r.skipped}` : `no result: ${r.error}`}`),
  ),
];
const load = {
  atStart: loadSamples[0],
  mean: loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length,
  max: Math.max(...loadSamples),
};
console.info(
  `\n${lines.join("\n")}\n(* over the budget of ${BUDGET_MS} ms; ${RUNS} run${RUNS > 1 ? "s" : ""} a page; ` +
    `1-minute load average during the runs: mean ${load.mean.toFixed(2)}, max ${load.max.toFixed(2)})`,
);

writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      budgetMs: BUDGET_MS,
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      keyDelayMs: KEY_DELAY,
      loadAverage1m: { atStart: load.atStart, mean: Number(load.mean.toFixed(2)), max: load.max },
      pages: results,
    },
    null,
    2,
  )}\n`,
);
const over = results.filter((r) => (r.median !== undefined && r.median > BUDGET_MS) || r.error);
console.info(
  `\n${results.filter((r) => r.median !== undefined).length - over.filter((r) => !r.error).length} of ` +
    `${results.filter((r) => r.median !== undefined).length} measured pages within ${BUDGET_MS} ms, ` +
    `${over.length} over or without result (${resultsFile}); ${elapsed()}`,
);
process.exit(over.length && !process.env.INP_NO_FAIL ? 1 : 0);
