import type { HeroImage as HeroImageCopy } from "~/content/schema";
import { SampleLabel } from "./SampleNote";

/**
 * The right side of a two-column hero: the page's picture (its `image` in the copy), loaded with
 * the page and its size reserved. A sample picture (the shipped illustration) carries the label.
 */
export function HeroImage({ image }: { image: HeroImageCopy }) {
  return (
    <figure className="hero-visual hero-picture">
      <img src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" />
      {image.sample && (
        <figcaption>
          <SampleLabel />
        </figcaption>
      )}
    </figure>
  );
}
