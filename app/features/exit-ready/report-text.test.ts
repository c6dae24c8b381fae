import { describe, expect, it } from "vitest";
import { foldForPdf, MAX_NAME, reportFileName, reportName, shorten, showable } from "./report-text";

describe("text for the PDF's standard fonts", () => {
  it("knows what WinAnsiEncoding shows", () => {
    for (const char of "Aaz09 äöüÄÖÜßéèçñøå€–—„“”‘’…•") expect(showable(char), char).toBe(true);
    for (const char of ["\n", "\u0000", "Ł", "ř", "李", "Ж", "😀", "\u200b"]) expect(showable(char), char).toBe(false);
  });

  it("folds accents the fonts lack, keeps the ones they have, refuses what has no Latin form", () => {
    expect(foldForPdf("Jana Müller-Lüdenscheidt")).toBe("Jana Müller-Lüdenscheidt");
    expect(foldForPdf("Antonín Dvořák")).toBe("Antonín Dvorák");
    expect(foldForPdf("Łukasz Wójcik")).toBe("Lukasz Wójcik");
    expect(foldForPdf("Ｊａｎａ")).toBe("Jana");
    expect(foldForPdf("  Jana\n\tBerg\u0000 ")).toBe("Jana Berg");
    expect(foldForPdf("李明")).toBeNull();
    expect(foldForPdf("Jana 😀")).toBeNull();
    expect(foldForPdf("Иван")).toBeNull();
  });

  it("shortens at a word when it can, with an ellipsis", () => {
    expect(shorten("Jana Berg", 60)).toBe("Jana Berg");
    expect(shorten("Jana Berg ".repeat(10).trim(), 30)).toBe("Jana Berg Jana Berg Jana Berg…");
    expect(shorten("X".repeat(100), 10)).toBe(`${"X".repeat(9)}…`);
    expect([...shorten("ä".repeat(100), 10)]).toHaveLength(10);
  });

  it("shows a name of at most one line, or none", () => {
    expect(reportName("Jana Berg")).toBe("Jana Berg");
    expect([...reportName("Jana Berg ".repeat(1000))!].length).toBeLessThanOrEqual(MAX_NAME);
    expect(reportName("X".repeat(10_000))).toBe(`${"X".repeat(MAX_NAME - 1)}…`);
    expect(reportName("李明")).toBeNull();
    expect(reportName(" \n ")).toBeNull();
  });

  it("names the file by language and date", () => {
    expect(reportFileName("de", "2026-11-28")).toBe("exitready-bericht-2026-11-28.pdf");
    expect(reportFileName("en", "2026-11-28")).toBe("exitready-report-2026-11-28.pdf");
  });
});
