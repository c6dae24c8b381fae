import { useTranslation } from "~/lib/i18n-react";

// Sample content is shown as such where the visitor reads it (ADR 058): while a piece of content
// carries a `sample:` marker, the page says so, and the marker's removal takes the note with it.
// One label and one note for every kind of content, styled in app/styles/sample.css:
//   - SampleLabel, "Beispiel"/"Sample" (common.sample): a testimonial's caption, an article's
//     card, the author box;
//   - SampleNote, the label and a sentence saying what is invented (common.sampleNote): at the end
//     of a page's hero (PageHero `sample`) and of a sample article's header; slim, under the title
//     of a legal text.
// The texts come from the locale files, so a page is the same bytes for every visitor of its
// language (ADR 064).

/** The small "Beispiel"/"Sample" label. */
export function SampleLabel({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <strong id={id} className="sample-label">
      {t("common.sample")}
    </strong>
  );
}

export type SampleNoteKind = "article" | "page" | "legal" | "issue";

/**
 * A note named by its label ("Beispiel"/"Sample") saying what is invented in the article or on
 * the page. At most one per page (its label's id is fixed).
 */
export function SampleNote({ kind }: { kind: SampleNoteKind }) {
  const { t } = useTranslation();
  return (
    <div
      className={kind === "legal" ? "sample-note sample-note-slim" : "sample-note"}
      role="note"
      aria-labelledby="sample-note-label"
    >
      <SampleLabel id="sample-note-label" />
      <p>{t(`common.sampleNote.${kind}`)}</p>
    </div>
  );
}
