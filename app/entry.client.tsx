import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "~/lib/i18n";
import { holdEventsUntilHydrated } from "~/lib/hold-events.client";
import { ensureLanguage } from "~/lib/i18n.client";

// Hydration is an enhancement: the server-rendered page works without it. The active language's
// strings are fetched first (cached forever by version), then React takes over. Meanwhile the
// visitor's clicks and keys do what they do without JavaScript; React does not see them until it
// has hydrated (docs/decisions/060-events-during-hydration.md).
const html = document.documentElement;
const lang = isLang(html.lang) ? html.lang : "de";
holdEventsUntilHydrated();

ensureLanguage(lang, html.dataset.i18n ?? "")
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    // Without strings the page stays the server-rendered one, which works on its own.
    console.warn("not enhancing this page:", error);
  });
