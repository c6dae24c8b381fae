import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import type { Server } from "node:http";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormRefusal, submitForm } from "~/features/forms/submit.server";
import { createDb, type DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { ROUTE_LABELS, registry } from "~/lib/metrics.server";
import { createMetricsServer } from "../../server/metrics";
import { formRequest, outcome, testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { productionModule, send, serveProduction } from "./production-server";
import { parseExposition, valueOf, type Exposition } from "./prometheus";

// Prometheus metrics (docs/operations.md, "Metrics"; ADR 070): served on METRICS_PORT only, by a
// listener of their own; the public site's /metrics is its 404 page. Route labels are page and
// route ids, never a path; the outbox gauges are read from the database at each scrape, and a
// database that does not answer makes database_up 0, not a failed scrape.

const log = createLogger({ level: "silent" });

async function listen(server: Server | NetServer): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

async function close(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function scrape(base: string): Promise<Exposition> {
  const reply = await send(base, "/metrics");
  expect(reply.status, reply.body).toBe(200);
  expect(reply.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parseExposition(reply.body);
}

const count = (e: Exposition, labels: Record<string, string>) =>
  valueOf(e, "http_request_duration_seconds_count", labels) ?? 0;

describe("the metrics listener with the production build", () => {
  let handle: DbHandle;
  let site: Server;
  let base: string;
  let metrics: Server;
  let metricsBase: string;

  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
    const built = await productionModule();
    // METRICS_PORT turns the request metrics on; the listener is started here on a free port
    const env = testEnv({ METRICS_PORT: "9464" });
    ({ server: site, base } = await serveProduction({ build: built.build, dbHandle: handle, env, log }));
    metrics = built.createMetricsServer({ db: handle.db, log });
    metricsBase = `http://127.0.0.1:${await listen(metrics)}`;
  }, 120_000);
  afterAll(async () => {
    if (site) await close(site);
    if (metrics) await close(metrics);
    await handle?.close();
  });

  it("serves the Prometheus text format with the process, HTTP, render cache, outbox and form metrics", async () => {
    const before = await scrape(metricsBase);
    for (let i = 0; i < 3; i++) expect((await send(base, "/exit-strategie")).status).toBe(200);
    expect((await send(base, "/healthz")).status).toBe(200);
    expect((await send(base, "/favicon.ico")).status).toBe(200);
    expect((await send(base, "/build/missing-abc123.js")).status).toBe(404);
    const after = await scrape(metricsBase);

    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "http_request_duration_seconds",
      "render_cache_hits_total",
      "render_cache_misses_total",
      "outbox_pending_messages",
      "outbox_oldest_pending_age_seconds",
      "outbox_failed_messages",
      "outbox_deliveries_total",
      "database_up",
      "bookings_made_total",
      "bookings_refused_total",
      "rate_limit_refusals_total",
    ]) {
      expect(after.types.has(name), name).toBe(true);
    }
    expect(after.types.get("http_request_duration_seconds")).toBe("histogram");
    expect(after.types.get("outbox_pending_messages")).toBe("gauge");

    const page = { method: "GET", route: "exit-strategy", status_code: "200" };
    expect(count(after, page) - count(before, page)).toBe(3);
    for (const labels of [
      { route: "healthz", status_code: "200" },
      { route: "static", status_code: "200" },
      { route: "build", status_code: "404" },
    ]) {
      expect(
        count(after, { method: "GET", ...labels }) - count(before, { method: "GET", ...labels }),
        labels.route,
      ).toBe(1);
    }
    // the first request rendered the page, the others came from the render cache; /healthz was
    // looked up too (any GET of a page address is), and missed (it is never kept)
    const hits = (e: Exposition) => valueOf(e, "render_cache_hits_total") ?? 0;
    const misses = (e: Exposition) => valueOf(e, "render_cache_misses_total") ?? 0;
    expect(hits(after) - hits(before)).toBe(2);
    expect(misses(after) - misses(before)).toBe(2);
    // 50 ms is a bucket bound: the budget (p99 <= 50 ms) reads off the histogram
    expect(valueOf(after, "http_request_duration_seconds_bucket", { ...page, le: "0.05" })).toBeDefined();

    expect(valueOf(after, "database_up")).toBe(1);
    for (const channel of ["mail", "webhook"]) {
      expect(valueOf(after, "outbox_pending_messages", { channel })).toBe(0);
      expect(valueOf(after, "outbox_oldest_pending_age_seconds", { channel })).toBe(0);
      expect(valueOf(after, "outbox_failed_messages", { channel })).toBe(0);
    }
    expect(valueOf(after, "bookings_made_total", { action: "book" })).toBeDefined();
  });

  it("labels routes by page or route id: a fixed set, without any token or junk path", async () => {
    const secrets = Array.from({ length: 8 }, () => randomBytes(18).toString("base64url"));
    const [token, feed, workspace, other, query, a, b, c] = secrets as [string, ...string[]];
    const attempt = randomUUID();
    const paths = [
      `/strategiegespraech/termin/${token}`,
      `/strategy-session/booking/${token}/cancel`,
      `/en/strategiegespraech/termin/${token}`,
      `/Kalender/${feed}.ics`,
      `/kalender/${feed}.ics`,
      `/exit-ready-check/${attempt}/ergebnis`,
      `/exitready/${attempt}/question/3`,
      `/build-to-leave/resume/${workspace}`,
      `/newsletter/bestaetigen?token=${query}`,
      `/${other}`,
      `/blog/${a}`,
      `/locales/${b}`,
      `/build/${c}.js`,
      `/exit-strategie.data`,
      "/metrics",
      ...Array.from({ length: 40 }, () => `/junk-${randomUUID()}/${randomUUID()}`),
    ];
    for (const path of paths) await send(base, path);
    // refused before routing: a cross-site write, a body that is not a form
    await send(base, "/kontakt", { Origin: "https://evil.example", "Content-Type": "text/plain" }, "POST", "x");
    await send(base, "/kontakt", { "Content-Type": "application/json" }, "POST", "{}");
    const reply = await send(metricsBase, "/metrics");
    for (const secret of [...secrets, attempt]) expect(reply.body).not.toContain(secret);
    expect(reply.body).not.toContain("junk-");

    const routes = new Set(
      parseExposition(reply.body)
        .samples.filter((s) => s.name === "http_request_duration_seconds_count")
        .map((s) => s.labels.route!),
    );
    for (const route of routes) expect(ROUTE_LABELS.has(route), route).toBe(true);
    expect([...routes]).toEqual(
      expect.arrayContaining([
        "booking",
        "booking-cancel",
        "bookings-feed",
        "exit-ready-result",
        "exit-ready-question",
        "btl-resume",
        "newsletter-confirm",
        "blog-article",
        "locales",
        "build",
        "exit-strategy",
        "not-found",
        "other",
      ]),
    );
    // 55 different paths, a few labels
    expect(routes.size).toBeLessThan(25);
  });

  it("answers only GET and HEAD /metrics; the public site's /metrics is its 404 page", async () => {
    const publicMetrics = await send(base, "/metrics");
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.body).not.toContain("http_request_duration_seconds");
    expect(publicMetrics.body).toContain("<html");

    expect((await send(metricsBase, "/")).status).toBe(404);
    expect((await send(metricsBase, "/metrics/x")).status).toBe(404);
    expect((await send(metricsBase, "/exit-strategie")).status).toBe(404);
    expect((await send(metricsBase, "/metrics", {}, "POST", "")).status).toBe(404);
    const head = await send(metricsBase, "/metrics?x=1", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });
});

