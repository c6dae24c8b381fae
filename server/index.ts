import { createServer, type ServerResponse } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { availability } from "~/features/booking/content.server";
import { ContentError } from "~/lib/content-file.server";
import { createDb, type DbHandle } from "~/lib/db.server";
import { EnvError, parseEnv, type Env } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { createRetentionJob } from "~/lib/retention.server";
import { contentDir } from "~/lib/content-dir.server";
import { sampleContentWarning, scanSampleContent } from "~/lib/sample-content.server";
import { site } from "~/lib/site";
import { migrateToLatest } from "#db/migrate";
import { createApp } from "./app";

// The production server: validate the environment, open and migrate the database, then serve.
// Built to build/start.js by scripts/build-server.ts; `npm start` builds and runs it.

const started = performance.now();
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");

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

// The consultant's booking hours (app/content/booking.yaml, ADR 065) are read here once, so a
// mistake in them stops the start with the file and the field named, instead of every visit of the
// booking page failing later.
try {
  availability();
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`Cannot start: ${error.message}\nThe comments at the top of booking.yaml explain each field.`);
    process.exit(1);
  }
  throw error;
}

// Sample content still in use (ADR 058): one warning line in production, naming the command that
// lists it. Only a count is logged; a failing scan never stops the server. The scan reads every
// content file (about 250 ms), so it runs a few seconds after the server is ready, not before.
function warnAboutSampleContent() {
  try {
    const count = scanSampleContent({ contentDir: contentDir(), siteSample: site.sample }).length;
    const warning = sampleContentWarning(env.isProduction, count);
    if (warning) log.warn(warning);
  } catch (error) {
    log.warn("sample content check failed", { error: error as Error });
  }
}

async function openDatabase(): Promise<DbHandle> {
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

// The app's build loads (about 200 ms of module loading) while the database connects and migrations
// are checked; both are needed before the server listens.
const buildLoaded = import(pathToFileURL(join(here, "server", "index.js")).href) as Promise<ServerBuild>;
buildLoaded.catch(() => {}); // awaited below; a failure there ends the start

let dbHandle: DbHandle;
try {
  dbHandle = await openDatabase();
} catch (error) {
  log.error("cannot open the database", {
    error: error as Error,
    database: env.DATABASE_URL ? "postgres (DATABASE_URL)" : `pglite (${env.PGLITE_DIR})`,
  });
  process.exit(1);
}

const build = await buildLoaded;
const mailer = env.SMTP_URL ? await smtpMailer(env.SMTP_URL) : null;
const outbox = createOutbox({ db: dbHandle.db, env, log: log.child({ worker: "outbox" }), mailer });
outbox.start();
// Deletes expired data (docs/operations.md, "Data retention"); one instance at a time.
const retention = createRetentionJob({ db: dbHandle.db, env, log: log.child({ worker: "retention" }) });
retention.start();
const lifecycle = { stopping: false };
const app = createApp({ build, dbHandle, env, log, outbox, publicDir: join(root, "public"), lifecycle });
const server = createServer(app);
server.keepAliveTimeout = 65_000;
// a request must arrive whole within 30 s (a form body is at most 64 KB): a client sending one
// byte a second cannot hold a connection, nor a shutdown, for long
server.requestTimeout = 30_000;
// requests not yet answered: shutdown waits for them before it closes the database
let inFlight = 0;
server.on("request", (_req, res: ServerResponse) => {
  inFlight++;
  res.once("close", () => inFlight--);
});

server.listen(env.PORT, env.HOST, () => {
  log.info("listening", {
    url: `http://localhost:${env.PORT}`,
    database: dbHandle.kind,
    startupMs: Math.round(performance.now() - started),
  });
  if (env.isProduction) setTimeout(warnAboutSampleContent, 3000).unref();
});

/**
 * Stopping (docs/operations.md, "Shutdown"): /readyz answers 503 at once, so a load balancer
 * stops sending; after SHUTDOWN_DRAIN_MS the server takes no new connections, the outbox claims no
 * more mail and finishes what it is sending, requests in flight are answered, and only then the
 * database pool closes. Requests still unanswered REQUEST_GRACE_MS after the listener closed are
 * cut off (their connections closed), so one slow client cannot keep the database from closing
 * cleanly. A request that still meets the closed pool gets the 503 page with its values (the
 * database counts as unavailable), never a 500.
 */
const REQUEST_GRACE_MS = 10_000;
async function shutdown(signal: string) {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  log.info("shutting down", { signal, inFlight });
  const force = setTimeout(
    () => {
      log.warn("shutdown took too long, exiting", { inFlight });
      process.exit(1);
    },
    env.SHUTDOWN_DRAIN_MS + REQUEST_GRACE_MS + 5_000,
  );
  force.unref();
  if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_MS));
  server.close();
  server.closeIdleConnections();
  await Promise.all([outbox.stop(), retention.stop(), requestsDone()]);
  mailer?.close();
  await dbHandle.close().catch((error: Error) => log.warn("closing the database failed", { error }));
  log.info("stopped", { signal });
  process.exit(0);
}

async function requestsDone() {
  const deadline = Date.now() + REQUEST_GRACE_MS;
  while (inFlight > 0) {
    if (Date.now() > deadline) {
      log.warn("requests still unanswered at shutdown, closing their connections", { inFlight });
      server.closeAllConnections();
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
    // keep-alive connections that have finished their request are closed as they go idle
    server.closeIdleConnections();
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
