import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { enhanceConsent, holdConsentUntilHydrated } from "~/features/consent/enhance";
import { loadRemixOnIntent } from "./load-remix";

// The shell's script: every page loads it (a module with the CSP nonce, app/root.tsx), and on
// content pages it is all the JavaScript there is (docs/decisions/059-hydrate-only-flows-and-forms.md).
// Built by scripts/build-shell.ts to public/build/shell/; its size is checked by scripts/js-size.ts.
//
// A hydrated page (the forms and the flows' steps) loads React and Remix's runtime at the
// visitor's first interaction (./load-remix.ts; <html data-hydration="loading">). The consent
// banner's work waits until React has hydrated (root.tsx marks <html data-hydrated>): a node or
// text changed before would make React 18 fail hydration and render the page again. So a choice
// made before is held, and replayed once React has hydrated; when React does not take the page
// over in time (its modules did not load), it is released to the browser: posted, or followed,
// and <html data-hydration="failed"> says so.
// The mobile menu only opens and closes <details>, which hydration leaves alone: it works from the
// start.

const html = document.documentElement;
const FAIL_AFTER_MS = 10_000;

/** Did Remix's handoff script run on this page? (a plain object, not an element named by its id) */
function isRemixPage(): boolean {
  const context = (window as { __remixContext?: unknown }).__remixContext;
  return typeof context === "object" && context !== null && Object.getPrototypeOf(context) === Object.prototype;
}

/**
 * Runs `run` once React has hydrated the page after its modules started loading (`loading`), or
 * `failed` when they did not load or React has not hydrated in time.
 */
function whenHydrated(loading: Promise<void>, run: () => void, failed: () => void) {
  let settled = false;
  const fail = (reason: string) => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    window.clearTimeout(timer);
    html.dataset.hydration = "failed";
    console.warn(`not enhancing this page: ${reason}`);
    failed();
  };
  const timer = window.setTimeout(() => fail("React did not start in time"), FAIL_AFTER_MS);
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true" || settled) return;
    settled = true;
    observer.disconnect();
    window.clearTimeout(timer);
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  loading.catch(() => fail("its modules did not load"));
}

enhanceMenu();
if (isRemixPage()) {
  const release = holdConsentUntilHydrated();
  const started = loadRemixOnIntent((loading) => {
    html.dataset.hydration = "loading";
    whenHydrated(
      loading,
      () => {
        enhanceConsent();
        release();
        // hydrated pages announce loading and render history entries from the router (Shell.tsx)
        html.dataset.enhanced = "true";
      },
      // without React, a held consent choice is posted, a held "Cookie settings" link followed
      release,
    );
  });
  if (!started) {
    html.dataset.hydration = "failed";
    release();
  }
} else {
  enhanceConsent();
  enhanceLoading();
  enhanceHistory();
  html.dataset.enhanced = "true";
}
