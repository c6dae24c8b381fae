import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createRequestListener } from "@remix-run/node-fetch-server";
import sirv from "sirv";
import "~/lib/context.server";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/log.server";
import { baseSecurityHeaders, isCrossSiteWrite } from "~/lib/security.server";
import { createRouteResolver, pathOf, type RequestLogFields } from "./request-log";

export interface AppOptions {
  build: ServerBuild;
  dbHandle: DbHandle;
  env: Env;
  log: Logger;
  outbox?: { wake(): void };
  publicDir: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * The HTTP request listener: static files (hashed build assets cached forever), the security
 * headers on every response, the cross-site write check, then Remix.
 */
export function createApp({ build, dbHandle, env, log, outbox, publicDir }: AppOptions) {
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

  const routeOf = createRouteResolver(build.routes);

  const handle = createRequestListener(
    async (request: Request, client: { address: string }) => {
      // set by the listener below (validated or new)
      const requestId = request.headers.get("x-request-id")!;
      const host = request.headers.get("host");
      const ownOrigin = host ? `${new URL(request.url).protocol}//${host}` : siteOrigin;
      if (isCrossSiteWrite(request.method, request.headers, [siteOrigin, ownOrigin])) {
        return new Response("Forbidden: cross-site request", {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
      const context: AppLoadContext = {
        db: dbHandle.db,
        dbHandle,
        env,
        log: log.child({ requestId }),
        requestId,
        clientAddress: client.address,
        outbox,
      };
      return remix(request, context);
    },
    { trustProxy: env.TRUST_PROXY },
  );

  return function listener(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const requestId = validId(typeof incoming === "string" ? incoming : null) ?? randomUUID();
    // the Remix handler reads it from the request it builds from these headers
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    const url = req.url ?? "/";
    const isAsset = url.startsWith("/build/");
    let servedBy: "assets" | "static" | "remix" = isAsset ? "assets" : "static";
    // One line per request once it is over: synchronous, after the response has been handed off.
    res.once("close", () => {
      const path = pathOf(url);
      const match = servedBy === "remix" ? routeOf(path) : null;
      const fields: RequestLogFields = {
        requestId,
        route: match?.route ?? servedBy,
        method: req.method ?? "GET",
        path: match?.pattern ?? path,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      if (isAsset) log.debug("request", { ...fields });
      else log.info("request", { ...fields });
    });
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
      void handle(req, res);
    });
  };
}

function validId(value: string | null) {
  return value && REQUEST_ID.test(value) ? value : null;
}
