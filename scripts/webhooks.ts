// npm run webhooks [-- --all]: the webhook events not delivered yet (pending, sending, failed with
// their last error; --all includes delivered ones). npm run webhooks -- --replay ID: sends event
// ID (its #number) again: due at once, its tries counted anew, and sent now when WEBHOOK_URL and
// WEBHOOK_SECRET are set here too (else by the running server within OUTBOX_POLL_MS).
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { createWebhookWorker } from "~/lib/webhooks.server";
import { openCliDb } from "./db-cli";

const args = process.argv.slice(2);
const replay = args.includes("--replay") ? args[args.indexOf("--replay") + 1] : undefined;
const handle = await openCliDb();
try {
  if (replay !== undefined) {
    if (!/^\d{1,18}$/.test(replay))
      throw new Error(`--replay takes an event's number (#N in the list), not "${replay}"`);
    const row = await handle.db
      .updateTable("webhook_deliveries")
      .set({ status: "pending", attempts: 0, next_attempt_at: new Date(), locked_until: null })
      .where("id", "=", replay as never)
      .returning(["id", "event_type", "url"])
      .executeTakeFirst();
    if (!row) throw new Error(`no webhook event #${replay}`);
    const env = parseEnv({ ...process.env, NODE_ENV: "development" });
    if (env.WEBHOOK_URL?.length && env.WEBHOOK_SECRET) {
      const worker = createWebhookWorker({ db: handle.db, env, log: createLogger({ level: "warn" }) });
      await worker.runOnce();
      const after = await handle.db
        .selectFrom("webhook_deliveries")
        .select(["status", "last_error"])
        .where("id", "=", replay as never)
        .executeTakeFirstOrThrow();
      console.log(`#${row.id} ${row.event_type}: ${after.status}${after.last_error ? ` (${after.last_error})` : ""}`);
    } else {
      console.log(`#${row.id} ${row.event_type}: queued again; the server sends it within OUTBOX_POLL_MS`);
    }
  } else {
    const all = args.includes("--all");
    let query = handle.db
      .selectFrom("webhook_deliveries")
      .select(["id", "created_at", "event_type", "url", "status", "attempts", "next_attempt_at", "last_error"])
      .orderBy("id");
    if (!all) query = query.where("status", "!=", "delivered");
    const rows = await query.execute();
    for (const r of rows) {
      // the receiver's host only: its address may carry a token of its own
      console.log(
        `#${r.id} ${r.status.padEnd(9)} ${r.event_type.padEnd(22)} to ${new URL(r.url).host}  tries ${r.attempts}` +
          `  created ${r.created_at.toISOString()}${r.status === "pending" ? `  due ${new Date(r.next_attempt_at).toISOString()}` : ""}` +
          (r.last_error ? `\n    last error: ${r.last_error}` : ""),
      );
    }
    console.log(
      rows.length === 0 ? (all ? "no webhook events" : "every webhook event delivered") : `${rows.length} event(s)`,
    );
  }
} finally {
  await handle.close();
}
