import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useNonce } from "~/lib/nonce";
import { GA_LOADER_ID } from "./consent";

/**
 * The first script in <head> when GA4 is configured: the consent defaults, and when the visitor
 * has accepted, the consent update and config (docs/decisions/031-ga4-consent-mode.md); the
 * script text comes from the root loader. The page view and gtag.js itself follow from the shell's
 * script (./enhance.ts; on a hydrated page once React has hydrated it). The element renders what
 * the server rendered and never changes afterwards; a choice made later on the page loads or stops
 * analytics through the banner. Every page view carries the redacted address (ADR 041), also after
 * client-side navigations on hydrated pages, which this component tracks.
 */
export function AnalyticsScript({ analytics }: { analytics: { measurementId: string; bootstrap: string } | null }) {
  const nonce = useNonce();
  const [initial] = useState(() => ({ analytics }));
  const id = initial.analytics?.measurementId;

  // Client-side navigations: a page view per new address (not per fragment), the page before as
  // the referrer. Nothing is loaded while gtag.js does not run (no consent, or withdrawn).
  const location = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const href = window.location.href.replace(/#.*$/, "");
    const previous = shown.current;
    shown.current = href;
    if (!id || previous === null || previous === href || !running(id)) return;
    void import("./analytics").then((m) => m.trackNavigation(id, previous));
  }, [id, location]);

  // Before the address changes: the next page's redacted address, for what gtag.js sends itself.
  const navigation = useNavigation();
  const next = navigation.state === "loading" ? navigation.location : null;
  useEffect(() => {
    if (!id || !next || !running(id)) return;
    const href = new URL(`${next.pathname}${next.search}`, window.location.href).href;
    void import("./analytics").then((m) => m.prepareNavigation(id, href));
  }, [id, next]);

  if (!initial.analytics) return null;
  // The browser hides nonce values from the DOM, so the attribute differs at hydration.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: initial.analytics.bootstrap }} />
  );
}

/** gtag.js was added to this page and consent was not withdrawn since (cheap: no import). */
function running(measurementId: string) {
  const flag = (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`];
  return document.getElementById(GA_LOADER_ID) !== null && flag !== true;
}
