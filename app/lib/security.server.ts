import { randomBytes } from "node:crypto";

// Security defaults (docs/decisions/005-security-defaults.md).

/** A base for resolving paths; only its origin matters (docs/security.md, "Open redirect"). */
const ORIGIN_PROBE = "https://site.invalid";
const MAX_REDIRECT = 2048;
// C0 and C1 control characters, DEL, and every whitespace character (tab, newline, NBSP …)
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `to` percent-decoded again and again until it stops changing; null when that fails. */
function decodings(to: string): string[] | null {
  const layers = [to];
  let current = to;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return null; // still changing after five rounds: nobody links like that
}

/** A path only on this site: starts with one slash, never `//` or `/\`. */
function isSitePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    path[1] !== "/" &&
    path[1] !== "\\" &&
    !CONTROL_OR_SPACE.test(path) &&
    !path.includes("\\") &&
    new URL(path, ORIGIN_PROBE).origin === ORIGIN_PROBE
  );
}

/**
 * Where a redirect may go: only a path on this site. The one sanitiser for every redirect target
 * taken from a request (docs/security.md, "Open redirect"; ADR 041). Falls back to `fallback` for
 * absolute and protocol-relative URLs (`//host`, `/\host`, `/.//host`, `/..//host`), backslashes,
 * percent-encoded slashes and backslashes in the path (also double-encoded: `%252f`), control
 * characters anywhere (also percent-encoded), raw whitespace, and anything longer than 2048
 * characters. What it returns is checked once more, so it never starts with `//` or `/\`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_REDIRECT) return fallback;
  if (!to.startsWith("/") || CONTROL_OR_SPACE.test(to) || to.includes("\\")) return fallback;
  const end = to.search(/[?#]/);
  const layers = decodings(end === -1 ? to : to.slice(0, end));
  const whole = decodings(to);
  if (!layers || !whole) return fallback;
  for (const path of layers) {
    // an empty segment (`//`, also after `/./` or `/../` is removed) or an encoded separator
    if (path.includes("//") || path.includes("\\") || /%(2f|5c)/i.test(path) || CONTROL.test(path)) {
      return fallback;
    }
  }
  if (whole.some((layer) => CONTROL.test(layer))) return fallback;
  let result: string;
  try {
    const url = new URL(to, ORIGIN_PROBE);
    if (url.origin !== ORIGIN_PROBE) return fallback;
    result = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  return isSitePath(result) && result.length <= MAX_REDIRECT ? result : fallback;
}

/** A CSP nonce: 128 random bits as base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface CspOptions {
  /**
   * this response's nonce: scripts it names may run and load others ('strict-dynamic'). Without
   * one (a page a cache may keep, ADR 064), scripts run only from this origin, the extra hosts and
   * the inline texts whose hashes `scriptHashes` lists.
   */
  nonce?: string;
  /** CSP hash sources ('sha256-…') of inline scripts allowed on a page without a nonce */
  scriptHashes?: string[];
  /** extra script/img/connect hosts (GA4 when configured: docs/decisions/031-ga4-consent-mode.md) */
  scriptHosts?: string[];
  connectHosts?: string[];
  imgHosts?: string[];
  /** development: allow the live-reload socket */
  development?: boolean;
}

/** The enforced Content-Security-Policy of every HTML response. */
export function contentSecurityPolicy(o: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...(o.nonce ? [`'nonce-${o.nonce}'`, "'strict-dynamic'"] : (o.scriptHashes ?? [])),
      ...(o.scriptHosts ?? []),
    ],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", ...(o.imgHosts ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(o.connectHosts ?? []), ...(o.development ? ["ws:"] : [])],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A state-changing request sent by a browser from another site: its Origin (or, without one,
 * Sec-Fetch-Site) says so. Requests without either (curl, server-to-server) pass: they carry
 * no visitor's cookies to abuse, and SameSite=Lax covers older browsers.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { get(name: string): string | null },
  allowedOrigins: string[],
): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin) return origin === "null" || !allowedOrigins.includes(origin);
  const site = headers.get("sec-fetch-site");
  return site === "cross-site";
}
