import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./i18n";
import type { TFunction, Translator } from "./translate";

// React access to the translator of the current language (server and browser alike).
const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `t` of the page's language, and that language. */
export function useTranslation(): { t: TFunction; i18n: { language: Lang } } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside <TranslationProvider>");
  return useMemo(() => ({ t: translator.t, i18n: { language: translator.language } }), [translator]);
}
