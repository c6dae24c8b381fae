import { Section } from "~/components/sections/Section";
import type { ClosingCopy } from "~/content/schema";
import { CtaLink } from "./CtaLink";

/** The closing call to action of a page. */
export function Closing({ copy, id = "closing" }: { copy: ClosingCopy; id?: string }) {
  return (
    <Section id={`${id}-title`} title={copy.title} className="cta-band" container="narrow center">
      <p className="lead">{copy.text}</p>
      <div className="button-row center">
        <CtaLink cta={copy.primary} arrow />
        {copy.secondary && <CtaLink cta={copy.secondary} variant="secondary" />}
      </div>
    </Section>
  );
}
