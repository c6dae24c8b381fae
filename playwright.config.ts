import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_ARGS } from "./scripts/server-command";
import { chromium, WINDOW_SPECS } from "./tests/e2e/browsers";
import { limitedPort, port } from "./tests/e2e/servers";
import { sweepFilter } from "./tests/sweep";

// Browser tests run twice: with JavaScript (`js`) and without (`no-js`), against the production
// build on a fresh database (started by scripts/e2e.ts, which also finds Chromium).

// Compositing in the browser process, in software (there is no GPU here, and nothing is shown):
// Chromium otherwise runs a GPU process that emulates one. With traces recorded only when a
// failed test is retried, this cut the CPU time of the browser tests by about a quarter.
const launchOptions = (kind: "window" | "shell") => ({
  executablePath: chromium(kind),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-gpu-compositing",
    "--in-process-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/** The production build on `serverPort`, with these settings besides the ones every test server has. */
function buildServer(serverPort: number, env: Record<string, string>) {
  return {
    command: `node ${SERVER_NODE_ARGS.join(" ")}`,
    url: `http://localhost:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      SITE_URL: `http://localhost:${serverPort}`,
      ALLOW_INSECURE_COOKIES: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // one picture per name, whichever project or platform took it (visual.spec.ts runs in `js` only)
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // a trace of every action of every test cost about a fifth of the run's CPU time: recorded
    // only when a failed test runs again (CI retries once; locally `--trace on`)
    trace: "on-first-retry",
  },
  // `js` is two projects of one name (`--project=js` selects both): the specs of WINDOW_SPECS on
  // Chromium itself, the rest on the headless shell (tests/e2e/browsers.ts)
  projects: [
    {
      name: "js",
      testMatch: WINDOW_SPECS,
      ...sweepFilter("js"),
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions("window"), javaScriptEnabled: true },
    },
    {
      name: "js",
      testIgnore: WINDOW_SPECS,
      ...sweepFilter("js"),
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions("shell"), javaScriptEnabled: true },
    },
    {
      name: "no-js",
      ...sweepFilter("no-js"),
      use: { ...devices["Desktop Chrome"], launchOptions: launchOptions("shell"), javaScriptEnabled: false },
    },
  ],
  webServer: [
    buildServer(port, {
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      RATE_LIMIT_DISABLED: "1",
      ENABLE_ERROR_PROBE: "1",
      // GA4 configured, so the consent banner and Consent Mode run; the tests intercept every
      // Google request (tests/e2e/consent.spec.ts), nothing leaves the machine.
      GA_MEASUREMENT_ID: "G-TEST123456",
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
        : { PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? "./data/e2e-pglite" }),
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL, OUTBOX_POLL_MS: "500" } : {}),
      // production has no default sender or lead recipient (ADR 041): the server refuses to start
      // with SMTP_URL but without them
      MAIL_FROM: "Website <website@example.com>",
      LEADS_NOTIFY_EMAIL: "leads@example.com",
    }),
    // The same build with rate limits on and a budget of one submission per form, client and hour,
    // for tests/e2e/rate-limit.spec.ts only (every other test shares one client address and runs
    // without limits). It trusts X-Forwarded-For, as behind a proxy, so each test is a client of
    // its own. Its own fresh database in memory (the other server's outbox worker must not send
    // its mails, and PGlite allows one process per directory); no SMTP server: its mails stay in
    // its outbox, out of the other tests' mailboxes. Rate limits on PostgreSQL: the integration
    // tests (tests/integration/forms.test.ts).
    buildServer(limitedPort, {
      SESSION_SECRET: "e2e-limited-secret-e2e-limited-secret-e2e",
      TRUST_PROXY: "1",
      RATE_LIMIT_DISABLED: "0",
      RATE_LIMIT_MAX: "1",
      RATE_LIMIT_WINDOW_SECONDS: "3600",
      PGLITE_DIR: "memory://",
    }),
  ],
});
