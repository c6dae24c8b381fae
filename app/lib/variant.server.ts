import { readConsentCookie } from "./consent-cookie.server";
import type { ConsentStatus } from "./consent-status";
import { preferenceCookies } from "./cookies.server";
import type { Env } from "./env.server";
import { isLang, type Lang } from "./i18n";
import { isTheme, type Theme } from "./theme";

// The cookies a page depends on, parsed and validated once (docs/decisions/053-render-cache-keys.md).
// The app renders from these values and the server's render cache keys its pages by the same
// values, read by this same function: a cookie spelling the app reads one way can never be
// keyed another way. Anything a cookie holds beyond a valid value counts as not set.

export interface Variant {
  /** the `lng` cookie, when it names a supported language */
  lng: Lang | null;
  /** the `theme` cookie; light unless it says dark */
  theme: Theme;
  /** the analytics choice in force (null: not given, unreadable, old revision, or no GA4) */
  consent: ConsentStatus | null;
}

export const defaultVariant: Variant = Object.freeze({ lng: null, theme: "light", consent: null });

export async function readVariant(cookieHeader: string | null | undefined, env: Env): Promise<Variant> {
  if (!cookieHeader) return defaultVariant;
  const cookies = preferenceCookies(env);
  const [lng, theme, consent] = await Promise.all([
    cookies.lng.parse(cookieHeader).catch(() => null),
    cookies.theme.parse(cookieHeader).catch(() => null),
    env.GA_MEASUREMENT_ID ? readConsentCookie(cookieHeader, env) : null,
  ]);
  return { lng: isLang(lng) ? lng : null, theme: isTheme(theme) ? theme : "light", consent };
}

/** The variant as one short string (part of the render cache key). */
export function variantKey(v: Variant): string {
  return `${v.lng ?? "-"}|${v.theme}|${v.consent ?? "-"}`;
}
