// npm run security:sqlmap: sqlmap against every form action of a local production instance.
// Starts the built server (node build/start.js) on 127.0.0.1, prepares what each action needs
// (a rendered form's hidden fields: submission id and the honeypot's empty trap; an ExitReady
// attempt; a Build to Leave workspace), then runs sqlmap once per action with the valid values as
// base data, the site's Origin header, and every field a visitor fills as a parameter to test
// (path parameters through sqlmap's `*` marker). Prints a summary per action and stops the server.
// Results are recorded in docs/security.md. Only 127.0.0.1 traffic.
//
//   npm run build && npm run security:sqlmap [-- --only=audit,contact] [-- --level=1]
//   SQLMAP_DATABASE_URL  the PostgreSQL database the instance uses (default: a fresh database
//                        sqlmap_<time> on postgres://postgres@127.0.0.1:5432, dropped afterwards)
//   SQLMAP_PORT          the instance's port (default 3291)
//   SQLMAP_BIN           the sqlmap command (default sqlmap; Debian: apt-get install sqlmap)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { validSubmission } from "../tests/submissions";

/** A form action for sqlmap: the base data are valid values, `params` the ones it tests. */
interface Action {
  name: string;
  /** a `*` marks a path parameter to test */
  path: string;
  base: Record<string, string>;
  params: string[];
  cookie?: string;
  /** test the cookie's value (an action without form fields) */
  testCookie?: boolean;
}

const PORT = Number(process.env.SQLMAP_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const SQLMAP = process.env.SQLMAP_BIN ?? "sqlmap";
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const ONLY = arg("only")?.split(",");
const LEVEL = arg("level") ?? "2";
const RISK = arg("risk") ?? "1";
const OUT = "data/sqlmap";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const version = execFileSync(SQLMAP, ["--version"], { encoding: "utf8" }).trim().split("\n")[0];
  console.log(`sqlmap ${version}`);
} catch {
  console.error(`sqlmap not found (${SQLMAP}). Debian/Ubuntu: apt-get update && apt-get install -y sqlmap`);
  process.exit(2);
}
if (!existsSync("build/start.js")) {
  console.error("No build: run npm run build first.");
  process.exit(2);
}

// --- the database -------------------------------------------------------------------------------
let databaseUrl = process.env.SQLMAP_DATABASE_URL;
let dropDatabase = async () => {};
if (!databaseUrl) {
  const admin = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `sqlmap_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  databaseUrl = admin.replace(/\/postgres$/, `/${name}`);
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database ${name} with (force)`);
    await c.end();
  };
}

// --- the instance -------------------------------------------------------------------------------
const server = spawn("node", ["build/start.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: BASE,
    SESSION_SECRET: process.env.SESSION_SECRET ?? "sqlmap-run-secret-sqlmap-run-secret-0123",
    ALLOW_INSECURE_COOKIES: "1",
    RATE_LIMIT_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    SMTP_URL: "",
  },
  stdio: ["ignore", "ignore", "pipe"],
});
const serverErrors: string[] = [];
server.stderr.on("data", (chunk: Buffer) => serverErrors.push(chunk.toString()));
async function stop() {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await dropDatabase().catch((error: Error) => console.warn(`could not drop the database: ${error.message}`));
}
process.on("SIGINT", () => void stop().then(() => process.exit(130)));

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120 || server.exitCode !== null) {
    console.error(`the server did not start:\n${serverErrors.join("")}`);
    await stop();
    process.exit(1);
  }
  await sleep(250);
}

