/** Key figures: each a value with its label below (styles: app/styles/facts.css). */
export function FactGrid({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className="fact-grid">
      {facts.map((f) => (
        <div key={f.label} className="fact">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
