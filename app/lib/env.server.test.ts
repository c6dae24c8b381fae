import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { site } from "./site";

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

  it("takes webhook receivers with a Standard Webhooks secret; https in production unless internal", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const prod = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), SITE_URL: "https://site.example" };
    expect(
      parseEnv({ WEBHOOK_URL: " https://a.example/h , http://b.example/h", WEBHOOK_SECRET: secret }).WEBHOOK_URL,
    ).toEqual(["https://a.example/h", "http://b.example/h"]);
    expect(parseEnv({}).WEBHOOK_URL).toBeUndefined();
    expect(() => parseEnv({ WEBHOOK_URL: "https://a.example/h" })).toThrow(
      /WEBHOOK_SECRET is required when WEBHOOK_URL/,
    );
    expect(() => parseEnv({ WEBHOOK_URL: "ftp://a.example/h", WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL/);
    // a malformed secret is named, never repeated
    const bad = "not-a-webhook-secret-value";
    try {
      parseEnv({ WEBHOOK_URL: "https://a.example/h", WEBHOOK_SECRET: bad });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/WEBHOOK_SECRET must be whsec_/);
      expect((error as Error).message).not.toContain(bad);
    }
    expect(() => parseEnv({ ...prod, WEBHOOK_URL: "http://crm.example/h", WEBHOOK_SECRET: secret })).toThrow(
      /WEBHOOK_URL must be https:\/\/ in production/,
    );
    expect(
      parseEnv({
        ...prod,
        WEBHOOK_URL: "http://crm.internal/h",
        WEBHOOK_SECRET: secret,
        WEBHOOK_INTERNAL_HOSTS: "crm.internal",
      }).WEBHOOK_URL,
    ).toEqual(["http://crm.internal/h"]);
  });

  it("names a malformed DATABASE_URL and PORT", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a URL like postgres:/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("counts the proxies in front (TRUST_PROXY): a number of hops, true/yes as one, none by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "all" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });

  it("reads METRICS_PORT (off when unset or empty; a port, not PORT) and METRICS_HOST (loopback by default)", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_HOST).toBe("127.0.0.1");
    const env = parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" });
    expect(env.METRICS_PORT).toBe(9464);
    expect(env.METRICS_HOST).toBe("0.0.0.0");
    expect(() => parseEnv({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(
      /METRICS_PORT must not be PORT \(8080\): metrics are never served on the public port/,
    );
    expect(() => parseEnv({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must not be PORT/);
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

  it("reads the booking calendar settings without ever repeating the secret address", () => {
    const secret = "https://calendar.example.com/calendar/ical/private-0123456789abcdef/basic.ics";
    const env = parseEnv({ CALENDAR_BUSY_ICS_URL: secret });
    expect(env.CALENDAR_BUSY_ICS_URL).toBe(secret);
    expect(env.CALENDAR_BUSY_TIMEOUT_MS).toBe(4000);
    expect(env.CALENDAR_BUSY_CACHE_SECONDS).toBe(60);
    expect(parseEnv({}).CALENDAR_BUSY_ICS_URL).toBeUndefined();
    expect(parseEnv({ CALENDAR_BUSY_ICS_URL: "" }).CALENDAR_BUSY_ICS_URL).toBeUndefined();
    // iCloud publishes webcal:// addresses: the same address over https
    expect(
      parseEnv({ CALENDAR_BUSY_ICS_URL: "webcal://p01-caldav.example.com/published/2/secret-AbC" })
        .CALENDAR_BUSY_ICS_URL,
    ).toBe("https://p01-caldav.example.com/published/2/secret-AbC");
    for (const bad of [
      "ftp://example.com/private-secret-token.ics",
      "private-secret-token",
      "mailto:private-secret-token@example.com",
    ]) {
      let message = "";
      try {
        parseEnv({ CALENDAR_BUSY_ICS_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("CALENDAR_BUSY_ICS_URL must be the calendar's secret iCal address");
      expect(message).not.toContain("private-secret-token");
    }
    expect(() => parseEnv({ BOOKINGS_FEED_TOKEN: "short" })).toThrow(/BOOKINGS_FEED_TOKEN must be at least 32/);
    expect(parseEnv({ BOOKINGS_FEED_TOKEN: "a".repeat(32) }).BOOKINGS_FEED_TOKEN).toBe("a".repeat(32));
  });

  describe("lead notifications go only where the operator said", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      SITE_URL: "https://www.example.com",
      SMTP_URL: "smtp://mail.example.com:587",
    };
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as EnvError).problems;
      }
    };

    it.each([
      [{}, ["MAIL_FROM", "LEADS_NOTIFY_EMAIL"]],
      [{ MAIL_FROM: "" }, ["MAIL_FROM", "LEADS_NOTIFY_EMAIL"]],
      [{ MAIL_FROM: "Website <website@example.com>" }, ["LEADS_NOTIFY_EMAIL"]],
      [{ LEADS_NOTIFY_EMAIL: "leads@example.com" }, ["MAIL_FROM"]],
      [{ MAIL_FROM: "Website <website@example.com>", LEADS_NOTIFY_EMAIL: "" }, ["LEADS_NOTIFY_EMAIL"]],
    ])("in production with SMTP_URL, %j is refused naming %j", (extra, missing) => {
      const found = problems({ ...production, ...extra });
      expect(found).not.toBeNull();
      expect(found!.map((p) => p.split(" ")[0]).sort()).toEqual([...missing].sort());
      for (const name of missing) {
        expect(found!.join("\n")).toMatch(new RegExp(`${name} is required when SMTP_URL is set`));
      }
    });

    it("refuses a guessed recipient outside production too, once SMTP_URL can send", () => {
      expect(problems({ NODE_ENV: "development", SMTP_URL: "smtp://mail.example.com:587" })!.sort()).toEqual([
        expect.stringMatching(/^LEADS_NOTIFY_EMAIL is required when SMTP_URL is set/),
        expect.stringMatching(/^MAIL_FROM is required when SMTP_URL is set/),
      ]);
    });

    it("names the missing variable in the message the server prints before it exits", () => {
      expect(() => parseEnv({ ...production, MAIL_FROM: "Website <website@example.com>" })).toThrow(
        /Invalid environment:\n {2}- LEADS_NOTIFY_EMAIL is required when SMTP_URL is set/,
      );
    });

    it("takes the operator's values, and has no address of its own in production", () => {
      const env = parseEnv({
        ...production,
        MAIL_FROM: "Website <website@example.com>",
        LEADS_NOTIFY_EMAIL: "leads@example.com",
      });
      expect(env.MAIL_FROM).toBe("Website <website@example.com>");
      expect(env.LEADS_NOTIFY_EMAIL).toBe("leads@example.com");
      // without SMTP_URL nothing is sent, so production may start; still no guessed recipient
      const quiet = parseEnv({ ...production, SMTP_URL: "" });
      expect(quiet.MAIL_FROM).toBe("");
      expect(quiet.LEADS_NOTIFY_EMAIL).toBe("");
      expect(() =>
        parseEnv({ ...production, LEADS_NOTIFY_EMAIL: "not an address", MAIL_FROM: "x <x@example.com>" }),
      ).toThrow(/LEADS_NOTIFY_EMAIL/);
    });

    it("keeps the development defaults outside production while no mail can leave", () => {
      for (const NODE_ENV of ["development", "test"]) {
        const env = parseEnv({ NODE_ENV });
        // the consultant's address from site.ts, the one place the identity is kept
        expect(env.MAIL_FROM).toBe(`${site.brand} <${site.email}>`);
        expect(env.LEADS_NOTIFY_EMAIL).toBe(site.email);
      }
    });
  });
});
