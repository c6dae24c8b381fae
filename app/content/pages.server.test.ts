import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseDocument } from "yaml";
import { pages } from "~/pages";

// The page copy files (app/content/pages/**.yaml, testimonials.yaml) as the build checks them:
// the shipped ones pass; a wrong page id, a missing or misspelt field, an unknown placeholder, a
// language with a different shape and a missing or extra topic file each fail, naming file and field.

const shipped = join(process.cwd(), "app", "content");

/** Fresh modules (the loaders cache per process) reading the content folder `dir`. */
async function load(dir: string) {
  process.env.CONTENT_DIR = dir;
  vi.resetModules();
  const files = await import("~/lib/content-file.server");
  const copy = await import("./pages.server");
  return {
    ...copy,
    validate: () => {
      const { files: checked, errors } = files.validateRegisteredContent();
      return { files: checked, errors: [...errors, ...copy.strayTopicFiles()] };
    },
  };
}

describe("page copy files", () => {
  const saved = process.env.CONTENT_DIR;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(shipped, "pages"), join(dir, "pages"), { recursive: true });
    cpSync(join(shipped, "testimonials.yaml"), join(dir, "testimonials.yaml"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
  });

  /** Changes one YAML file of the temp folder as a consultant would (comments stay). */
  function edit(file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
    const path = join(dir, file);
    const doc = parseDocument(readFileSync(path, "utf8"));
    change(doc);
    writeFileSync(path, doc.toString());
  }

  it("the shipped files are valid: one file per page, per topic page of the registry, and the testimonials", async () => {
    const { validate, topicPageIds } = await load(shipped);
    const { files, errors } = validate();
    expect(errors).toEqual([]);
    const topicIds = pages.filter((p) => p.route === "routes/topic").map((p) => p.id);
    expect(topicIds.length).toBeGreaterThan(0);
    expect([...topicPageIds].sort()).toEqual([...topicIds].sort());
    expect(files).toEqual(
      expect.arrayContaining([
        "pages/home.yaml",
        "pages/about.yaml",
        "testimonials.yaml",
        ...topicIds.map((id) => `pages/topics/${id}.yaml`),
      ]),
    );
    expect(files).toHaveLength(9 + topicIds.length + 1);
  });

  it("returns one language with the business constants filled in", async () => {
    const { pageCopy, topicCopy, topicPageIds } = await load(shipped);
    const de = pageCopy("home", "de");
    const en = pageCopy("home", "en");
    expect(de.hero.title).not.toBe(en.hero.title);
    expect(de).not.toHaveProperty("de");
    expect(JSON.stringify(de)).not.toContain("{{");
    expect(JSON.stringify(en)).not.toContain("{{");
    // {{checkQuestions}} of the home hero's proof
    expect(de.hero.proof[0]).toMatch(/^\d+ Fragen/);
    expect(pageCopy("ceo-mentoring", "de").pricing.price).toContain("CHF");
    for (const id of topicPageIds) {
      for (const lng of ["de", "en"] as const) {
        const copy = topicCopy(id, lng);
        expect(copy.seo.title.length).toBeGreaterThan(0);
        expect(JSON.stringify(copy)).not.toContain("{{");
      }
    }
  });

  it("tells each language's copy whether its file has a `sample:` marker, so the page shows the note (ADR 058)", async () => {
    edit("pages/contact.yaml", (doc) => doc.set("sample", "invented for this test"));
    edit("pages/topics/due-diligence.yaml", (doc) => doc.set("sample", "invented for this test"));
    edit("pages/about.yaml", (doc) => doc.delete("sample"));
    const { pageCopy, topicCopy } = await load(dir);
    for (const lng of ["de", "en"] as const) {
      expect(pageCopy("contact", lng).sample, lng).toBe(true);
      expect(topicCopy("due-diligence", lng).sample, lng).toBe(true);
      expect(pageCopy("about", lng).sample, lng).toBe(false);
    }
  });

  it("picks testimonials by topic, falls back to all and limits the number", async () => {
    const { testimonialsFor } = await load(shipped);
    const audit = testimonialsFor("en", ["audit"], 1);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toEqual({
      id: "it-services-ceo",
      sample: true,
      quote: expect.stringContaining("audit"),
      role: "CEO",
      industry: "IT services",
      size: "35 employees",
    });
    expect(testimonialsFor("de", undefined, 3)).toHaveLength(3);
    expect(testimonialsFor("de", ["impressum"], 2)).toHaveLength(2);
    expect(testimonialsFor("de", ["exit-strategy"], 5).map((t) => t.id)).toEqual(["wholesale-owner"]);
  });

  it("a wrong page id and a missing field fail, naming the file and the field", async () => {
    edit("pages/about.yaml", (doc) => doc.setIn(["en", "closing", "primary", "pageId"], "abuot"));
    edit("pages/topics/exit-strategy.yaml", (doc) => doc.deleteIn(["de", "hero", "lead"]));
    const { validate } = await load(dir);
    const { errors } = validate();
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe(
      "content file pages/about.yaml: en.closing.primary.pageId: 'abuot' is not a page id of app/pages.ts",
    );
    expect(errors[1]).toMatch(/^content file pages\/topics\/exit-strategy\.yaml: de\.hero\.lead: Required/);
  });

  it("a misspelt key, a related page without a name and an empty text fail", async () => {
    edit("pages/contact.yaml", (doc) => {
      doc.setIn(["de", "formTitel"], doc.getIn(["de", "formTitle"]));
      doc.deleteIn(["de", "formTitle"]);
    });
    edit("pages/topics/due-diligence.yaml", (doc) => doc.setIn(["en", "related", 0], "exit-ready-question"));
    edit("testimonials.yaml", (doc) => doc.setIn([0, "role", "en"], ""));
    const { errors } = (await load(dir)).validate();
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^content file pages\/contact\.yaml: .*de\.formTitle: Required/);
    expect(errors[0]).toMatch(/de: Unrecognized key\(s\) in object: 'formTitel'/);
    expect(errors[1]).toBe(
      "content file pages/topics/due-diligence.yaml: en.related.0: 'exit-ready-question' is not a page id of app/pages.ts with a name (common.pages, or a topic page)",
    );
    expect(errors[2]).toMatch(/^content file testimonials\.yaml: 0\.role\.en: String must contain at least 1/);
  });

  it("an unknown placeholder and a language with a different shape fail, naming the field", async () => {
    edit("pages/services.yaml", (doc) => doc.setIn(["en", "hero", "lead"], "From {{auditPrise}}"));
    edit("pages/topics/local-seo.yaml", (doc) => doc.deleteIn(["en", "problem", "signs", 0]));
    edit("pages/home.yaml", (doc) => doc.deleteIn(["de", "closing", "secondary"]));
    edit("pages/blog.yaml", (doc) => doc.deleteIn(["en", "closing", "secondary"]));
    const { validate, pageCopy } = await load(dir);
    const { errors } = validate();
    expect(errors).toEqual([
      "content file pages/home.yaml: de.closing.secondary: Required",
      "content file pages/services.yaml: en.hero.lead: unknown placeholder {{auditPrise}}",
      "content file pages/blog.yaml: en.closing.secondary: missing (de has it)",
      expect.stringMatching(
        /^content file pages\/topics\/local-seo\.yaml: problem\.signs: \d+ items in de, \d+ in en$/,
      ),
    ]);
    // a request for a broken page fails the same way (and the error is not cached as copy)
    expect(() => pageCopy("services", "de")).toThrow(/content file pages\/services\.yaml: en\.hero\.lead/);
    expect(pageCopy("about", "de").hero.title.length).toBeGreaterThan(0);
  });

  it("the hero's picture: an SVG in public/images with its size, or a photo in app/content/images without one", async () => {
    mkdirSync(join(dir, "images"));
    writeFileSync(join(dir, "images", "portrait.jpg"), "");
    const image = (lng: string) => [lng, "hero", "image"];
    edit("pages/home.yaml", (doc) => {
      for (const lng of ["de", "en"]) {
        doc.setIn([...image(lng), "src"], "images/portrait.jpg");
        doc.deleteIn([...image(lng), "width"]);
        doc.deleteIn([...image(lng), "height"]);
      }
    });
    edit("pages/about.yaml", (doc) => {
      // a photo's size comes from its file; an SVG's is needed; a photo is not served from /images/
      doc.setIn([...image("de"), "src"], "images/portrait.jpg");
      doc.deleteIn([...image("en"), "height"]);
    });
    const { validate } = await load(dir);
    expect(validate().errors).toEqual([
      "content file pages/about.yaml: de.hero.image.width: a photo's size comes from its file: leave width and height out; " +
        "en.hero.image.height: an SVG needs its width and height (CSS pixels)",
    ]);
    edit("pages/about.yaml", (doc) => {
      doc.setIn([...image("de"), "src"], "/images/portrait.jpg");
      doc.setIn([...image("en"), "height"], 560);
    });
    edit("pages/home.yaml", (doc) => doc.setIn([...image("en"), "src"], "images/portret.png"));
    const { validate: again } = await load(dir);
    expect(again().errors).toEqual([
      expect.stringMatching(
        /^content file pages\/home\.yaml: en\.hero\.image\.src: images\/portret\.png is not in the content folder's images\/ /,
      ),
      expect.stringMatching(
        /^content file pages\/about\.yaml: de\.hero\.image\.src: a photo \(JPEG, PNG\) in app\/content\/images\/ .*or an SVG in public\/images\//,
      ),
    ]);
  });

  it("the topic files match the registry's topic pages: a missing or an extra file fails", async () => {
    rmSync(join(dir, "pages", "topics", "ceo-coaching.yaml"));
    cpSync(join(dir, "pages", "topics", "local-seo.yaml"), join(dir, "pages", "topics", "local-sea.yaml"));
    writeFileSync(join(dir, "pages", "topics", "team-autonomy.yml"), "de: {}\n");
    const { errors } = (await load(dir)).validate();
    expect(errors).toEqual([
      "content file pages/topics/ceo-coaching.yaml: cannot be read (ENOENT)",
      expect.stringMatching(/^content file pages\/topics\/local-sea\.yaml: no topic page of that id in app\/pages\.ts/),
      expect.stringMatching(/^content file pages\/topics\/team-autonomy\.yml: no topic page of that id/),
    ]);
  });
});
