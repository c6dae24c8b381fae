import { createCookie, type Cookie } from "@remix-run/node";
import { isConsentStatus, type ConsentStatus } from "./consent-status";
import { cookieDefaults } from "./cookies.server";
import type { Env } from "./env.server";

// The `consent` cookie: the analytics choice and the consent revision it was given for, so the
// server renders the right page (no banner flash, the analytics loader only when granted).
// HttpOnly like every cookie here: the browser learns the status from the root loader.

const YEAR = 60 * 60 * 24 * 365;
const cookies = new WeakMap<Env, Cookie>();

export function consentCookie(env: Env): Cookie {
  let cookie = cookies.get(env);
  if (!cookie) {
    cookie = createCookie("consent", { ...cookieDefaults(env), maxAge: YEAR });
    cookies.set(env, cookie);
  }
  return cookie;
}

interface StoredConsent {
  status: ConsentStatus;
  revision: number;
}

/** The choice in force: null when unset, unreadable, or given for another CONSENT_REVISION. */
export function readConsent(request: Request, env: Env): Promise<ConsentStatus | null> {
  return readConsentCookie(request.headers.get("Cookie"), env);
}

/** The same from a Cookie header (the render cache keys pages by it: app/lib/variant.server.ts). */
export async function readConsentCookie(cookieHeader: string | null, env: Env): Promise<ConsentStatus | null> {
  let value: unknown;
  try {
    value = await consentCookie(env).parse(cookieHeader);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const stored = value as Partial<StoredConsent>;
  if (!isConsentStatus(stored.status) || stored.revision !== env.CONSENT_REVISION) return null;
  return stored.status;
}

/** The Set-Cookie value for a choice, valid for one year and for the current revision. */
export function serializeConsent(status: ConsentStatus, env: Env): Promise<string> {
  const value: StoredConsent = { status, revision: env.CONSENT_REVISION };
  return consentCookie(env).serialize(value);
}
