import type { PictureView } from "~/lib/picture";
import { Picture } from "./Picture";
import { SampleLabel } from "./SampleNote";

/** How wide the hero shows its picture (app/styles/hero.css): 15rem, 26rem from 56rem on. */
const HERO_SIZES = "(min-width: 56rem) 26rem, 15rem";

/**
 * The right side of a two-column hero: the page's picture (its `image` in the copy), loaded first
 * with the page and its size reserved. A sample picture (the shipped illustration) carries the label.
 */
export function HeroImage({ image }: { image: PictureView }) {
  return (
    <figure className="hero-visual hero-picture">
      <Picture image={image} sizes={HERO_SIZES} />
      {image.sample && (
        <figcaption>
          <SampleLabel />
        </figcaption>
      )}
    </figure>
  );
}
