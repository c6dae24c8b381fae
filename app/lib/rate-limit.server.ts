import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { Address6 } from "ip-address";
import { sql } from "kysely";
import type { DB } from "./db.server";
import type { Env } from "./env.server";

// Rate limits per form and client, counted in PostgreSQL so they hold across instances.
// The client address is never stored: the bucket is an HMAC of form and address (an IPv6 client
// is counted by its /64, or by its /56 where one person's allocation counts: rateLimitClient).

export interface RateLimitResult {
  ok: boolean;
  /** seconds until the current window ends */
  retryAfter: number;
}

const NAT64 = new Address6("64:ff9b::/96");

/**
 * Who a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (a client owns a
 * whole /64 and can take any address in it) or, with `v6Prefix` 56, by its /56 (what a provider
 * commonly gives one household: 256 /64s). IPv4-mapped IPv6 (`::ffff:1.2.3.4`, also in hex),
 * NAT64 (`64:ff9b::1.2.3.4`) and 6to4 (`2002:0102:0304::/48`) count as the IPv4 address; zone ids
 * (`%eth0`), brackets and a port from a proxy header are dropped. Anything else (e.g. "unknown")
 * is used as it is.
 */
export function rateLimitClient(clientAddress: string, v6Prefix: 56 | 64 = 64): string {
  let address = clientAddress.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return clientAddress.trim();
  const ip = new Address6(address);
  if (ip.isMapped4() || ip.isInSubnet(NAT64)) return ip.to4().correctForm();
  if (ip.is6to4()) return ip.inspect6to4().gateway;
  const groups = ip
    .canonicalForm()
    .split(":")
    .slice(0, 4)
    .map((group, i) => parseInt(group, 16) & (i === 3 && v6Prefix === 56 ? 0xff00 : 0xffff));
  return `${groups.map((group) => group.toString(16)).join(":")}::/${v6Prefix}`;
}

export function rateLimitBucket(form: string, clientAddress: string, secret: string, v6Prefix: 56 | 64 = 64) {
  const client = rateLimitClient(clientAddress, v6Prefix);
  const digest = createHmac("sha256", secret).update(`${form}\u0000${client}`).digest("base64url");
  return `${form}:${digest.slice(0, 22)}`;
}

export async function hitRateLimit(
  db: DB,
  env: Pick<Env, "RATE_LIMIT_DISABLED" | "RATE_LIMIT_MAX" | "RATE_LIMIT_WINDOW_SECONDS" | "SESSION_SECRET">,
  form: string,
  clientAddress: string,
  now = Date.now(),
  /** a limit of its own instead of RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS */
  limit?: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  if (env.RATE_LIMIT_DISABLED) return { ok: true, retryAfter: 0 };
  const windowMs = (limit?.windowSeconds ?? env.RATE_LIMIT_WINDOW_SECONDS) * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const bucket = rateLimitBucket(form, clientAddress, env.SESSION_SECRET);
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ bucket, window_start: windowStart })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
  return { ok: row.hits <= (limit?.max ?? env.RATE_LIMIT_MAX), retryAfter };
}

/** Deletes counters of windows that ended more than a day ago. */
export async function pruneRateLimits(db: DB, now = Date.now()) {
  const result = await db
    .deleteFrom("rate_limit_hits")
    .where("window_start", "<", new Date(now - 24 * 3600 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
