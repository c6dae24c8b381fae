import { describe, expect, it } from "vitest";
import { site } from "./site";

/** The Swiss UID check digit (mod 11, weights 5,4,3,2,7,6,5,4); null when none exists (remainder 10). */
function uidCheckDigit(digits: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

function isValidUid(uid: string): boolean {
  const digits = uid.replace(/\D/g, "");
  if (!/^CHE-\d{3}\.\d{3}\.\d{3}$/.test(uid) || digits.length !== 9) return false;
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

describe("the UID check digit", () => {
  it("knows a valid UID", () => {
    // the sample's first eight digits with the right check digit
    expect(isValidUid("CHE-123.456.788")).toBe(true);
    expect(isValidUid("CHE-123.456.789")).toBe(false);
  });
});

// Runs while site.ts holds the shipped sample (sample: true); an operator's own identity skips it.
describe.runIf(site.sample)("the shipped sample identity (ADR 058)", () => {
  it("has a UID that fails the Swiss check digit, so it names no real enterprise", () => {
    expect(site.legal.uid).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
    expect(isValidUid(site.legal.uid ?? "")).toBe(false);
  });

  it("uses only reserved example domains (RFC 2606)", () => {
    const reserved = /^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$/;
    expect(site.email.split("@")[1]).toMatch(reserved);
    for (const url of Object.values(site.urls)) expect(new URL(url).hostname, url).toMatch(reserved);
  });

  it("has a phone number that cannot be dialled, with valid tel: and WhatsApp values", () => {
    const tel = site.phone.replace(/[^+\d]/g, "");
    expect(tel).toMatch(/^\+\d{8,15}$/);
    expect(site.whatsapp).toMatch(/^\d{8,15}$/);
    // after the country code +41 no digit but 0: no Swiss area code or service starts with 0
    expect(tel.slice(3)).toMatch(/^0+$/);
    expect(site.whatsapp).toBe(tel.slice(1));
  });
});
