import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n-react";
import { createTranslator } from "~/lib/translate";
import de from "~/locales/de";
import en from "~/locales/en";
import { PageHero } from "./PageHero";
import { SampleNote } from "./SampleNote";

// Sample content is shown as such where the visitor reads it (ADR 058): the note at the
// top of a sample article or page, named by its "Beispiel"/"Sample" label; a page without the
// marker shows none. (The label on an article's card and in the author box:
// app/features/blog/sample-label.test.tsx; through every route: tests/integration/sample-content.test.ts.)

const locales = { de, en };
const label = { de: "Beispiel", en: "Sample" } as const;

function render(node: ReactNode, lng: "de" | "en") {
  return renderToStaticMarkup(
    <TranslationProvider translator={createTranslator(locales[lng], lng)}>{node}</TranslationProvider>,
  );
}

/** The note's element, its label (the element its aria-labelledby names) and its text. */
function note(html: string) {
  const open = /<(\w+)([^>]*\brole="note"[^>]*)>/.exec(html);
  if (!open) return null;
  const labelledBy = /aria-labelledby="([^"]+)"/.exec(open[2]!)?.[1];
  const name = new RegExp(`id="${labelledBy}"[^>]*>([^<]*)<`).exec(html)?.[1];
  const text = html
    .slice(open.index)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { name, text };
}

describe("SampleNote", () => {
  it.each(["de", "en"] as const)("is a note named by its label, saying what is invented (%s)", (lng) => {
    const article = note(render(<SampleNote kind="article" />, lng));
    expect(article?.name).toBe(label[lng]);
    expect(article?.text).toBe(`${label[lng]} ${locales[lng].common.sampleNote.article}`);
    const page = note(render(<SampleNote kind="page" />, lng));
    expect(page?.name).toBe(label[lng]);
    expect(page?.text).toBe(`${label[lng]} ${locales[lng].common.sampleNote.page}`);
  });

  it("ends a page's hero when its copy is sample, and is absent when it is not", () => {
    for (const lng of ["de", "en"] as const) {
      const sample = render(<PageHero title="Title" lead="Lead" sample />, lng);
      expect(note(sample)?.name, lng).toBe(label[lng]);
      expect(sample.indexOf('role="note"'), lng).toBeGreaterThan(sample.indexOf("Lead"));
      expect(note(render(<PageHero title="Title" lead="Lead" />, lng)), lng).toBeNull();
    }
  });

  it("ends a two-column hero after the row under both columns", () => {
    const html = render(
      <PageHero title="Title" lead="Lead" sample visual={<figure>Visual</figure>} below={<p>Facts</p>} />,
      "de",
    );
    expect(note(html)?.name).toBe(label.de);
    expect(html.indexOf("Facts")).toBeGreaterThan(html.indexOf("Visual"));
    expect(html.indexOf('role="note"')).toBeGreaterThan(html.indexOf("Facts"));
    expect(html.match(/role="note"/g)).toHaveLength(1);
  });
});
