import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { siteManifest } from "./site-manifest.fixture";
import { contentRoutes, pages, resourceRoutes } from "~/pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { createApp } from "./app";
import { createRouteResolver, pathOf } from "./request-log";

describe("the route resolver", () => {
  const manifest = siteManifest();
  const resolve = createRouteResolver(manifest);
  const uuid = "3f1c7a7e-1111-4444-8888-123456789abc";

  it("finds the route id, and the pattern for routes with parameters", () => {
    expect(resolve("/")).toEqual({ route: "page:home:de", pattern: null });
    expect(resolve("/business-audit")).toEqual({ route: "page:audit:en", pattern: null });
    expect(resolve(`/exitready/${uuid}/question/3`)).toEqual({
      route: "page:exit-ready-question:en",
      pattern: "/exitready/:attempt/question/:n",
    });
    expect(resolve(`/build-to-leave/resume/${uuid}`)).toEqual({
      route: "page:btl-resume:de",
      pattern: "/build-to-leave/resume/:workspace",
    });
    expect(resolve("/no/such/page")).toEqual({ route: "not-found", pattern: null });
    // single-fetch data requests
    expect(resolve("/kontakt.data")).toEqual({ route: "page:contact:de", pattern: null });
    expect(resolve("/_root.data")).toEqual({ route: "page:home:de", pattern: null });
    expect(resolve(`/exit-ready-check/${uuid}/kontakt.data`)).toEqual({
      route: "page:exit-ready-contact:de",
      pattern: "/exit-ready-check/:attempt/kontakt.data",
    });
  });

  it("gives the same answer as matching against the whole route tree", () => {
    const full = [
      {
        id: "root",
        path: "",
        children: Object.values(manifest)
          .filter((r) => r.parentId === "root")
          .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path })),
      },
    ];
    const samples = [
      ...pages.flatMap((p) => [p.de, p.en ?? p.de]),
      ...contentRoutes.map((r) => r.path),
      ...resourceRoutes.map((r) => r.path),
      "/BLOG",
      "/Audit/Danke",
      "/blog/rss.xml",
      "/build-to-leave/modules/delegation/x/result",
      "/build-to-leave/modules/delegation/x/4",
      "/build-to-leave/modules/delegation/x/4/5",
      "/locales/de",
      "/x",
      "/exit-ready-check/a/b/c/d",
    ].map((p) => p.replace(/:[a-z]+/g, "abc"));
    for (const path of samples) {
      const expected = matchRoutes(full, path)?.at(-1)?.route.id ?? "unmatched";
      expect([path, resolve(path).route]).toEqual([path, expected]);
    }
  });

  it("keeps the query string and fragment out of the path", () => {
    expect(pathOf("/newsletter/bestaetigen?token=secret")).toBe("/newsletter/bestaetigen");
    expect(pathOf("/newsletter/abmelden?id=4711&token=aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY")).toBe("/newsletter/abmelden");
    expect(pathOf("/a#b")).toBe("/a");
    expect(pathOf(`/${"x".repeat(300)}`)).toHaveLength(201);
  });
});

describe("ids in paths that match no route", () => {
  const manifest = siteManifest();
  const resolve = createRouteResolver(manifest);
  const uuid = "3f1c7a7e-1111-4444-8888-123456789abc";
  const logged = (url: string) => {
    const path = pathOf(url);
    return resolve(path).pattern ?? path;
  };

  it.each([
    [`/exit-ready-check/${uuid}`, "/exit-ready-check/:id"],
    [`/exitready/${uuid}/resultx?x=1`, "/exitready/:id/resultx"],
    [`/build-to-leave/resume/${uuid}/extra`, "/build-to-leave/resume/:id/extra"],
    [`/build-to-leave/resume/${uuid.toUpperCase()}.data`, "/build-to-leave/resume/:workspace.data"],
    [`/nowhere/${uuid.replace(/-/g, "")}`, "/nowhere/:id"],
    ["/nowhere/Xk3_q9ZyA1b-C2d3E4f5G6h7I8j9K0lMnOpQrStUv", "/nowhere/:id"],
    // routes with ids: their pattern, as before
    [`/exitready/${uuid}/result`, "/exitready/:attempt/result"],
    [`/build-to-leave/modules/delegation/${uuid}/2`, "/build-to-leave/modules/:module/:attempt/:n"],
  ])("%s is logged as %s", (url, expected) => {
    expect(logged(url)).toBe(expected);
  });

  it("resolves the same route with the id replaced", () => {
    expect(resolve(pathOf(`/exitready/${uuid}/result`)).route).toBe("page:exit-ready-result:en");
    expect(resolve(pathOf(`/build-to-leave/resume/${uuid}`)).route).toBe("page:btl-resume:de");
  });
});

