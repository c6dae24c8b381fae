import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { business } from "~/lib/business";
import { categoryIds, questionIds } from "./types";

// The check's copy (app/content/flows/exit-ready.yaml) as the build sees it: each test edits a
// copy of the file, loads this module afresh and runs the build's validation.

const file = "flows/exit-ready.yaml";
type Yaml = {
  questions: { id: string; category: string; text: Record<string, string>; options: unknown[] }[];
};

describe("ExitReady copy", () => {
  const saved = process.env.CONTENT_DIR;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "flows-"));
    cpSync(join(process.cwd(), "app", "content", "flows"), join(dir, "flows"), { recursive: true });
    process.env.CONTENT_DIR = dir;
    vi.resetModules();
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
  });

  const edit = (change: (data: Yaml) => void) => {
    const data = parse(readFileSync(join(dir, file), "utf8")) as Yaml;
    change(data);
    writeFileSync(join(dir, file), stringify(data));
  };
  /** the build's check (scripts/validate-content.ts) over a fresh copy of the modules */
  const validate = async () => {
    await import("./content.server");
    const { validateRegisteredContent } = await import("~/lib/content-file.server");
    return validateRegisteredContent();
  };

  it("has the ids, counts and categories the code and the product fix", async () => {
    expect(questionIds).toHaveLength(business.exitReady.questions);
    expect(categoryIds).toHaveLength(business.exitReady.categories);
    expect(await validate()).toEqual({ files: [file], errors: [] });
    const { exitReadyContent, localizedQuestion } = await import("./content.server");
    expect(exitReadyContent().questions.map((q) => q.id)).toEqual(questionIds);
    expect(localizedQuestion("fi1", "en")).toMatchObject({ id: "fi1", category: "Financial health" });
    expect(localizedQuestion("fi1", "de").options).toHaveLength(5);
  });

  it("fails on a wrong category id, naming file and field", async () => {
    edit((d) => (d.questions[0]!.category = "operation"));
    const { errors } = await validate();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content file flows\/exit-ready\.yaml: questions\.0\.category: Invalid enum value/);
  });

  it("fails when a question moves to another category than the scoring's", async () => {
    edit((d) => (d.questions[0]!.category = "finance"));
    expect((await validate()).errors).toEqual([
      "content file flows/exit-ready.yaml: questions.0.category: question op1 is scored in operations (scoring.ts)",
    ]);
  });

  it("fails on a missing English text, naming file and field", async () => {
    edit((d) => delete d.questions[2]!.text.en);
    expect((await validate()).errors).toEqual(["content file flows/exit-ready.yaml: questions.2.text.en: Required"]);
  });

  it("fails on one question too many, one option too many or a reordered question", async () => {
    edit((d) => d.questions.push({ ...d.questions[7]!, id: "sy3" }));
    const [tooMany] = (await validate()).errors;
    expect(tooMany).toMatch(/^content file flows\/exit-ready\.yaml: /);
    expect(tooMany).toMatch(/questions\.8\.id: Invalid enum value/);
    expect(tooMany).toMatch(/questions: Array must contain exactly 8 element\(s\)/);

    vi.resetModules();
    edit((d) => {
      d.questions.pop();
      d.questions[1]!.options.push(d.questions[1]!.options[0]);
    });
    expect((await validate()).errors[0]).toMatch(/questions\.1\.options: Array must contain at most 5 element\(s\)/);

    vi.resetModules();
    edit((d) => {
      d.questions[1]!.options.pop();
      d.questions.reverse();
    });
    expect((await validate()).errors[0]).toMatch(/questions\.0\.id: expected op1/);
  });
});
