import { randomUUID } from "node:crypto";
import { sql, type RawBuilder } from "kysely";
import { Webhook } from "standardwebhooks";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./log.server";
import { outboxDeliveries } from "./metrics.server";
import { createPoller } from "./poller.server";

// Webhooks to the consultant's other systems (a CRM, a spreadsheet, an automation tool), as the
// Standard Webhooks specification defines them (docs/decisions/068-webhooks.md): every lead,
// booking change and newsletter confirmation is an event `{ type, timestamp, data }`, POSTed as
// JSON to each WEBHOOK_URL with `webhook-id`, `webhook-timestamp` and `webhook-signature` (signed
// with WEBHOOK_SECRET by the `standardwebhooks` library). Events are rows of webhook_deliveries,
// written in the transaction of what they report, and sent by this worker as the mail outbox
// sends mail: claimed with FOR UPDATE SKIP LOCKED (any number of instances, each event once),
// retried on a timeout or a non-2xx with the same webhook-id, never on the visitor's time.

export type WebhookEventType =
  | "lead.created"
  | "booking.created"
  | "booking.rescheduled"
  | "booking.cancelled"
  | "newsletter.confirmed"
  | "newsletter.unsubscribed"
  | "newsletter.issue.sent";

export interface WebhookEvent {
  type: WebhookEventType;
  /** what the visitor typed, ids and times the site made; never a token, a secret or a link */
  data: Record<string, unknown>;
  /** the row it reports (erasure and retention find the event by it) */
  lead?: { table: string; id: string };
  /** the person's address, when the event names one (erasure) */
  email?: string;
}

/**
 * The retry schedule after a failed try (Standard Webhooks' suggestion): 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h. After the eighth try (about 28 hours after the first) the event is `failed`;
 * `npm run webhooks -- --replay ID` sends it again.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
/** how long a claimed event stays this worker's (well above the send's timeout) */
const LOCK_SECONDS = 120;

type WebhookEnv = Pick<Env, "WEBHOOK_URL" | "WEBHOOK_SECRET">;

/** The rows of events, one per receiver; none when no WEBHOOK_URL is set. */
function deliveries(env: WebhookEnv, events: WebhookEvent[], at = new Date()) {
  const urls = env.WEBHOOK_URL ?? [];
  return events.flatMap((event) => {
    const eventId = randomUUID();
    const payload = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
    return urls.map((url) => ({
      event_id: eventId,
      event_type: event.type,
      url,
      payload,
      lead_table: event.lead?.table ?? null,
      lead_id: event.lead?.id || null,
      email: event.email ?? null,
    }));
  });
}

/**
 * The database call that queues events inside a statement (queue_webhooks, migration
 * 2026-11-27-02), or null when no receiver is configured. `leadId`: the lead the same statement
 * inserts, whose id goes into each event's `data.id`.
 */
export function queueWebhooksCall(
  env: WebhookEnv,
  events: WebhookEvent[],
  leadId: RawBuilder<unknown> | null = null,
): RawBuilder<number> | null {
  const rows = deliveries(env, events);
  if (rows.length === 0) return null;
  return sql<number>`queue_webhooks(${JSON.stringify(rows)}::jsonb, ${leadId ?? sql`null`}::bigint)`;
}

/** Queues events in the caller's transaction (or as a statement of its own). */
export async function queueWebhooks(db: DB, env: WebhookEnv, events: WebhookEvent[]): Promise<void> {
  const call = queueWebhooksCall(env, events);
  if (call) await sql`select ${call}`.execute(db);
}

/** What a receiver gets for one try: the body, and the headers signed for this try's time. */
export function signedRequest(secret: string, delivery: { event_id: string; payload: string }, at = new Date()) {
  const id = `msg_${delivery.event_id.replaceAll("-", "")}`;
  return {
    body: delivery.payload,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(id, at, delivery.payload),
    },
  };
}

interface Claimed {
  id: string;
  event_id: string;
  url: string;
  payload: string;
  attempts: number;
}

export interface WebhookWorker {
  /** send what is due now (returns how many were delivered) */
  runOnce(): Promise<number>;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createWebhookWorker({
  db,
  env,
  log,
}: {
  db: DB;
  env: Pick<Env, "WEBHOOK_URL" | "WEBHOOK_SECRET" | "WEBHOOK_TIMEOUT_MS" | "OUTBOX_POLL_MS">;
  log: Logger;
}): WebhookWorker {
  let stopping = false;

  async function claim(): Promise<Claimed | null> {
    const { rows } = await sql<Claimed>`
      update webhook_deliveries
         set status = 'sending', locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = attempts + 1
       where id in (
         select id from webhook_deliveries
          where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
          order by next_attempt_at, id
          limit 1
          for update skip locked)
      returning id, event_id, url, payload, attempts`.execute(db);
    return rows[0] ?? null;
  }

  /** One try; the reason it failed ("HTTP 503", "timeout"), or null when the receiver took it. */
  async function send(delivery: Claimed): Promise<string | null> {
    const { body, headers } = signedRequest(env.WEBHOOK_SECRET!, delivery);
    try {
      const response = await fetch(delivery.url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(env.WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`;
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") return `timeout after ${env.WEBHOOK_TIMEOUT_MS} ms`;
      // the cause names the network error (ECONNREFUSED …), never the receiver's address
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return cause ? `network error ${cause}` : "network error";
    }
  }

  async function deliver(delivery: Claimed): Promise<boolean> {
    const failure = await send(delivery);
    const delay = RETRY_DELAYS_SECONDS[delivery.attempts - 1];
    // only while the claim is still this worker's (attempts is its token)
    const mine = sql<boolean>`id = ${delivery.id} and attempts = ${delivery.attempts} and status = 'sending'`;
    if (!failure) {
      await sql`update webhook_deliveries set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null where ${mine}`.execute(
        db,
      );
      outboxDeliveries.inc({ channel: "webhook", result: "sent" });
      return true;
    }
    outboxDeliveries.inc({ channel: "webhook", result: delay === undefined ? "failed" : "retry" });
    if (delay === undefined) {
      await sql`update webhook_deliveries set status = 'failed', locked_until = null, last_error = ${failure} where ${mine}`.execute(
        db,
      );
      log.warn("webhook failed for good", {
        id: delivery.id,
        type: "webhook",
        attempts: delivery.attempts,
        reason: failure,
      });
    } else {
      await sql`update webhook_deliveries set status = 'pending', locked_until = null, last_error = ${failure},
                 next_attempt_at = now() + make_interval(secs => ${delay}) where ${mine}`.execute(db);
      log.info("webhook not delivered, retrying", {
        id: delivery.id,
        attempts: delivery.attempts,
        reason: failure,
        retryInSeconds: delay,
      });
    }
    return false;
  }

  async function runOnce(): Promise<number> {
    if (!env.WEBHOOK_URL?.length || !env.WEBHOOK_SECRET) return 0;
    let delivered = 0;
    while (!stopping) {
      const delivery = await claim();
      if (!delivery) break;
      if (await deliver(delivery)) delivered++;
    }
    return delivered;
  }

  const poller = createPoller({
    intervalMs: env.OUTBOX_POLL_MS,
    run: runOnce,
    onError: (error) => log.warn("webhook run failed", { error }),
  });

  return {
    runOnce,
    wake: () => poller.wake(),
    start() {
      if (!env.WEBHOOK_URL?.length) return;
      stopping = false;
      poller.start();
    },
    async stop() {
      stopping = true;
      await poller.stop();
    },
  };
}
