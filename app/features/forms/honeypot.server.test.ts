import { describe, expect, it } from "vitest";
import { HONEYPOT_NAME, isSpam } from "./honeypot.server";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("the honeypot check", () => {
  it("accepts a form whose trap arrived empty", () => {
    expect(isSpam(form([[HONEYPOT_NAME, ""]]))).toBe(false);
    expect(
      isSpam(
        form([
          [HONEYPOT_NAME, ""],
          ["email", "a@example.com"],
        ]),
      ),
    ).toBe(false);
  });

  it("rejects a filled trap, a missing trap, and a trap sent twice with one filled", () => {
    expect(isSpam(form([[HONEYPOT_NAME, "http://spam.example"]]))).toBe(true);
    expect(isSpam(form([[HONEYPOT_NAME, " "]]))).toBe(true);
    expect(isSpam(form([["email", "a@example.com"]]))).toBe(true);
    expect(
      isSpam(
        form([
          [HONEYPOT_NAME, ""],
          [HONEYPOT_NAME, "x"],
        ]),
      ),
    ).toBe(true);
  });
});
