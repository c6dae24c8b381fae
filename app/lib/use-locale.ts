import { defaultLanguage, type Lang } from "./i18n";
import { useRootData } from "./root-data";

/** The language of the current page, from the root loader. */
export function useLocale(): Lang {
  return useRootData()?.locale ?? defaultLanguage;
}
