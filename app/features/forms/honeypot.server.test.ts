import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "~/lib/env.server";
import { HONEYPOT_FROM, HONEYPOT_NAME, honeypot, isSpam } from "./honeypot.server";

const env = { SESSION_SECRET: "test-secret-test-secret-test-secret-test" } as Env;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const encrypted = (ms: number) => honeypot(env).getInputProps({ validFromTimestamp: ms }).encryptedValidFrom;

describe("the honeypot check", () => {
  afterEach(() => vi.useRealTimers());

  it("accepts a valid time again and again (the decrypted value is kept)", () => {
    const from = encrypted(Date.now() - 5000);
    for (let i = 0; i < 3; i++) expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_FROM]: from }), env)).toBe(false);
  });

  it("still checks a kept value against the current time", () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 });
    const later = encrypted(Date.now() + 60_000);
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_FROM]: later }), env)).toBe(true);
    vi.setSystemTime(Date.now() + 120_000);
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_FROM]: later }), env)).toBe(false);
  });

  it("rejects a filled trap, a missing or forged time", () => {
    const from = encrypted(Date.now() - 5000);
    expect(isSpam(form({ [HONEYPOT_NAME]: "x", [HONEYPOT_FROM]: from }), env)).toBe(true);
    expect(isSpam(form({ [HONEYPOT_NAME]: "" }), env)).toBe(true);
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_FROM]: "forged" }), env)).toBe(true);
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_FROM]: "forged" }), env)).toBe(true);
  });
});