describe.each(testDatabases)("the outbox gauges on $name", (database) => {
  let handle: DbHandle;
  let metrics: Server;
  let metricsBase: string;
  beforeAll(async () => {
    handle = await database.open();
    metrics = createMetricsServer({ db: handle.db, log });
    metricsBase = `http://127.0.0.1:${await listen(metrics)}`;
  });
  afterAll(async () => {
    await close(metrics);
    await handle.close();
  });

  const row = (kind: string, status: string, created: string, next: string, attempts = 0) => sql`
    insert into email_outbox (kind, to_address, subject, text_body, headers, status, attempts, created_at, next_attempt_at)
    values (${kind}, 'a@example.com', 'S', 'T', '{}', ${status}, ${attempts},
            now() + ${created}::interval, now() + ${next}::interval)`;

  it("counts pending and failed rows per channel and the age of the oldest due one, database-wide", async () => {
    await handle.db.deleteFrom("email_outbox").execute();
    await handle.db.deleteFrom("webhook_deliveries").execute();
    for (const statement of [
      // due for 20 minutes, never tried (SMTP_URL unset, or the worker stuck)
      row("contact-notification", "pending", "-25 minutes", "-20 minutes"),
      // failed 7 times (backoffs 30 s, 60 s, … 1,920 s: 3,810 s in all), next try in a minute: due
      // for at least 3,750 s, the oldest
      row("audit-confirmation", "pending", "-2 hours", "1 minute", 7),
      // a reminder due tomorrow: pending, not yet waiting
      row("booking-reminder", "pending", "-2 days", "1 day"),
      // a reminder queued three days ago, due 10 s ago, its first send under way: 10 s, not 3 days
      row("booking-reminder", "sending", "-3 days", "-10 seconds", 1),
      row("contact-confirmation", "failed", "-3 hours", "-2 hours", 8),
      row("contact-confirmation", "sent", "-3 hours", "-3 hours", 1),
      // a webhook event (webhook_deliveries), due for 5 minutes
      sql`insert into webhook_deliveries (event_id, event_type, url, payload, created_at, next_attempt_at)
          values (gen_random_uuid(), 'lead.created', 'https://crm.example/hooks', '{}', now() - interval '5 minutes',
                  now() - interval '5 minutes')`,
    ]) {
      await statement.execute(handle.db);
    }
    const e = await scrape(metricsBase);
    expect(valueOf(e, "database_up")).toBe(1);
    expect(valueOf(e, "outbox_pending_messages", { channel: "mail" })).toBe(4);
    expect(valueOf(e, "outbox_pending_messages", { channel: "webhook" })).toBe(1);
    expect(valueOf(e, "outbox_failed_messages", { channel: "mail" })).toBe(1);
    expect(valueOf(e, "outbox_failed_messages", { channel: "webhook" })).toBe(0);
    const mailAge = valueOf(e, "outbox_oldest_pending_age_seconds", { channel: "mail" })!;
    expect(mailAge).toBeGreaterThanOrEqual(3750 - 5);
    expect(mailAge).toBeLessThan(3750 + 60);
    const webhookAge = valueOf(e, "outbox_oldest_pending_age_seconds", { channel: "webhook" })!;
    expect(webhookAge).toBeGreaterThanOrEqual(5 * 60 - 5);
    expect(webhookAge).toBeLessThan(5 * 60 + 60);

    // without the retried one: the row due for 20 minutes
    await handle.db.deleteFrom("email_outbox").where("kind", "=", "audit-confirmation").execute();
    const twenty = valueOf(await scrape(metricsBase), "outbox_oldest_pending_age_seconds", { channel: "mail" })!;
    expect(twenty).toBeGreaterThanOrEqual(20 * 60 - 5);
    expect(twenty).toBeLessThan(20 * 60 + 60);
    // and without that one: the reminder being sent, due 10 s ago
    await handle.db.deleteFrom("email_outbox").where("kind", "=", "contact-notification").execute();
    const ten = valueOf(await scrape(metricsBase), "outbox_oldest_pending_age_seconds", { channel: "mail" })!;
    expect(ten).toBeGreaterThanOrEqual(10 - 2);
    expect(ten).toBeLessThan(10 + 60);

    // sent and given up: nothing waits any more
    await handle.db.updateTable("email_outbox").set({ status: "sent" }).execute();
    const later = await scrape(metricsBase);
    expect(valueOf(later, "outbox_pending_messages", { channel: "mail" })).toBe(0);
    expect(valueOf(later, "outbox_oldest_pending_age_seconds", { channel: "mail" })).toBe(0);
    expect(valueOf(later, "outbox_failed_messages", { channel: "mail" })).toBe(0);
  });
});

