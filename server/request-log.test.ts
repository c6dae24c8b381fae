import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as rawRequest, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { createApp, refuseConnect } from "./app";

describe("the request log line", () => {
  const attempt = "3f1c7a7e-1111-4444-8888-123456789abc";
  let server: Server;
  let base: string;
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  let publicDir: string;

  beforeAll(async () => {
    publicDir = mkdtempSync(join(tmpdir(), "request-log-"));
    writeFileSync(join(publicDir, "removed.txt"), "here at start");
    writeFileSync(join(publicDir, "favicon.txt"), "icon");
    mkdirSync(join(publicDir, "build"));
    writeFileSync(join(publicDir, "build", "app-123.js"), "1");
    // a minimal build: resource routes only (no document rendering needed)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const build = {
      mode: "production",
      entry: { module: { default: () => new Response("document") } },
      routes: {
        root: { id: "root", path: "", module: {} },
        "page:exit-ready-result:en": {
          id: "page:exit-ready-result:en",
          parentId: "root",
          path: "exitready/:attempt/result",
          module: {
            loader: ({ context }: { context: { requestId: string } }) => json({ requestId: context.requestId }),
            action: () => json({ posted: true }),
          },
        },
        "not-found": {
          id: "not-found",
          parentId: "root",
          path: "*",
          module: { loader: () => json({ missing: true }, 404) },
        },
      },
      assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
      publicPath: "/build/",
      assetsBuildDirectory: publicDir,
      future: {},
      isSpaMode: false,
    } as unknown as ServerBuild;
    const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://site.test", LOG_LEVEL: "debug" });
    const log = createLogger({ level: "debug", json: true, destination: { write: (l: string) => lines.push(l) } });
    const app = createApp({ build, dbHandle: {} as never, env, log, publicDir });
    server = createServer(app);
    refuseConnect(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  /** the log line is written when the response closes: wait for it */
  async function request(path: string, init?: RequestInit) {
    const before = lines.length;
    const response = await fetch(base + path, init);
    const body = await response.text();
    for (let i = 0; i < 100 && lines.length === before; i++) await new Promise((r) => setTimeout(r, 5));
    return { response, body, entry: entries().at(-1)! };
  }

  it("answers a static file removed while it runs (a rebuild in place) with a 404, and the next ones", async () => {
    rmSync(join(publicDir, "removed.txt"));
    expect((await request("/removed.txt")).response.status).toBe(404);
    const { response, body } = await request("/favicon.txt");
    expect(response.status).toBe(200);
    expect(body).toBe("icon");
  });

  it("has request id, method, path without query or secrets, status and duration, and nothing else", async () => {
    const { response, body, entry } = await request(`/exitready/${attempt}/result?token=abcdef&email=x%40y.ch`);
    expect(response.status).toBe(200);
    expect(Object.keys(entry).sort()).toEqual(
      ["durationMs", "level", "method", "msg", "path", "requestId", "status", "time"].sort(),
    );
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/exitready/:attempt/result",
      status: 200,
    });
    expect(entry.durationMs).toEqual(expect.any(Number));
    // the id in the log is the one in the response header and in the loader's context
    expect(entry.requestId).toBe(response.headers.get("x-request-id"));
    expect(JSON.parse(body)).toEqual({ requestId: entry.requestId });
    const line = lines.at(-1)!;
    for (const secret of [attempt, "token", "abcdef", "x%40y", "127.0.0.1"]) expect(line).not.toContain(secret);
  });

  it("logs no id of a path that matches no route", async () => {
    const id = "3f1c7a7e-1111-4444-8888-123456789abc";
    const { entry } = await request(`/lost/${id}/page?token=abcdef`);
    expect(entry).toMatchObject({ path: "/lost/:id/page", status: 404 });
    expect(lines.at(-1)).not.toContain(id);
  });

  it("logs a well-formed X-Request-Id from the proxy beside its own id, which alone the response carries", async () => {
    const good = await request(`/exitready/${attempt}/result`, { headers: { "X-Request-Id": "proxy-id-12345678" } });
    expect(good.entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(good.entry.clientRequestId).toBe("proxy-id-12345678");
    expect(good.response.headers.get("x-request-id")).toBe(good.entry.requestId);
    const bad = await request(`/exitready/${attempt}/result`, { headers: { "X-Request-Id": "<script>" } });
    expect(bad.entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.entry).not.toHaveProperty("clientRequestId");
  });

  it("logs static files, build assets (debug level) and unknown paths", async () => {
    expect((await request("/favicon.txt")).entry).toMatchObject({
      path: "/favicon.txt",
      status: 200,
      level: "info",
    });
    expect((await request("/build/app-123.js?v=1")).entry).toMatchObject({
      path: "/build/app-123.js",
      status: 200,
      level: "debug",
    });
    expect((await request("/nowhere?q=1")).entry).toMatchObject({
      path: "/nowhere",
      status: 404,
    });
    const post = await request(`/exitready/${attempt}/result`, {
      method: "POST",
      body: "a=1",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.entry).toMatchObject({ method: "POST", path: "/exitready/:attempt/result", status: 200 });
  });

  /** a request as a client may send it, byte for byte (fetch would normalise the path) */
  async function raw(method: string, path: string) {
    const before = lines.length;
    const { port } = server.address() as { port: number };
    const status = await new Promise<number>((resolve, reject) => {
      const req = rawRequest({ host: "127.0.0.1", port, method, path }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end();
    });
    for (let i = 0; i < 100 && lines.length === before; i++) await new Promise((r) => setTimeout(r, 5));
    return { status, logged: lines.slice(before) };
  }

  it("answers a malformed percent escape 400, in any spelling, logs no error and no secret", async () => {
    const spellings = [attempt, attempt.toUpperCase(), encodeURIComponent(attempt).replaceAll("-", "%2D")];
    for (const secret of spellings) {
      for (const path of [
        `/exitready/${secret}%zz/result`,
        `/exitready/${secret}/result%`,
        `/EXITREADY/${secret}%E0%A4%A/result`,
        `/kalender/${secret}.ics%`,
        `/strategiegespraech/termin/${secret}%zz`,
        "/%zz",
      ]) {
        const { status, logged } = await raw("GET", path);
        expect([path, status]).toEqual([path, 400]);
        for (const line of logged) {
          expect(JSON.parse(line).level, line).not.toBe("error");
          for (const spelling of spellings) expect(line.toLowerCase()).not.toContain(spelling.toLowerCase());
          expect(line).not.toContain("123456789abc");
        }
      }
    }
  });

  it("answers TRACE 405, TRACK 400 and CONNECT 501, logging no error", async () => {
    for (const [method, expected] of [
      ["TRACE", 405],
      ["TRACK", 400],
    ] as const) {
      const { status, logged } = await raw(method, `/exitready/${attempt}/result`);
      expect([method, status]).toEqual([method, expected]);
      for (const line of logged) expect(JSON.parse(line).level, line).not.toBe("error");
    }
    const { port } = server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    socket.end("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    let answer = "";
    for await (const chunk of socket) answer += String(chunk);
    expect(answer).toMatch(/^HTTP\/1\.1 501 /);
    expect(lines.join("\n")).not.toContain('"level":"error"');
  });
});
