import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { consentCookie, readConsent, serializeConsent } from "~/lib/consent-cookie.server";

const env = parseEnv({ GA_MEASUREMENT_ID: "G-TEST123456" });

const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
const pair = (setCookie: string) => setCookie.split(";")[0]!;

describe("the consent cookie", () => {
  it("is named consent, HttpOnly, SameSite=Lax and kept for one year", async () => {
    const header = await serializeConsent("granted", env);
    expect(header).toMatch(/^consent=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=31536000/);
  });

  it("reads back the choice", async () => {
    expect(await readConsent(request(pair(await serializeConsent("granted", env))), env)).toBe("granted");
    expect(await readConsent(request(pair(await serializeConsent("denied", env))), env)).toBe("denied");
  });

  it("is unset without a cookie or with a malformed one", async () => {
    expect(await readConsent(request(), env)).toBeNull();
    expect(await readConsent(request("consent=garbage"), env)).toBeNull();
    expect(
      await readConsent(request(pair(await consentCookie(env).serialize({ status: "maybe", revision: 1 }))), env),
    ).toBeNull();
  });

  it("asks again when CONSENT_REVISION is raised", async () => {
    const given = pair(await serializeConsent("granted", env));
    const raised = parseEnv({ GA_MEASUREMENT_ID: "G-TEST123456", CONSENT_REVISION: "2" });
    expect(await readConsent(request(given), raised)).toBeNull();
    expect(await readConsent(request(pair(await serializeConsent("denied", raised))), raised)).toBe("denied");
  });
});
