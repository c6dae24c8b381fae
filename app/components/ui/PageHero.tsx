import type { ReactNode } from "react";
import { SampleNote } from "./SampleNote";

/**
 * A page's opening: eyebrow, its only h1, the lead, then `children` (calls to action, facts).
 * `sample`: the page's copy file carries a `sample:` marker (ADR 058); the hero ends with the note.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  sample = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  sample?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="hero page-hero" aria-labelledby="page-title">
      <div className="container hero-inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
        {sample && <SampleNote kind="page" />}
      </div>
    </section>
  );
}
