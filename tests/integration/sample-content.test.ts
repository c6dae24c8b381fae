import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import de from "~/locales/de";
import en from "~/locales/en";
import { pages } from "~/pages";
import { testDatabases } from "./databases";
import { env } from "./hostile-requests";
import { productionBuild, send, serveProduction } from "./production-server";

// The sample marker is shown where the visitor reads it (ADR 058), through every route
// that shows marked content: a page whose copy file has a top-level `sample:` ends its hero with the
// note, an article with `sample:` in its front matter shows it before its text, and the author box
// carries the label while blog.yaml (its biography) is marked; each in the visitor's language, and
// nothing on content without a marker. Runs the production build (`npm run build`) in this process,
// on a copy of app/content (CONTENT_DIR) in which every page file is marked but `about` and one
// topic page, and of two article pairs one is marked and one is not.

const locales = { de, en };
const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const content = mkdtempSync(join(tmpdir(), "sample-content-"));
const marker = 'sample: "invented for this test"';
const unmarkedPages = ["about", "exit-strategy"];

function yamlFiles(dir: string) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => join(dir, f));
}

/** Marks or unmarks a page's copy file (a top-level `sample:`) or an article (in its front matter). */
function setMarker(file: string, sample: boolean) {
  let text = readFileSync(file, "utf8").replace(/^sample:.*\r?\n/m, "");
  if (sample) text = file.endsWith(".md") ? text.replace(/^---\r?\n/, `---\n${marker}\n`) : `${text}\n${marker}\n`;
  writeFileSync(file, text);
}

interface Article {
  lng: "de" | "en";
  slug: string;
  sample: boolean;
}

function articles(): Article[] {
  return (["de", "en"] as const).flatMap((lng) =>
    readdirSync(join(content, "blog", lng))
      .filter((f) => f.endsWith(".md"))
      .map((f) => {
        const fm = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(content, "blog", lng, f), "utf8"))![1]!);
        return { lng, slug: f.slice(0, -3), sample: fm.sample !== undefined, draft: fm.draft === true };
      })
      .filter((a) => !a.draft),
  );
}

