import { once } from "node:events";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { createApp, MAX_BODY_BYTES } from "./app";

// The server's own rules, over HTTP: the request body limit and the form-only content types
// (docs/decisions/040-request-body-limit.md), checked before Remix (the action below counts how
// often it was reached); compression; the headers on every response.

let server: Server;
let base: string;
let publicDir: string;
let build: ServerBuild;

let actionCalls = 0;
let seen: { url: string; method: string; type: string | null; aborted: boolean } | null = null;
const errors: string[] = [];

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), "server-app-"));
  build = {
    mode: "production",
    entry: { module: { default: () => new Response("document") } },
    routes: {
      root: { id: "root", path: "", module: {} },
      "page:text": {
        id: "page:text",
        parentId: "root",
        path: "text",
        module: {
          loader: () => new Response("x".repeat(5000), { headers: { "Content-Type": "text/html; charset=utf-8" } }),
        },
      },
      "page:form": {
        id: "page:form",
        parentId: "root",
        path: "form",
        module: {
          action: async ({ request }: { request: Request }) => {
            actionCalls++;
            seen = {
              url: request.url,
              method: request.method,
              type: request.headers.get("content-type"),
              aborted: request.signal.aborted,
            };
            const form = await request.formData();
            const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v).length]));
            return new Response(JSON.stringify(fields), { headers: { "Content-Type": "application/json" } });
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
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://site.test", LOG_LEVEL: "warn" });
  const log = createLogger({
    level: "warn",
    json: true,
    destination: { write: (line: string) => void (line.includes('"error"') && errors.push(line)) },
  });
  server = createServer(createApp({ build, dbHandle: {} as never, env, log, publicDir }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
describe("request bodies", () => {
  beforeEach(() => {
    actionCalls = 0;
  });

  const form = (value: string) => `name=${value}`;
  const post = (body: BodyInit, type: string | null = "application/x-www-form-urlencoded") =>
    fetch(`${base}/form`, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

  it("hands a form up to the limit to the action, complete", async () => {
    const exact = form("x".repeat(MAX_BODY_BYTES - "name=".length));
    expect(exact).toHaveLength(MAX_BODY_BYTES);
    const response = await post(exact);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: MAX_BODY_BYTES - 5 });
    const multipart = new FormData();
    multipart.set("name", "Anna");
    const second = await fetch(`${base}/form`, { method: "POST", body: multipart });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ name: 4 });
    expect(actionCalls).toBe(2);
  });

  it("answers 413 to a body over the limit, declared by Content-Length, without calling the action", async () => {
    const response = await post(form("x".repeat(MAX_BODY_BYTES)));
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const text = await response.text();
    expect(text).toContain("Anfrage zu groß");
    expect(text).toContain("Request too large");
    expect(actionCalls).toBe(0);
  });

  it("answers 413 to a chunked body (no Content-Length) once it passes the limit", async () => {
    // node:http sends a body written in pieces with Transfer-Encoding: chunked
    const { status, chunked } = await new Promise<{ status: number; chunked: boolean }>((resolve, reject) => {
      const req = httpRequest(`${base}/form`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, chunked: req.getHeader("content-length") === undefined });
      });
      req.on("error", reject);
      req.write("name=");
      const piece = "y".repeat(16 * 1024);
      let sent = 0;
      const next = () => {
        if (sent++ >= 8) return req.end();
        if (req.write(piece)) setImmediate(next);
        else req.once("drain", next);
      };
      next();
    });
    expect(chunked).toBe(true);
    expect(status).toBe(413);
    expect(actionCalls).toBe(0);
  });

  it("answers 415 to bodies that are not forms, and to a POST without a type", async () => {
    for (const [body, type] of [
      ['{"name":"Anna"}', "application/json"],
      ["name=Anna", "text/plain"],
      ["<name>Anna</name>", "application/xml"],
      ["name=Anna", null],
    ] as const) {
      const response = await post(body, type);
      expect([type, response.status]).toEqual([type, 415]);
      expect(await response.text()).toContain("Unsupported media type");
    }
    expect(actionCalls).toBe(0);
  });

  it("hands the action one Request on the site's origin with the client's headers and a live signal", async () => {
    const response = await fetch(`${base}/form?x=1`, {
      method: "POST",
      body: "name=Anna",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8", Host: "other.test" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 4 });
    expect(seen).toEqual({
      url: "http://site.test/form?x=1",
      method: "POST",
      type: "application/x-www-form-urlencoded; charset=UTF-8",
      aborted: false,
    });
  });

  it("does not call the action when the client goes away before its body is complete", async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/form`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "1000" },
      });
      req.on("error", () => resolve());
      req.write("name=", () => setTimeout(() => req.destroy(), 50));
      req.on("close", () => resolve());
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(actionCalls).toBe(0);
    const after = await post(form("ok"));
    expect(after.status).toBe(200);
    expect(actionCalls).toBe(1);
    expect(errors).toEqual([]);
  });

  it("still refuses a cross-site POST first, and logs no error for any of this", async () => {
    const response = await fetch(`${base}/form`, {
      method: "POST",
      body: "name=x",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(errors).toEqual([]);
  });
});

describe("response compression", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", null],
    ["identity", null],
  ])("Accept-Encoding %j gets %j", async (accept, expected) => {
    const response = await fetch(`${base}/text`, { headers: { "Accept-Encoding": accept } });
    expect(response.headers.get("content-encoding")).toBe(expected);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(await response.text()).toBe("x".repeat(5000));
  });
});

describe("the build's files", () => {
  it("serves a photo's AVIF and WebP files by their type, cached for a year", async () => {
    mkdirSync(join(publicDir, "build", "images"), { recursive: true });
    for (const ext of ["avif", "webp"])
      writeFileSync(join(publicDir, "build", "images", `p-0123456789-160.${ext}`), "x");
    for (const [ext, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
    ]) {
      const response = await fetch(`${base}/build/images/p-0123456789-160.${ext}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("the request the app sees", () => {
  it("keeps a path that starts with // on this site (never another host's page)", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/`, { path: "//other.example/text" });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
    // "//other.example/text" is not the page "/text" of this site (nor of other.example)
    expect(status).not.toBe(200);
    expect(body).not.toBe("x".repeat(5000));
  });
});

describe("headers on every response", () => {
  it("send only the origin to other sites, and HSTS only where the site is served over HTTPS", async () => {
    const headersOf = async (siteUrl: string) => {
      const env = parseEnv({ NODE_ENV: "test", SITE_URL: siteUrl, LOG_LEVEL: "silent" });
      const app = createApp({ build, dbHandle: {} as never, env, log: createLogger({ level: "silent" }), publicDir });
      const other = createServer(app).listen(0, "127.0.0.1");
      await once(other, "listening");
      try {
        const response = await fetch(`http://127.0.0.1:${(other.address() as { port: number }).port}/text`);
        return response.headers;
      } finally {
        other.close();
      }
    };
    const https = await headersOf("https://site.example");
    expect(https.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(https.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const http = await headersOf("http://localhost:3000");
    expect(http.get("strict-transport-security")).toBeNull();
    expect(http.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