describe("a scrape while the database is away", () => {
  it("answers 200 with database_up 0 and no outbox gauges when the database fails or does not answer", async () => {
    // closed: every query fails at once
    const closed = await testDatabases[0]!.open();
    await closed.close();
    // a PostgreSQL that accepts connections and never answers
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => void sockets.push(socket));
    const silentPort = await listen(silent);
    const hanging = await createDb({ databaseUrl: `postgres://site@127.0.0.1:${silentPort}/site` });
    try {
      for (const db of [closed.db, hanging.db]) {
        const metrics = createMetricsServer({ db, log, dbTimeoutMs: 300 });
        const metricsBase = `http://127.0.0.1:${await listen(metrics)}`;
        try {
          const started = Date.now();
          const e = await scrape(metricsBase);
          expect(Date.now() - started).toBeLessThan(2000);
          expect(valueOf(e, "database_up")).toBe(0);
          expect(e.samples.filter((s) => s.name.startsWith("outbox_") && s.name !== "outbox_deliveries_total")).toEqual(
            [],
          );
          expect(valueOf(e, "process_resident_memory_bytes")).toBeGreaterThan(0);
        } finally {
          await close(metrics);
        }
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await hanging.close().catch(() => {});
    }
  }, 20_000);
});

describe("the forms' counters", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
  });
  afterAll(() => handle.close());

  const schema = z.object({ name: z.string() });
  const value = async (name: string, labels: Record<string, string>) =>
    valueOf(parseExposition(await registry.metrics()), name, labels) ?? 0;

  it("counts bookings made and refused (by action and code) and rate-limit refusals by form", async () => {
    const env = testEnv();
    const submit = (path: string, result: "made" | "slot-taken", form: "booking" | "contact" = "booking") =>
      submitForm({
        request: formRequest(path, { name: "Ada" }, env),
        context: testContext(handle, env),
        form,
        schema,
        transact: async () => {
          if (result === "slot-taken") return new FormRefusal(409, "booking.errors.slotTaken", "slot-taken");
          return null;
        },
        successUrl: () => "/strategiegespraech/danke",
      });
    const made = { action: "book" };
    const moved = { action: "move" };
    const taken = { action: "book", reason: "slot-taken" };
    const start = {
      made: await value("bookings_made_total", made),
      moved: await value("bookings_made_total", moved),
      taken: await value("bookings_refused_total", taken),
    };
    await submit("/strategiegespraech", "made");
    await submit("/strategiegespraech", "slot-taken");
    await submit("/strategiegespraech", "slot-taken");
    await submit("/strategiegespraech/termin/abc/verschieben", "made");
    // another form's outcomes are not bookings
    await submit("/kontakt", "made", "contact");
    expect(await value("bookings_made_total", made)).toBe(start.made + 1);
    expect(await value("bookings_made_total", moved)).toBe(start.moved + 1);
    expect(await value("bookings_refused_total", taken)).toBe(start.taken + 2);

    const limited = testEnv({ RATE_LIMIT_DISABLED: "0", RATE_LIMIT_MAX: "1" });
    const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const contact = () =>
      submitForm({
        request: formRequest("/kontakt", { name: "Ada" }, limited),
        context: testContext(handle, limited, client),
        form: "contact",
        schema,
        transact: async () => null,
        successUrl: () => "/kontakt/danke",
      });
    const refusals = await value("rate_limit_refusals_total", { form: "contact" });
    expect(outcome(await contact()).status).toBe(303);
    expect(outcome(await contact()).status).toBe(429);
    expect(await value("rate_limit_refusals_total", { form: "contact" })).toBe(refusals + 1);
  });
});

