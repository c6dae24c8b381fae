import type { DB, DbHandle } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./log.server";
import type { Variant } from "./variant.server";

// What every loader and action gets in `context` (built per request in server/app.ts).
export interface RequestContext {
  db: DB;
  dbHandle: DbHandle;
  env: Env;
  log: Logger;
  requestId: string;
  /** the preference cookies, read once per request (server/app.ts): the page is rendered for
   * them and the render cache keeps it under them (ADR 053) */
  variant: Variant;
  // `preferences`: the request's page, language and more (declared in app/preferences.server.ts)
  /** the client's address as the server saw it (behind a trusted proxy: from X-Forwarded-For) */
  clientAddress: string;
  /** the email outbox worker of this process: wake() sends newly queued mail at once */
  outbox?: { wake(): void };
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
