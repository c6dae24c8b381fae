import type { DB, DbHandle } from "./db.server";
import type { Env } from "./env.server";
import type { Fresh } from "./fresh.server";
import type { Logger } from "./log.server";
import type { Variant } from "./variant.server";

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
  /** the cookies the page was rendered for, set by the root loader (server/render-cache.ts) */
  renderedVariant?: Variant;
  /** shutdown began: /readyz answers 503 so load balancers stop sending (server/index.ts) */
  lifecycle?: { stopping: boolean };
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
  interface Future {
    v3_singleFetch: true;
  }
}
