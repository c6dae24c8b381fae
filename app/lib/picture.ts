// A picture in page copy or in app/lib/site.ts names its file one of two ways (docs/content.md,
// "Your portrait"): an SVG under public/images/, served as it is, or a photo under
// app/content/images/, which the build (scripts/build-images.ts) writes as AVIF and WebP at a
// few widths. What a page renders of either (app/components/ui/Picture.tsx) is a PictureView.

/** An SVG under public/images/, served as it is: `/images/<name>.svg`. */
export const SVG_SRC = /^\/images\/[a-z0-9-]+\.svg$/;
/** A photo under app/content/images/, made responsive by the build: `images/<name>.jpg` (or .jpeg, .png). */
export const PHOTO_SRC = /^images\/[a-z0-9-]+\.(?:jpe?g|png)$/;

export const isPhotoSrc = (src: string) => PHOTO_SRC.test(src);

/** The AVIF and WebP files of a photo, smallest first. */
export interface PictureSource {
  type: "image/avif" | "image/webp";
  /** `url 160w, url 320w, …` */
  srcSet: string;
}

/** What a page renders of a picture (app/lib/images.server.ts makes it from the copy and the build's manifest). */
export interface PictureView {
  /** the <img>'s URL: the SVG, or the photo's fallback for a browser that reads neither AVIF nor WebP */
  src: string;
  /** the SVG's size in CSS pixels, or the photo's largest file's: sets the aspect ratio before it loads */
  width: number;
  height: number;
  /** in the page's language; "" when the text beside it says who it is */
  alt: string;
  /** a photo's AVIF and WebP files; none for an SVG */
  sources: PictureSource[];
  /** the shipped sample illustration: labelled "Beispiel"/"Sample" */
  sample: boolean;
}
