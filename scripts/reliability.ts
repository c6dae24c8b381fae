// npm run test:load / npm run test:faults: two production instances of the app on one PostgreSQL
// database, loaded with autocannon (mixed GETs and form POSTs), every answer recorded; then the
// database is compared with what was answered, and the mails the SMTP server received with the
// outbox. `faults` stops PostgreSQL in the middle of the run and checks what visitors got while it
// was away and how fast everything came back. Traffic only to 127.0.0.1. docs/reliability.md
// explains the checks; full runs write their figures there.
//
//   tsx scripts/reliability.ts load|faults [--short]
//   RELIABILITY_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres;
//                             a fresh database is created and dropped)
//   RELIABILITY_PG_CLUSTER    the cluster `faults` stops and starts (default "<version> main")
//   RELIABILITY_SECONDS, RELIABILITY_CONNECTIONS   override the run's length and connections
//   RELIABILITY_SKIP_BUILD=1  reuse the existing build
import { type ChildProcessByStdio, execFile, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import autocannon from "autocannon";
import pg, { type QueryResultRow } from "pg";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { validSubmission } from "../tests/submissions";
import { SERVER_NODE_ARGS } from "./server-command";

type Kind = "audit" | "contact" | "newsletter";
interface Instance {
  port: number;
  child: ChildProcessByStdio<null, Readable, Readable>;
  rssMaxMb: number;
  /** the exit code, "signal", or null while it runs */
  exited: number | "signal" | null;
  base: string;
}
interface Submission {
  kind: Kind;
  id: string;
  email: string;
  instance: number;
  sentAt: number;
}
interface Post extends Submission {
  at: number;
  status: number;
  bodyOk: boolean;
}
/** An answer to a page request (sentAt: set by setupRequest). */
interface Get {
  path: string;
  instance: number;
  sentAt: number | undefined;
  at: number;
  status: number;
}
interface Answer {
  instance: number;
  sentAt: number;
  at: number;
  status: number;
}
interface OutboxRow {
  to_address: string;
  subject: string;
  status: string;
}
/** What the requests of one autocannon connection share (fresh for each pass through the sequence). */
interface LoadContext {
  sentAt?: number;
  submission?: Submission;
}
/** name, measured value, target, passed */
type Check = [string, number | string | null, string, boolean];

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

const mode = process.argv[2];
if (mode !== "load" && mode !== "faults") {
  console.error("usage: tsx scripts/reliability.ts load|faults [--short]");
  process.exit(2);
}
const short = process.argv.includes("--short");
const faults = mode === "faults";
const DURATION = Number(process.env.RELIABILITY_SECONDS ?? (short ? (faults ? 12 : 5) : 60));
const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? (short ? 20 : 200));
const OUTAGE_AT = short ? 3 : 20; // seconds into the run
const OUTAGE_SECONDS = short ? 4 : 10;
const RECOVERY_MS = 5000;
const PORTS = [3331, 3332];
const ADMIN_URL = process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NOTIFY = "leads@example.com";
const deForms: { errors: { submitFailed: string } } = JSON.parse(readFileSync("app/locales/de/forms.json", "utf8"));
const SUBMIT_FAILED = deForms.errors.submitFailed;
const logDir = "data/reliability";
mkdirSync(logDir, { recursive: true });

function cluster(): string[] {
  if (process.env.RELIABILITY_PG_CLUSTER) return process.env.RELIABILITY_PG_CLUSTER.split(/\s+/);
  const versions = existsSync("/etc/postgresql") ? readdirSync("/etc/postgresql").sort() : [];
  const newest = versions.at(-1);
  if (newest === undefined) throw new Error("no PostgreSQL cluster found: set RELIABILITY_PG_CLUSTER");
  return [newest, "main"];
}
async function pgctl(action: "start" | "stop") {
  await run("pg_ctlcluster", [
    "--skip-systemctl-redirect",
    ...cluster(),
    action,
    ...(action === "stop" ? ["-m", "fast"] : []),
  ]);
}
async function query<R extends QueryResultRow>(text: string, database = dbUrl): Promise<R[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

if (!process.env.RELIABILITY_SKIP_BUILD)
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });

// a fresh database on the server
const dbName = `reliability_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
await query(`create database ${dbName}`, ADMIN_URL);

// a real SMTP server that keeps every mail
const mails: { to: string; raw: Buffer }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw: Buffer.concat(chunks) });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpAddress = smtp.server.address();
if (smtpAddress === null || typeof smtpAddress === "string") throw new Error("the SMTP server has no TCP port");
const smtpUrl = `smtp://127.0.0.1:${smtpAddress.port}`;

