import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A real CalDAV server for the busy-time tests: Radicale (Debian package `radicale`, which
// .ci/run installs) on a free port of 127.0.0.1, storing into a temporary folder, without
// authentication. It answers GET on a calendar collection with the whole calendar as one
// iCalendar object, as the secret addresses of Google Calendar, Outlook, iCloud and Nextcloud do.

export const RADICALE = process.env.RADICALE_BIN ?? "/usr/bin/radicale";

export interface Radicale {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** creates a calendar collection (and its parent), e.g. "/consultant/busy/"; returns its URL */
  makeCalendar(path: string): Promise<string>;
  /** stores one iCalendar resource in a collection */
  put(collectionUrl: string, name: string, ics: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function expectStatus(response: Response, what: string, ok: number[]) {
  if (!ok.includes(response.status)) {
    throw new Error(`Radicale: ${what} answered ${response.status} ${await response.text()}`);
  }
}

export async function startRadicale(): Promise<Radicale> {
  if (!existsSync(RADICALE)) {
    throw new Error(`${RADICALE} not found: install Radicale (apt-get install radicale), or set RADICALE_BIN`);
  }
  const folder = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(
    RADICALE,
    [
      "--config",
      "", // no configuration file of the machine
      "--server-hosts",
      `127.0.0.1:${port}`,
      "--auth-type",
      "none",
      "--rights-type",
      "authenticated",
      "--storage-filesystem-folder",
      join(folder, "collections"),
      "--logging-level",
      "warning",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  // ready when it answers
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Radicale exited at start: ${output}`);
    }
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`Radicale did not answer on ${origin}: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    origin,
    async makeCalendar(path) {
      const parent = path.replace(/[^/]+\/$/, "");
      if (parent !== "/")
        await expectStatus(await fetch(origin + parent, { method: "MKCOL" }), `MKCOL ${parent}`, [201, 405]);
      await expectStatus(await fetch(origin + path, { method: "MKCALENDAR" }), `MKCALENDAR ${path}`, [201]);
      return origin + path;
    },
    async put(collectionUrl, name, ics) {
      const response = await fetch(collectionUrl + name, {
        method: "PUT",
        headers: { "Content-Type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      await expectStatus(response, `PUT ${name}`, [201, 204]);
    },
    stop,
  };
}
