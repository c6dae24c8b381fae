import { createHash } from "node:crypto";
import de from "~/locales/de";
import en from "~/locales/en";
import { languages, type Lang } from "./i18n";
import { createTranslator, registerI18n, type TFunction } from "./translate";

export const resources = { de, en } as const;

// One translator per language for the whole process: loaders, mails and React use the same one
// (the browser builds its own from the same strings, app/lib/i18n.client.ts).
const translators = Object.fromEntries(
  languages.map((lng) => {
    const translator = createTranslator(resources[lng], lng);
    registerI18n(lng, translator);
    return [lng, translator.t];
  }),
) as Record<Lang, TFunction>;

/** `t` of a language, for loaders, actions and mails. */
export function getT(lng: Lang): TFunction {
  return translators[lng];
}

/** Content hash of each language's resources: the browser caches /locales/<lng>?v=<hash> forever. */
export const resourceVersions = Object.fromEntries(
  languages.map((lng) => [
    lng,
    createHash("sha256").update(JSON.stringify(resources[lng])).digest("base64url").slice(0, 12),
  ]),
) as Record<Lang, string>;
