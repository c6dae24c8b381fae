import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createHeaders, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import onHeaders from "on-headers";
import "~/lib/context.server";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/log.server";
import { FIXED_ROUTE_LABELS, renderCacheHits, renderCacheMisses, routeLabel } from "~/lib/metrics.server";
import { redactPath } from "~/lib/redact";
import type { PageMatch } from "~/lib/routing";
import { readPreferences } from "~/preferences.server";
import { isCrossSiteWrite } from "~/lib/security.server";
import { readVariant } from "~/lib/variant.server";
import { httpMetrics, type RouteLocals } from "./metrics";
import { cacheablePath } from "~/lib/url-params";
import { keyFor, RenderCache } from "./render-cache";

// The HTTP server (docs/architecture.md, "A request"; ADR 063): Express with well-known
// middleware, then Remix. In order: the request's duration metric (with METRICS_PORT), the request
// id and the log line, security headers (helmet), compression, static files, the cross-site write
// check, the form body (at most 64 KB, forms only), then the render cache and Remix.

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
/** Every action of this site reads an HTML form: other bodies get 415 (ADR 040). */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const REFUSED = {
  413: "Anfrage zu groß (höchstens 64 KB).\nRequest too large (at most 64 KB).\n",
  415: "Dieses Format wird nicht angenommen: bitte ein Formular senden.\nUnsupported media type: send a form.\n",
} as const;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Locals extends RouteLocals {
  requestId: string;
  servedBy?: "cache";
  /** the request's page, when the app looked it up (the log line and the metrics need no second lookup) */
  page?: { page: PageMatch | undefined };
}
const locals = (res: express.Response) => res.locals as Locals;

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
  const handleRequest = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const site = new URL(env.SITE_URL);
  const cache = renderCache === true ? new RenderCache() : renderCache || null;

  const app = express();
  app.disable("x-powered-by");
  // behind TRUST_PROXY proxies (a TLS proxy, a cache, a CDN), the client is the address that many
  // hops back in X-Forwarded-For: the one the first proxy added, which no client can choose
  app.set("trust proxy", env.TRUST_PROXY || false);

  // http_request_duration_seconds, only where a metrics listener serves it (server/metrics.ts)
  if (env.METRICS_PORT) app.use(httpMetrics);
  app.use(requestId, requestLog(log));
  app.use(
    helmet({
      // the CSP is set per document (app/entry.server.tsx: a nonce, or hashes on content pages)
      contentSecurityPolicy: false,
      // feed readers and mail clients show the site's images on their own pages
      crossOriginResourcePolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // HSTS only where the site is served over HTTPS (helmet's default: a year, subdomains)
      strictTransportSecurity: site.protocol === "https:",
    }),
    (_req, res, next) => {
      res.set(
        "Permissions-Policy",
        "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
      );
      next();
    },
  );
  // absolute-form ("GET http://host/path") or asterisk-form targets: not for this site; nor a
  // path with a malformed percent escape (Express would throw decoding it, and log the path)
  app.use((req, res, next) => {
    if (req.url.startsWith("/") && decodable(req.path)) return next();
    res.status(400).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send("Bad Request");
  });
  // TRACE would echo the request, cookies included (TRACK, IIS's twin, Node's parser refuses: 400)
  app.use((req, res, next) => {
    if (req.method !== "TRACE") return next();
    res
      .status(405)
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
      .type("text/plain")
      .send("Method Not Allowed");
  });
  app.use(compression());
  // files under /build/ carry content hashes: cached for a year; a missing one is a plain 404
  app.use(
    "/build",
    (_req, res, next) => {
      locals(res).route = FIXED_ROUTE_LABELS.build;
      next();
    },
    express.static(join(publicDir, "build"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      // Express's type table predates AVIF (the photos, scripts/build-images.ts): named here
      setHeaders: (res, path) => void (path.endsWith(".avif") && res.setHeader("Content-Type", "image/avif")),
    }),
    // no-store: during a rolling deploy an old instance's 404 for a new asset must not be kept
    (_req, res) => void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found"),
  );
  app.use(
    express.static(publicDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
      // called only when a file is sent
      setHeaders: (res) => void (locals(res).route = FIXED_ROUTE_LABELS.static),
    }),
  );

  app.use((req, res, next) => {
    // a browser's write from another site (its Origin or Sec-Fetch-Site says so) is refused
    const host = req.get("host");
    const origins = [site.origin, ...(host ? [`${site.protocol}//${host}`] : [])];
    if (!isCrossSiteWrite(req.method, { get: (name) => req.get(name) ?? null }, origins)) return next();
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden: cross-site request");
  });
  // Only form bodies, and at most MAX_BODY_BYTES of them, reach Remix (ADR 040): read whole here
  // (also when sent chunked), handed to the action in memory.
  app.use((req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || req.is(FORM_TYPES)) return next();
    res.status(415).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send(REFUSED[415]);
  });
  app.use(express.raw({ type: FORM_TYPES, limit: MAX_BODY_BYTES }));
  // Remix's data requests before single fetch (`?_data=`): this site's pages never make them, and
  // Remix reports each as an error; a client sending one gets a plain 400 and a line at info level
  app.use((req, res, next) => {
    if (!new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("_data")) return next();
    res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request");
  });

  const remix: RequestHandler = async (req, res, next) => {
    try {
      const { requestId } = locals(res);
      const cookie = req.get("cookie");
      const variant = await readVariant(cookie, env);
      const url = req.method === "GET" || req.method === "HEAD" ? cacheablePath(req.originalUrl) : null;
      const key = cache && url !== null ? keyFor(url, variant, Boolean(cookie)) : null;
      const hit = key && cache ? cache.lookup(key.key) : undefined;
      if (key && cache) (hit ? renderCacheHits : renderCacheMisses).inc();
      if (hit) {
        locals(res).servedBy = "cache";
        locals(res).route = hit.route;
        const cacheControl = hit.headers.find(([name]) => name === "cache-control")?.[1] ?? "";
        if (hit.status === 200 && req.get("if-none-match") === hit.etag) {
          // the browser keeps its copy (and the CSP it came with): no body
          res.status(304).set({ ETag: hit.etag, "Cache-Control": cacheControl, Vary: "Cookie" }).end();
          return;
        }
        for (const [name, value] of hit.headers) res.append(name, value);
        // what a cache in front would call X-Cache: for operators and tests
        res.set("X-Render-Cache", "hit");
        res.set("ETag", hit.etag);
        res.status(hit.status).end(req.method === "HEAD" ? undefined : hit.body);
        return;
      }
      // the request's page, language, delivery and the rest, once: loaders, actions, the document
      // and the log line read them from here
      const preferences = readPreferences(pageUrl(req.originalUrl, site), variant, env, {
        cacheUrl: url,
        cookies: Boolean(cookie),
        sharedMaxAge: env.SHARED_CACHE_MAX_AGE ?? 0,
      });
      locals(res).page = { page: preferences.page };
      const context: AppLoadContext = {
        db: dbHandle.db,
        dbHandle,
        env,
        log: log.child({ requestId }),
        requestId,
        clientAddress: req.ip ?? "unknown",
        variant,
        preferences,
        outbox,
        lifecycle,
      };
      let response = await handleRequest(remixRequest(req, res, site), context);
      // A page the registry lets caches keep is the same for everybody with these cookies when it
      // renders as a 200 or the 404 page for a GET or HEAD and sets no cookie: the render cache
      // keeps a GET's (ADR 013), a shared cache in front a public one (a hit answers HEAD too).
      // Nothing else the app answers may be kept, unless it said so itself (a resource route).
      const { cache: kept } = preferences.delivery;
      const keep =
        kept !== null &&
        (req.method === "GET" || req.method === "HEAD") &&
        (response.status === 200 || response.status === 404) &&
        (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
        !response.headers.has("Set-Cookie");
      if (!response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", keep ? kept.cacheControl : "private, no-store");
      }
      if (keep && key && cache && req.method === "GET") {
        const body = await response.text();
        const area = response.status === 200 ? kept.area : "other";
        const etag = cache.store(
          key.key,
          area,
          response,
          body,
          routeLabel(key.url, preferences.page),
          kept.keepSeconds,
        );
        response = new Response(body, response);
        response.headers.set("ETag", etag);
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
  app.all("*", remix);
  app.use(errors(log));
  return app;
}

/** Whether every percent escape of a path is well formed (%XX making UTF-8). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A CONNECT (a proxy tunnel) is not for this site: 501 on the socket, which Express never sees. */
export function refuseConnect(server: Server) {
  server.on("connect", (_req, socket: Duplex) => {
    socket.end("HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
}

/**
 * The page address a request is for: Remix's data requests (single fetch) name the page with `.data`
 * (`/kontakt.data`, `/_root.data` for the home page), which its loaders never see.
 */
function pageUrl(originalUrl: string, site: URL): URL {
  const url = new URL(`${site.origin}${originalUrl}`);
  if (url.pathname.endsWith(".data")) {
    const path = url.pathname.slice(0, -".data".length);
    url.pathname = path === "/_root" ? "/" : path;
  }
  return url;
}

/**
 * The Request the app sees: on the site's own origin (SITE_URL, never the Host or
 * X-Forwarded-Host header), the client's headers, the form body read above, and a signal that
 * aborts when the response can no longer be written before it was sent.
 */
function remixRequest(req: express.Request, res: express.Response, site: URL): Request {
  const controller = new AbortController();
  res.once("close", () => res.writableFinished || controller.abort());
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  // joined, not resolved: a path like "//host/x" stays a path on this site
  return new Request(`${site.origin}${req.originalUrl}`, {
    method: req.method,
    headers: createHeaders(req),
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    signal: controller.signal,
  });
}

/**
 * The request id (the server's own: shown on error pages, sent as X-Request-Id on every response
 * but a public one, which a cache in front hands to many visitors: ADR 064), and one log line per
 * request by pino-http (docs/operations.md, "Logs"; ADR 051): the path with its secrets replaced,
 * no query string, no address, no header. Build assets at debug level, everything else at info,
 * a client that went away too (`aborted`).
 */
function requestLog(log: Logger): RequestHandler {
  return pinoHttp({
    logger: log.pino,
    genReqId: (_req, res) => (res as express.Response).locals.requestId as string,
    // every field is made when the response closes (the page is known then, its lookup reused)
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    customLogLevel: (req) => ((req as express.Request).originalUrl.startsWith("/build/") ? "debug" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, fields) => line(req as express.Request, res as express.Response, fields),
    customErrorObject: (req, res, _error, fields) => line(req as express.Request, res as express.Response, fields),
  });
}

function line(req: express.Request, res: express.Response, fields: { responseTime?: number }) {
  const header = req.get("x-request-id");
  const path = redactPath(req.originalUrl, locals(res).page);
  return {
    ...(header && REQUEST_ID.test(header) ? { clientRequestId: header } : {}),
    method: req.method,
    path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
    status: res.statusCode,
    durationMs: fields.responseTime,
    ...(locals(res).servedBy === "cache" ? { cache: "hit" as const } : {}),
    ...(res.writableFinished ? {} : { aborted: true as const }),
  };
}

/** The request id, on every response that is not public. */
const requestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID();
  res.locals.requestId = id;
  onHeaders(res, () => {
    if (!/^public\b/.test(String(res.getHeader("Cache-Control") ?? ""))) res.setHeader("X-Request-Id", id);
  });
  next();
};

/** Refused bodies get their plain answer; a client that went away gets none; the rest is a 500. */
function errors(log: Logger): ErrorRequestHandler {
  return (error: { type?: string; status?: number } & Error, req, res, _next) => {
    if (error.type === "entity.too.large") {
      res.status(413).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send(REFUSED[413]);
      return;
    }
    if (error.type === "request.aborted" || req.destroyed) return void res.destroy();
    log.error("request failed", { requestId: locals(res).requestId, error });
    if (res.headersSent) return void res.destroy();
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal Server Error");
  };
}
