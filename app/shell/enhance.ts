import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { consentWorkAtLoad, enhanceConsent, holdConsentUntilHydrated } from "~/features/consent/enhance";
import { isRemixPage, loadRemix, loadRemixOnIntent } from "./load-on-intent";

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
// choice made before is held, and replayed once React has hydrated; when React will not take the
// page over (<html data-hydration="failed">), it is released to the browser: posted, or followed.
// The mobile menu only opens and closes <details>, which hydration leaves alone: it works from the
// start.

const html = document.documentElement;

/** Runs `run` once React has hydrated the page, or `failed` when it will not (load-on-intent.ts). */
function whenHydrated(run: () => void, failed: () => void) {
  if (html.dataset.hydrated === "true") return run();
  if (html.dataset.hydration === "failed") failed();
  const observer = new MutationObserver(() => {
    if (html.dataset.hydration === "failed") failed();
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated", "data-hydration"] });
}

const workAtLoad = () =>
  document.querySelector('main [aria-invalid="true"], main [role="alert"]') !== null ||
  (document.activeElement !== null && document.activeElement !== document.body) ||
  consentWorkAtLoad();

enhanceMenu();
if (isRemixPage()) {
  const release = holdConsentUntilHydrated(() => loadRemix());
  loadRemixOnIntent(workAtLoad);
  whenHydrated(
    () => {
      enhanceConsent();
      release();
      // hydrated pages announce loading and render history entries from the router (Shell.tsx)
      html.dataset.enhanced = "true";
    },
    // without React, a held consent choice is posted, a held "Cookie settings" link followed
    release,
  );
} else {
  enhanceConsent();
  enhanceLoading();
  enhanceHistory();
  html.dataset.enhanced = "true";
}
