import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { consentWorkAtLoad, enhanceConsent, holdConsentUntilHydrated } from "~/features/consent/enhance";
import { loadRemix, loadRemixOnIntent, waitsForIntent } from "./load-on-intent";

// The shell's script: every page loads it (a module with the CSP nonce, app/root.tsx), and on
// content pages it is all the JavaScript there is (docs/decisions/059-hydrate-only-flows-and-forms.md).
// Built by scripts/build-shell.ts to public/build/shell/; its size is checked by scripts/js-size.ts.
//
// A hydrated page (the forms and the flows' steps) loads React and Remix's runtime at the visitor's
// first interaction (docs/decisions/061-load-on-intent.md), or at once when it has work for them at
// load: a submission's errors on the page (the focus goes to the first), something focused already,
// or consent work (GA4 for a stored 'granted', a choice to heal).
// The consent banner's work waits until React has hydrated (root.tsx marks <html data-hydrated>):
// a node or text changed before would make React 18 fail hydration and render the page again. So a
// choice made before is held, and replayed once React has hydrated. The mobile menu only opens and
// closes <details>, which hydration leaves alone: it works from the start.

const html = document.documentElement;

function whenHydrated(run: () => void) {
  if (html.dataset.hydrated === "true") return run();
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

const workAtLoad = () =>
  document.querySelector('main [aria-invalid="true"], main [role="alert"]') !== null ||
  (document.activeElement !== null && document.activeElement !== document.body) ||
  consentWorkAtLoad();

enhanceMenu();
if ("__remixContext" in window) {
  const replay = holdConsentUntilHydrated(() => loadRemix());
  if (waitsForIntent()) {
    if (workAtLoad()) loadRemix();
    else loadRemixOnIntent();
  }
  whenHydrated(() => {
    enhanceConsent();
    replay();
    // hydrated pages announce loading and render history entries from the router (Shell.tsx)
    html.dataset.enhanced = "true";
  });
} else {
  enhanceConsent();
  enhanceLoading();
  enhanceHistory();
  html.dataset.enhanced = "true";
}
