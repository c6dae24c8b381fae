import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";
import { copyFiles, scanCopy, scanFile } from "./glossary.server";

// The scanner `npm run build` runs over the copy (scripts/validate-content.ts): no banned variant of
// docs/glossary.md (app/content/glossary.ts) and no hyphen in a number range of visible prose.

describe("copy glossary", () => {
  it("scans every kind of copy file of a checkout, in the language each is written in", () => {
    const root = mkdtempSync(join(tmpdir(), "glossary-"));
    try {
      const files: Record<string, string> = {
        "app/content/pages/about.yaml": "de:\n  title: Über unser Team\nen:\n  title: Our team\n",
        "app/content/blog/en/a.md": "---\ntitle: x\n---\n\nA strategy call.\n",
        "app/content/legal/de/imprint.md": "Wir danken Ihnen.\n",
        "app/locales/en/common.json": '{ "cta": "Book a strategy call" }\n',
        "app/locales/de/common.json": '{ "cta": "Strategie-Gespräch buchen" }\n',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      expect(copyFiles(root)).toHaveLength(5);
      const found = scanCopy(root).violations.map((v) => `${v.file}:${v.line}: ${v.found}`);
      expect(found.sort()).toEqual([
        "app/content/blog/en/a.md:5: strategy call",
        "app/content/legal/de/imprint.md:1: Ihnen",
        "app/content/pages/about.yaml:2: unser Team",
        "app/content/pages/about.yaml:4: Our team",
        "app/locales/de/common.json:1: Strategie-Gespräch",
        "app/locales/en/common.json:1: strategy call",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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

  it("catches the calques the copy editors settled, and leaves the settled terms alone", () => {
    const yaml = [
      "de:",
      '  value: "15+/17"',
      "  text: Eine Session pro Monat, eins zu eins, für den Betreiber-Inhaber",
      "  ok: Eine Sitzung pro Monat, unter vier Augen, ab 15 von 17 Punkten, für den Macher",
      "en:",
      '  value: "{{checkTargetScore}}+/{{checkMaxScore}}"',
      "  text: A steerable company, regular sparring with you, agreed in text form",
      "  ok: 15+ out of 17 points, agreed in writing, a company that stays on course",
    ].join("\n");
    const found = scanFile("x.yaml", yaml, null).map((v) => `${v.line}:${v.found}`);
    expect(found).toEqual([
      "2:5+/1",
      "3:Session",
      "3:eins zu eins",
      "3:Betreiber-Inhaber",
      "6:}}+/{{",
      "7:steerable",
      "7:sparring",
      "7:in text form",
    ]);
  });

  it("has each glossary term documented in docs/glossary.md", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync("docs/glossary.md", "utf8");
    for (const t of glossary) expect(doc, t.de).toContain(t.de);
  });
});
