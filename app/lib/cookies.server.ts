import { createCookie, type Cookie } from "@remix-run/node";
import type { Env } from "./env.server";

// Cookies: HttpOnly, SameSite=Lax, Secure in production unless ALLOW_INSECURE_COOKIES
// (docs/decisions/005-security-defaults.md).

export interface PreferenceCookies {
  lng: Cookie;
  theme: Cookie;
}

const YEAR = 60 * 60 * 24 * 365;
const cache = new WeakMap<Env, PreferenceCookies>();

export function cookieDefaults(env: Env) {
  return { path: "/", sameSite: "lax" as const, httpOnly: true, secure: env.secureCookies };
}

export function preferenceCookies(env: Env): PreferenceCookies {
  let cookies = cache.get(env);
  if (!cookies) {
    const options = { ...cookieDefaults(env), maxAge: YEAR };
    cookies = { lng: createCookie("lng", options), theme: createCookie("theme", options) };
    cache.set(env, cookies);
  }
  return cookies;
}
