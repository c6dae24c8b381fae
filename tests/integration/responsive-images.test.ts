import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PageHero } from "~/components/ui/PageHero";
import { AuthorBox, type AuthorData } from "~/features/blog/AuthorBox";
import { TranslationProvider } from "~/lib/i18n-react";
import { pictureOf, type ImageManifest } from "~/lib/images.server";
import { createTranslator } from "~/lib/translate";
import de from "~/locales/de";
import { buildImages } from "../../scripts/build-images";

// A photo the operator drops into app/content/images becomes AVIF and WebP files at a few widths
// (never wider than the photo) with a fallback, and the hero shows it as a <picture> whose size is
// reserved; the author box loads it lazily. The sample stays an SVG, shown as a plain <img>.

/** A 700×875 portrait stored sideways (875×700) with EXIF orientation 6, as phones save them; blurred noise, some texture. */
async function phonePhoto(mean = 120) {
  const noise = sharp({
    create: {
      width: 875,
      height: 700,
      channels: 3,
      background: "#345",
      noise: { type: "gaussian", mean, sigma: 40 },
    },
  });
  return sharp(await noise.png().toBuffer())
    .blur(4)
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Artist: "someone" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 400×300 PNG with transparency. */
function transparentPng() {
  return sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

let root: string;
let content: string;
let out: string;
let cache: string;
let manifest: ImageManifest;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "images-"));
  content = join(root, "content");
  out = join(root, "public", "build", "images");
  cache = join(root, "cache");
  mkdirSync(join(content, "images"), { recursive: true });
  writeFileSync(join(content, "images", "portrait.jpg"), await phonePhoto());
  writeFileSync(join(content, "images", "logo-mark.png"), await transparentPng());
  ({ manifest } = await buildImages({
    photos: ["images/portrait.jpg", "images/logo-mark.png"],
    contentDir: content,
    outDir: out,
    cacheDir: cache,
  }));
});

