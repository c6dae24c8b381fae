import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as build from "@remix-run/dev/server-build";
import closeWithGrace from "close-with-grace";
import { bookingSettings } from "~/features/booking/content.server";
import { ContentError } from "~/lib/content-file.server";
import { contentDir } from "~/lib/content-dir.server";
import { createDb, type DbHandle } from "~/lib/db.server";
import { EnvError, parseEnv, type Env } from "~/lib/env.server";
import { createLogger, type Logger } from "~/lib/log.server";
import { newsletterQueue } from "~/features/newsletter/sending.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { createRetentionJob } from "~/lib/retention.server";
import { createWebhookWorker } from "~/lib/webhooks.server";
import { sampleContentWarning, scanSampleContent } from "~/lib/sample-content.server";
import { site } from "~/lib/site";
import { migrateToLatest } from "#db/migrate";
import { createApp, refuseConnect } from "./app";
import { createMetricsServer } from "./metrics";

// The production server: validate the environment and the booking settings, open and migrate the
// database, then serve (and, with METRICS_PORT, the metrics on a listener of their own); stop
// gracefully. Compiled by Remix together with the app into one module (build/server/index.js,
// remix.config.js `server`), so server and app share every module; build/start.js only calls main().

/** Requests still unanswered this long after the listener closed are cut off (their connections closed). */
const REQUEST_GRACE_MS = 10_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function main() {
  const started = performance.now();
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Cannot start: ${error.message}\nSee .env.example for every variable and its default.`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger({ level: env.LOG_LEVEL, json: env.isProduction });

  // booking.yaml (ADR 065) is read here once, so a mistake in it stops the start with the file and
  // field named, instead of every visit of the booking page failing later
  try {
    bookingSettings();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Cannot start: ${error.message}\nThe comments at the top of booking.yaml explain each field.`);
      process.exit(1);
    }
    throw error;
  }

  let dbHandle: DbHandle;
  try {
    dbHandle = await openDatabase(env, log);
  } catch (error) {
    log.error("cannot open the database", {
      error: error as Error,
      database: env.DATABASE_URL ? "postgres (DATABASE_URL)" : `pglite (${env.PGLITE_DIR})`,
    });
    process.exit(1);
  }

  const mailer = env.SMTP_URL ? await smtpMailer(env.SMTP_URL) : null;
  const outboxLog = log.child({ worker: "outbox" });
  // newsletter issues (ADR 071) go out when none of the site's own mails is due
  const sideQueue = newsletterQueue({ db: dbHandle.db, env, log: outboxLog });
  const outbox = createOutbox({ db: dbHandle.db, env, log: outboxLog, mailer, sideQueue });
  outbox.start();
  // events to the consultant's other systems (WEBHOOK_URL; ADR 068)
  const webhooks = createWebhookWorker({ db: dbHandle.db, env, log: log.child({ worker: "webhooks" }) });
  webhooks.start();
  // what an action queued goes out at once
  const queued = {
    wake() {
      outbox.wake();
      webhooks.wake();
    },
  };
  // deletes expired data (docs/operations.md, "Data retention"); one instance at a time
  const retention = createRetentionJob({ db: dbHandle.db, env, log: log.child({ worker: "retention" }) });
  retention.start();
  const lifecycle = { stopping: false };
  const app = createApp({ build, dbHandle, env, log, outbox: queued, publicDir: join(root, "public"), lifecycle });
  const server = createServer(app);
  refuseConnect(server);
  server.keepAliveTimeout = 65_000;
  // a request must arrive whole within 30 s (a form body is at most 64 KB): a client sending one
  // byte a second cannot hold a connection, nor a shutdown, for long
  server.requestTimeout = 30_000;

  server.listen(env.PORT, env.HOST, () => {
    log.info("listening", {
      url: `http://localhost:${env.PORT}`,
      database: dbHandle.kind,
      startupMs: Math.round(performance.now() - started),
    });
    if (env.isProduction) setTimeout(() => warnAboutSampleContent(env, log), 3000).unref();
  });

  // Prometheus metrics on their own port, never the public one (docs/operations.md, "Metrics")
  const metricsServer = env.METRICS_PORT ? createMetricsServer({ db: dbHandle.db, log }) : null;
  if (metricsServer) {
    metricsServer.on("error", (error) => {
      log.error("cannot serve metrics", { error, port: env.METRICS_PORT, host: env.METRICS_HOST });
      process.exit(1);
    });
    metricsServer.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
      log.info("metrics listening", { url: `http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics` });
    });
  }

  // Stopping (docs/operations.md, "Shutdown"): /readyz answers 503 at once, so a load balancer
  // stops sending; after SHUTDOWN_DRAIN_MS the listener closes, the outbox claims no more mail and
  // finishes what it is sending, requests in flight are answered (those still unanswered
  // REQUEST_GRACE_MS later are cut off), and only then the database closes. close-with-grace
  // exits with 1 if all that takes longer than its delay.
  closeWithGrace(
    { delay: env.SHUTDOWN_DRAIN_MS + REQUEST_GRACE_MS + 5_000, skip: ["uncaughtException", "unhandledRejection"] },
    async ({ signal }) => {
      lifecycle.stopping = true;
      log.info("shutting down", { signal });
      if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_MS));
      await Promise.all([
        outbox.stop(),
        webhooks.stop(),
        retention.stop(),
        closeServer(server, log),
        ...(metricsServer ? [closeServer(metricsServer, log)] : []),
      ]);
      mailer?.close();
      await dbHandle.close().catch((error: Error) => log.warn("closing the database failed", { error }));
      log.info("stopped", { signal });
    },
  );
}

