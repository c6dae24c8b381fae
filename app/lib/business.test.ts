import { describe, expect, it } from "vitest";
import { businessVars, interpolate } from "./business";

describe("business constants", () => {
  it("formats prices per language", () => {
    expect(businessVars("de").mentoringPrice).toBe("2.500\u00a0CHF");
    expect(businessVars("en").mentoringPrice).toBe("CHF\u00a02,500");
    expect(businessVars("de").auditPrice).toBe("2.500\u00a0€");
    expect(businessVars("en").auditPrice).toBe("€2,500");
  });

  it("interpolates deeply and rejects unknown placeholders", () => {
    const vars = businessVars("en");
    expect(interpolate({ a: ["{{auditHours}} h"], b: { c: "{{checkMaxScore}}" } }, vars)).toEqual({
      a: ["48 h"],
      b: { c: "17" },
    });
    expect(() => interpolate("{{nope}}", vars)).toThrow(/unknown placeholder/);
  });
});
