import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// `npm run serve` (and `npm start`, which builds first) serves the production build in production
// mode unless the operator sets NODE_ENV; `npm run dev` sets development itself. Runs the real npm
// script on the production build (`npm run build`).

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

/** Runs `npm run serve` with only these variables (no NODE_ENV unless given) until it exits or listens. */
async function serve(vars: Record<string, string>) {
  if (!existsSync(join(process.cwd(), "build", "start.js"))) {
    throw new Error("build/start.js is missing: run `npm run build` first");
  }
  const port = String(await freePort());
  return new Promise<{ exitCode: number | null; output: string }>((resolve, reject) => {
    // no NODE_ENV unless `vars` has one (the type of process.env says it is always there)
    const env: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: "127.0.0.1",
      PORT: port,
      PGLITE_DIR: "memory://",
      RETENTION_INTERVAL_MINUTES: "0",
      ...vars,
    };
    const child = spawn("npm", ["run", "--silent", "serve"], {
      env: env as NodeJS.ProcessEnv,
      // its own process group: npm, the shell and node stop together
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const stop = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`npm run serve neither exited nor listened within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening/.test(output)) {
        clearTimeout(timer);
        stop();
        resolve({ exitCode: null, output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, output });
    });
  });
}

describe("npm run serve", () => {
  it("runs in production mode when NODE_ENV is not set: it refuses to start without production's settings", async () => {
    const { exitCode, output } = await serve({});
    expect(output).not.toMatch(/listening/);
    expect(exitCode, output).toBe(1);
    expect(output).toContain("SESSION_SECRET is required in production");
    expect(output).toContain("SITE_URL is required in production");
  }, 90_000);

  it("keeps the NODE_ENV the operator sets", async () => {
    // SMTP_URL without a sender stops the start in any mode; production would also name its own settings
    const { exitCode, output } = await serve({ NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:9" });
    expect(exitCode, output).toBe(1);
    expect(output).toContain("MAIL_FROM is required when SMTP_URL is set");
    expect(output).not.toContain("required in production");
  }, 90_000);

  it("refuses to start with invalid booking hours, naming the file and the field", async () => {
    const content = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(join(process.cwd(), "app", "content"), content, { recursive: true });
      const file = join(content, "booking.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^sessionMinutes: \d+$/m, "sessionMinutes: 5"));
      const { exitCode, output } = await serve({
        NODE_ENV: "development",
        CONTENT_DIR: content,
        SESSION_SECRET: "serve-test-secret-serve-test-secret-serve",
      });
      expect(output).not.toMatch(/listening/);
      expect(exitCode, output).toBe(1);
      expect(output).toContain("Cannot start: content file booking.yaml: sessionMinutes");
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }, 90_000);
});