describe("the request log line", () => {
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
        "page:item": {
          id: "page:item",
          parentId: "root",
          path: "items/:id",
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

  it("survives a static file removed while it runs (a rebuild in place): that response is cut, the next ones answer", async () => {
    // sirv lists public/ at start and opens the file per request: the open fails now
    rmSync(join(publicDir, "removed.txt"));
    await expect(fetch(`${base}/removed.txt`).then((r) => r.text())).rejects.toThrow();
    for (let i = 0; i < 100 && !lines.some((l) => l.includes("static file unreadable")); i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(entries().find((e) => e.msg === "static file unreadable")).toMatchObject({
      level: "error",
      path: "/removed.txt",
    });
    const { response, body } = await request("/favicon.txt");
    expect(response.status).toBe(200);
    expect(body).toBe("icon");
  });

  it("has request id, route, method, path without query, status and duration, and nothing else", async () => {
    const { response, body, entry } = await request("/items/4711-secret-id?token=abcdef&email=x%40y.ch");
    expect(response.status).toBe(200);
    expect(Object.keys(entry).sort()).toEqual(
      ["durationMs", "level", "method", "msg", "path", "requestId", "route", "status", "time"].sort(),
    );
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      route: "page:item",
      method: "GET",
      path: "/items/:id",
      status: 200,
    });
    expect(entry.durationMs).toEqual(expect.any(Number));
    // the id in the log is the one in the response header and in the loader's context
    expect(entry.requestId).toBe(response.headers.get("x-request-id"));
    expect(JSON.parse(body)).toEqual({ requestId: entry.requestId });
    const line = lines.at(-1)!;
    for (const secret of ["4711", "token", "abcdef", "x%40y", "127.0.0.1"]) expect(line).not.toContain(secret);
  });

  it("logs no id of a path that matches no route", async () => {
    const id = "3f1c7a7e-1111-4444-8888-123456789abc";
    const { entry } = await request(`/lost/${id}/page?token=abcdef`);
    expect(entry).toMatchObject({ route: "not-found", path: "/lost/:id/page", status: 404 });
    expect(lines.at(-1)).not.toContain(id);
  });

  it("logs a well-formed X-Request-Id from the proxy beside its own id, which alone the response carries", async () => {
    const good = await request("/items/1", { headers: { "X-Request-Id": "proxy-id-12345678" } });
    expect(good.entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(good.entry.clientRequestId).toBe("proxy-id-12345678");
    expect(good.response.headers.get("x-request-id")).toBe(good.entry.requestId);
    const bad = await request("/items/1", { headers: { "X-Request-Id": "<script>" } });
    expect(bad.entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.entry).not.toHaveProperty("clientRequestId");
  });

  it("names static files, build assets (debug level) and unknown paths", async () => {
    expect((await request("/favicon.txt")).entry).toMatchObject({
      route: "static",
      path: "/favicon.txt",
      status: 200,
      level: "info",
    });
    expect((await request("/build/app-123.js?v=1")).entry).toMatchObject({
      route: "assets",
      path: "/build/app-123.js",
      status: 200,
      level: "debug",
    });
    expect((await request("/nowhere?q=1")).entry).toMatchObject({
      route: "not-found",
      path: "/nowhere",
      status: 404,
    });
    const post = await request("/items/9", {
      method: "POST",
      body: "a=1",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.entry).toMatchObject({ method: "POST", route: "page:item", path: "/items/:id", status: 200 });
  });
});
