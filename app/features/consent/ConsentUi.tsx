import { useLocation } from "@remix-run/react";
import { lazy, Suspense, type MouseEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { settingsUrl } from "./consent";
import { useConsentData, useConsentUi } from "./consent-context";

export { ConsentProvider } from "./consent-context";

// The parts of the consent UI every page loads: the footer's "Cookie settings"
// link, and the place of the banner. The banner itself (with its storage and analytics code) is
// its own chunk, loaded only when analytics is configured: the server renders it as always, and
// React hydrates it as soon as its chunk has arrived (docs/decisions/013-render-cache.md, JS budget).

const LazyBanner = lazy(() => import("./ConsentBanner"));

/** The consent banner, when analytics is configured. */
export function ConsentSlot() {
  const { analytics } = useConsentData();
  if (!analytics) return null;
  return (
    <Suspense fallback={null}>
      <LazyBanner />
    </Suspense>
  );
}

/** The footer's "Cookie settings" list item: reopens the banner (in place with JavaScript). */
export function CookieSettingsLink() {
  const { analytics } = useConsentData();
  const { t } = useTranslation();
  const location = useLocation();
  const ui = useConsentUi();
  if (!analytics) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ui.reopen(event.currentTarget);
  };
  return (
    <li>
      <a href={settingsUrl(location.pathname + location.search)} rel="nofollow" onClick={onClick}>
        {t("consent.settingsLink")}
      </a>
    </li>
  );
}
