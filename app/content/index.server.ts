import { businessVars, interpolate } from "~/lib/business";
import type { Lang } from "~/lib/i18n";

/** One language's copy with the business constants filled in (server only: the other language never ships). */
export function localizeCopy<T>(copy: Record<Lang, T>, lng: Lang): T {
  return interpolate(copy[lng], businessVars(lng));
}
