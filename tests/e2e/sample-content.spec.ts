import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { pages } from "../../app/pages";
import { shippedArticles } from "./blog-content";
import { ready } from "./helpers";

// Sample content is shown as such where the visitor reads it (ADR 058): a marked article
// shows the note before its text, a page whose copy file is marked ends its hero with it, a page
// without a marker shows none; in both languages, with and without JavaScript. The articles and
// pages come from the shipped files, so the tests follow the consultant's replacements (a kind with
// nothing marked, or nothing unmarked, is skipped). axe checks the notes' contrast in both themes
// (blog.spec.ts and pages.spec.ts, "axe: …").

const names = { de: "Beispiel", en: "Sample" } as const;
const text = { de: /erfunden/, en: /invented/ } as const;

/** Page ids whose copy file (app/content/pages/<id>.yaml) has a top-level `sample:`, or has none. */
function pagesByMarker(sample: boolean) {
  return pages.filter((page) => {
    if (page.id === "blog") return false; // its marker is the author box's biography: the label there
    for (const file of [`${page.id}.yaml`, `topics/${page.id}.yaml`]) {
      try {
        const copy = parse(readFileSync(join(process.cwd(), "app", "content", "pages", file), "utf8")) as {
          sample?: string;
        };
        return (copy.sample !== undefined) === sample;
      } catch {
        // not this file
      }
    }
    return false;
  });
}

for (const lng of ["de", "en"] as const) {
  test(`a sample article shows the note before its text (${lng})`, async ({ page }, testInfo) => {
    const article = shippedArticles.find((a) => a.lng === lng && a.sample);
    test.skip(!article, "no article is marked sample");
    await page.goto(`/blog/${article!.slug}`);
    await ready(page, testInfo);
    const note = page.getByRole("article").getByRole("note", { name: names[lng] });
    await expect(note).toBeVisible();
    await expect(note).toContainText(text[lng]);
    const body = page.locator(".article-body");
    const [noteBox, bodyBox] = [await note.boundingBox(), await body.boundingBox()];
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(bodyBox!.y);
  });

  test(`a sample page ends its hero with the note, a page without a marker shows none (${lng})`, async ({
    page,
  }, testInfo) => {
    const [sample] = pagesByMarker(true);
    const [plain] = pagesByMarker(false);
    test.skip(!sample || !plain, "no page is marked sample, or every page is");
    const path = (p: NonNullable<typeof sample>) => (lng === "de" ? p.de : (p.en ?? `${p.de}?lng=en`));
    await page.goto(path(sample!));
    await ready(page, testInfo);
    const hero = page.locator(".hero");
    const note = hero.getByRole("note", { name: names[lng] });
    await expect(note).toBeVisible();
    await expect(note).toContainText(text[lng]);
    await page.goto(path(plain!));
    await ready(page, testInfo);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
  });
}
