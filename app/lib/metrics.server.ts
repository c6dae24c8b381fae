import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { contentRoutes, pages, resourceRoutes, type PageId } from "~/pages";
import type { PageMatch } from "./routing";

// Prometheus metrics (docs/operations.md, "Metrics"; docs/decisions/070-metrics.md). One registry
// per process: the server and the app are one module graph (ADR 067), so this module exists once.
// Served only by the metrics listener on METRICS_PORT (server/metrics.ts), never on the public
// site. Every label has a fixed, small set of values chosen by the code, never by a client: a page
// id or route id instead of a path (no token, no junk path becomes a label), a form's name, a
// refusal code.

export const registry = new Registry();

let processMetrics = false;
/**
 * The default process metrics (CPU, memory, heap, event loop lag, GC, handles): started by the
 * metrics listener, so a server without METRICS_PORT runs none of their observers.
 */
export function collectProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

// ---------------------------------------------------------------------------------------------
// HTTP requests (server/app.ts records them when METRICS_PORT is set)

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from the request's arrival to the end of its response, by method, route (a page id or route id, never a path) and status",
  labelNames: ["method", "route", "status_code"] as const,
  // the budget is p99 <= 50 ms for content pages (docs/performance.md): 0.05 is a bucket bound
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** The method as a label: the usual ones, every other one `other`. */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

/** Route labels of requests no route of the app answered. */
export const FIXED_ROUTE_LABELS = {
  /** a file of public/ */
  static: "static",
  /** a file under /build/ (content-hashed assets), or a 404 for one */
  build: "build",
  /** a path the app has no route for (its 404 page) */
  notFound: "not-found",
  /** answered before routing: a refused request (400, 403, 413, 415) or an error */
  other: "other",
} as const;

/** Resource routes and content routes (blog articles) by their route id: the first one that matches. */
const otherRoutes = [...resourceRoutes, ...contentRoutes].map((route) => ({
  id: route.id,
  regex: new RegExp(
    `^${route.path
      .split("/")
      .map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
    "i",
  ),
}));

/** Every value the `route` label can take. */
export const ROUTE_LABELS: ReadonlySet<string> = new Set<string>([
  ...pages.map((p) => p.id),
  ...otherRoutes.map((r) => r.id),
  ...Object.values(FIXED_ROUTE_LABELS),
]);

/**
 * The `route` label of a request the app answered: its page's id when the path is a page of the
 * registry (`page`, looked up for the request already: app/preferences.server.ts), else the id of
 * the resource route or blog route it matches, else `not-found`. Never the path itself.
 */
export function routeLabel(url: string, page: PageMatch | undefined): string {
  if (page) return page.page.id;
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return otherRoutes.find((route) => route.regex.test(path))?.id ?? FIXED_ROUTE_LABELS.notFound;
}

// ---------------------------------------------------------------------------------------------
// The render cache (server/app.ts)

export const renderCacheHits = new Counter({
  name: "render_cache_hits_total",
  help: "Requests answered from this instance's render cache",
  registers: [registry],
});
export const renderCacheMisses = new Counter({
  name: "render_cache_misses_total",
  help: "Cacheable requests (GET and HEAD of a page address) the render cache did not hold",
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------
// Forms (app/features/forms/submit.server.ts)

const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Valid submissions refused with 429 by the rate limit (RATE_LIMIT_MAX per client and window), by form",
  labelNames: ["form"] as const,
  registers: [registry],
});
const bookingsMade = new Counter({
  name: "bookings_made_total",
  help: "Strategy sessions booked (action=book) or moved to another time (action=move)",
  labelNames: ["action"] as const,
  registers: [registry],
});
const bookingsRefused = new Counter({
  name: "bookings_refused_total",
  help: "Valid bookings or moves refused, nothing stored, by the refusal's code (slot-taken, mailbox-limit, client-limit, …; rate-limit: the form's rate limit)",
  labelNames: ["action", "reason"] as const,
  registers: [registry],
});
for (const action of ["book", "move"]) bookingsMade.inc({ action }, 0);

/** A move of a booked session is sent from its reschedule page; every other booking form books. */
const bookingAction = (page: PageId | undefined) => (page === "booking-reschedule" ? "move" : "book");
/** A refusal's code as a label: codes are the app's own words; anything else would be `other`. */
const reasonLabel = (code: string) => (/^[a-z][a-z0-9-]{0,39}$/.test(code) ? code : "other");

/** What submitForm counts: rate-limit refusals of every form, and the booking form's outcomes. */
export const formMetrics = {
  rateLimited(form: string, page: PageId | undefined) {
    rateLimitRefusals.inc({ form });
    if (form === "booking") bookingsRefused.inc({ action: bookingAction(page), reason: "rate-limit" });
  },
  refused(form: string, code: string, page: PageId | undefined) {
    if (form === "booking") bookingsRefused.inc({ action: bookingAction(page), reason: reasonLabel(code) });
  },
  accepted(form: string, page: PageId | undefined) {
    if (form === "booking") bookingsMade.inc({ action: bookingAction(page) });
  },
};

// ---------------------------------------------------------------------------------------------
// The outbox: this instance's deliveries (app/lib/outbox.server.ts), and the table's state, read
// from the database at each scrape (server/metrics.ts): the same for every instance.

export const outboxDeliveries = new Counter({
  name: "outbox_deliveries_total",
  help: "Delivery attempts of outbox messages by this instance: sent, retry (failed, tried again later) or failed (given up)",
  labelNames: ["channel", "result"] as const,
  registers: [registry],
});
export const outboxPending = new Gauge({
  name: "outbox_pending_messages",
  help: "Outbox messages not yet sent (pending or being sent, scheduled ones included), by channel; database-wide",
  labelNames: ["channel"] as const,
  registers: [registry],
});
export const outboxOldestPendingAge = new Gauge({
  name: "outbox_oldest_pending_age_seconds",
  help: "How long the oldest due, unsent outbox message has waited since it was due (a retried one: at least), by channel; 0: none waiting; database-wide",
  labelNames: ["channel"] as const,
  registers: [registry],
});
export const outboxFailed = new Gauge({
  name: "outbox_failed_messages",
  help: "Outbox messages given up after their last attempt (kept 30 days), by channel; database-wide",
  labelNames: ["channel"] as const,
  registers: [registry],
});
export const databaseUp = new Gauge({
  name: "database_up",
  help: "1 when the database answered this scrape's outbox query in time, else 0 (the outbox gauges are then left out)",
  registers: [registry],
});
