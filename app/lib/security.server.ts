import { randomBytes } from "node:crypto";

// Security defaults (docs/decisions/005-security-defaults.md).

/**
 * Where a redirect may go: only a path on this site. Anything else (absolute URLs,
 * protocol-relative //host, backslash tricks, control characters) falls back to `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://internal");
    if (url.host !== "internal") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface CspOptions {
  nonce: string;
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
    "script-src": ["'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'", ...(o.scriptHosts ?? [])],
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

/** Headers on every response (HTML, assets, resource routes). */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (siteUrl.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
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
