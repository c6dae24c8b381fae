import type { Translator } from "./translate";

// Languages, and the translator per language that React renders with (shared by server and
// browser code). The server registers both languages at start-up (app/lib/i18n.server.ts); the
// browser registers the active language before hydration and others on demand
// (app/lib/i18n.client.ts). docs/decisions/006-i18n-and-content.md and 014-… explain why.

export const languages = ["de", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "de";

export function isLang(value: unknown): value is Lang {
  return value === "de" || value === "en";
}

export const otherLanguage = (lng: Lang): Lang => (lng === "de" ? "en" : "de");

/** BCP 47 tags for Intl and og:locale. */
export const localeTags: Record<Lang, { intl: string; og: string }> = {
  de: { intl: "de-CH", og: "de_DE" },
  en: { intl: "en-US", og: "en_US" },
};

const instances = new Map<Lang, Translator>();

export function registerI18n(lng: Lang, translator: Translator) {
  instances.set(lng, translator);
}

export function hasI18n(lng: Lang) {
  return instances.has(lng);
}

export function i18nFor(lng: Lang): Translator {
  const instance = instances.get(lng) ?? instances.get(defaultLanguage);
  if (!instance) throw new Error(`i18n for "${lng}" was not registered before rendering`);
  return instance;
}

/** The server's i18next options: a missing key shows the key itself (docs/product.md §3), no fallback language. */
export const i18nOptions = {
  fallbackLng: false as const,
  supportedLngs: [...languages],
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  react: { useSuspense: false },
};
