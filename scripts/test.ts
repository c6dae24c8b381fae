// `npm test`: every check, on one production build. The build, the typecheck and the lint do not
// depend on each other and run side by side; once the build is there, Vitest (some of whose tests
// start it) and then the browser tests (which serve it) run, each using both cores. A check's
// output is printed whole when it ends, so two checks never interleave; the run goes on after a
// failure (every failure is reported at once) and exits 1 if any check failed.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

interface Check {
  name: string;
  command: string;
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const started = Date.now();
const elapsed = (since: number) => Math.round((Date.now() - since) / 1000);

function run(check: Check, { live }: { live: boolean }): Promise<Outcome> {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, {
      shell: true,
      env: { ...process.env, ...check.env },
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const outcome = { name: check.name, ok: code === 0, seconds: elapsed(since) };
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(`[test] ${check.name}: ${outcome.ok ? "passed" : "FAILED"} in ${outcome.seconds} s`);
      resolve(outcome);
    });
  });
}

// `--sweep` (`npm run test:sweep`): the exhaustive sweeps the loop leaves out (tests/sweep.ts), on
// the build that is there (`npm test` made it) or a new one.
const sweep = process.argv.includes("--sweep");
// Vitest and playwright.config.ts choose the sweep's tests by it (tests/sweep.ts)
const sweepEnv: Record<string, string> = sweep ? { TEST_SWEEP: "1" } : {};

// 0. what the tests start (Chromium, Varnish, Radicale): installed, or one line saying how
const preflight = await run({ name: "preflight", command: "bash scripts/preflight.sh" }, { live: true });
if (!preflight.ok) process.exit(1);

// 1. side by side: none of them reads what another writes
const [build, ...checks] = [
  { name: "build", command: sweep && existsSync("build/start.js") ? "true" : "npm run build" },
  ...(sweep
    ? []
    : [
        { name: "typecheck", command: "npm run typecheck" },
        { name: "lint", command: "npm run lint" },
      ]),
].map((check) => run(check, { live: false }));

// 2. on that build, as soon as it is there, one after the other: each keeps both cores busy
const outcomes: Outcome[] = [await build!];
if (outcomes[0]!.ok) {
  outcomes.push(await run({ name: "vitest", command: "npx vitest run", env: sweepEnv }, { live: true }));
  outcomes.push(
    await run(
      { name: "browser tests", command: "npm run test:e2e", env: { E2E_SKIP_BUILD: "1", ...sweepEnv } },
      { live: true },
    ),
  );
} else {
  console.log("[test] the build failed: Vitest and the browser tests need it");
}
outcomes.push(...(await Promise.all(checks)));

const failed = outcomes.filter((o) => !o.ok);
console.log(
  `[test] ${outcomes.map((o) => `${o.name} ${o.seconds} s`).join(", ")}; ${elapsed(started)} s in all` +
    (failed.length ? `; FAILED: ${failed.map((o) => o.name).join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