const variants = (src: string, format: "avif" | "webp") => manifest[src]![format];
const file = (url: string) => join(out, url.replace(/^\/build\/images\//, ""));

describe("the build's image step", () => {
  it("writes AVIF and WebP at 160/320/480/640 px and the photo's own width, never wider, upright", async () => {
    const entry = manifest["images/portrait.jpg"]!;
    expect({ width: entry.width, height: entry.height }).toEqual({ width: 700, height: 875 });
    for (const [format, type] of [
      ["avif", "heif"],
      ["webp", "webp"],
    ] as const) {
      const list = variants("images/portrait.jpg", format);
      expect(list.map((v) => v.width)).toEqual([160, 320, 480, 640, 700]);
      for (const v of list) {
        expect(v.url).toMatch(new RegExp(`^/build/images/portrait-[0-9a-f]{10}-${v.width}\\.${format}$`));
        const meta = await sharp(file(v.url)).metadata();
        expect(meta.format).toBe(type);
        if (format === "avif") expect(meta.compression).toBe("av1");
        // upright: the EXIF orientation is applied, the portrait is taller than wide
        expect([meta.width, meta.height]).toEqual([v.width, Math.round((v.width * 875) / 700)]);
        // nothing of the camera's metadata (place, device, author) goes out with the picture
        expect(meta.exif).toBeUndefined();
      }
    }
    // the <img> for browsers without either: a JPEG of 640 px
    expect(entry.fallback).toMatch(/^\/build\/images\/portrait-[0-9a-f]{10}-640\.jpg$/);
    expect((await sharp(file(entry.fallback)).metadata()).format).toBe("jpeg");
  });

  it("keeps a PNG's transparency and does not enlarge a small one", async () => {
    const entry = manifest["images/logo-mark.png"]!;
    expect(variants("images/logo-mark.png", "avif").map((v) => v.width)).toEqual([160, 320, 400]);
    expect(variants("images/logo-mark.png", "webp").map((v) => v.width)).toEqual([160, 320, 400]);
    expect(entry.fallback).toMatch(/-400\.png$/);
    for (const url of [entry.fallback, ...entry.avif.map((v) => v.url), ...entry.webp.map((v) => v.url)]) {
      expect((await sharp(file(url)).metadata()).hasAlpha, url).toBe(true);
    }
  });

  it("writes the manifest the server reads, and only the files it names", () => {
    expect(existsSync(join(out, "manifest.json"))).toBe(true);
    const named = Object.values(manifest).flatMap((e) =>
      [e.fallback, ...e.avif, ...e.webp].map((v) => (typeof v === "string" ? v : v.url)),
    );
    expect(readdirSync(out).sort()).toEqual(["manifest.json", ...named.map((url) => url.split("/").pop()!)].sort());
  });

  it("reuses the files of an unchanged photo and renames those of a changed one", async () => {
    const again = await buildImages({
      photos: ["images/portrait.jpg"],
      contentDir: content,
      outDir: out,
      cacheDir: cache,
    });
    expect(again.reused).toBe(1);
    expect(again.built).toBe(0);
    expect(again.manifest["images/portrait.jpg"]).toEqual(manifest["images/portrait.jpg"]);
    writeFileSync(join(content, "images", "portrait.jpg"), await phonePhoto(140));
    const changed = await buildImages({
      photos: ["images/portrait.jpg"],
      contentDir: content,
      outDir: out,
      cacheDir: cache,
    });
    expect(changed.built).toBe(1);
    expect(changed.manifest["images/portrait.jpg"]!.fallback).not.toBe(manifest["images/portrait.jpg"]!.fallback);
    writeFileSync(join(content, "images", "portrait.jpg"), await phonePhoto());
    manifest = (
      await buildImages({
        photos: ["images/portrait.jpg", "images/logo-mark.png"],
        contentDir: content,
        outDir: out,
        cacheDir: cache,
      })
    ).manifest;
  });

  it("names the missing photo", async () => {
    await expect(
      buildImages({ photos: ["images/me.jpg"], contentDir: content, outDir: join(root, "other"), cacheDir: cache }),
    ).rejects.toThrow(/images\/me\.jpg/);
  });
});

function render(node: React.ReactElement) {
  const translated = createElement(TranslationProvider, { translator: createTranslator(de, "de"), children: node });
  return renderToStaticMarkup(createElement(StaticRouter, { location: "/" }, translated));
}

/** The attributes of each element named `tag`, names lower-cased (HTML's are case-insensitive). */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

const widths = (srcset: string | undefined) => (srcset ?? "").split(", ").map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe("the hero's picture", () => {
  it("shows a photo as AVIF and WebP sources with their widths and reserves its size; it loads first", () => {
    const picture = pictureOf({ src: "images/portrait.jpg", alt: "Porträt von Alex Muster" }, manifest);
    const html = render(createElement(PageHero, { title: "Titel", image: picture }));
    expect(html).toContain("<picture>");
    const sources = elements(html, "source");
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(widths(source.srcset)).toEqual([160, 320, 480, 640, 700]);
      expect(source.sizes).toBe("(min-width: 56rem) 26rem, 15rem");
    }
    expect(sources[0]!.srcset).toContain(".avif 160w");
    expect(sources[1]!.srcset).toContain(".webp 160w");
    const [img] = elements(html, "img");
    expect(img).toMatchObject({ width: "700", height: "875", alt: "Porträt von Alex Muster", fetchpriority: "high" });
    expect(img!.src).toBe(manifest["images/portrait.jpg"]!.fallback);
    expect(img).not.toHaveProperty("loading");
  });

  it("shows an SVG as a plain <img> of its size", () => {
    const picture = pictureOf(
      { src: "/images/portrait-sample.svg", width: 480, height: 560, alt: "Illustration" },
      manifest,
    );
    const html = render(createElement(PageHero, { title: "Titel", image: picture }));
    expect(html).not.toContain("<picture");
    expect(elements(html, "img")).toEqual([
      { src: "/images/portrait-sample.svg", width: "480", height: "560", alt: "Illustration", decoding: "async" },
    ]);
  });

  it("a photo the build has not made fails the page, saying to build", () => {
    expect(() => pictureOf({ src: "images/other.jpg", alt: "A" }, manifest)).toThrow(
      /images\/other\.jpg.*npm run build/,
    );
  });
});

describe("the author box's portrait", () => {
  const author = (photo: AuthorData["photo"]): AuthorData => ({
    name: "Alex Muster",
    role: "Berater",
    bio: "Bio",
    sample: false,
    photo,
    aboutTo: "/ueber-mich",
    podcastUrl: "https://podcast.example.com",
  });

  it("below the article, a photo loads lazily in the box's size", () => {
    const html = render(
      createElement(AuthorBox, { author: author(pictureOf({ src: "images/portrait.jpg", alt: "" }, manifest)) }),
    );
    expect(elements(html, "source").map((s) => [s.type, widths(s.srcset), s.sizes])).toEqual([
      ["image/avif", [160, 320, 480, 640, 700], "6rem"],
      ["image/webp", [160, 320, 480, 640, 700], "6rem"],
    ]);
    expect(elements(html, "img")[0]).toMatchObject({
      class: "author-photo",
      width: "96",
      height: "96",
      alt: "",
      loading: "lazy",
      decoding: "async",
    });
  });
});
