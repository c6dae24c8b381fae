import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useLocale } from "~/lib/use-locale";
import { localizedPath } from "~/lib/routing";
import { grantAnalytics, revokeAnalytics } from "./analytics";
import {
  BANNER_ID,
  CONSENT_ACTION,
  CONSENT_FETCHER_KEY,
  isConsentStatus,
  settingsRequested,
  withoutSettingsParam,
  type ConsentStatus,
} from "./consent";
import { useConsentData, useConsentUi } from "./consent-context";
import { browserStorage, healableStatus, recordConsent, syncStoredStatus } from "./record";

// The analytics consent banner (docs/product.md §4, §9) and the footer's "Cookie settings" link.
// The banner sits in the document flow between the header and the main content: it never covers
// anything, so it can neither hide the focused element (WCAG 2.4.11) nor block reading.
// Without JavaScript its buttons are a plain form posting to /consent, and the footer link
// reopens it through ?consent=settings; with JavaScript both work in place
// (docs/decisions/030-analytics-consent.md).

/** The privacy policy's section on web analytics, per language (headings of app/content/legal). */
const privacyAnchor = { de: "4-webanalyse-mit-google-analytics-4", en: "4-web-analytics-with-google-analytics-4" };

export function ConsentBanner() {
  const { analytics, consent } = useConsentData();
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher({ key: CONSENT_FETCHER_KEY });
  // The banner's code loads after the page has hydrated (its own chunk): until this effect runs,
  // a click posts the plain form, which works too. Tests wait for the marker.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const ui = useConsentUi();
  const region = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // A choice made on a page opened with ?consent=settings hides the banner before the URL changes.
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);

  // The choice being saved wins over the server's until the root data is revalidated.
  const pending = fetcher.formData?.get("status");
  const status: ConsentStatus | null = isConsentStatus(pending) ? pending : consent;
  const requested = settingsRequested(location.search) && answeredKey !== location.key;
  const open = status === null || ui.reopened > 0 || requested;

  // The cookie is the truth, with one exception: a choice made moments ago whose request was
  // cancelled by a reload or a link (the page arrives unset). It is sent again instead of being
  // erased, and a 'granted' one starts analytics as a stored 'granted' does (docs/product.md §4).
  const { submit } = fetcher;
  useEffect(() => {
    if (!analytics) return;
    const storage = browserStorage();
    const heal = consent === null ? healableStatus(storage, new Date()) : null;
    if (!heal) {
      syncStoredStatus(consent, storage);
      return;
    }
    submit({ status: heal }, { method: "post", action: CONSENT_ACTION });
    if (heal === "granted") grantAnalytics(analytics.measurementId);
  }, [analytics, consent, submit]);

  useEffect(() => {
    if (ui.reopened > 0) region.current?.focus();
  }, [ui.reopened]);

  if (!analytics) return null;
  const here = location.pathname + location.search;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice = submitter instanceof HTMLButtonElement ? submitter.value : null;
    if (!isConsentStatus(choice)) return; // let the browser post the form
    event.preventDefault();
    recordConsent(choice);
    if (choice === "granted") grantAnalytics(analytics.measurementId);
    else revokeAnalytics(analytics.measurementId);
    fetcher.submit({ status: choice }, { method: "post", action: CONSENT_ACTION });
    setAnnouncement(t(choice === "granted" ? "consent.saved.granted" : "consent.saved.denied"));
    // Focus goes back to the footer link that reopened the banner, else on to the content.
    const opener = ui.close();
    (opener ?? document.getElementById("main"))?.focus();
    if (requested) {
      setAnsweredKey(location.key);
      navigate(withoutSettingsParam(here), { replace: true, preventScrollReset: true });
    }
  };

  return (
    <>
      {open && (
        <section
          id={BANNER_ID}
          ref={region}
          className="consent-banner"
          data-enhanced={enhanced ? "true" : undefined}
          aria-label={t("consent.banner.label")}
          tabIndex={-1}
        >
          <div className="container consent-inner">
            <div className="consent-copy">
              <p className="consent-text">{t("consent.banner.text")}</p>
              {status !== null && (
                <p className="consent-current">
                  {t(status === "granted" ? "consent.banner.currentGranted" : "consent.banner.currentDenied")}
                </p>
              )}
              <p className="consent-details">
                <Link to={localizedPath("privacy", locale, privacyAnchor[locale])}>{t("consent.banner.details")}</Link>
              </p>
            </div>
            <form method="post" action={CONSENT_ACTION} className="consent-actions" onSubmit={onSubmit}>
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
      )}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </>
  );
}

export default ConsentBanner;
