import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { httpRequestDuration } from "~/lib/metrics.server";
import { createApp } from "./app";

// http_request_duration_seconds as server/app.ts records it with METRICS_PORT set: a file of
// public/ is `static` only when it was sent, and a request whose client went away before any answer
// is 499, not the 200 a response starts with. (The listener, the labels of the real app and the
// outbox: tests/integration/metrics.test.ts.)

let server: Server;
let base: string;

beforeAll(async () => {
  const publicDir = mkdtempSync(join(tmpdir(), "server-metrics-"));
  writeFileSync(join(publicDir, "robots-test.txt"), "hello");
  const build = {
    mode: "production",
    entry: { module: { default: () => new Response("document") } },
    routes: {
      root: { id: "root", path: "", module: {} },
      "page:slow": {
        id: "page:slow",
        parentId: "root",
        path: "slow",
        module: {
          loader: async () => {
            await new Promise((r) => setTimeout(r, 400));
            return new Response("late", { headers: { "Content-Type": "text/plain" } });
          },
        },
      },
    },
    assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
    publicPath: "/build/",
    assetsBuildDirectory: publicDir,
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://site.test", METRICS_PORT: "9464" });
  const log = createLogger({ level: "silent" });
  server = createServer(createApp({ build, dbHandle: {} as never, env, log, publicDir }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

async function counts(): Promise<Map<string, number>> {
  const { values } = await httpRequestDuration.get();
  const result = new Map<string, number>();
  for (const v of values) {
    if (v.metricName !== "http_request_duration_seconds_count") continue;
    result.set(`${v.labels.route} ${v.labels.status_code}`, v.value);
  }
  return result;
}

function get(path: string, abortAfterMs?: number): Promise<number | "aborted"> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error) => (abortAfterMs ? resolve("aborted") : reject(error)));
    req.end();
    if (abortAfterMs) setTimeout(() => req.destroy(), abortAfterMs);
  });
}

const delta = (before: Map<string, number>, after: Map<string, number>, key: string) =>
  (after.get(key) ?? 0) - (before.get(key) ?? 0);

describe("http_request_duration_seconds", () => {
  it("labels a file of public/ static only when it is sent", async () => {
    const before = await counts();
    expect(await get("/robots-test.txt")).toBe(200);
    // no file: Remix answers (this build has no 404 page: a 500)
    const status = await get("/no-such-file.txt");
    const after = await counts();
    expect(delta(before, after, "static 200")).toBe(1);
    expect([...after.keys()].filter((key) => key.startsWith("static ") && key !== "static 200")).toEqual([]);
    expect(delta(before, after, `not-found ${status}`)).toBe(1);
  });

  it("counts a request whose client left before the answer as 499", async () => {
    const before = await counts();
    expect(await get("/slow", 50)).toBe("aborted");
    // the loader ends, Remix answers into the closed connection
    await new Promise((r) => setTimeout(r, 600));
    const after = await counts();
    expect(delta(before, after, "not-found 499")).toBe(1);
    expect(delta(before, after, "not-found 200")).toBe(0);
  });
});
