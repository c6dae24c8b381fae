/** The score as a semicircle gauge (SVG attributes only: no inline styles under the CSP). */
export function ScoreGauge({ score, max, label }: { score: number; max: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (score / max) * 100));
  const arc = "M 20 100 A 80 80 0 0 1 180 100";
  return (
    <svg className="gauge" viewBox="0 0 200 116" role="img" aria-labelledby="gauge-title">
      <title id="gauge-title">{label}</title>
      <path d={arc} className="gauge-track" pathLength={100} />
      <path d={arc} className="gauge-value" pathLength={100} strokeDasharray={`${percent} 100`} />
      <text x="100" y="88" textAnchor="middle" className="gauge-score">
        {score}
      </text>
      <text x="100" y="110" textAnchor="middle" className="gauge-max">
        / {max}
      </text>
    </svg>
  );
}

/** A horizontal bar for a percentage (decorative: the numbers are in the text beside it). */
export function Bar({ percent }: { percent: number }) {
  return (
    <svg className="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="100" height="10" rx="5" className="bar-track" />
      <rect x="0" y="0" width={Math.max(0, Math.min(100, percent))} height="10" rx="5" className="bar-value" />
    </svg>
  );
}
