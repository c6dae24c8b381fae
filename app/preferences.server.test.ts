import { describe, expect, it } from "vitest";
import { preferenceCookies } from "~/lib/cookies.server";
import { parseEnv } from "~/lib/env.server";
import { readPreferences } from "~/preferences.server";
import { readVariant } from "~/lib/variant.server";

const env = parseEnv({});
const cookies = preferenceCookies(env);

async function prefs(path: string, cookie?: { lng?: string; theme?: string }) {
  const parts: string[] = [];
  if (cookie?.lng) parts.push(await cookies.lng.serialize(cookie.lng));
  if (cookie?.theme) parts.push(await cookies.theme.serialize(cookie.theme));
  const header = parts.map((c) => c.split(";")[0]).join("; ");
  return readPreferences(new URL(`http://localhost${path}`), await readVariant(header, env), env);
}

describe("locale resolution: ?lng → cookie → path language → de", () => {
  it("defaults to German and the light theme", async () => {
    expect(await prefs("/ueber-mich")).toMatchObject({ locale: "de", theme: "light", redirectTo: null });
  });

  it("takes the language of a paired path", async () => {
    expect(await prefs("/exit-strategy")).toMatchObject({ locale: "en", redirectTo: null });
    expect(await prefs("/exit-strategie")).toMatchObject({ locale: "de", redirectTo: null });
  });

  it("prefers the cookie over the path and redirects to the cookie's path", async () => {
    expect(await prefs("/exit-strategy", { lng: "de" })).toMatchObject({
      locale: "de",
      redirectTo: "/exit-strategie",
    });
    expect(await prefs("/unternehmensnachfolge?x=1", { lng: "en" })).toMatchObject({
      locale: "en",
      redirectTo: "/business-succession?x=1",
    });
  });

  it("prefers ?lng= over the cookie", async () => {
    expect(await prefs("/ueber-mich?lng=en", { lng: "de" })).toMatchObject({ locale: "en", redirectTo: null });
    expect(await prefs("/ueber-mich?lng=de", { lng: "en" })).toMatchObject({ locale: "de", redirectTo: null });
  });

  it("ignores unsupported values", async () => {
    expect(await prefs("/?lng=fr", { lng: "xx", theme: "neon" })).toMatchObject({ locale: "de", theme: "light" });
  });

  it("reads the theme cookie", async () => {
    expect(await prefs("/", { theme: "dark" })).toMatchObject({ theme: "dark" });
  });
});
