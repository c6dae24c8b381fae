import { useEffect, useState } from "react";
import { useNonce } from "~/lib/nonce";
import type { ConsentStatus } from "./consent";
import { analyticsBootstrapScript, loadGtagScript } from "./analytics";

/**
 * The first script in <head> when GA4 is configured: the consent defaults, and when the visitor
 * has accepted, the consent update and config (docs/decisions/031-ga4-consent-mode.md). gtag.js
 * itself is added once React has hydrated the page. The element renders what the server rendered
 * and never changes afterwards; a choice made later on the page loads or stops analytics through
 * the banner.
 */
export function AnalyticsScript({
  measurementId,
  consent,
}: {
  measurementId: string | undefined;
  consent: ConsentStatus | null | undefined;
}) {
  const nonce = useNonce();
  const [initial] = useState(() => ({ measurementId, granted: consent === "granted" }));
  useEffect(() => {
    if (initial.measurementId && initial.granted) loadGtagScript(initial.measurementId);
  }, [initial]);
  if (!initial.measurementId) return null;
  // The browser hides nonce values from the DOM, so the attribute differs at hydration.
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: analyticsBootstrapScript(initial.measurementId, initial.granted) }}
    />
  );
}
