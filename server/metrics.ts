import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import type { DB } from "~/lib/db.server";
import type { Logger } from "~/lib/log.server";
import {
  collectProcessMetrics,
  databaseUp,
  FIXED_ROUTE_LABELS,
  httpRequestDuration,
  methodLabel,
  outboxFailed,
  outboxOldestPendingAge,
  outboxPending,
  registry,
  routeLabel,
} from "~/lib/metrics.server";
import type { PageMatch } from "~/lib/routing";
import { outboxStats } from "~/lib/outbox.server";

// The metrics listener (docs/operations.md, "Metrics"; ADR 070): a node:http server of its own on
// METRICS_PORT (server/main.ts), answering GET /metrics with the Prometheus text format and
// everything else with 404. The public site has no /metrics (its 404 page). The outbox gauges are
// read from the database at each scrape; a database that does not answer within DB_TIMEOUT_MS makes
// `database_up 0`, never a failed scrape.

/** How long a scrape waits for the outbox query (Prometheus' default scrape timeout is 10 s). */
const DB_TIMEOUT_MS = 2_000;

/** What server/app.ts keeps per response for the route label. */
export interface RouteLocals {
  /** set where a fixed label applies (static file, build asset) or a cache hit kept its page's */
  route?: string;
  /** the request's page, when the app looked it up (a render cache miss) */
  page?: { page: PageMatch | undefined };
}

/** The status of a request whose client went away before it was answered (nginx's convention). */
const CLIENT_CLOSED = "499";

/**
 * Records every request in http_request_duration_seconds when its response is done, or its client
 * gone (status 499 when no answer had begun): the route label is the page or route the app
 * answered with (ROUTE_LABELS), never the path.
 */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint();
  res.once("close", () => {
    const locals = res.locals as RouteLocals;
    const route =
      locals.route ?? (locals.page ? routeLabel(req.originalUrl, locals.page.page) : FIXED_ROUTE_LABELS.other);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const status = res.headersSent ? String(res.statusCode) : CLIENT_CLOSED;
    httpRequestDuration.observe({ method: methodLabel(req.method), route, status_code: status }, seconds);
  });
  next();
};

/** Sets the outbox gauges from the database; false (and no outbox samples) when it did not answer. */
async function readOutbox(db: DB, log: Logger, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const stats = await Promise.race([
      outboxStats(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    for (const gauge of [outboxPending, outboxOldestPendingAge, outboxFailed]) gauge.reset();
    for (const { channel, pending, oldestPendingAgeSeconds, failed } of stats) {
      outboxPending.set({ channel }, pending);
      outboxOldestPendingAge.set({ channel }, oldestPendingAgeSeconds);
      outboxFailed.set({ channel }, failed);
    }
    databaseUp.set(1);
    return true;
  } catch (error) {
    // the outage itself is logged where requests meet it; a scrape every few seconds would repeat it
    log.debug("metrics: outbox not read", { error: error as Error });
    for (const gauge of [outboxPending, outboxOldestPendingAge, outboxFailed]) gauge.reset();
    databaseUp.set(0);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics listener (not yet listening): GET /metrics, 404 for everything else. */
export function createMetricsServer({
  db,
  log,
  dbTimeoutMs = DB_TIMEOUT_MS,
}: {
  db: DB;
  log: Logger;
  dbTimeoutMs?: number;
}): Server {
  collectProcessMetrics();
  return createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("Not found\n");
      return;
    }
    readOutbox(db, log, dbTimeoutMs)
      .then(() => registry.metrics())
      .then(
        (text) => {
          res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        (error: Error) => {
          log.error("metrics failed", { error });
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
          res.end("Internal Server Error\n");
        },
      );
  });
}
