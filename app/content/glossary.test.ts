import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";
import { scanCopy, scanFile } from "./glossary.server";

// The copy follows docs/glossary.md: no banned variant (app/content/glossary.ts) and no hyphen in a
// number range of visible prose, in any copy file of either language.

describe("copy glossary", () => {
  it("finds no banned spelling or hyphenated range in the copy", () => {
    const { files, violations } = scanCopy(process.cwd());
    expect(files).toBeGreaterThan(50);
    expect(violations.map((v) => `${v.file}:${v.line}: "${v.found}" → ${v.use}`)).toEqual([]);
  });

  it("catches planted variants by language, and leaves ids, dates, slugs and stored values alone", () => {
    const yaml = [
      "de:",
      "  title: Der Business Logic Audit in 2-4 Wochen",
      "  value: 1-5",
      "  date: 2026-01-15",
      "en:",
      "  text: Systematise your key figures in weeks 1-2; see /blog/a-1-2",
    ].join("\n");
    const found = scanFile("x.yaml", yaml, null).map((v) => `${v.line}:${v.found}`);
    expect(found).toEqual(["2:Der Business Logic Audit", "2:2-4", "6:Systematise", "6:key figures", "6:1-2"]);
    expect(scanFile("x.md", "Das [Business Logic Audit](/audit) am 2026-01-15.", "de")).toEqual([]);
  });

  it("has each glossary term documented in docs/glossary.md", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync("docs/glossary.md", "utf8");
    for (const t of glossary) expect(doc, t.de).toContain(t.de);
  });
});
