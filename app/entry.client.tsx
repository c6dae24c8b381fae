import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "~/lib/i18n";
import { ensureLanguage } from "~/lib/i18n.client";
import { holdEventsUntilHydrated, onHydrationRequest } from "~/shell/hydration";

// Hydration is an enhancement: the server-rendered page works without it. The active language's
// strings are fetched at once (cached forever by version); React takes over at the visitor's first
// interaction (docs/decisions/060-hydrate-on-intent.md), or at once on a page that shows the
// errors of a submission (its effects move the focus to the first one).
const html = document.documentElement;
const lang = isLang(html.lang) ? html.lang : "de";
const strings = ensureLanguage(lang, html.dataset.i18n ?? "");

function hydrate() {
  holdEventsUntilHydrated();
  strings
    .then(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      // Without strings the page stays the server-rendered one, which works on its own.
      console.warn("not enhancing this page:", error);
    });
}

if (document.querySelector('main [aria-invalid="true"], main [role="alert"]')) hydrate();
else onHydrationRequest(hydrate);
