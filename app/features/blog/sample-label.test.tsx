import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n-react";
import { createTranslator } from "~/lib/translate";
import de from "~/locales/de";
import en from "~/locales/en";
import { ArticleCard, type ArticleCardData } from "./ArticleCard";
import { AuthorBox, type AuthorData } from "./AuthorBox";

// A sample article's card and a sample biography in the author box carry the label
// "Beispiel"/"Sample" (ADR 058), like a testimonial without consent; without a marker
// there is none.

const locales = { de, en };
const label = { de: "Beispiel", en: "Sample" } as const;

function render(node: ReactNode, lng: "de" | "en") {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <TranslationProvider translator={createTranslator(locales[lng], lng)}>{node}</TranslationProvider>
    </StaticRouter>,
  );
}

const card = (sample: boolean): ArticleCardData => ({
  slug: "a",
  title: "A title",
  description: "A description",
  to: "/blog/a",
  lng: "de",
  category: "leadership",
  categoryLabel: "Führung",
  date: "2026-01-15",
  dateText: "15. Januar 2026",
  readingText: "5 Min. Lesezeit",
  draft: false,
  sample,
});

const author = (sample: boolean): AuthorData => ({
  name: "Alex Muster",
  role: "Berater",
  bio: "A biography.",
  sample,
  photo: null,
  aboutTo: "/ueber-mich",
  podcastUrl: "https://podcast.example.com",
});

describe("the sample label on an article's card and in the author box", () => {
  it.each(["de", "en"] as const)("labels a sample article's card and a sample biography (%s)", (lng) => {
    expect(render(<ArticleCard card={card(true)} />, lng)).toContain(`class="sample-label">${label[lng]}</strong>`);
    expect(render(<AuthorBox author={author(true)} />, lng)).toContain(
      `<strong class="sample-label">${label[lng]}</strong> A biography.`,
    );
  });

  it("shows no label on a card or in an author box without a marker", () => {
    for (const lng of ["de", "en"] as const) {
      expect(render(<ArticleCard card={card(false)} />, lng)).not.toContain("sample-label");
      expect(render(<AuthorBox author={author(false)} />, lng)).not.toContain("sample-label");
    }
  });
});
