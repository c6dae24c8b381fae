import type { Lang } from "./i18n";
import { createTranslator, hasI18n, registerI18n, type Bundle } from "./translate";

// The browser loads only the active language's strings (cached forever by version) and the other
// one when the visitor switches.
const pending = new Map<Lang, Promise<void>>();

export function ensureLanguage(lng: Lang, version: string): Promise<void> {
  if (hasI18n(lng)) return Promise.resolve();
  let loading = pending.get(lng);
  if (!loading) {
    loading = fetch(`/locales/${lng}?v=${encodeURIComponent(version)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`translations for ${lng}: HTTP ${response.status}`);
        return response.json() as Promise<Bundle>;
      })
      .then((bundle) => registerI18n(lng, createTranslator(bundle, lng)))
      .finally(() => pending.delete(lng));
    pending.set(lng, loading);
  }
  return loading;
}
