import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Stopping (docs/operations.md, "Shutdown"): on SIGTERM /readyz answers 503 at once, a request in
// flight is still answered and stored, and only then does the process close its database and exit.
// Runs the production build (`npm run build`) as a process of its own.

const startFile = join(process.cwd(), "build", "start.js");

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

function get(base: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpRequest(`${base}${path}`, { agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("shutdown", () => {
  let child: ChildProcess | undefined;
  const dir = mkdtempSync(join(tmpdir(), "shutdown-"));
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("turns /readyz to 503 first, answers the request in flight, cuts off a stalled one, then exits", async () => {
    if (!existsSync(startFile)) throw new Error(`${startFile} is missing: run \`npm run build\` first`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    child = spawn(process.execPath, [startFile], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: "shutdown-test-secret-shutdown-test-secret",
        ALLOW_INSECURE_COOKIES: "1",
        RATE_LIMIT_DISABLED: "1",
        RETENTION_INTERVAL_MINUTES: "0",
        PGLITE_DIR: join(dir, "db"),
        SHUTDOWN_DRAIN_MS: "300",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
    const exited = once(child, "exit");
    for (let i = 0; ; i++) {
      const ready = await get(base, "/readyz").catch(() => null);
      if (ready?.status === 200) break;
      if (i > 300) throw new Error(`the server did not get ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // a contact form as a browser has it, sent slowly: headers now, the body after SIGTERM
    const page = await get(base, "/kontakt");
    const form = page.body.slice(page.body.indexOf('id="contact-form"'));
    const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? "";
    const body = new URLSearchParams({
      submissionId: value("submissionId"),
      website_url: "",
      name: "Ada Shutdown",
      email: "ada.shutdown@example.org",
      message: "Sent while the server stops.",
    }).toString();
    const inFlight = httpRequest(`${base}/kontakt`, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        Origin: base,
      },
    });
    const answered = once(inFlight, "response") as Promise<[IncomingMessage]>;
    inFlight.write(body.slice(0, 10));
    // and one that never finishes its body: it must not keep the server from closing its database
    const stalled = httpRequest(`${base}/kontakt`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 1000, Origin: base },
    });
    const stalledEnd = new Promise<string>((resolve) => {
      stalled.on("response", (res) => resolve(`answered ${res.statusCode}`));
      stalled.on("error", (error) => resolve(`closed: ${error.message}`));
    });
    stalled.write("name=Slow");
    await new Promise((r) => setTimeout(r, 100));

    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 50));
    const readyz = await get(base, "/readyz");
    expect(readyz.status).toBe(503);
    expect(JSON.parse(readyz.body)).toMatchObject({ reason: "shutting down" });

    // past the drain time: the listener is closed, the request in flight still completes
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode).toBeNull();
    inFlight.end(body.slice(10));
    const [response] = await answered;
    expect(response.statusCode, output).toBe(303);
    expect(response.headers.location).toBe("/kontakt/danke");

    const [code] = await exited;
    expect(code, output).toBe(0);
    expect(await stalledEnd).toMatch(/^closed/);
    const lines = output.split("\n").filter((l) => l.startsWith("{"));
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages.indexOf("shutting down")).toBeLessThan(messages.indexOf("stopped"));
    expect(messages).toContain("requests still unanswered at shutdown, closing their connections");
    expect(output).not.toMatch(/"level":"error"/);
  }, 90_000);
});
