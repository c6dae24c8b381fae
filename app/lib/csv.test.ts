import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField('Müller, "Max"')).toBe('"Müller, ""Max"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField(null)).toBe("");
    expect(csvField(["x", "y"])).toBe('"x; y"');
  });

  it("neutralizes spreadsheet formulas", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+41 44 123")).toBe("'+41 44 123");
  });

  it("starts with a BOM and uses CRLF", () => {
    const csv = toCsv(["name", "email"], [{ name: "Zoë", email: "z@example.com" }]);
    expect(csv.startsWith("\uFEFFname,email\r\n")).toBe(true);
    expect(csv).toBe("\uFEFFname,email\r\nZoë,z@example.com\r\n");
  });
});
