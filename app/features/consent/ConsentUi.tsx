import { useLocation, useRouteLoaderData } from "@remix-run/react";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { loader as rootLoader } from "~/root";
import { settingsUrl } from "./consent";

// The parts of the consent UI every page loads: the shared state, the footer's "Cookie settings"
// link, and the place of the banner. The banner itself (with its storage and analytics code) is
// its own chunk, loaded only when analytics is configured: the server renders it as always, and
// React hydrates it as soon as its chunk has arrived (docs/decisions/013-render-cache.md, JS budget).

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

export function useConsentUi(): ConsentUi {
  const ui = useContext(ConsentUiContext);
  if (!ui) throw new Error("ConsentBanner and CookieSettingsLink need a ConsentProvider");
  return ui;
}

/** The analytics configuration and the choice in force, from the root loader. */
export function useConsentData() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return { analytics: root?.analytics ?? null, consent: root?.consent ?? null };
}

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
