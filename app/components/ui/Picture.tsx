import type { PictureView } from "~/lib/picture";

/**
 * A picture of the copy (app/lib/picture.ts): an SVG as a plain <img>; a photo as a <picture>
 * whose AVIF and WebP sources the browser picks by `sizes` (the width it is shown at) and the
 * screen's density. width/height reserve its space before it loads. `lazy`: below the fold, loaded
 * when the reader comes near; otherwise it is fetched early (a hero may be the largest paint).
 * `width`/`height` override the picture's for a box of fixed size (the image is cropped to fit).
 */
export function Picture({
  image,
  sizes,
  lazy = false,
  className,
  width = image.width,
  height = image.height,
}: {
  image: PictureView;
  sizes: string;
  lazy?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  if (!image.sources.length) {
    return (
      <img
        className={className}
        src={image.src}
        width={width}
        height={height}
        alt={image.alt}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
      />
    );
  }
  // React 18 knows no fetchPriority prop (19 does): the attribute goes in as written, in lower case
  const priority = lazy ? { loading: "lazy" as const, decoding: "async" as const } : { fetchpriority: "high" };
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img className={className} src={image.src} width={width} height={height} alt={image.alt} {...priority} />
    </picture>
  );
}
