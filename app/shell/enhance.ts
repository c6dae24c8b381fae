import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { enhanceConsent, holdConsentUntilHydrated } from "~/features/consent/enhance";

// The shell's script: every page loads it (a module with the CSP nonce, app/root.tsx), and on
// content pages it is all the JavaScript there is (docs/decisions/059-hydrate-only-flows-and-forms.md).
// Built by scripts/build-shell.ts to public/build/shell/; its size is checked by scripts/js-size.ts.
//
// A hydrated page (the forms and the flows' steps) loads React and Remix's runtime with the page,
// as Remix renders its scripts. The consent banner's work waits until React has hydrated (root.tsx
// marks <html data-hydrated>): a node or text changed before would make React 18 fail hydration
// and render the page again. So a choice made before is held, and replayed once React has
// hydrated; when React does not take the page over in time (its modules did not load), it is
// released to the browser: posted, or followed, and <html data-hydration="failed"> says so.
// The mobile menu only opens and closes <details>, which hydration leaves alone: it works from the
// start.

const html = document.documentElement;
const FAIL_AFTER_MS = 10_000;

/** Did Remix's handoff script run on this page? (a plain object, not an element named by its id) */
function isRemixPage(): boolean {
  const context = (window as { __remixContext?: unknown }).__remixContext;
  return typeof context === "object" && context !== null && Object.getPrototypeOf(context) === Object.prototype;
}

/** Runs `run` once React has hydrated the page, or `failed` when it has not in time. */
function whenHydrated(run: () => void, failed: () => void) {
  if (html.dataset.hydrated === "true") return run();
  const timer = window.setTimeout(() => {
    observer.disconnect();
    html.dataset.hydration = "failed";
    console.warn("not enhancing this page: React did not start in time");
    failed();
  }, FAIL_AFTER_MS);
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    window.clearTimeout(timer);
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

enhanceMenu();
if (isRemixPage()) {
  const release = holdConsentUntilHydrated();
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
