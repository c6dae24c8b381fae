import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useRootData } from "~/lib/root-data";
import { useLocale } from "~/lib/use-locale";
import { usePageAddress } from "~/lib/use-page-address";
import { localizedPath } from "~/lib/routing";
import { BANNER_ID, CONSENT_ACTION, settingsRequested, settingsUrl, withoutSettingsParam } from "./consent";

// The analytics consent banner (docs/product.md §4, §9) and the footer's "Cookie settings" link,
// as server-rendered markup. The banner sits in the document flow between the header and the main
// content: it never covers anything, so it can neither hide the focused element (WCAG 2.4.11) nor
// block reading. Without JavaScript its buttons are a plain form posting to /consent, and the footer
// link reopens it through ?consent=settings. With JavaScript the shell's script (./enhance.ts) makes
// both work in place on every page, hydrated or not (docs/decisions/030-analytics-consent.md,
// 059-hydrate-only-flows-and-forms.md): the banner is always in the page when analytics is
// configured, `hidden` while a choice is in force, and carries what the script needs as data
// attributes (the choice the server knows, the measurement id, the localized texts it shows).

/** The privacy policy's section on web analytics, per language (headings of app/content/legal). */
const privacyAnchor = { de: "4-webanalyse-mit-google-analytics-4", en: "4-web-analytics-with-google-analytics-4" };

/** The analytics configuration and the choice in force, from the root loader. */
function useConsentData() {
  const root = useRootData();
  return { analytics: root?.analytics ?? null, consent: root?.consent ?? null };
}

export function ConsentBanner() {
  const { analytics, consent } = useConsentData();
  const { t } = useTranslation();
  const locale = useLocale();
  const page = usePageAddress();
  if (!analytics) return null;
  const here = page.href;
  const open = consent === null || settingsRequested(page.search);
  const current = {
    granted: t("consent.banner.currentGranted"),
    denied: t("consent.banner.currentDenied"),
  };
  return (
    <>
      <section
        id={BANNER_ID}
        className="consent-banner"
        hidden={!open}
        aria-label={t("consent.banner.label")}
        tabIndex={-1}
        data-status={consent ?? ""}
        data-measurement-id={analytics.measurementId}
        data-saved-granted={t("consent.saved.granted")}
        data-saved-denied={t("consent.saved.denied")}
      >
        <div className="container consent-inner">
          <div className="consent-copy">
            <p className="consent-text">{t("consent.banner.text")}</p>
            <p
              className="consent-current"
              hidden={consent === null}
              data-granted={current.granted}
              data-denied={current.denied}
            >
              {consent === null ? "" : current[consent]}
            </p>
            <p className="consent-details">
              <Link to={localizedPath("privacy", locale, privacyAnchor[locale])}>{t("consent.banner.details")}</Link>
            </p>
          </div>
          <form method="post" action={CONSENT_ACTION} className="consent-actions">
            <input type="hidden" name="redirectTo" value={withoutSettingsParam(here)} />
            <button type="submit" name="status" value="granted" className="button button-primary consent-button">
              {t("consent.banner.accept")}
            </button>
            <button type="submit" name="status" value="denied" className="button button-primary consent-button">
              {t("consent.banner.decline")}
            </button>
          </form>
        </div>
      </section>
      <div role="status" className="visually-hidden" id={`${BANNER_ID}-announcement`} />
    </>
  );
}

/** The footer's "Cookie settings" list item: reopens the banner (in place with JavaScript). */
export function CookieSettingsLink() {
  const { analytics } = useConsentData();
  const { t } = useTranslation();
  const page = usePageAddress();
  if (!analytics) return null;
  return (
    <li>
      <a href={settingsUrl(page.href)} rel="nofollow" data-consent-settings="">
        {t("consent.settingsLink")}
      </a>
    </li>
  );
}
