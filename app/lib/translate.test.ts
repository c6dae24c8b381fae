import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { createTranslator, messageWithValues, translateMessage, type TOptions } from "./translate";

const bundle = {
  a: { b: "Hallo {{name}}", list: ["eins {{n}}", "zwei"] },
  items_one: "{{count}} Artikel",
  items_other: "{{count}} Artikel insgesamt",
};

describe("translator", () => {
  // a synthetic bundle: its keys are not the site's, so this test calls the untyped function
  const t = createTranslator(bundle, "de").t as unknown as (key: string, options?: TOptions) => unknown;

  it("looks up dotted keys and interpolates", () => {
    expect(t("a.b", { name: "Anna" })).toBe("Hallo Anna");
    expect(t("a.b")).toBe("Hallo {{name}}");
  });

  it("shows the key itself when it is missing (docs/product.md §3)", () => {
    expect(t("a.missing")).toBe("a.missing");
    expect(t("a")).toBe("a");
  });

  it("returns lists with returnObjects", () => {
    expect(t("a.list", { returnObjects: true, n: 1 })).toEqual(["eins 1", "zwei"]);
  });

  it("chooses plural forms by count", () => {
    expect(t("items", { count: 1 })).toBe("1 Artikel");
    expect(t("items", { count: 5 })).toBe("5 Artikel insgesamt");
  });

  it("renders every key of both languages: its own text, every placeholder filled", () => {
    const leaves = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    // a value for every placeholder name used anywhere: a placeholder the translator cannot fill
    // (a misspelt brace, an i18next-only format like {{x, number}}) stays visible and fails
    const names = JSON.stringify([de, en]).match(/\{\{\s*\w+\s*\}\}/g) ?? [];
    const vars = { ...Object.fromEntries(names.map((p) => [p.replace(/[{}\s]/g, ""), "v"])), count: 3 };
    for (const [lng, resources] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const ours = createTranslator(resources, lng).t as unknown as (k: string, o?: TOptions) => unknown;
      for (const key of leaves(resources)) {
        const base = key.replace(/_(one|other)$/, "");
        const text = ours(base, { ...vars, returnObjects: true });
        expect(text, key).not.toBe(base);
        expect(JSON.stringify(text), key).not.toMatch(/\{\{/);
      }
    }
  });

  it("renders a message that travels as data with numbers for its placeholders", () => {
    const { t } = createTranslator(bundle, "de") as unknown as { t: Parameters<typeof translateMessage>[0] };
    const key = "items" as Parameters<typeof messageWithValues>[0];
    expect(messageWithValues(key, { count: 5 })).toBe("items?count=5");
    expect(translateMessage(t, messageWithValues(key, { count: 1 }))).toBe("1 Artikel");
    expect(translateMessage(t, messageWithValues(key, { count: 5 }))).toBe("5 Artikel insgesamt");
    expect(translateMessage(t, "a.b")).toBe("Hallo {{name}}");
    // only numbers travel: a text value is dropped, the placeholder stays visible
    expect(translateMessage(t, "a.b?name=<b>Anna</b>")).toBe("Hallo {{name}}");
    expect(translateMessage(t, "a.missing?count=2")).toBe("a.missing");
  });

  it("checks the site's keys when compiling (npm run typecheck)", () => {
    const { t } = createTranslator(de, "de");
    expect(t("common.nav.about")).toBe("Über mich");
    expect(t("newsletter.benefits", { returnObjects: true }).length).toBeGreaterThan(0);
    // @ts-expect-error a misspelt key fails tsc (and shows itself at run time)
    expect(t("common.nav.abuot")).toBe("common.nav.abuot");
    // @ts-expect-error a list is read with returnObjects, never as a string
    expect(t("newsletter.benefits")).toBe("newsletter.benefits");
  });
});
