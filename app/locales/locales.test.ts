import { describe, expect, it } from "vitest";
import de from "./de";
import en from "./en";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

describe("translations", () => {
  it("de and en have exactly the same keys", () => {
    const deKeys = leaves(de)
      .map(([k]) => k)
      .sort();
    const enKeys = leaves(en)
      .map(([k]) => k)
      .sort();
    expect(enKeys).toEqual(deKeys);
  });

  it.each([
    ["de", de],
    ["en", en],
  ])("%s has no empty strings and only strings", (_, resources) => {
    for (const [key, value] of leaves(resources)) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it("uses the binding texts (docs/product.md)", () => {
    expect(de.common.skipLink).toBe("Zum Inhalt springen");
    expect(en.common.skipLink).toBe("Skip to content");
    expect(en.common.theme.toDark).toBe("Switch to dark mode");
    expect(en.common.theme.toLight).toBe("Switch to light mode");
    expect(de.common.language.switch).toBe("Switch to English");
    expect(en.common.language.switch).toBe("Auf Deutsch wechseln");
    expect(en.common.loading).toBe("Loading...");
  });

  it("uses the binding consent banner texts (docs/product.md §9)", () => {
    expect(en.consent.banner.text).toBe(
      "We use optional analytics (GA4) to improve the site. You can accept or decline.",
    );
    expect(en.consent.banner.accept).toBe("Accept");
    expect(en.consent.banner.decline).toBe("Decline");
    expect(de.consent.banner.accept).toBe("Akzeptieren");
    expect(de.consent.banner.decline).toBe("Ablehnen");
    expect(de.consent.settingsLink).toBe("Cookie-Einstellungen");
    expect(en.consent.settingsLink).toBe("Cookie settings");
  });
});
