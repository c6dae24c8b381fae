// Makes the photos of the content responsive (after `remix build`, which empties public/build):
// each photo a page's copy (`image.src: images/<name>.jpg`) or app/lib/site.ts
// (`consultant.photo`) names, a JPEG or PNG under app/content/images/, is written to
// public/build/images/ as AVIF and WebP at 160, 320, 480, 640 and 960 px wide (never wider than the
// photo: its own width instead), upright (EXIF orientation applied) and without its metadata
// (camera, place), plus a JPEG of 640 px (a PNG when it has transparency) for browsers that read
// neither. Names carry a hash of the photo and of these settings, so /build/'s year-long cache is
// safe; public/build/images/manifest.json tells the server the files and the size
// (app/lib/images.server.ts). Encoded files are kept in node_modules/.cache/images: an unchanged
// photo is copied, not encoded again. SVGs (public/images/) are served as they are.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp, { type Sharp } from "sharp";
import { parse as parseYaml } from "yaml";
import { contentDir } from "~/lib/content-dir.server";
import { IMAGE_MANIFEST, type ImageEntry, type ImageManifest, type ImageVariant } from "~/lib/images.server";
import { isPhotoSrc } from "~/lib/picture";
import { site } from "~/lib/site";

const WIDTHS = [160, 320, 480, 640, 960];
const FALLBACK_WIDTH = 640;
/** The hero shows a photo at most 26rem wide: a photo narrower than twice that looks soft on sharp screens. */
const SHARP_WIDTH = 832;
const URL_PREFIX = "/build/images/";
const encoders = {
  avif: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;
// part of every file's name: other settings or another encoder give other names
const recipe = JSON.stringify({ WIDTHS, FALLBACK_WIDTH, encoders, sharp: sharp.versions });

/** The photos the content names (`images/…`): page copy's `image.src` and the author's portrait. */
export function contentPhotos(dir: string, authorPhoto: string | null = site.consultant.photo): string[] {
  const photos = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value)) {
      const src: unknown = key === "image" && item && typeof item === "object" ? (item as { src?: unknown }).src : null;
      if (typeof src === "string" && isPhotoSrc(src)) photos.add(src);
      else visit(item);
    }
  };
  const pages = join(dir, "pages");
  for (const file of readdirSync(pages, { recursive: true, encoding: "utf8" })) {
    if (/\.ya?ml$/.test(file)) visit(parseYaml(readFileSync(join(pages, file), "utf8")));
  }
  if (authorPhoto && isPhotoSrc(authorPhoto)) photos.add(authorPhoto);
  return [...photos].sort();
}

/** The files of an entry, by name. */
const filesOf = (entry: ImageEntry) =>
  [entry.fallback, ...entry.avif.map((v) => v.url), ...entry.webp.map((v) => v.url)].map((url) =>
    url.slice(URL_PREFIX.length),
  );

/** Encodes one photo into `dir`, its files named `<key>-<width>.<format>`. */
async function encode(bytes: Buffer, key: string, dir: string): Promise<{ entry: ImageEntry; width: number }> {
  const meta = await sharp(bytes).metadata();
  const photo = sharp(bytes, { failOn: "error" }).autoOrient();
  const largest = Math.min(meta.autoOrient.width, WIDTHS[WIDTHS.length - 1]!);
  const widths = [...WIDTHS.filter((w) => w < largest), largest];
  const write = async (
    width: number,
    ext: string,
    format: (image: Sharp) => Sharp,
  ): Promise<ImageVariant & { height: number }> => {
    const name = `${key}-${width}.${ext}`;
    const info = await format(photo.clone().resize({ width })).toFile(join(dir, name));
    return { url: URL_PREFIX + name, width: info.width, height: info.height };
  };
  const fallback = meta.hasAlpha
    ? write(Math.min(FALLBACK_WIDTH, largest), "png", (i) => i.png(encoders.png))
    : write(Math.min(FALLBACK_WIDTH, largest), "jpg", (i) => i.jpeg(encoders.jpeg));
  const [avif, webp, jpeg] = await Promise.all([
    Promise.all(widths.map((w) => write(w, "avif", (i) => i.avif(encoders.avif)))),
    Promise.all(widths.map((w) => write(w, "webp", (i) => i.webp(encoders.webp)))),
    fallback,
  ]);
  const top = avif[avif.length - 1]!;
  const variants = (list: (ImageVariant & { height: number })[]) => list.map(({ url, width }) => ({ url, width }));
  return {
    entry: { width: top.width, height: top.height, avif: variants(avif), webp: variants(webp), fallback: jpeg.url },
    width: meta.autoOrient.width,
  };
}

export interface ImageBuild {
  manifest: ImageManifest;
  /** photos encoded now */
  built: number;
  /** photos unchanged since an earlier build: copied from the cache */
  reused: number;
  warnings: string[];
}

/**
 * Writes the files of `photos` (`images/…`, relative to `contentDir`) and the manifest to `outDir`
 * (emptied first), encoding only photos that `cacheDir` does not already hold.
 */
export async function buildImages(options: {
  photos: string[];
  contentDir: string;
  outDir: string;
  cacheDir: string;
}): Promise<ImageBuild> {
  const { photos, outDir, cacheDir } = options;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const result: ImageBuild = { manifest: {}, built: 0, reused: 0, warnings: [] };
  for (const src of photos) {
    const path = join(options.contentDir, src);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      throw new Error(`${src}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    const hash = createHash("sha256").update(recipe).update(bytes).digest("hex").slice(0, 10);
    const key = `${basename(src, extname(src))}-${hash}`;
    const saved = join(cacheDir, `${key}.json`);
    let cached: { entry: ImageEntry; width: number } | undefined;
    if (existsSync(saved)) {
      cached = JSON.parse(readFileSync(saved, "utf8")) as { entry: ImageEntry; width: number };
      if (!filesOf(cached.entry).every((file) => existsSync(join(cacheDir, file)))) cached = undefined;
    }
    if (cached) result.reused++;
    else {
      try {
        cached = await encode(bytes, key, cacheDir);
      } catch (error) {
        throw new Error(`${src}: not a photo sharp can read (${(error as Error).message})`, { cause: error });
      }
      writeFileSync(saved, JSON.stringify(cached));
      result.built++;
    }
    for (const file of filesOf(cached.entry)) copyFileSync(join(cacheDir, file), join(outDir, file));
    result.manifest[src] = cached.entry;
    if (cached.width < SHARP_WIDTH) {
      result.warnings.push(`${src} is ${cached.width} px wide: at least ${SHARP_WIDTH} px look sharp on every screen`);
    }
  }
  writeFileSync(join(outDir, "manifest.json"), JSON.stringify(result.manifest));
  return result;
}

/** The build's step: the content's photos into public/build/images/ (also run by scripts/dev.ts). */
export async function buildContentImages(): Promise<ImageBuild> {
  const dir = contentDir();
  return buildImages({
    photos: contentPhotos(dir),
    contentDir: dir,
    outDir: dirname(IMAGE_MANIFEST),
    cacheDir: join("node_modules", ".cache", "images"),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  const { manifest, built, reused, warnings } = await buildContentImages();
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  console.info(
    `photos: ${Object.keys(manifest).length} (${built} encoded, ${reused} unchanged) in ${Date.now() - started} ms; ${IMAGE_MANIFEST}`,
  );
}
