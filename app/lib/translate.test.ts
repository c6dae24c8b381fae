import i18next from "i18next";
import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { createTranslator } from "./translate";

const bundle = {
  a: { b: "Hallo {{name}}", list: ["eins {{n}}", "zwei"] },
  items_one: "{{count}} Artikel",
  items_other: "{{count}} Artikel insgesamt",
};

describe("translator", () => {
  const { t } = createTranslator(bundle, "de");

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

  it("renders every key of both languages exactly like i18next", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: { de: { translation: de }, en: { translation: en } },
      fallbackLng: false,
      interpolation: { escapeValue: false },
      initImmediate: false,
    });
    const leaves = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    const vars = {
      name: "X",
      count: 3,
      n: 2,
      email: "a@b.c",
      brand: "B",
      year: 2025,
      owner: "O",
      date: "D",
      hours: 48,
    };
    for (const [lng, resources] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const ours = createTranslator(resources, lng).t;
      const theirs = instance.getFixedT(lng) as unknown as (k: string, o?: object) => unknown;
      for (const key of leaves(resources)) {
        const base = key.replace(/_(one|other)$/, "");
        expect(ours(base, { ...vars, returnObjects: true }), key).toEqual(
          theirs(base, { ...vars, returnObjects: true }),
        );
      }
    }
  });
});
