import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import sirv from "sirv";
import { encryptedNow } from "~/features/forms/honeypot.server";
import "~/lib/context.server";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createFresh } from "~/lib/fresh.server";
import type { Logger } from "~/lib/log.server";
import { RENDER_CACHE_HEADER } from "~/lib/render-cache-header";
import { baseSecurityHeaders, isCrossSiteWrite } from "~/lib/security.server";
import { cacheKey, freshValues, RenderCache } from "./render-cache";
import { createRouteResolver, pathOf, type RequestLogFields } from "./request-log";

export interface AppOptions {
  build: ServerBuild;
  dbHandle: DbHandle;
  env: Env;
  log: Logger;
  outbox?: { wake(): void };
  publicDir: string;
  /** keep rendered content pages (default on) */
  renderCache?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|manifest\+json)|image\/svg)/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The best encoding the client accepts for a compressible body. */
function encodingFor(req: IncomingMessage, type: string | null, size: number): "br" | "gzip" | null {
  if (size < 1024 || !type || !COMPRESSIBLE.test(type)) return null;
  const accept = req.headers["accept-encoding"];
  if (typeof accept !== "string") return null;
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

async function compress(body: string | Buffer, encoding: "br" | "gzip") {
  return encoding === "br"
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(body, { level: 6 });
}

/**
 * The HTTP request listener: static files (hashed build assets cached for a year), the security
 * headers on every response, the render cache for content pages, the cross-site write check,
 * then Remix; text responses compressed for clients that accept it.
 */
export function createApp({ build, dbHandle, env, log, outbox, publicDir, renderCache = true }: AppOptions) {
  const remix = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  // Both serve public/; files under /build/ carry content hashes and are cached for a year.
  const assets = sirv(publicDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    immutable: true,
    maxAge: 31_536_000,
  });
  const files = sirv(publicDir, { dev: false, etag: true, gzip: true, brotli: true, maxAge: 3600 });
  const securityHeaders = Object.entries(baseSecurityHeaders(env.SITE_URL));
  const siteOrigin = new URL(env.SITE_URL).origin;
  const cache = renderCache ? new RenderCache() : null;
  const routeOf = createRouteResolver(build.routes);

  function clientAddress(req: IncomingMessage) {
    if (env.TRUST_PROXY) {
      const forwarded = req.headers["x-forwarded-for"];
      const list = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
      const last = list[list.length - 1]?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? "unknown";
  }

  /** Sends a complete text response, compressed when the client accepts it; one writeHead call. */
  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: [string, string][],
    body: string | Buffer,
  ) {
    const type = headers.find(([n]) => n === "content-type")?.[1] ?? null;
    const encoding = encodingFor(req, type, body.length);
    const payload = encoding ? await compress(body, encoding) : typeof body === "string" ? Buffer.from(body) : body;
    const flat: string[] = [];
    // cache hits come here before any header was set; other responses already carry them
    if (!res.hasHeader("x-content-type-options")) for (const [name, value] of securityHeaders) flat.push(name, value);
    for (const [name, value] of headers) flat.push(name, value);
    if (encoding) flat.push("Content-Encoding", encoding);
    flat.push("Vary", "Accept-Encoding", "Content-Length", String(payload.length));
    res.writeHead(status, flat);
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string, key: string | null) {
    const request = createRequest(req, res, { trustProxy: env.TRUST_PROXY });
    const host = request.headers.get("host");
    const ownOrigin = host ? `${new URL(request.url).protocol}//${host}` : siteOrigin;
    if (isCrossSiteWrite(request.method, request.headers, [siteOrigin, ownOrigin])) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Forbidden: cross-site request");
      return;
    }
    const fresh = createFresh();
    const context: AppLoadContext = {
      db: dbHandle.db,
      dbHandle,
      env,
      log: log.child({ requestId }),
      requestId,
      clientAddress: clientAddress(req),
      outbox,
      fresh,
    };
    const response = await remix(request, context);
    const eligible = response.headers.has(RENDER_CACHE_HEADER);
    response.headers.delete(RENDER_CACHE_HEADER);
    response.headers.set("X-Request-Id", requestId);
    const type = response.headers.get("content-type");
    // Documents and small text responses are complete before they are sent (no streaming):
    // read them to keep them in the cache and to compress them.
    if (response.body && type && COMPRESSIBLE.test(type) && !response.headers.has("content-encoding")) {
      const body = await response.text();
      const etag = eligible && key && cache ? cache.store(key, response, body, fresh) : null;
      if (etag) response.headers.set("ETag", etag);
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
      });
      for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
      await send(req, res, response.status, headers, body);
      return;
    }
    await sendResponse(res, response);
  }

  // One line per request (docs/operations.md, "Logs"; ADR 051) at info, asset requests at debug.
  const logRequests = env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "info";

  return function listener(req: IncomingMessage, res: ServerResponse) {
    const header = req.headers["x-request-id"];
    const requestId = typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
    const url = req.url ?? "/";
    const isAsset = url.startsWith("/build/");
    let servedBy: "assets" | "static" | "remix" | "cache" = isAsset ? "assets" : "static";
    if (logRequests) {
      const started = process.hrtime.bigint();
      // synchronous, once the response has been handed off (or the client went away)
      res.once("close", () => {
        const path = pathOf(url);
        const match = servedBy === "remix" || servedBy === "cache" ? routeOf(path) : null;
        const fields: RequestLogFields = {
          requestId,
          route: match?.route ?? servedBy,
          method: req.method ?? "GET",
          path: match?.pattern ?? path,
          status: res.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          ...(servedBy === "cache" ? { cache: "hit" as const } : {}),
          ...(res.writableFinished ? {} : { aborted: true as const }),
        };
        if (isAsset) log.debug("request", { ...fields });
        else log.info("request", { ...fields });
      });
    }
    const key = cache ? cacheKey(req) : null;
    if (key && cache) {
      const hit = cache.lookup(
        key,
        freshValues(requestId, () => encryptedNow(env)),
      );
      if (hit) {
        servedBy = "cache";
        if (hit.etag && req.headers["if-none-match"] === hit.etag) {
          // the browser keeps its copy (and the CSP it came with): no body, no new CSP
          const flat: string[] = [];
          for (const [name, value] of securityHeaders) flat.push(name, value);
          flat.push("ETag", hit.etag, "Cache-Control", "no-cache", "X-Request-Id", requestId);
          res.writeHead(304, flat);
          res.end();
          return;
        }
        const extra: [string, string][] = [
          ["X-Request-Id", requestId],
          ["X-Render-Cache", "hit"],
        ];
        if (hit.etag) extra.push(["ETag", hit.etag]);
        void send(req, res, hit.status, [...hit.headers, ...extra], hit.body);
        return;
      }
    }
    // every other response (static files, Remix) gets the base headers here
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader("X-Request-Id", requestId);
    if (isAsset) {
      assets(req, res, () => {
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Not found");
      });
      return;
    }
    files(req, res, () => {
      servedBy = "remix";
      handle(req, res, requestId, key).catch((error: Error) => {
        log.error("request failed", { requestId, error });
        if (!res.headersSent) {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("Internal Server Error");
        } else res.destroy();
      });
    });
  };
}
