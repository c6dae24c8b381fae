import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createHeaders, createRequest, sendResponse } from "@remix-run/node-fetch-server";
import sirv from "sirv";
import { encryptedNow } from "~/features/forms/honeypot.server";
import "~/lib/context.server";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createFresh } from "~/lib/fresh.server";
import type { Logger } from "~/lib/log.server";
import { RENDER_CACHE_HEADER } from "~/lib/render-cache-header";
import { baseSecurityHeaders, isCrossSiteWrite } from "~/lib/security.server";
import { sameVariant } from "~/lib/variant.server";
import { areaFor, cacheKey, freshValues, RenderCache, type CacheKey } from "./render-cache";
import { createRouteResolver, pathOf, type RequestLogFields } from "./request-log";

export interface AppOptions {
  build: ServerBuild;
  dbHandle: DbHandle;
  env: Env;
  log: Logger;
  outbox?: { wake(): void };
  publicDir: string;
  /** keep rendered content pages (default on), or the cache to use (tests) */
  renderCache?: boolean | RenderCache;
  /** set once shutdown began: /readyz answers 503 (server/index.ts) */
  lifecycle?: { stopping: boolean };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
/** The largest request body accepted; larger ones get 413 before Remix (ADR 040). */
export const MAX_BODY_BYTES = 64 * 1024;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every action of this site reads an HTML form: other bodies get 415 (ADR 040). */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const REFUSED = {
  413: "Anfrage zu groß (höchstens 64 KB).\nRequest too large (at most 64 KB).\n",
  415: "Dieses Format wird nicht angenommen: bitte ein Formular senden.\nUnsupported media type: send a form.\n",
} as const;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|manifest\+json)|image\/svg)/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The best encoding the client accepts for a compressible body (`br;q=0` refuses brotli). */
export function encodingFor(req: IncomingMessage, type: string | null, size: number): "br" | "gzip" | null {
  if (size < 1024 || !type || !COMPRESSIBLE.test(type)) return null;
  const accept = req.headers["accept-encoding"];
  if (typeof accept !== "string") return null;
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * Reads a request body from the socket into memory, at most `limit` bytes: null when it is longer
 * (the rest is not read; the connection closes after the answer), "aborted" when the client went
 * away before it was complete.
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null | "aborted"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | null | "aborted" | Error) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.pause();
        done(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    // an error after the client went away is the client's, not the server's
    const onError = (error: Error) => done(req.destroyed ? "aborted" : error);
    const onClose = () => done("aborted");
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    if (req.destroyed) return resolve("aborted");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onClose);
  });
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
export function createApp({
  build,
  dbHandle,
  env,
  log,
  outbox,
  publicDir,
  renderCache = true,
  lifecycle = { stopping: false },
}: AppOptions) {
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
  /** the same as writeHead's flat list: name, value, name, value … */
  const securityFlat = securityHeaders.flat();
  const honeypotNow = () => encryptedNow(env);
  const site = new URL(env.SITE_URL);
  const siteOrigin = site.origin;
  const cache = renderCache === true ? new RenderCache() : renderCache || null;
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
    // cache hits come here before any header was set; other responses already carry them
    const flat = res.hasHeader("x-content-type-options") ? [] : securityFlat.slice();
    let vary = false;
    for (const [name, value] of headers) {
      if (name.toLowerCase() === "vary") {
        vary = true;
        flat.push(name, `Accept-Encoding, ${value}`);
      } else flat.push(name, value);
    }
    if (encoding) flat.push("Content-Encoding", encoding);
    flat.push("Content-Length", String(payload.length));
    if (!vary) flat.push("Vary", "Accept-Encoding");
    res.writeHead(status, flat);
    if (req.method === "HEAD") res.end();
    else res.end(payload);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string, key: CacheKey | null) {
    // The app sees the site's own origin (SITE_URL), never the Host or X-Forwarded-Host header.
    const method = req.method ?? "GET";
    // A write's Request is built here once, around its buffered body; other requests come from
    // node-fetch-server (its body stream and abort signal).
    const headers = WRITE_METHODS.has(method) ? createHeaders(req) : null;
    const streamed = headers ? null : createRequest(req, res, { protocol: site.protocol, host: site.host });
    const requestHeaders = headers ?? streamed!.headers;
    const host = requestHeaders.get("host");
    const ownOrigin = host ? `${site.protocol}//${host}` : siteOrigin;
    if (isCrossSiteWrite(method, requestHeaders, [siteOrigin, ownOrigin])) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Forbidden: cross-site request");
      return;
    }
    let request: Request;
    if (streamed) request = streamed;
    else {
      // Only form bodies, and at most MAX_BODY_BYTES of them, reach Remix (ADR 040): the body is
      // read here (also when it comes chunked, without a Content-Length) and handed on in memory.
      const refuse = (status: 413 | 415) => {
        res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end(REFUSED[status]);
      };
      if (!FORM_TYPE.test(requestHeaders.get("content-type") ?? "")) return refuse(415);
      if (Number(requestHeaders.get("content-length") ?? 0) > MAX_BODY_BYTES) return refuse(413);
      const body = await readLimited(req, MAX_BODY_BYTES);
      if (body === "aborted") return; // the client went away while sending
      if (body === null) return refuse(413);
      // aborted when the response can no longer be written before it was sent (as createRequest's)
      const controller = new AbortController();
      let finished = false;
      res.once("finish", () => (finished = true));
      res.once("close", () => finished || controller.abort());
      request = new Request(`${site.protocol}//${site.host}${req.url}`, {
        method,
        headers: requestHeaders,
        body: body as Uint8Array<ArrayBuffer>,
        signal: controller.signal,
      });
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
      lifecycle,
    };
    const response = await remix(request, context);
    // nothing the app answers is for a shared cache unless the route says so (ADR 053)
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
    const eligible = response.headers.has(RENDER_CACHE_HEADER);
    response.headers.delete(RENDER_CACHE_HEADER);
    response.headers.set("X-Request-Id", requestId);
    const type = response.headers.get("content-type");
    // Documents and small text responses are complete before they are sent (no streaming):
    // read them to keep them in the cache and to compress them.
    if (response.body && type && COMPRESSIBLE.test(type) && !response.headers.has("content-encoding")) {
      const body = await response.text();
      // kept only when the app rendered the page for exactly the variant the key names
      const keep = eligible && key && cache && sameVariant(context.renderedVariant, key.variant);
      const etag = keep
        ? cache.store(key.key, areaFor(key.url, response.status, body, env.SITE_URL), response, body, fresh)
        : null;
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
    // The request id is always the server's own (it is shown on error pages and kept in the
    // render cache); a client's X-Request-Id is only logged beside it.
    const requestId = randomUUID();
    const header = req.headers["x-request-id"];
    const clientRequestId = typeof header === "string" && REQUEST_ID.test(header) ? header : undefined;
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
          ...(clientRequestId ? { clientRequestId } : {}),
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
    if (!url.startsWith("/")) {
      // absolute-form ("GET http://host/path") or asterisk-form targets: not for this site
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Bad Request");
      return;
    }
    const key = cache && !isAsset ? cacheKey(req, env) : null;
    if (key instanceof Promise) {
      key.then(
        (k) => serve(req, res, requestId, k, (by) => (servedBy = by)),
        (error: Error) => fail(res, requestId, error),
      );
    } else serve(req, res, requestId, key, (by) => (servedBy = by));
  };

  function fail(res: ServerResponse, requestId: string, error: Error) {
    log.error("request failed", { requestId, error });
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    } else res.destroy();
  }

  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    key: CacheKey | null,
    servedBy: (by: "static" | "remix" | "cache") => void,
  ) {
    if (key && cache) {
      const hit = cache.lookup(key.key, freshValues(requestId, honeypotNow));
      if (hit) {
        servedBy("cache");
        if (hit.etag && req.headers["if-none-match"] === hit.etag) {
          // the browser keeps its copy (and the CSP it came with): no body, no new CSP
          const flat = securityFlat.slice();
          flat.push("ETag", hit.etag, "Cache-Control", "private, no-cache", "Vary", "Accept-Encoding, Cookie");
          flat.push("X-Request-Id", requestId);
          res.writeHead(304, flat);
          res.end();
          return;
        }
        // the hit's own header list, made for this response
        const headers = hit.headers;
        headers.push(["X-Request-Id", requestId], ["X-Render-Cache", "hit"]);
        if (hit.etag) headers.push(["ETag", hit.etag]);
        void send(req, res, hit.status, headers, hit.body);
        return;
      }
    }
    // every other response (static files, Remix) gets the base headers here
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader("X-Request-Id", requestId);
    // sirv lists public/ at start and pipes a file stream into the response after its headers: a
    // file removed since (a rebuild in place) errors that stream, which would end the process
    const unreadable = (source: NodeJS.ReadableStream) =>
      source.once("error", (error: Error) => {
        log.error("static file unreadable", { requestId, path: pathOf(req.url ?? "/"), error });
        res.destroy();
      });
    res.once("pipe", unreadable);
    if (req.url?.startsWith("/build/")) {
      assets(req, res, () => {
        res.off("pipe", unreadable);
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Not found");
      });
      return;
    }
    files(req, res, () => {
      res.off("pipe", unreadable);
      servedBy("remix");
      handle(req, res, requestId, key).catch((error: Error) => fail(res, requestId, error));
    });
  }
}
