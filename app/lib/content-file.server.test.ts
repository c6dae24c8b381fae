import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFile, parseContentFile, validateRegisteredContent } from "./content-file.server";

const schema = z.object({ title: z.string().min(1), items: z.array(z.string()).min(1) }).strict();

describe("content files", () => {
  const saved = process.env.CONTENT_DIR;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    process.env.CONTENT_DIR = dir;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
  });

  it("reads and validates a YAML file", () => {
    writeFileSync(join(dir, "ok.yaml"), "title: Hallo\nitems:\n  - eins\n  - zwei\n");
    expect(parseContentFile("ok.yaml", schema)).toEqual({ title: "Hallo", items: ["eins", "zwei"] });
  });

  it("names the file and the field when the content is wrong", () => {
    writeFileSync(join(dir, "bad.yaml"), "title: ''\nitems: []\nextra: 1\n");
    expect(() => parseContentFile("bad.yaml", schema)).toThrow(/content file bad\.yaml: .*title.*items/);
    writeFileSync(join(dir, "broken.yaml"), "title: [unclosed\n");
    expect(() => parseContentFile("broken.yaml", schema)).toThrow(/content file broken\.yaml: is not valid YAML/);
    expect(() => parseContentFile("missing.yaml", schema)).toThrow(
      /content file missing\.yaml: cannot be read \(ENOENT\)/,
    );
  });

  it("registers files for the build's check, which reports every failing file", () => {
    writeFileSync(join(dir, "a.yaml"), "title: A\nitems: [x]\n");
    writeFileSync(join(dir, "b.yaml"), "title: B\nitems: [y]\n");
    const a = contentFile("a.yaml", schema);
    contentFile("b.yaml", schema, (v) => {
      if (v.items.includes("y")) throw new Error("item y is banned");
    });
    expect(a().title).toBe("A");
    const result = validateRegisteredContent();
    expect(result.files).toEqual(expect.arrayContaining(["a.yaml", "b.yaml"]));
    expect(result.errors).toEqual(["content file b.yaml: item y is banned"]);
  });
});
