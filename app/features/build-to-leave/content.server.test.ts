import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { business } from "~/lib/business";
import { roadmapIds } from "./roadmap-types";
import { moduleIds } from "./types";

// Build to Leave's copy (app/content/flows/build-to-leave/) as the build sees it: each test edits
// a copy of one file, loads this module afresh and runs the build's validation.

type Yaml = Record<string, unknown> & {
  questions: { id: string; text: Record<string, string> }[];
  advice: Record<string, Record<string, string>>;
};
type RoadmapsYaml = { id: string; modules: string[]; services: string[] }[];

describe("Build to Leave copy", () => {
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

  const path = (name: string) => join(dir, "flows", "build-to-leave", `${name}.yaml`);
  function edit<T>(name: string, change: (data: T) => void) {
    const data = parse(readFileSync(path(name), "utf8")) as T;
    change(data);
    writeFileSync(path(name), stringify(data));
  }
  const validate = async () => {
    await import("./content.server");
    const { validateRegisteredContent } = await import("~/lib/content-file.server");
    return validateRegisteredContent();
  };

  it("has one valid file per module and the roadmaps, as many modules as the product has", async () => {
    expect(moduleIds).toHaveLength(business.buildToLeave.modules);
    const { files, errors } = await validate();
    expect(errors).toEqual([]);
    expect(files).toEqual([
      ...moduleIds.map((id) => `flows/build-to-leave/${id}.yaml`),
      "flows/build-to-leave/roadmaps.yaml",
    ]);
    const { btlModules, btlRoadmaps, moduleQuestion, roadmapView } = await import("./content.server");
    expect(btlModules().map((m) => m.id)).toEqual(moduleIds);
    expect(btlRoadmaps().map((r) => r.id)).toEqual(roadmapIds);
    expect(moduleQuestion("owner-dependency-emotional", 1, "en")).toMatchObject({ id: "threeMonthScenario" });
    expect(roadmapView("due-diligence-prep", "de")).toMatchObject({ days: 60, modules: expect.any(Array) });
  });

  it("fails on a missing English text or a module id that is not the file's, naming file and field", async () => {
    edit<Yaml>("team-autonomy", (d) => delete d.advice.critical!.en);
    edit<Yaml>("business-health", (d) => (d.id = "team-autonomy"));
    const { errors } = await validate();
    expect(errors).toEqual([
      'content file flows/build-to-leave/business-health.yaml: id: Invalid literal value, expected "business-health"',
      "content file flows/build-to-leave/team-autonomy.yaml: advice.critical.en: Required",
    ]);
  });

  it("fails on one question too many and on a question id used twice", async () => {
    edit<Yaml>("due-diligence-prep", (d) => d.questions.push({ ...d.questions[0]!, id: "oneMore" }));
    edit<Yaml>("team-autonomy", (d) => (d.questions[1]!.id = d.questions[0]!.id));
    const { errors } = await validate();
    expect(errors).toEqual([
      "content file flows/build-to-leave/team-autonomy.yaml: questions.1.id: decisionRights twice",
      "content file flows/build-to-leave/due-diligence-prep.yaml: questions: Array must contain at most 8 element(s)",
    ]);
  });

  it("fails on a roadmap naming an unknown module or service page", async () => {
    edit<RoadmapsYaml>("roadmaps", (d) => {
      d[0]!.modules[0] = "owner-dependency";
      d[1]!.services[0] = "btl-question";
    });
    const { errors } = await validate();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content file flows\/build-to-leave\/roadmaps\.yaml: 0\.modules\.0: Invalid enum value/);
    expect(errors[0]).toMatch(/1\.services\.0: 'btl-question' is not a page id of app\/pages\.ts with a name/);
  });
});
