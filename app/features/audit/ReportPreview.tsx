// The audit hero's product visual: the written report as an outline. Its section titles are the
// copy's deliverables; everything else is skeleton lines, so it invents no finding, figure or name.

/** at most this many lever rows, however high the guaranteed minimum is set */
const MAX_LEVER_ROWS = 5;

/**
 * A drawn first page of the report: its label and title, then one numbered section per
 * deliverable, the first (the levers) with one row per guaranteed lever. Named by its caption;
 * the skeleton lines are hidden from assistive technology.
 */
export function ReportPreview({
  label,
  title,
  caption,
  sections,
  levers,
}: {
  label: string;
  title: string;
  caption: string;
  sections: readonly string[];
  levers: number;
}) {
  const leverRows = Math.max(1, Math.min(MAX_LEVER_ROWS, levers));
  return (
    <figure className="hero-visual report-preview card" aria-labelledby="report-preview-caption">
      <div className="report-preview-head">
        <p className="report-preview-label">{label}</p>
        <p className="report-preview-title">{title}</p>
        <span className="skeleton report-preview-meta" aria-hidden="true" />
      </div>
      <ol className="report-preview-sections">
        {sections.map((section, i) => (
          <li key={section}>
            <span className="report-preview-section">{section}</span>
            {i === 0 ? (
              <span className="report-preview-levers" aria-hidden="true">
                {Array.from({ length: leverRows }, (_, n) => (
                  <span key={n} className="report-preview-lever">
                    <span className="skeleton" />
                    <span className="skeleton report-preview-tag" />
                  </span>
                ))}
              </span>
            ) : (
              <span className="report-preview-lines" aria-hidden="true">
                <span className="skeleton" />
                <span className="skeleton" />
              </span>
            )}
          </li>
        ))}
      </ol>
      <figcaption id="report-preview-caption" className="fine-print">
        {caption}
      </figcaption>
    </figure>
  );
}
