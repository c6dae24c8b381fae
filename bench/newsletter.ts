// npm run bench:newsletter: queueing an issue for 10,000 confirmed subscribers (the budget: 10 s),
// then, while the outbox drains it at NEWSLETTER_PER_MINUTE through a real SMTP server, how long a
// confirmation mail queued meanwhile takes to arrive. On PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, a fresh schema dropped at the end) and on PGlite.
import { sql } from "kysely";
import pg from "pg";
import { newsletterQueue, queueIssue } from "~/features/newsletter/sending.server";
import { createDb, type DbHandle } from "~/lib/db.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { enqueueEmail, renderEmail } from "~/lib/mail.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { migrateToLatest } from "#db/migrate";
import { startSmtp } from "../tests/integration/smtp";
import { benchIssue, confirmedSubscribers } from "./issue";

const SUBSCRIBERS = 10_000;
const QUEUE_BUDGET_MS = 10_000;
const DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const env = parseEnv({
  NODE_ENV: "test",
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
  LOG_LEVEL: "silent",
});
const log = createLogger({ level: "silent" });

const issue = benchIssue();

async function measure(name: string, handle: DbHandle) {
  await migrateToLatest(handle.db);
  await confirmedSubscribers(handle.db, SUBSCRIBERS);
  let started = performance.now();
  const result = await queueIssue(handle.db, env, issue);
  const queueMs = performance.now() - started;

  // draining at the default rate and at a fast one; a confirmation queued meanwhile, timed to its arrival
  const smtp = await startSmtp();
  const mailer = await smtpMailer(smtp.url);
  const confirmationMs: number[] = [];
  const drained: number[] = [];
  for (const perMinute of [env.NEWSLETTER_PER_MINUTE, 6000]) {
    await sql`update newsletter_deliveries set claimed_at = null`.execute(handle.db);
    const before = smtp.mails.length;
    const outbox = createOutbox({
      db: handle.db,
      env: { ...env, OUTBOX_POLL_MS: 1000 },
      log,
      mailer,
      sideQueue: newsletterQueue({ db: handle.db, env: { ...env, NEWSLETTER_PER_MINUTE: perMinute }, log }),
    });
    outbox.start();
    await new Promise((r) => setTimeout(r, 3000));
    const to = `new-${perMinute}@example.com`;
    await enqueueEmail(handle.db, {
      kind: "newsletter-confirmation",
      to,
      content: renderEmail({ lng: "de", subject: "Bestätigen", heading: "Bestätigen", paragraphs: ["Klick"] }),
    });
    started = performance.now();
    outbox.wake();
    while (!smtp.mails.some((m) => m.to.includes(to))) await new Promise((r) => setTimeout(r, 5));
    confirmationMs.push(performance.now() - started);
    drained.push(smtp.mails.length - before - 1);
    await outbox.stop();
  }
  mailer.close();
  await smtp.close();
  console.log(
    `${name}: ${result.queued} subscribers queued in ${Math.round(queueMs)} ms (budget ${QUEUE_BUDGET_MS} ms); ` +
      `draining at ${env.NEWSLETTER_PER_MINUTE}/min: ${drained[0]} mails in 3 s, a confirmation arrived after ` +
      `${Math.round(confirmationMs[0]!)} ms; at 6000/min: ${drained[1]} mails in 3 s, a confirmation after ${Math.round(confirmationMs[1]!)} ms`,
  );
  return queueMs <= QUEUE_BUDGET_MS;
}

const schema = `bench_nl_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: DB_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
let ok = true;
try {
  const postgres = await createDb({ databaseUrl: DB_URL, searchPath: schema, poolMax: 4 });
  ok = (await measure("PostgreSQL", postgres)) && ok;
  await postgres.close();
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
const pglite = await createDb({ pgliteDir: "memory://" });
ok = (await measure("PGlite", pglite)) && ok;
await pglite.close();
process.exit(ok ? 0 : 1);
