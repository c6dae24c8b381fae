import { enhanceHistory, enhanceLoading, enhanceMenu } from "~/components/layout/enhance";
import { enhanceConsent } from "~/features/consent/enhance";

// The shell's script: every page loads it (a module with the CSP nonce, app/root.tsx), and on
// content pages it is all the JavaScript there is (docs/decisions/059-hydrate-only-flows-and-forms.md).
// Built by scripts/build-shell.ts to public/build/shell/; its size is checked by scripts/js-size.ts.
//
// On a hydrated page it waits until React has hydrated (root.tsx marks <html data-hydrated>):
// a node or text it changed before would make React 18 fail hydration and render the page again.

interface RemixWindow {
  __remixContext?: unknown;
}

function whenHydrated(run: () => void) {
  const html = document.documentElement;
  if (!(window as RemixWindow).__remixContext || html.dataset.hydrated === "true") return run();
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

whenHydrated(() => {
  enhanceMenu();
  enhanceConsent();
  // hydrated pages announce loading and render history entries from the router (Shell.tsx)
  if (!(window as RemixWindow).__remixContext) {
    enhanceLoading();
    enhanceHistory();
  }
  document.documentElement.dataset.enhanced = "true";
});
