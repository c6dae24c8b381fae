import { Link, useFetcher, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/lib/use-locale";
import { localizedPath } from "~/lib/routing";
import type { loader as rootLoader } from "~/root";
import { grantAnalytics, revokeAnalytics } from "./analytics";
import {
  BANNER_ID,
  CONSENT_ACTION,
  CONSENT_FETCHER_KEY,
  isConsentStatus,
  settingsRequested,
  settingsUrl,
  withoutSettingsParam,
  type ConsentStatus,
} from "./consent";
import { browserStorage, recordConsent, syncStoredStatus } from "./record";

// The analytics consent banner (SPEC §4, §9) and the footer's "Cookie settings" link.
// The banner sits in the document flow between the header and the main content: it never covers
// anything, so it can neither hide the focused element (WCAG 2.4.11) nor block reading.
// Without JavaScript its buttons are a plain form posting to /consent, and the footer link
// reopens it through ?consent=settings; with JavaScript both work in place
// (docs/decisions/030-analytics-consent.md).

/** The privacy policy's section on web analytics, per language (headings of app/content/legal). */
const privacyAnchor = { de: "4-webanalyse-mit-google-analytics-4", en: "4-web-analytics-with-google-analytics-4" };

interface ConsentUi {
  /** how often the footer link reopened the banner since the last choice (JavaScript); 0: not */
  reopened: number;
  reopen(opener: HTMLElement): void;
  /** closes it and gives back the element that reopened it, if any */
  close(): HTMLElement | null;
}

const ConsentUiContext = createContext<ConsentUi | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [reopened, setReopened] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const reopen = useCallback((element: HTMLElement) => {
    opener.current = element;
    setReopened((n) => n + 1);
  }, []);
  const close = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    setReopened(0);
    return element;
  }, []);
  const value = useMemo(() => ({ reopened, reopen, close }), [reopened, reopen, close]);
  return <ConsentUiContext.Provider value={value}>{children}</ConsentUiContext.Provider>;
}

function useConsentUi(): ConsentUi {
  const ui = useContext(ConsentUiContext);
  if (!ui) throw new Error("ConsentBanner and CookieSettingsLink need a ConsentProvider");
  return ui;
}

/** The analytics configuration and the choice in force, from the root loader. */
function useConsentData() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return { analytics: root?.analytics ?? null, consent: root?.consent ?? null };
}

export function ConsentBanner() {
  const { analytics, consent } = useConsentData();
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher({ key: CONSENT_FETCHER_KEY });
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

  useEffect(() => {
    if (analytics) syncStoredStatus(consent, browserStorage());
  }, [analytics, consent]);

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