// The server process: the listener exists only with METRICS_PORT, and stops with the server.

const startFile = join(process.cwd(), "build", "start.js");

/** The TCP ports a process listens on (Linux: its socket inodes in /proc/net/tcp and tcp6). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  const ports: number[] = [];
  for (const table of ["tcp", "tcp6"]) {
    const file = `/proc/${pid}/net/${table}`;
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (fields[3] === "0A" && inodes.has(fields[9])) ports.push(parseInt(fields[1]!.split(":")[1]!, 16));
    }
  }
  return ports.sort((x, y) => x - y);
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  const port = await listen(server);
  server.close();
  return port;
}

async function startServer(vars: Record<string, string>) {
  if (!existsSync(startFile)) throw new Error(`${startFile} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [startFile], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      SESSION_SECRET: "metrics-test-secret-metrics-test-secret",
      ALLOW_INSECURE_COOKIES: "1",
      RETENTION_INTERVAL_MINUTES: "0",
      PGLITE_DIR: "memory://",
      SHUTDOWN_DRAIN_MS: "0",
      ...vars,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  for (let i = 0; ; i++) {
    const ready = await send(base, "/readyz").catch(() => null);
    if (ready?.status === 200) break;
    if (i > 600 || child.exitCode !== null) throw new Error(`the server did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // "metrics listening" is logged once the listener is up
  for (let i = 0; vars.METRICS_PORT && !output.includes("metrics listening"); i++) {
    if (i > 100) throw new Error(`no metrics listener:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port, base, output: () => output };
}

describe("the server process", () => {
  it("listens on METRICS_PORT only when it is set, and closes it at shutdown", async () => {
    const metricsPort = await freePort();
    const on = await startServer({ METRICS_PORT: String(metricsPort) });
    try {
      expect(listeningPorts(on.child.pid!)).toEqual([on.port, metricsPort].sort((x, y) => x - y));
      const e = await scrape(`http://127.0.0.1:${metricsPort}`);
      expect(valueOf(e, "database_up")).toBe(1);
      expect(e.types.has("http_request_duration_seconds")).toBe(true);
      expect((await send(on.base, "/metrics")).status).toBe(404);
      expect(on.output()).toContain(`"url":"http://127.0.0.1:${metricsPort}/metrics"`);
      const exited = once(on.child, "exit");
      on.child.kill("SIGTERM");
      const [code] = await exited;
      expect(code, on.output()).toBe(0);
      await expect(send(`http://127.0.0.1:${metricsPort}`, "/metrics")).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      on.child.kill("SIGKILL");
    }

    const off = await startServer({});
    try {
      expect(listeningPorts(off.child.pid!)).toEqual([off.port]);
      expect(off.output()).not.toContain("metrics listening");
      expect((await send(off.base, "/metrics")).status).toBe(404);
    } finally {
      off.child.kill("SIGKILL");
    }
  }, 120_000);
});