/** The note in a page: its position, its label (the name) and its text; null when there is none. */
function note(html: string) {
  const at = html.indexOf('role="note"');
  if (at < 0) return null;
  expect(html.indexOf('role="note"', at + 1), "one note per page").toBe(-1);
  const open = html.lastIndexOf("<", at);
  const labelledBy = /aria-labelledby="([^"]+)"/.exec(html.slice(open, html.indexOf(">", at)))?.[1];
  const name = new RegExp(`id="${labelledBy}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { at: open, name, html: html.slice(open, html.indexOf("</div>", at)) };
}

describe("sample content is shown as such where the visitor reads it", () => {
  let handle: DbHandle;
  let server: Server;
  let base: string;
  const saved = process.env.CONTENT_DIR;

  beforeAll(async () => {
    cpSync(join(process.cwd(), "app", "content"), content, { recursive: true });
    for (const file of [...yamlFiles(join(content, "pages")), ...yamlFiles(join(content, "pages", "topics"))]) {
      setMarker(file, !unmarkedPages.includes(basename(file, ".yaml")));
    }
    // two translation pairs: the first marked, the second not
    const german = readdirSync(join(content, "blog", "de")).sort();
    for (const [i, file] of german.slice(0, 2).entries()) {
      const key = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(content, "blog", "de", file), "utf8"))![1]!)
        .translationKey as string;
      const translation = readdirSync(join(content, "blog", "en")).find((f) =>
        readFileSync(join(content, "blog", "en", f), "utf8").includes(`translationKey: ${key}\n`),
      );
      setMarker(join(content, "blog", "de", file), i === 0);
      if (translation) setMarker(join(content, "blog", "en", translation), i === 0);
    }
    // the legal texts: the privacy policy unmarked, the imprint and the terms as shipped (marked)
    for (const lng of ["de", "en"]) {
      const file = join(content, "legal", `privacy.${lng}.md`);
      writeFileSync(file, readFileSync(file, "utf8").replace(/^<!--\s*sample:[\s\S]*?-->\r?\n/, ""));
    }
    process.env.CONTENT_DIR = content;
    handle = await testDatabases[0]!.open();
    ({ server, base } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env,
      log: createLogger({ level: "silent" }),
    }));
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
    rmSync(content, { recursive: true, force: true });
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
  });

  const get = async (path: string) => {
    const reply = await send(base, path, { host: "site.test" });
    expect(reply.status, path).toBe(200);
    return reply.body;
  };

  it("a marked legal text shows the note under its title, in both languages; an unmarked one none", async () => {
    for (const [lng, path, sample] of [
      ["de", "/impressum", true],
      ["en", "/impressum?lng=en", true],
      ["de", "/agb", true],
      ["en", "/agb?lng=en", true],
      ["de", "/datenschutz", false],
      ["en", "/privacy", false],
    ] as const) {
      const html = await get(path);
      const found = note(html);
      if (!sample) {
        expect(found, `${path}: no note`).toBeNull();
        continue;
      }
      expect(found, `${path}: the note`).not.toBeNull();
      expect(found!.name, path).toBe(locales[lng].common.sample);
      expect(found!.html, path).toContain(escape(locales[lng].common.sampleNote.legal));
      // under the title, before the text
      expect(found!.at, path).toBeGreaterThan(html.indexOf("<h1"));
      expect(found!.at, path).toBeLessThan(html.indexOf("<h2", html.indexOf("<h1")));
    }
  });

  it("every page with a marked copy file ends its hero with the note, in both languages; the others show none", async () => {
    const files = [...yamlFiles(join(content, "pages")), ...yamlFiles(join(content, "pages", "topics"))].filter(
      (f) => basename(f) !== "blog.yaml",
    );
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const id = basename(file, ".yaml");
      const page = pages.find((p) => p.id === id)!;
      const sample = (parse(readFileSync(file, "utf8")) as { sample?: string }).sample !== undefined;
      expect(sample, id).toBe(!unmarkedPages.includes(id));
      for (const [lng, path] of [
        ["de", page.de],
        ["en", page.en ?? `${page.de}?lng=en`],
      ] as const) {
        const html = await get(path);
        const found = note(html);
        if (!sample) {
          expect(found, `${path}: no note`).toBeNull();
          continue;
        }
        expect(found, `${path}: the note`).not.toBeNull();
        expect(found!.name, path).toBe(locales[lng].common.sample);
        expect(found!.html, path).toContain(escape(locales[lng].common.sampleNote.page));
        // in the hero: after the page's h1, before the hero's section closes
        const h1 = html.indexOf("<h1");
        expect(found!.at, path).toBeGreaterThan(h1);
        expect(found!.at, path).toBeLessThan(html.indexOf("</section>", h1));
      }
    }
  });

  it("every marked article shows the note before its text, in its language; the others show none", async () => {
    const all = articles();
    expect(all.some((a) => a.sample)).toBe(true);
    expect(all.some((a) => !a.sample)).toBe(true);
    const authorBio = (parse(readFileSync(join(content, "pages", "blog.yaml"), "utf8")) as { sample?: string }).sample;
    for (const a of all) {
      const path = `/blog/${a.slug}`;
      const html = await get(path);
      const found = note(html);
      // the author box: labelled while its biography (blog.yaml) is marked
      const box = html.slice(html.indexOf('class="card author-box"'));
      expect(box.slice(0, box.indexOf("</aside>")).includes('class="sample-label"'), `${path}: author box`).toBe(
        authorBio !== undefined,
      );
      if (!a.sample) {
        expect(found, `${path}: no note`).toBeNull();
        continue;
      }
      expect(found, `${path}: the note`).not.toBeNull();
      expect(found!.name, path).toBe(locales[a.lng].common.sample);
      expect(found!.html, path).toContain(escape(locales[a.lng].common.sampleNote.article));
      expect(found!.at, path).toBeGreaterThan(html.indexOf('id="article-title"'));
      expect(found!.at, path).toBeLessThan(html.indexOf("article-body"));
    }
  });

  it("labels the cards of marked articles in the list, and only those", async () => {
    const all = articles();
    for (const lng of ["de", "en"] as const) {
      const seen: string[] = [];
      // every page of the list, until the one past the last answers 404
      for (let page = 1; ; page++) {
        const reply = await send(base, `/blog?lng=${lng}&page=${page}`, { host: "site.test" });
        if (reply.status === 404 && page > 1) break;
        expect(reply.status, `${lng} page ${page}`).toBe(200);
        for (const [, card] of reply.body.matchAll(/<article class="card post-card">([\s\S]*?)<\/article>/g)) {
          const slug = /href="\/blog\/([^"?#]+)/.exec(card!)![1]!;
          seen.push(slug);
          const sample = all.find((a) => a.slug === slug)!.sample;
          expect(card!.includes(`class="sample-label">${locales[lng].common.sample}<`), slug).toBe(sample);
        }
      }
      expect(seen.sort(), lng).toEqual(
        all
          .filter((a) => a.lng === lng)
          .map((a) => a.slug)
          .sort(),
      );
    }
  });
});
