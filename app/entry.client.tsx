import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "~/lib/i18n";
import { ensureLanguage } from "~/lib/i18n.client";

// Hydration is an enhancement: the server-rendered page works without it. The active language's
// strings are fetched first (cached forever by version), then React takes over.
const html = document.documentElement;
const lang = isLang(html.lang) ? html.lang : "de";

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
