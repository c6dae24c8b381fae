import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// A real Varnish (Debian's package `varnish`) in front of a backend on this machine, as an
// operator runs it with nothing but the backend's address: `varnishd -b host:port` uses Varnish's
// built-in VCL (no caching of requests with cookies or of POSTs, no storing of responses that are
// private, no-store or set cookies). Started and stopped by the tests themselves.

const VARNISHD = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";
const run = promisify(execFile);

export interface Varnish {
  /** the cache's address, e.g. http://127.0.0.1:41234 */
  base: string;
  /** invalidates every object (what an operator does after a deploy: docs/operations.md) */
  purgeAll(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts varnishd in front of `backend` (host:port) and waits until it answers. */
export async function startVarnish(backend: string): Promise<Varnish> {
  if (!existsSync(VARNISHD)) {
    throw new Error(
      `${VARNISHD} is missing: the shared-cache tests need Varnish (Debian: apt-get install varnish; .ci/run installs it), or set VARNISHD_PATH`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), "varnish-test-"));
  // varnishd compiles the VCL as its own unprivileged user, in this directory
  await chmod(dir, 0o755);
  const port = await freePort();
  // the management interface listens on a port of its own choosing; varnishadm and varnishstat
  // find it (and its secret) through the working directory
  const child: ChildProcess = spawn(
    VARNISHD,
    ["-F", "-n", dir, "-a", `127.0.0.1:${port}`, "-b", backend, "-s", "malloc,64m"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited:\n${output}`);
    const up = await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`varnishd did not answer within 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async purgeAll() {
      await run("varnishadm", ["-n", dir, "ban", "req.url", "~", "."]);
    },
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Varnish response came from its cache (X-Varnish names two transactions on a hit). */
export const isHit = (headers: Record<string, string | string[] | undefined>) =>
  /^\d+ \d+$/.test(String(headers["x-varnish"] ?? ""));
