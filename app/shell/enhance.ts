import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { consentWorkAtLoad, enhanceConsent, holdConsentUntilHydrated } from "~/features/consent/enhance";
import { requestHydration, requestHydrationOnIntent } from "./hydration";

// The shell's script: every page loads it (a module with the CSP nonce, app/root.tsx), and on
// content pages it is all the JavaScript there is (docs/decisions/059-hydrate-only-flows-and-forms.md).
// Built by scripts/build-shell.ts to public/build/shell/; its size is checked by scripts/js-size.ts.
//
// A hydrated page hands itself to React at the visitor's first interaction
// (docs/decisions/060-hydrate-on-intent.md). The consent banner's work waits until React has
// hydrated (root.tsx marks <html data-hydrated>): a node or text changed before would make React 18
// fail hydration and render the page again. So a choice made before is held and replayed, and a
// page with banner work at load (GA4 for a stored 'granted', a choice to heal) hydrates at once.
// The mobile menu's behaviour only opens and closes <details>, which hydration leaves alone.

interface RemixWindow {
  __remixContext?: unknown;
}

const html = document.documentElement;
const hydrates = Boolean((window as RemixWindow).__remixContext);

function whenHydrated(run: () => void) {
  if (!hydrates || html.dataset.hydrated === "true") return run();
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

enhanceMenu();
if (hydrates) {
  requestHydrationOnIntent();
  const replay = holdConsentUntilHydrated(() => requestHydration());
  if (consentWorkAtLoad()) requestHydration();
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
