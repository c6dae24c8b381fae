import { describe, expect, it } from "vitest";
import { localize, textSchema } from "./localize";

describe("localize", () => {
  it("keeps one language of every { de, en } pair and copies everything else", () => {
    const value = {
      id: "op1",
      points: 4,
      text: { de: "Frage", en: "Question" },
      options: [
        { de: "a", en: "A" },
        { de: "b", en: "B" },
      ],
      nested: { hint: { de: "Hinweis", en: "Hint" }, ids: ["x", "y"] },
    };
    const en: { id: string; points: number; text: string; options: string[]; nested: { hint: string } } = localize(
      value,
      "en",
    );
    expect(en).toEqual({
      id: "op1",
      points: 4,
      text: "Question",
      options: ["A", "B"],
      nested: { hint: "Hint", ids: ["x", "y"] },
    });
    expect(localize(value, "de").options).toEqual(["a", "b"]);
    expect(value.text).toEqual({ de: "Frage", en: "Question" });
  });

  it("requires both languages and nothing else", () => {
    expect(textSchema.safeParse({ de: "Hallo", en: "Hello" }).success).toBe(true);
    expect(textSchema.safeParse({ de: "Hallo" }).success).toBe(false);
    expect(textSchema.safeParse({ de: "Hallo", en: " " }).success).toBe(false);
    expect(textSchema.safeParse({ de: "Hallo", en: "Hello", fr: "Salut" }).success).toBe(false);
  });
});
