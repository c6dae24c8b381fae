import { useState } from "react";
import { useNonce } from "~/lib/nonce";
import type { ConsentStatus } from "./consent";
import { analyticsBootstrapScript } from "./analytics";

/**
 * The first script in <head> when GA4 is configured: the consent defaults, and the gtag.js loader
 * only when the visitor has accepted (docs/decisions/031-ga4-consent-mode.md). It renders what the
 * server rendered and never changes after hydration (scripts inserted by React do not run anyway);
 * a choice made later on the page loads or stops analytics through the banner.
 */
export function AnalyticsScript({
  measurementId,
  consent,
}: {
  measurementId: string | undefined;
  consent: ConsentStatus | null | undefined;
}) {
  const nonce = useNonce();
  const [script] = useState(() =>
    measurementId ? analyticsBootstrapScript(measurementId, consent === "granted") : null,
  );
  if (!script) return null;
  // The browser hides nonce values from the DOM, so the attribute differs at hydration.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
