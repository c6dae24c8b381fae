import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isPhotoSrc, type PictureView } from "./picture";

// The photos the build made responsive (scripts/build-images.ts writes
// public/build/images/manifest.json after `remix build`): read once per process, relative to the
// working directory like the shell's script (app/lib/shell-script.server.ts), and only when a page
// shows a photo. An SVG needs no manifest.

/** One file of a photo at one width. */
export interface ImageVariant {
  url: string;
  width: number;
}

/** A photo as the build wrote it: its largest file's size, its AVIF and WebP files, the fallback. */
export interface ImageEntry {
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** a JPEG (a PNG when the photo has transparency) for browsers that read neither */
  fallback: string;
}

/** Photo src (`images/portrait.jpg`) → its files. */
export type ImageManifest = Record<string, ImageEntry>;

export const IMAGE_MANIFEST = join("public", "build", "images", "manifest.json");

let cached: ImageManifest | undefined;

function imageManifest(): ImageManifest {
  if (cached === undefined) {
    const file = join(process.cwd(), IMAGE_MANIFEST);
    try {
      cached = JSON.parse(readFileSync(file, "utf8")) as ImageManifest;
    } catch (error) {
      throw new Error(`the photos are not built (${file}): run npm run build`, { cause: error });
    }
  }
  return cached;
}

const srcSet = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(", ");

/**
 * What a page renders of a picture of the copy: a photo (`images/…`) with its AVIF and WebP files
 * and its size from the build; anything else (an SVG under /images/) as it is, in the size given.
 */
export function pictureOf(
  image: { src: string; alt: string; width?: number; height?: number; sample?: string },
  manifest?: ImageManifest,
): PictureView {
  const sample = image.sample !== undefined;
  if (!isPhotoSrc(image.src)) {
    if (image.width === undefined || image.height === undefined) throw new Error(`${image.src}: no width and height`);
    return { src: image.src, width: image.width, height: image.height, alt: image.alt, sources: [], sample };
  }
  const entry = (manifest ?? imageManifest())[image.src];
  if (!entry) throw new Error(`${image.src} is not built: run npm run build (scripts/build-images.ts)`);
  return {
    src: entry.fallback,
    width: entry.width,
    height: entry.height,
    alt: image.alt,
    sources: [
      { type: "image/avif", srcSet: srcSet(entry.avif) },
      { type: "image/webp", srcSet: srcSet(entry.webp) },
    ],
    sample,
  };
}
