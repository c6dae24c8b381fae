import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useRootData } from "~/lib/root-data";

// The consent UI's shared state: whether the footer link reopened the banner, and the analytics
// configuration with the choice in force. Its own module, so the banner chunk (./ConsentBanner)
// and the parts every page loads (./ConsentUi) both read it without importing each other.

export interface ConsentUi {
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
  const root = useRootData();
  return { analytics: root?.analytics ?? null, consent: root?.consent ?? null };
}
