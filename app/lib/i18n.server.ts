import { createHash } from "node:crypto";
import i18next, { type TFunction } from "i18next";
import de from "~/locales/de";
import en from "~/locales/en";
import { i18nOptions, languages, type Lang } from "./i18n";
import { createTranslator, registerI18n } from "./translate";

export const resources = { de, en } as const;

// One instance initialised once per process; one clone per language shares its store.
// Rendering reads only, so both clones serve every request (no per-request init or clone).
const base = i18next.createInstance();
void base.init({
  ...i18nOptions,
  resources: { de: { translation: de }, en: { translation: en } },
});

const clones = Object.fromEntries(
  languages.map((lng) => [lng, base.cloneInstance({ lng, initImmediate: false })]),
) as Record<Lang, typeof base>;

// React renders with the small translator (the same in the browser); loaders and emails use getT.
for (const lng of languages) registerI18n(lng, createTranslator(resources[lng], lng));

export function getT(lng: Lang): TFunction {
  return clones[lng].t;
}

/** Content hash of each language's resources: the browser caches /locales/<lng>?v=<hash> forever. */
export const resourceVersions = Object.fromEntries(
  languages.map((lng) => [
    lng,
    createHash("sha256").update(JSON.stringify(resources[lng])).digest("base64url").slice(0, 12),
  ]),
) as Record<Lang, string>;
