import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults outside production", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.secureCookies).toBe(false);
  });

  it("names a missing SESSION_SECRET and SITE_URL in production", () => {
    try {
      parseEnv({ NODE_ENV: "production" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(/SESSION_SECRET is required in production/);
      expect((error as Error).message).toMatch(/SITE_URL is required in production/);
    }
  });

  it("names a malformed DATABASE_URL and PORT", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a URL like postgres:/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("uses secure cookies in production unless ALLOW_INSECURE_COOKIES", () => {
    const base = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), SITE_URL: "https://x.example/" };
    expect(parseEnv(base).secureCookies).toBe(true);
    expect(parseEnv(base).SITE_URL).toBe("https://x.example");
    expect(parseEnv({ ...base, ALLOW_INSECURE_COOKIES: "1" }).secureCookies).toBe(false);
  });

  it("reads the analytics settings: GA_MEASUREMENT_ID (optional, validated) and CONSENT_REVISION", () => {
    expect(parseEnv({}).GA_MEASUREMENT_ID).toBeUndefined();
    expect(parseEnv({ GA_MEASUREMENT_ID: "" }).GA_MEASUREMENT_ID).toBeUndefined();
    expect(parseEnv({ GA_MEASUREMENT_ID: "G-TEST123456" }).GA_MEASUREMENT_ID).toBe("G-TEST123456");
    expect(() => parseEnv({ GA_MEASUREMENT_ID: "UA-12345-1" })).toThrow(/GA_MEASUREMENT_ID must look like G-/);
    expect(() => parseEnv({ GA_MEASUREMENT_ID: "G-1');alert(1)//" })).toThrow(/GA_MEASUREMENT_ID/);
    expect(parseEnv({}).CONSENT_REVISION).toBe(1);
    expect(parseEnv({ CONSENT_REVISION: "3" }).CONSENT_REVISION).toBe(3);
    expect(() => parseEnv({ CONSENT_REVISION: "0" })).toThrow(/CONSENT_REVISION/);
  });
});
