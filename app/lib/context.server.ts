import type { DB, DbHandle } from "./db.server";
import type { Env } from "./env.server";
import type { Fresh } from "./fresh.server";
import type { Logger } from "./log.server";

// What every loader and action gets in `context` (built per request in server/app.ts).
export interface RequestContext {
  db: DB;
  dbHandle: DbHandle;
  env: Env;
  log: Logger;
  requestId: string;
  /** the client's address as the server saw it (behind a trusted proxy: from X-Forwarded-For) */
  clientAddress: string;
  /** the email outbox worker of this process: wake() sends newly queued mail at once */
  outbox?: { wake(): void };
  /** per-response values (nonce, submission ids, honeypot, request id) for the render cache */
  fresh: Fresh;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
