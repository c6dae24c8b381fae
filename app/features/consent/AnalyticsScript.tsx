import { useEffect, useState } from "react";
import { useNonce } from "~/lib/nonce";
import type { ConsentStatus } from "./consent";

/**
 * The first script in <head> when GA4 is configured: the consent defaults, and when the visitor
 * has accepted, the consent update and config (docs/decisions/031-ga4-consent-mode.md); the
 * script text comes from the root loader. gtag.js itself is added once React has hydrated the page
 * (its code loads only then). The element renders what the server rendered and never changes
 * afterwards; a choice made later on the page loads or stops analytics through the banner.
 */
export function AnalyticsScript({
  analytics,
  consent,
}: {
  analytics: { measurementId: string; bootstrap: string } | null;
  consent: ConsentStatus | null | undefined;
}) {
  const nonce = useNonce();
  const [initial] = useState(() => ({ analytics, granted: consent === "granted" }));
  useEffect(() => {
    const id = initial.analytics?.measurementId;
    if (id && initial.granted) void import("./analytics").then((m) => m.loadGtagScript(id));
  }, [initial]);
  if (!initial.analytics) return null;
  // The browser hides nonce values from the DOM, so the attribute differs at hydration.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: initial.analytics.bootstrap }} />
  );
}
