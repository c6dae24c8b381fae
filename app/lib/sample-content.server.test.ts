import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatSampleReport, sampleContentWarning, scanSampleContent } from "./sample-content.server";

// The scanner behind `npm run content:check` and the production start's warning (ADR 058).

let root: string;
function folder(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "sample-content-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const marked = {
  "lib/site.ts": 'export const site = {\n  // the identity\n  sample: true,\n  brand: "X",\n};\n',
  "content/pages/about.yaml":
    '# Copy of /ueber-mich\n# more comment\nsample: "biography is invented"\nde:\n  a: b\nen:\n  a: b\n',
  "content/pages/topics/x.yaml": "de:\n  a: b\nen:\n  a: b\n",
  "content/testimonials.yaml": [
    "# comment",
    "- id: one",
    '  sample: "invented quote"',
    "  consent: false",
    "- id: real",
    "  consent: true",
    "- id: unconsented",
    "  consent: false",
    "",
  ].join("\n"),
  "content/blog/de/a.md": '---\ntitle: "A"\nsample: "invented case"\ndate: 2026-01-01\n---\n\nText sample: not this\n',
  "content/blog/en/b.md": '---\ntitle: "B"\n---\n\nsample: body text, not front matter\n',
  "content/legal/impressum.de.md": "<!-- sample: a lawyer must check it -->\n## Anbieter\n",
  "content/legal/terms.de.md": "## 1. Geltungsbereich\n<!-- sample: not on line 1 -->\n",
};

describe("scanSampleContent", () => {
  it("finds each kind of marker with its file and line", () => {
    const dir = folder(marked);
    const items = scanSampleContent({
      contentDir: join(dir, "content"),
      siteSample: true,
      siteFile: join(dir, "lib/site.ts"),
      root: dir,
    });
    expect(items).toEqual([
      { file: "lib/site.ts", line: 3, kind: "identity", reason: expect.stringContaining("sample") },
      { file: "content/pages/about.yaml", line: 3, kind: "page copy", reason: "biography is invented" },
      { file: "content/testimonials.yaml", line: 3, kind: "testimonial", reason: "one: invented quote" },
      {
        file: "content/testimonials.yaml",
        line: 7,
        kind: "testimonial",
        reason: "unconsented: no consent on file (consent: true missing)",
      },
      { file: "content/blog/de/a.md", line: 3, kind: "blog article", reason: "invented case" },
      { file: "content/legal/impressum.de.md", line: 1, kind: "legal text", reason: "a lawyer must check it" },
    ]);
    const report = formatSampleReport(items).split("\n");
    expect(report[1]).toBe("content/pages/about.yaml:3  page copy: biography is invented");
    expect(report.at(-1)).toMatch(/^6 sample item\(s\)/);
  });

  it("finds nothing in a folder without markers", () => {
    const dir = folder({
      "lib/site.ts": "export const site = {\n  sample: false,\n};\n",
      "content/pages/about.yaml": "de:\n  a: b\nen:\n  a: b\n",
      "content/testimonials.yaml": "- id: real\n  consent: true\n",
      "content/blog/de/a.md": '---\ntitle: "A"\n---\n\nText\n',
      "content/legal/impressum.de.md": "## Anbieter\n",
    });
    const items = scanSampleContent({
      contentDir: join(dir, "content"),
      siteSample: false,
      siteFile: join(dir, "lib/site.ts"),
      root: dir,
    });
    expect(items).toEqual([]);
    expect(formatSampleReport(items)).toBe("no sample content: every marker is gone");
  });

  it("reports the identity without its source file (the production image has none)", () => {
    const dir = folder({ "content/pages/about.yaml": "de: {}\nen: {}\n" });
    const items = scanSampleContent({ contentDir: join(dir, "content"), siteSample: true, root: dir });
    expect(items).toEqual([{ file: "app/lib/site.ts", line: 1, kind: "identity", reason: expect.any(String) }]);
  });
  it("lists the booking hours (app/content/booking.yaml) as their own kind", () => {
    const dir = folder({
      "content/booking.yaml": '# hours\nsample: "sample hours"\ntimeZone: Europe/Zurich\n',
      "content/pages/booking.yaml": 'sample: "a page named booking is copy"\nde: {}\nen: {}\n',
    });
    const items = scanSampleContent({ contentDir: join(dir, "content"), siteSample: false, root: dir });
    expect(items).toEqual([
      { file: "content/booking.yaml", line: 2, kind: "booking hours", reason: "sample hours" },
      { file: "content/pages/booking.yaml", line: 1, kind: "page copy", reason: "a page named booking is copy" },
    ]);
  });

  it("lists a sample hero image once per file and picture, asking for the portrait", () => {
    const image = (lng: string) =>
      `${lng}:\n  hero:\n    title: T\n    image:\n      src: /images/p.svg\n      alt: A\n      sample: an illustration\n`;
    const dir = folder({
      "content/pages/home.yaml": image("de") + image("en"),
      "content/pages/about.yaml": "de:\n  hero:\n    image:\n      src: /images/me.svg\n      alt: Me\n",
    });
    const items = scanSampleContent({ contentDir: join(dir, "content"), siteSample: false, root: dir });
    expect(items).toEqual([
      {
        file: "content/pages/home.yaml",
        line: 7,
        kind: "image",
        reason: "add your portrait: /images/p.svg is an illustration",
      },
    ]);
  });

  it("finds the shipped booking hours in app/content", () => {
    const items = scanSampleContent({ contentDir: join(process.cwd(), "app", "content"), siteSample: false });
    expect(items.filter((item) => item.kind === "booking hours")).toEqual([
      { file: "app/content/booking.yaml", line: expect.any(Number), kind: "booking hours", reason: expect.any(String) },
    ]);
  });
});

describe("sampleContentWarning", () => {
  it("warns in production when anything is sample, naming the command", () => {
    expect(sampleContentWarning(true, 55)).toBe("sample content in use (55 items): run npm run content:check");
    expect(sampleContentWarning(true, 1)).toBe("sample content in use (1 item): run npm run content:check");
  });

  it("stays quiet outside production or when nothing is sample", () => {
    expect(sampleContentWarning(false, 55)).toBeNull();
    expect(sampleContentWarning(true, 0)).toBeNull();
  });
});
