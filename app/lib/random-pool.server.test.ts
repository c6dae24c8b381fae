import { describe, expect, it } from "vitest";
import { random128Base64, RandomPool } from "./random-pool.server";
import { createNonce } from "./security.server";

describe("pooled random values", () => {
  it("are 16 bytes as base64, like randomBytes(16).toString('base64')", () => {
    for (const value of [random128Base64(), createNonce()]) {
      expect(value).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(value, "base64")).toHaveLength(16);
    }
  });

  it("never repeat, across many refills of the pool", () => {
    // 50,000 values: about 195 refills of the 4 KB buffer
    const seen = new Set<string>();
    for (let i = 0; i < 50_000; i++) seen.add(createNonce());
    expect(seen.size).toBe(50_000);
  });

  it("come from a small pool too, which refills when short and refuses more than its size", () => {
    const pool = new RandomPool(40);
    // 16 + 16 fit, the third needs a refill (8 bytes left); the bytes of one fill are never reused
    const a = Buffer.from(pool.base64(16), "base64");
    const b = Buffer.from(pool.base64(16), "base64");
    const c = Buffer.from(pool.base64(16), "base64");
    expect(a.equals(b)).toBe(false);
    expect(c.equals(a) || c.equals(b)).toBe(false);
    expect(() => pool.base64(41)).toThrow(RangeError);
  });

  it("look uniformly random: every bit position is set in about half of the values", () => {
    const n = 20_000;
    const ones = new Array<number>(128).fill(0);
    for (let i = 0; i < n; i++) {
      const bytes = Buffer.from(random128Base64(), "base64");
      for (let bit = 0; bit < 128; bit++) ones[bit]! += (bytes[bit >> 3]! >> (bit & 7)) & 1;
    }
    // 6 standard deviations (sqrt(n)/2 ≈ 71) around n/2: a fixed or missing bit fails at once
    for (const count of ones) expect(Math.abs(count - n / 2)).toBeLessThan(6 * Math.sqrt(n) * 0.5);
  });
});