/** The listener closed; resolves once every request has been answered, or cut off after the grace. */
function closeServer(server: ReturnType<typeof createServer>, log: Logger): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => {
      log.warn("requests still unanswered at shutdown, closing their connections");
      server.closeAllConnections();
    }, REQUEST_GRACE_MS);
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    // keep-alive connections without a request now
    server.closeIdleConnections();
  });
}

async function openDatabase(env: Env, log: Logger): Promise<DbHandle> {
  const options = {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    poolMax: env.DB_POOL_MAX,
    onPoolError: (error: Error) => log.warn("database connection lost", { error }),
  };
  // PostgreSQL may still be starting next to us: retry for a while before giving up.
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    let handle: DbHandle | undefined;
    try {
      handle = await createDb(options);
      const applied = await migrateToLatest(handle.db);
      if (applied.length) log.info("migrations applied", { migrations: applied });
      return handle;
    } catch (error) {
      await handle?.close().catch(() => {});
      const retriable = env.DATABASE_URL && Date.now() < deadline && isConnectionError(error);
      if (!retriable) throw error;
      log.warn("database not reachable yet, retrying", { attempt, error: error as Error });
      await new Promise((r) => setTimeout(r, Math.min(500 * attempt, 3000)));
    }
  }
}

function isConnectionError(error: unknown) {
  const code = (error as { code?: string })?.code ?? "";
  const message = error instanceof Error ? error.message : "";
  return (
    ["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "ECONNRESET", "57P03"].includes(code) ||
    /timeout|terminat/i.test(message)
  );
}

// Sample content still in use (ADR 058): one warning line in production, naming the command that
// lists it; a count only. The scan reads every content file (about 250 ms), so it runs a few
// seconds after the server is ready; a failing scan never stops the server.
function warnAboutSampleContent(env: Env, log: Logger) {
  try {
    const count = scanSampleContent({ contentDir: contentDir(), siteSample: site.sample }).length;
    const warning = sampleContentWarning(env.isProduction, count);
    if (warning) log.warn(warning);
  } catch (error) {
    log.warn("sample content check failed", { error: error as Error });
  }
}
