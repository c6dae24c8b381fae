import { describe, expect, it } from "vitest";
import { getT, resourceVersions } from "./i18n.server";

describe("i18n", () => {
  it("translates with dotted keys per language", () => {
    expect(getT("de")("common.nav.about")).toBe("Über mich");
    expect(getT("en")("common.nav.about")).toBe("About");
  });

  it("shows the key itself when it is missing (docs/product.md §3)", () => {
    const t = getT("en") as unknown as (key: string) => string;
    expect(t("common.does.not.exist")).toBe("common.does.not.exist");
  });

  it("versions each language's resources by content", () => {
    expect(resourceVersions.de).toMatch(/^[\w-]{12}$/);
    expect(resourceVersions.de).not.toBe(resourceVersions.en);
  });
});
