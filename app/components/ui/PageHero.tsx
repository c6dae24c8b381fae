import type { ReactNode } from "react";
import type { PictureView } from "~/lib/picture";
import { HeroImage } from "./HeroImage";
import { SampleNote } from "./SampleNote";

/**
 * A page's opening: eyebrow, its only h1, the lead, then `children` (calls to action, facts).
 * `sample`: the page's copy file carries a `sample:` marker (ADR 058); the hero ends with the note.
 * `image`: the page's picture, the hero's second column from 56rem; `visual`: a product visual
 * there instead (a `figure.hero-visual`).
 * `below`: a row under both columns (a fact row too wide for the copy's column), before the note.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  sample = false,
  image,
  visual,
  below,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  sample?: boolean;
  image?: PictureView;
  visual?: ReactNode;
  below?: ReactNode;
  children?: ReactNode;
}) {
  const split = Boolean(image || visual);
  return (
    <section className="hero page-hero" aria-labelledby="page-title">
      <div className={split ? "container hero-inner hero-split" : "container hero-inner"}>
        <div className="hero-copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-title">{title}</h1>
          {lead && <p className="lead">{lead}</p>}
          {children}
          {sample && !below && <SampleNote kind="page" />}
        </div>
        {image && <HeroImage image={image} />}
        {visual}
        {below && (
          <div className="hero-below">
            {below}
            {sample && <SampleNote kind="page" />}
          </div>
        )}
      </div>
    </section>
  );
}
