import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "./db.server";
import type { Env } from "./env.server";

// Rate limits per form and client, counted in PostgreSQL so they hold across instances.
// The client address is never stored: the bucket is an HMAC of form and address.

export interface RateLimitResult {
  ok: boolean;
  /** seconds until the current window ends */
  retryAfter: number;
}

export function rateLimitBucket(form: string, clientAddress: string, secret: string) {
  const digest = createHmac("sha256", secret).update(`${form}\u0000${clientAddress}`).digest("base64url");
  return `${form}:${digest.slice(0, 22)}`;
}

export async function hitRateLimit(
  db: DB,
  env: Pick<Env, "RATE_LIMIT_DISABLED" | "RATE_LIMIT_MAX" | "RATE_LIMIT_WINDOW_SECONDS" | "SESSION_SECRET">,
  form: string,
  clientAddress: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  if (env.RATE_LIMIT_DISABLED) return { ok: true, retryAfter: 0 };
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const bucket = rateLimitBucket(form, clientAddress, env.SESSION_SECRET);
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ bucket, window_start: windowStart })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
  return { ok: row.hits <= env.RATE_LIMIT_MAX, retryAfter };
}

/** Deletes counters of windows that ended more than a day ago. */
export async function pruneRateLimits(db: DB, now = Date.now()) {
  const result = await db
    .deleteFrom("rate_limit_hits")
    .where("window_start", "<", new Date(now - 24 * 3600 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
