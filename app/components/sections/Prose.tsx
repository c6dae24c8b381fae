/**
 * Rendered Markdown (legal pages, blog articles), after a table of contents of its headings when
 * there are more than `tocMin` of them (`headings`: the level-2 headings). The HTML comes from our own repository, rendered on the
 * server with raw HTML escaped.
 */
export function Prose({
  html,
  headings,
  tocTitle,
  tocMin,
}: {
  html: string;
  headings: readonly { id: string; text: string }[];
  tocTitle: string;
  tocMin: number;
}) {
  return (
    <>
      {headings.length > tocMin && (
        <nav className="toc card" aria-labelledby="toc-title">
          <h2 id="toc-title" className="h4">
            {tocTitle}
          </h2>
          <ol>
            {headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
