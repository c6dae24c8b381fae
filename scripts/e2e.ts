// Runs the browser tests: finds a browser, builds the app, prepares a fresh database, then
// `playwright test` (extra arguments are passed through, e.g. `npm run test:e2e -- --project=no-js`).
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type * as PlaywrightTest from "@playwright/test";
import { chromium } from "../tests/e2e/browsers";

const require = createRequire(import.meta.url);

/** The browsers of the two projects (tests/e2e/browsers.ts), Playwright's own where there is none. */
function findBrowsers(): string[] | null {
  const local = [chromium("window"), chromium("shell")];
  if (local.every((path) => path && existsSync(path))) return [...new Set(local as string[])];
  try {
    // require, not import: a missing @playwright/test is caught here
    const bundled = (require("@playwright/test") as typeof PlaywrightTest).chromium;
    const own = bundled.executablePath();
    if (own && existsSync(own)) return [...new Set(local.map((path) => path ?? own))];
  } catch {
    // fall through to the message below
  }
  return null;
}

const browsers = findBrowsers();
if (!browsers) {
  console.error(`No browser for the browser tests.
Install one of:
  - Debian's Chromium:       sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell
  - Playwright's Chromium:   npx playwright install chromium   (needs access to Playwright's CDN)
or set CHROMIUM_PATH to a Chromium/Chrome binary.`);
  process.exit(1);
}
console.log(`browser tests use ${browsers.join(" and ")}`);

if (!process.env.E2E_SKIP_BUILD) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const env: NodeJS.ProcessEnv = { ...process.env };
// A fresh database for every run: a new schema on PostgreSQL when TEST_DATABASE_URL is set,
// else a new embedded PGlite directory.
let dropSchema: (() => Promise<void>) | undefined;
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  const pg = (await import("pg")).default;
  const schema = `e2e_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  env.E2E_DATABASE_URL = url.toString();
  dropSchema = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  };
  console.log(`browser tests use PostgreSQL schema ${schema}`);
} else if (!process.env.E2E_DATABASE_URL) {
  env.E2E_PGLITE_DIR = "./data/e2e-pglite";
  rmSync(env.E2E_PGLITE_DIR, { recursive: true, force: true });
  console.log("browser tests use a fresh embedded PGlite database");
}

// The shipped sample newsletter issue counts as sent, so the archive has an issue to list
// (tests/e2e/newsletter-archive.spec.ts); `send` itself refuses a sample issue.
{
  const { createDb } = await import("~/lib/db.server");
  const { migrateToLatest } = await import("#db/migrate");
  const handle = await createDb({ databaseUrl: env.E2E_DATABASE_URL, pgliteDir: env.E2E_PGLITE_DIR, poolMax: 1 });
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto("newsletter_issues")
    .values({ id: "2026-12", issue_date: "2026-12-01", content: "{}", published_at: new Date() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await handle.close();
}

// A real SMTP server: every mail the app sends lands as a file the tests read.
const { SMTPServer } = await import("smtp-server");
const { mkdirSync, writeFileSync } = await import("node:fs");
const mailDir = `${process.cwd()}/data/e2e-mail`;
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      writeFileSync(
        `${mailDir}/${Date.now()}-${++mailCount}.json`,
        JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }),
      );
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpAddress = smtp.server.address();
if (smtpAddress === null || typeof smtpAddress === "string") throw new Error("the SMTP server has no TCP port");
env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpAddress.port}`;
env.E2E_MAIL_DIR = mailDir;

const { spawn } = await import("node:child_process");
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
const status = await new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
await new Promise<void>((resolve) => smtp.close(resolve));
const result = { status };
await dropSchema?.().catch((error: Error) => console.warn("could not drop the e2e schema:", error.message));
process.exit(result.status ?? 1);
