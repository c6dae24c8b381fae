import type { ClosingCopy } from "~/content/schema";
import { CtaLink } from "./CtaLink";

/** The closing call to action of a page. */
export function Closing({ copy, id = "closing" }: { copy: ClosingCopy; id?: string }) {
  return (
    <section className="section cta-band" aria-labelledby={`${id}-title`}>
      <div className="container narrow center">
        <h2 id={`${id}-title`}>{copy.title}</h2>
        <p className="lead">{copy.text}</p>
        <div className="button-row center">
          <CtaLink cta={copy.primary} arrow />
          {copy.secondary && <CtaLink cta={copy.secondary} variant="secondary" />}
        </div>
      </div>
    </section>
  );
}
