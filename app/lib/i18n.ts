// Languages, shared by server and browser code. The translator per language that React renders
// with is registered in ./translate.ts. docs/decisions/057-one-translator.md and 014-… explain why.

export const languages = ["de", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "de";

export function isLang(value: unknown): value is Lang {
  return value === "de" || value === "en";
}

export const otherLanguage = (lng: Lang): Lang => (lng === "de" ? "en" : "de");

/** A date as the site writes it in a language (the locale of localeTags: de-CH, en-US). */
export function formatDate(date: Date, lng: Lang, style: "medium" | "long"): string {
  return new Intl.DateTimeFormat(localeTags[lng].intl, { dateStyle: style, timeZone: "UTC" }).format(date);
}

/** BCP 47 tags for Intl and og:locale. */
export const localeTags: Record<Lang, { intl: string; og: string }> = {
  de: { intl: "de-CH", og: "de_DE" },
  en: { intl: "en-US", og: "en_US" },
};
