import { createHash } from "node:crypto";
import type { Env } from "~/lib/env.server";
import type { Variant } from "~/lib/variant.server";
import { analyticsBootstrapScript } from "./analytics";

/**
 * GA4 on a page, when configured: its id and the inline bootstrap (Consent Mode defaults, and the
 * config when the visitor's cookie says they accepted). The root loader renders it; the page's CSP
 * allows exactly this text by its hash where the page carries no nonce (ADR 064).
 */
export function pageAnalytics(env: Env, variant: Variant): { measurementId: string; bootstrap: string } | null {
  const measurementId = env.GA_MEASUREMENT_ID;
  if (!measurementId) return null;
  return { measurementId, bootstrap: analyticsBootstrapScript(measurementId, variant.consent === "granted") };
}

/** A CSP source that allows exactly this inline script text. */
export const scriptHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
