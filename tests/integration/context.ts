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

/** What an action returned: a redirect Response or a data() result with init. */
export function outcome(result: unknown): {
  status: number;
  location?: string | null;
  data?: unknown;
  headers: Headers;
} {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), headers: result.headers };
  }
  const r = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  if (r && r.type === "DataWithResponseInit") {
    return { status: r.init?.status ?? 200, data: r.data, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}