// --- what each action needs ---------------------------------------------------------------------
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields (submission id, honeypot) of the form with this id or action on a page. */
async function hiddenFields(path: string, form: string, cookie?: string): Promise<Record<string, string>> {
  const html = await (await fetch(BASE + path, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const attribute = form.startsWith("/") ? `action="${form}"` : `id="${form}"`;
  const start = html.search(new RegExp(`<form\\b[^>]*\\b${attribute}`));
  if (start < 0) throw new Error(`no form ${form} on ${path}`);
  const markup = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const tag of markup.match(/<input\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (name && (tag.includes('type="hidden"') || name === "website_url")) {
      fields[name] = decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
  }
  return fields;
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await fetch(BASE + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: BASE,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: response.headers.get("set-cookie"),
  };
}

/** An ExitReady attempt; answered and completed as far as asked. */
async function exitReadyAttempt({ answered = 0, complete = false }: { answered?: number; complete?: boolean } = {}) {
  const start = await post("/exit-ready-check", await hiddenFields("/exit-ready-check", "/exit-ready-check"));
  const attempt = /\/exit-ready-check\/([0-9a-f-]{36})\//.exec(start.location ?? "")?.[1];
  if (!attempt) throw new Error(`no ExitReady attempt (${start.status})`);
  for (let n = 1; n <= answered; n++)
    await post(`/exit-ready-check/${attempt}/frage/${n}`, { answer: "2", intent: "next" });
  if (complete) {
    const contact = `/exit-ready-check/${attempt}/kontakt`;
    const done = await post(contact, {
      ...(await hiddenFields(contact, "exit-ready-contact")),
      name: "Sql Map",
      email: "sqlmap-exit@example.com",
    });
    if (done.status !== 303) throw new Error(`ExitReady contact step answered ${done.status}`);
  }
  return attempt;
}

/** A Build to Leave workspace (its signed cookie) with a module attempt started. */
async function btlWorkspace() {
  const profile = await post("/build-to-leave/profile", {
    ...(await hiddenFields("/build-to-leave/profile", "btl-profile")),
    ...btlProfile,
  });
  const cookie = profile.cookie?.split(";")[0];
  if (!cookie) throw new Error(`no workspace cookie (${profile.status})`);
  const started = await post("/build-to-leave/modules/team-autonomy", {}, cookie);
  const attempt = /\/modules\/team-autonomy\/([0-9a-f-]{36})\/1$/.exec(started.location ?? "")?.[1];
  if (!attempt) throw new Error(`no module attempt (${started.status} ${started.location})`);
  // the workspace id itself is in the dashboard's resume link
  const dashboard = await (await fetch(`${BASE}/build-to-leave`, { headers: { Cookie: cookie } })).text();
  const workspace = /\/build-to-leave\/resume\/([0-9a-f-]{36})/.exec(dashboard)?.[1];
  if (!workspace) throw new Error("no resume link on the dashboard");
  return { cookie, attempt, workspace };
}

const btlProfile = {
  companyName: "Muster AG",
  industry: "services",
  employees: "6-20",
  revenue: "1m-5m",
  mainGoal: "independence",
  timeline: "short",
};

/**
 * Every form action: its path (a `*` marks a path parameter to test), the base data (valid
 * values), and the parameters a visitor controls (all tested).
 */
async function actions(): Promise<Action[]> {
  const fresh = await exitReadyAttempt();
  const answered = await exitReadyAttempt({ answered: 8 });
  const completed = await exitReadyAttempt({ answered: 8, complete: true });
  const btl = await btlWorkspace();
  const audit = { ...validSubmission.audit, email: "sqlmap-audit@example.com" };
  const contact = {
    ...validSubmission.contact,
    email: "sqlmap-contact@example.com",
    company: "Beispiel GmbH",
    phone: "+49 30 1234567",
    marketingConsent: "on",
  };
  const session = {
    ...validSubmission.sessionRequest,
    email: "sqlmap-session@example.com",
    message: "Bitte vormittags",
    preferredTimes: "weekday-morning",
  };
  const result = `/exit-ready-check/${completed}/ergebnis`;
  const contactStep = `/exit-ready-check/${answered}/kontakt`;
  return [
    {
      name: "audit",
      path: "/audit",
      base: { ...(await hiddenFields("/audit", "audit-application")), ...audit },
      params: Object.keys(audit),
    },
    {
      name: "contact",
      path: "/kontakt",
      base: { ...(await hiddenFields("/kontakt", "contact-form")), ...contact },
      params: Object.keys(contact),
    },
    {
      name: "strategy session",
      path: "/strategy-session",
      base: { ...(await hiddenFields("/strategy-session", "session-form")), ...session },
      params: Object.keys(session),
    },
    {
      name: "newsletter",
      path: "/newsletter",
      base: {
        ...(await hiddenFields("/newsletter", "newsletter-page")),
        email: "sqlmap-news@example.com",
        source: "page",
      },
      params: ["email", "source"],
    },
    {
      name: "newsletter confirm",
      path: "/newsletter/bestaetigen",
      base: { token: "0123456789abcdef0123456789abcdef" },
      params: ["token"],
    },
    {
      name: "newsletter unsubscribe",
      path: "/newsletter/abmelden",
      base: { id: "1", token: "0123456789abcdef0123456789abcdef" },
      params: ["id", "token"],
    },
    {
      name: "ExitReady start",
      path: "/exit-ready-check",
      base: await hiddenFields("/exit-ready-check", "/exit-ready-check"),
      params: ["website_url"],
    },
    {
      name: "ExitReady answer",
      path: `/exit-ready-check/${fresh}/frage/1`,
      base: { answer: "2", intent: "next" },
      params: ["answer", "intent"],
    },
    {
      name: "ExitReady answer (attempt in the path)",
      path: `/exit-ready-check/${fresh}*/frage/1`,
      base: { answer: "2", intent: "next" },
      params: [],
    },
    {
      name: "ExitReady contact step",
      path: contactStep,
      base: {
        ...(await hiddenFields(contactStep, "exit-ready-contact")),
        ...validSubmission.exitReadyContact,
        email: "sqlmap-step@example.com",
        company: "Muster AG",
        newsletter: "on",
      },
      params: ["name", "email", "company", "newsletter"],
    },
    {
      name: "ExitReady result: session request",
      path: result,
      base: { ...(await hiddenFields(result, "session-form")), ...session },
      params: Object.keys(session),
    },
    {
      name: "Build to Leave profile",
      path: "/build-to-leave/profile",
      base: { ...(await hiddenFields("/build-to-leave/profile", "btl-profile")), ...btlProfile },
      params: Object.keys(btlProfile),
    },
    {
      name: "Build to Leave module start (module in the path)",
      path: "/build-to-leave/modules/team-autonomy*",
      base: {},
      params: [],
      cookie: btl.cookie,
    },
    {
      name: "Build to Leave answer",
      path: `/build-to-leave/modules/team-autonomy/${btl.attempt}/1`,
      base: { answer: "2", intent: "next" },
      params: ["answer", "intent"],
      cookie: btl.cookie,
    },
    {
      name: "Build to Leave resume (workspace in the path)",
      path: `/build-to-leave/resume/${btl.workspace}*`,
      base: {},
      params: [],
    },
    {
      name: "Build to Leave delete (workspace cookie)",
      path: "/build-to-leave/delete",
      base: {},
      params: [],
      cookie: btl.cookie,
      testCookie: true,
    },
    {
      name: "theme",
      path: "/preferences/theme",
      base: { theme: "dark", redirectTo: "/" },
      params: ["theme", "redirectTo"],
    },
    {
      name: "language",
      path: "/preferences/language",
      base: { lng: "en", redirectTo: "/" },
      params: ["lng", "redirectTo"],
    },
    {
      name: "consent",
      path: "/consent",
      base: { status: "denied", redirectTo: "/" },
      params: ["status", "redirectTo"],
    },
  ];
}

// --- sqlmap -------------------------------------------------------------------------------------
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

function sqlmap(action: Action) {
  const data = new URLSearchParams(action.base).toString();
  const args = [
    "-u",
    BASE + action.path,
    "--method=POST",
    `--data=${data || "x="}`,
    `--headers=Origin: ${BASE}\nContent-Type: application/x-www-form-urlencoded`,
    "--batch",
    // judge the action's own answer (303 or 400), not the page a redirect leads to; test every
    // parameter, also those sqlmap guesses are cast to a type
    "--answers=follow=N,skip those kind=N",
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    "--dbms=PostgreSQL",
    "--flush-session",
    "--disable-coloring",
    "--timeout=15",
    "--retries=1",
    `--output-dir=${OUT}`,
  ];
  if (action.cookie) args.push(`--cookie=${action.cookie}`);
  if (action.params.length) args.push(`-p`, action.params.join(","));
  else if (action.testCookie) args.push("-p", cookieName(action));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(SQLMAP, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The name of the action's cookie (its `name=value` up to the first "="). */
function cookieName(action: Action): string {
  if (action.cookie === undefined) throw new Error(`${action.name}: testCookie without a cookie`);
  return action.cookie.split("=")[0] ?? "";
}

/** Group 1 of every match. */
const captures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].flatMap((m) => m[1] ?? []);

function summarize(output: string) {
  const tested = new Set<string>();
  const clean = new Set<string>();
  const injectable = new Set<string>();
  for (const name of captures(output, /testing for SQL injection on (?:POST|URI|Cookie|GET) parameter '([^']+)'/g))
    tested.add(name);
  for (const name of captures(output, /(?:POST|URI|Cookie|GET) parameter '([^']+)' does not seem to be injectable/g)) {
    tested.add(name);
    clean.add(name);
  }
  for (const name of captures(
    output,
    /(?:POST|URI|Cookie|GET) parameter '([^']+)' (?:is '[^']+' injectable|appears to be '[^']+' injectable)/g,
  )) {
    injectable.add(name);
  }
  const httpErrors = /HTTP error codes detected during run:\s*\n?([^\n]+)/.exec(output)?.[1]?.trim() ?? null;
  const allClean = /all tested parameters do not appear to be injectable/.test(output);
  const critical = captures(output, /\[CRITICAL\] ([^\n]+)/g);
  return { tested: [...tested], clean: [...clean], injectable: [...injectable], httpErrors, allClean, critical };
}

const results: {
  action: string;
  path: string;
  tested: string[];
  verdict: string;
  httpErrors: string | null;
  seconds: number;
}[] = [];
let failed = false;
try {
  const list = (await actions()).filter(
    (a) => !ONLY || ONLY.some((o) => a.name.toLowerCase().includes(o.toLowerCase())),
  );
  for (const action of list) {
    const started = Date.now();
    process.stdout.write(`\n== ${action.name}: POST ${action.path} ... `);
    const { code, output } = await sqlmap(action);
    const seconds = Math.round((Date.now() - started) / 1000);
    const s = summarize(output);
    const logFile = `${OUT}/${action.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`;
    // eslint-disable-next-line no-control-regex
    writeFileSync(logFile, output.replace(/\u001b(\[[0-9;?]*[A-Za-z]|[()][A-Z0-9]|[=>])/g, ""));
    const verdict = s.injectable.length
      ? `INJECTABLE: ${s.injectable.join(", ")}`
      : s.allClean
        ? "not injectable"
        : `inconclusive (sqlmap exit ${code}${s.critical.length ? `: ${s.critical.at(-1)}` : ""})`;
    if (s.injectable.length || !s.allClean || (s.httpErrors && /\b5\d\d\b/.test(s.httpErrors))) failed = true;
    results.push({
      action: action.name,
      path: action.path,
      tested: s.tested,
      verdict,
      httpErrors: s.httpErrors,
      seconds,
    });
    console.log(`${verdict} (${seconds} s)`);
    console.log(`   tested: ${s.tested.join(", ") || "–"}${s.httpErrors ? `\n   HTTP errors: ${s.httpErrors}` : ""}`);
  }
} finally {
  await stop();
}

console.log("\nSummary (sqlmap --level=%s --risk=%s --dbms=PostgreSQL)", LEVEL, RISK);
console.log("| action | path | parameters tested | result | HTTP errors | time |");
console.log("|---|---|---|---|---|---|");
for (const r of results) {
  console.log(
    `| ${r.action} | \`${r.path.replace(/[0-9a-f-]{36}/g, ":id")}\` | ${r.tested.join(", ")} | ${r.verdict} | ${r.httpErrors ?? "none"} | ${r.seconds} s |`,
  );
}
writeFileSync(`${OUT}/summary.json`, JSON.stringify(results, null, 2));
console.log(`\nsqlmap logs: ${OUT}/`);
process.exit(failed ? 1 : 0);
