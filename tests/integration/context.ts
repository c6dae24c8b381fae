import type { AppLoadContext } from "@remix-run/node";
import { HONEYPOT_NAME } from "~/features/forms/honeypot.server";
import type { DbHandle } from "~/lib/db.server";
import { parseEnv, type Env } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { defaultVariant } from "~/lib/variant.server";

// Load contexts and form requests for calling route actions directly in tests.

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    SESSION_SECRET: "integration-test-secret-integration-test-secret",
    SITE_URL: "http://site.test",
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

export function testContext(handle: DbHandle, env = testEnv(), clientAddress = "203.0.113.7"): AppLoadContext {
  let wakes = 0;
  return {
    db: handle.db,
    dbHandle: handle,
    env,
    log: createLogger({ level: "silent" }),
    requestId: "test-request",
    clientAddress,
    variant: defaultVariant,
    outbox: {
      wake: () => {
        wakes++;
      },
      get wakes() {
        return wakes;
      },
    } as { wake(): void },
  };
}

/** A POST as the browser sends it, with the honeypot fields a rendered form carries. */
export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  env: Env,
  options: { honeypot?: boolean; headers?: Record<string, string> } = {},
): Request {
  const body = new URLSearchParams();
  if (options.honeypot !== false) {
    body.set(HONEYPOT_NAME, "");
  }
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return new Request(`http://site.test${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
  });
}

/**
 * The data a loader or action returned, as the route's type says: what data() wraps (matched by
 * the shape of Remix's DataWithResponseInit, as Remix's own types match it), or the value itself;
 * a Response (a redirect) has none.
 */
export type ReturnedData<T> = T extends Response
  ? never
  : T extends { type: string; data: infer D; init: ResponseInit | null }
    ? D
    : T;

/** What a loader or action returned: a redirect Response or a data() result with init. */
export interface Outcome<D> {
  status: number;
  location?: string | null;
  data?: D;
  headers: Headers;
}

export function outcome<T>(result: T): Outcome<ReturnedData<T>> {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), headers: result.headers };
  }
  if (isDataWithInit(result)) {
    return { status: result.init?.status ?? 200, data: result.data, headers: new Headers(result.init?.headers) };
  }
  return { status: 200, data: result as ReturnedData<T>, headers: new Headers() };
}

function isDataWithInit<T>(
  result: T,
): result is T & { type: "DataWithResponseInit"; data: ReturnedData<T>; init: ResponseInit | null } {
  return typeof result === "object" && result !== null && "type" in result && result.type === "DataWithResponseInit";
}