// two instances of the production server
const instances: Instance[] = [];
for (const [i, port] of PORTS.entries()) {
  const log = createWriteStream(`${logDir}/${mode}-instance-${i + 1}.log`);
  const child = spawn("node", SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: "reliability-secret-reliability-secret-0123",
      ALLOW_INSECURE_COOKIES: "1",
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: dbUrl,
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Website <website@example.com>",
      LEADS_NOTIFY_EMAIL: NOTIFY,
      OUTBOX_POLL_MS: "500",
      GA_MEASUREMENT_ID: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const instance: Instance = { port, child, rssMaxMb: 0, exited: null, base: `http://127.0.0.1:${port}` };
  child.on("exit", (code) => (instance.exited = code ?? "signal"));
  instances.push(instance);
  // the first one migrates the fresh database; the second starts on the migrated one
  await waitReady(instance);
}
async function waitReady(instance: Instance) {
  for (let i = 0; i < 1000; i++) {
    if (instance.exited !== null) throw new Error(`instance on ${instance.port} exited (${logDir})`);
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`instance on ${instance.port} did not become ready`);
}
const rssTimer = setInterval(() => {
  for (const instance of instances) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${instance.child.pid}/status`, "utf8"))?.[1] ?? 0);
      instance.rssMaxMb = Math.max(instance.rssMaxMb, Math.round(kb / 1024));
    } catch {
      // gone
    }
  }
}, 250);

// what the visitors do: pages, and the three public forms with values of their own
const [firstInstance] = instances;
if (!firstInstance) throw new Error("no instance started");
const first = firstInstance.base;
const auditPage = await (await fetch(`${first}/audit`)).text();
const article = /<loc>[^<]*?(\/blog\/[a-z0-9-]+)<\/loc>/.exec(await (await fetch(`${first}/sitemap.xml`)).text())?.[1];
if (!auditPage.includes('name="website_url"') || !article)
  throw new Error("could not read the audit form or the sitemap");
const trap = { website_url: "" };
const forms: Record<Kind, { path: string; fields: (id: string, email: string) => Record<string, string> }> = {
  audit: {
    path: "/audit",
    fields: (id, email) => ({
      ...validSubmission.audit,
      submissionId: id,
      email,
      company: `Load ${id} AG`,
    }),
  },
  contact: {
    path: "/kontakt",
    fields: (id, email) => ({ ...validSubmission.contact, submissionId: id, name: `Load ${id}`, email }),
  },
  newsletter: { path: "/newsletter", fields: (_id, email) => ({ email, source: "page" }) },
};

const posts: Post[] = [];
const gets: Get[] = [];
// submits sent whose answer never came: in flight when the run ended (autocannon stops at the
// deadline without waiting). They may or may not be stored; nothing else may be.
const unanswered = new Map<string, Kind>();
// an arrow function, not a declaration: it sees `article` as checked above
const sequence = (instance: number): autocannon.Request<LoadContext>[] => {
  const get = (path: string): autocannon.Request<LoadContext> => ({
    method: "GET",
    path,
    setupRequest: (req, context) => ((context.sentAt = now()), req),
    onResponse: (status, _body, context) => gets.push({ path, instance, sentAt: context.sentAt, at: now(), status }),
  });
  const post = (kind: Kind): autocannon.Request<LoadContext> => ({
    method: "POST",
    path: forms[kind].path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    setupRequest(req, context) {
      const id = randomUUID();
      // a mailbox of its own for every submit: the visitor-mail cap counts per mailbox, +tags included
      const email = `load.${id}@example.com`;
      context.submission = { kind, id, email, instance, sentAt: now() };
      unanswered.set(kind === "newsletter" ? email : id, kind);
      return { ...req, body: new URLSearchParams({ ...trap, ...forms[kind].fields(id, email) }).toString() };
    },
    onResponse(status, body, context) {
      const s = context.submission;
      if (!s) throw new Error("an answer to a POST that setupRequest did not prepare");
      unanswered.delete(s.kind === "newsletter" ? s.email : s.id);
      // a refused submit shows the binding error text and gives the visitor's values back
      const bodyOk = status === 303 || (body.includes(SUBMIT_FAILED) && body.includes(s.email));
      posts.push({ ...s, at: now(), status, bodyOk });
    },
  });
  return [
    get("/"),
    post("audit"),
    get("/owner-dependency"),
    post("contact"),
    get(article),
    post("newsletter"),
    get("/?lng=en"),
    get("/audit"),
  ];
};

// /readyz of both instances, five times a second
const ready: Answer[] = [];
let polling = true;
const pollers = instances.map(async (instance, i) => {
  while (polling) {
    const sentAt = now();
    let status = 0;
    try {
      status = (await fetch(`${instance.base}/readyz`, { signal: AbortSignal.timeout(4000) })).status;
    } catch {
      status = 0;
    }
    ready.push({ instance: i, sentAt, at: now(), status });
    await sleep(200);
  }
});

// the outage: its moments are NaN until they happen (every comparison with NaN is false)
const outage = { stopBegin: NaN, stopDone: NaN, startBegin: NaN, startDone: NaN };
let outageDone = Promise.resolve();
const t0 = now();
if (faults) {
  outageDone = (async () => {
    await sleep(OUTAGE_AT * 1000);
    outage.stopBegin = now();
    await pgctl("stop");
    outage.stopDone = now();
    await sleep(OUTAGE_SECONDS * 1000);
    outage.startBegin = now();
    await pgctl("start");
    outage.startDone = now();
  })();
}

// With an outage the load lasts at least DURATION and until RECOVERY_MS (plus a second) after
// PostgreSQL is back, however long stopping and starting it took on this machine: the recovery
// checks need requests sent after the restart.
const MAX_FAULT_SECONDS = 120;
function load(instance: Instance, i: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: instance.base,
        connections: CONNECTIONS / instances.length,
        duration: faults ? MAX_FAULT_SECONDS : DURATION,
        timeout: 20,
        requests: sequence(i),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (faults) {
      void outageDone
        .catch(() => {})
        .then(async () => {
          const end = Math.max(t0 + DURATION * 1000, outage.startDone + RECOVERY_MS + 1000);
          await sleep(Math.max(0, end - now()));
          run.stop();
        });
    }
  });
}
let results: autocannon.Result[];
try {
  results = await Promise.all(instances.map(load));
} finally {
  // PostgreSQL must come back whatever happened
  await outageDone.catch(async (error: Error) => {
    console.error("outage step failed:", error.message);
    await pgctl("start").catch(() => {});
  });
}
const loadSeconds = (now() - t0) / 1000;
polling = false;
await Promise.all(pollers);

// the outbox delivers everything (both instances run it)
const drainStarted = now();
let outboxRows: OutboxRow[] = [];
for (;;) {
  outboxRows = await query<OutboxRow>("select to_address, subject, status from email_outbox");
  const open = outboxRows.filter((r) => r.status === "pending" || r.status === "sending").length;
  if (open === 0 || now() - drainStarted > (short ? 60_000 : 300_000)) break;
  await sleep(500);
}
await sleep(1000); // a mail handed to SMTP just before the last row was marked
const drainSeconds = (now() - drainStarted) / 1000;

const stored: Record<Kind, { id: string }[]> = {
  audit: await query<{ id: string }>("select submission_id as id from audit_applications"),
  contact: await query<{ id: string }>("select submission_id as id from contact_messages"),
  newsletter: await query<{ id: string }>("select email as id from newsletter_subscribers"),
};
const leadEmails = [
  ...(await query<{ email: string }>("select email from audit_applications")),
  ...(await query<{ email: string }>("select email from contact_messages")),
  ...stored.newsletter.map((r) => ({ email: r.id })),
];

clearInterval(rssTimer);
for (const instance of instances) instance.child.kill("SIGTERM");
await Promise.all(instances.map((i) => (i.exited !== null ? null : new Promise((r) => i.child.on("exit", r)))));
await new Promise<void>((resolve) => smtp.close(resolve));
await query(`drop database ${dbName} with (force)`, ADMIN_URL);

// ---- the figures
const accepted = (kind: Kind) => posts.filter((p) => p.kind === kind && p.status === 303);
function matches(kind: Kind) {
  const key = (p: Post) => (kind === "newsletter" ? p.email : p.id);
  const ids = new Set(accepted(kind).map(key));
  const rows = new Set(stored[kind].map((r) => r.id));
  const inFlight = [...rows].filter((id) => !ids.has(id) && unanswered.get(id) === kind).length;
  // every accepted submit is stored; every stored row was accepted or still unanswered at the end
  const equal = [...ids].every((id) => rows.has(id)) && rows.size === ids.size + inFlight;
  return { accepted: ids.size, stored: rows.size, inFlight, equal };
}
const storedMatches: Record<Kind, ReturnType<typeof matches>> = {
  audit: matches("audit"),
  contact: matches("contact"),
  newsletter: matches("newsletter"),
};
const acceptedTotal = Object.values(storedMatches).reduce((n, m) => n + m.accepted, 0);
const storedTotal = Object.values(storedMatches).reduce((n, m) => n + m.stored, 0);
const inFlightTotal = Object.values(storedMatches).reduce((n, m) => n + m.inFlight, 0);
const expectedMails =
  2 * storedMatches.audit.stored + 2 * storedMatches.contact.stored + storedMatches.newsletter.stored;
// every lead has its confirmation: one outbox row to its own address
const confirmations = new Map(leadEmails.map((r) => [r.email, 0]));
for (const row of outboxRows) {
  const n = confirmations.get(row.to_address);
  if (n !== undefined) confirmations.set(row.to_address, n + 1);
}
const leadsWithoutOneConfirmation = [...confirmations.values()].filter((n) => n !== 1).length;

// mails received against rows sent, by recipient and subject
const received = new Map<string, number>();
for (const mail of mails) {
  const parsed = await PostalMime.parse(mail.raw);
  const key = `${mail.to}|${parsed.subject}`;
  received.set(key, (received.get(key) ?? 0) + 1);
}
const expected = new Map<string, number>();
for (const row of outboxRows) {
  const key = `${row.to_address}|${row.subject}`;
  expected.set(key, (expected.get(key) ?? 0) + 1);
}
let duplicates = 0;
let missing = 0;
for (const [key, n] of expected) {
  const got = received.get(key) ?? 0;
  if (got > n) duplicates += got - n;
  if (got < n) missing += n - got;
}
for (const [key, n] of received) if (!expected.has(key)) duplicates += n;
const notSent = outboxRows.filter((r) => r.status !== "sent").length;

const errors = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
const requests = results.reduce((n, r) => n + r.requests.total, 0);
const p99 = Math.max(...results.map((r) => r.latency.p99));
const p50 = Math.max(...results.map((r) => r.latency.p50));
const inOutage = (r: Post) => faults && r.at >= outage.stopBegin && r.sentAt <= outage.startDone + RECOVERY_MS;
// pages do not need the database: they are answered during an outage too
const getFailures = gets.filter((g) => g.status >= 500).length;
const postsOutside = posts.filter((p) => !inOutage(p));
const refusedOutside = postsOutside.filter((p) => p.status !== 303).length;
const refused = posts.filter((p) => p.status === 503);
const otherDuringOutage = posts.filter((p) => inOutage(p) && p.status !== 303 && p.status !== 503).length;
const badRefusals = refused.filter((p) => !p.bodyOk).length;

const checks: Check[] = [
  ["no connection errors or timeouts", errors, "0", errors === 0],
  ["no page (GET) answered 5xx", getFailures, "0", getFailures === 0],
  ["every POST accepted (outside an outage)", refusedOutside, "0 refused", refusedOutside === 0],
  [
    "rows stored = submissions accepted",
    `${storedTotal - inFlightTotal}/${acceptedTotal}`,
    "same ids",
    Object.values(storedMatches).every((m) => m.equal),
  ],
  [
    "no partial rows (2 mails per lead, 1 per signup)",
    `${outboxRows.length}/${expectedMails}`,
    "equal, 1 confirmation each",
    outboxRows.length === expectedMails && leadsWithoutOneConfirmation === 0,
  ],
  ["every mail sent (outbox drained)", notSent, "0 left", notSent === 0],
  [
    "every mail received exactly once",
    `${mails.length} (dup ${duplicates}, missing ${missing})`,
    "0 dup, 0 missing",
    duplicates === 0 && missing === 0,
  ],
  [
    "both instances still running",
    instances.filter((i) => i.exited === null || i.exited === 0).length,
    "2",
    instances.every((i) => i.exited === null || i.exited === 0),
  ],
];

let recoveryMs: number | null = null;
let readyRecoveryMs: number | null = null;
if (faults) {
  const down = (r: Answer) => r.sentAt >= outage.stopDone + 500 && r.at <= outage.startBegin;
  const downPosts = posts.filter(down);
  const downReady = ready.filter(down);
  // the first accepted submit and the first ready answer of each instance after the database is back
  const firstAfter = <T extends Answer>(list: T[], ok: (r: T) => boolean) =>
    instances.map(
      (_, i) => list.find((r) => r.instance === i && r.sentAt >= outage.startDone && ok(r))?.at ?? Infinity,
    );
  recoveryMs = Math.round(Math.max(...firstAfter(posts, (p) => p.status === 303)) - outage.startDone);
  readyRecoveryMs = Math.round(Math.max(...firstAfter(ready, (r) => r.status === 200)) - outage.startDone);
  checks.push(
    [
      "submits while down: 503",
      `${downPosts.filter((p) => p.status === 503).length}/${downPosts.length}`,
      "all, at least 1",
      downPosts.length > 0 && downPosts.every((p) => p.status === 503),
    ],
    [
      "503 pages: the binding error text and the values",
      `${refused.length - badRefusals}/${refused.length}`,
      "all",
      badRefusals === 0,
    ],
    ["no other answer during the outage", otherDuringOutage, "0", otherDuringOutage === 0],
    [
      "/readyz while down: 503",
      `${downReady.filter((r) => r.status === 503).length}/${downReady.length}`,
      "all, at least 1",
      downReady.length > 0 && downReady.every((r) => r.status === 503),
    ],
    ["submits succeed again (ms after start)", recoveryMs, `<= ${RECOVERY_MS}`, recoveryMs <= RECOVERY_MS],
    ["/readyz 200 again (ms after start)", readyRecoveryMs, `<= ${RECOVERY_MS}`, readyRecoveryMs <= RECOVERY_MS],
  );
}

const pad = (v: number | string | null, n: number) => String(v).padStart(n);
console.log(
  `\n${mode}: 2 instances, ${CONNECTIONS} connections, ${Math.round(loadSeconds)} s, PostgreSQL${faults ? `, stopped at ${OUTAGE_AT} s for ${OUTAGE_SECONDS} s (down ${Math.round((outage.startDone - outage.stopBegin) / 1000)} s)` : ""}`,
);
for (const [kind, m] of Object.entries(storedMatches))
  console.log(
    `  ${kind.padEnd(10)} accepted ${pad(m.accepted, 6)}  stored ${pad(m.stored, 6)}  ${m.equal ? "same" : "DIFFERENT"}`,
  );
console.log(
  `  requests ${requests}, GET ${gets.length}, POST ${posts.length} (503: ${refused.length}), p50 ${p50} ms, p99 ${p99} ms, mails ${mails.length} in ${drainSeconds.toFixed(1)} s after the load, RSS max ${instances.map((i) => i.rssMaxMb).join("/")} MB`,
);
for (const [name, value, target, ok] of checks)
  console.log(`${ok ? "PASS" : "FAIL"}  ${name.padEnd(48)} ${pad(value, 16)}  (${target})`);
const failed = checks.filter((c) => !c[3]).length;
const summary = faults
  ? `faults: PostgreSQL down ${Math.round((outage.startDone - outage.stopBegin) / 1000)} s under ${CONNECTIONS} connections; ${refused.length} submits refused with 503, ${acceptedTotal} accepted = ${storedTotal - inFlightTotal} stored (+${inFlightTotal} in flight at the end), submits back after ${recoveryMs} ms, /readyz after ${readyRecoveryMs} ms, ${mails.length} mails exactly once: ${failed ? `FAIL (${failed})` : "PASS"}`
  : `load: ${requests} requests in ${Math.round(loadSeconds)} s on 2 instances (${Math.round(requests / loadSeconds)}/s, p99 ${p99} ms), ${errors} errors; ${acceptedTotal} submits accepted = ${storedTotal - inFlightTotal} stored (+${inFlightTotal} in flight at the end); ${mails.length} mails exactly once: ${failed ? `FAIL (${failed})` : "PASS"}`;
console.log(`\n${summary}`);

// full runs record their figures in docs/reliability.md
if (!short && !process.env.RELIABILITY_SECONDS && !process.env.RELIABILITY_CONNECTIONS) {
  const file = "docs/reliability.md";
  const doc = readFileSync(file, "utf8");
  const begin = `<!-- ${mode}:begin -->`;
  const end = `<!-- ${mode}:end -->`;
  const rows = checks.map(
    ([name, value, target, ok]) => `| ${name} | ${value} | ${target} | ${ok ? "pass" : "FAIL"} |`,
  );
  const block = [
    begin,
    `Last full run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, node ${process.version}, 2 cores.`,
    "",
    `> ${summary}`,
    "",
    `Requests ${requests} (GET ${gets.length}, POST ${posts.length}), p50 ${p50} ms, p99 ${p99} ms; outbox drained ${drainSeconds.toFixed(1)} s after the load; RSS max ${instances.map((i) => i.rssMaxMb).join(" / ")} MB.`,
    "",
    "| check | measured | target | result |",
    "| --- | --- | --- | --- |",
    ...rows,
    end,
  ].join("\n");
  const at = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (at !== -1 && to !== -1) {
    const text = doc.slice(0, at) + block + doc.slice(to + end.length);
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
}
process.exit(failed ? 1 : 0);
