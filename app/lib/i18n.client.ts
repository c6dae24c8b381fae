import i18next from "i18next";
import { hasI18n, i18nOptions, registerI18n, type Lang } from "./i18n";

// The browser keeps one base instance and registers a clone per language it has loaded.
// Only the active language is fetched; the other one when the visitor switches.
const base = i18next.createInstance();
void base.init({ ...i18nOptions, resources: {} });

const pending = new Map<Lang, Promise<void>>();

export function ensureLanguage(lng: Lang, version: string): Promise<void> {
  if (hasI18n(lng)) return Promise.resolve();
  let loading = pending.get(lng);
  if (!loading) {
    loading = fetch(`/locales/${lng}?v=${encodeURIComponent(version)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`translations for ${lng}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((bundle) => {
        base.addResourceBundle(lng, "translation", bundle, true, true);
        registerI18n(lng, base.cloneInstance({ lng, initImmediate: false }));
      })
      .finally(() => pending.delete(lng));
    pending.set(lng, loading);
  }
  return loading;
}
