import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { businessVars, interpolate } from "~/lib/business";
import { contentDir } from "~/lib/content-dir.server";
import { contentFile } from "~/lib/content-file.server";
import { languages, type Lang } from "~/lib/i18n";
import { isPhotoSrc } from "~/lib/picture";
import { site } from "~/lib/site";
import { pages, type PageId, type PageIdOf } from "~/pages";
import {
  aboutSchema,
  auditSchema,
  bilingual,
  blogSchema,
  ceopreneurSchema,
  contactSchema,
  homeSchema,
  mentoringSchema,
  servicesSchema,
  sessionPageSchema,
  testimonialsSchema,
  topicSchema,
  type TestimonialView,
} from "./schema";

// Every page copy file (YAML under app/content/pages, read at run time through contentFile) and
// the one-language view of it that loaders return: the other language never reaches the browser.
// The build (scripts/validate-content.ts) loads each file: schema, same shape in both languages,
// every {{placeholder}} known, one topic file per topic page of the registry.

type Bilingual<T> = Record<Lang, T>;

/** What each language's copy of a page file says besides its fields. */
export interface CopyMarker {
  /**
   * The file has a top-level `sample:` marker (ADR 058): the page shows the note "Beispiel"/"Sample"
   * at the end of its hero (PageHero `sample`; blog.yaml's biography: the label in the author box).
   */
  sample: boolean;
}

/** The {{placeholders}} of page copy: the business constants and the consultant's name (app/lib/site.ts). */
export function copyVars(lng: Lang): Record<string, string> {
  return { ...businessVars(lng), consultantName: site.consultant.name };
}

/** Where a value's path goes wrong: "de.hero.title". */
const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Fills the business constants into every string; an unknown {{name}} names its field. */
function checkPlaceholders(value: unknown, vars: Record<string, string>, path: string) {
  if (typeof value === "string") {
    try {
      interpolate(value, vars);
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkPlaceholders(item, vars, at(path, i)));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) checkPlaceholders(item, vars, at(path, key));
  }
}

/** German and English have the same fields and the same number of list items. */
function checkSameShape(de: unknown, en: unknown, path: string) {
  if (Array.isArray(de) && Array.isArray(en)) {
    if (de.length !== en.length) throw new Error(`${path}: ${de.length} items in de, ${en.length} in en`);
    de.forEach((item, i) => checkSameShape(item, en[i], at(path, i)));
  } else if (de && en && typeof de === "object" && typeof en === "object") {
    const keys = new Set([...Object.keys(de), ...Object.keys(en)]);
    for (const key of keys) {
      if (!(key in de)) throw new Error(`de.${at(path, key)}: missing (en has it)`);
      if (!(key in en)) throw new Error(`en.${at(path, key)}: missing (de has it)`);
      checkSameShape((de as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], at(path, key));
    }
  }
}

/** Every photo a picture names (`image.src: images/…`) is in the content folder's images/. */
function checkPhotos(value: unknown, path: string) {
  if (Array.isArray(value)) value.forEach((item, i) => checkPhotos(item, at(path, i)));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const src: unknown = key === "image" && item && typeof item === "object" ? (item as { src?: unknown }).src : null;
      if (typeof src === "string" && isPhotoSrc(src) && !existsSync(join(contentDir(), src))) {
        throw new Error(
          `${at(at(path, key), "src")}: ${src} is not in the content folder's images/ (${join(contentDir(), src)})`,
        );
      }
      checkPhotos(item, at(path, key));
    }
  }
}

function checkCopy(copy: Bilingual<unknown>) {
  checkSameShape(copy.de, copy.en, "");
  for (const lng of languages) checkPlaceholders(copy[lng], copyVars(lng), lng);
  for (const lng of languages) checkPhotos(copy[lng], lng);
}

function copyFile<S extends z.ZodTypeAny>(relPath: string, schema: S) {
  return contentFile(relPath, bilingual(schema), (copy) => checkCopy(copy as Bilingual<unknown>)) as () => Bilingual<
    z.output<S>
  > & { sample?: string };
}

/**
 * One language of a loaded file, with the business constants filled in and the sample marker as a
 * flag (once per process). The marker's reason is for `npm run content:check`, not for visitors.
 */
function localizer<T>(load: () => Bilingual<T> & { sample?: string }) {
  const cache = new Map<Lang, T & CopyMarker>();
  return (lng: Lang): T & CopyMarker => {
    let copy = cache.get(lng);
    if (copy === undefined) {
      const file = load();
      copy = { ...interpolate(file[lng], copyVars(lng)), sample: file.sample !== undefined };
      cache.set(lng, copy);
    }
    return copy;
  };
}

// --- pages with a route module of their own: app/content/pages/<page id>.yaml

const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  ceopreneur: ceopreneurSchema,
  "ceo-mentoring": mentoringSchema,
  services: servicesSchema,
  blog: blogSchema,
  audit: auditSchema,
  contact: contactSchema,
  "strategy-session": sessionPageSchema,
} as const satisfies Partial<Record<PageId, z.ZodTypeAny>>;

/** The pages whose copy is a file app/content/pages/<id>.yaml. */
export type CopyPageId = keyof typeof pageSchemas;
/** The copy of such a page in one language, and whether its file is marked sample. */
export type PageCopy<N extends CopyPageId> = z.output<(typeof pageSchemas)[N]> & CopyMarker;

const pageLocalizers = Object.fromEntries(
  Object.entries(pageSchemas).map(([id, schema]) => [id, localizer(copyFile(`pages/${id}.yaml`, schema))]),
) as { [N in CopyPageId]: (lng: Lang) => PageCopy<N> };

/** A page's copy in one language (loaders only: the other language never ships). */
export function pageCopy<N extends CopyPageId>(pageId: N, lng: Lang): PageCopy<N> {
  return pageLocalizers[pageId](lng);
}

// --- topic pages (app/routes/topic.tsx): app/content/pages/topics/<page id>.yaml

export type TopicPageId = PageIdOf<"routes/topic">;
/** The registry's topic pages: each needs its copy file, and the folder holds nothing else. */
export const topicPageIds = pages.filter((page) => page.route === "routes/topic").map((page) => page.id as TopicPageId);

const topicLocalizers = new Map(
  topicPageIds.map((id) => [id, localizer(copyFile(`pages/topics/${id}.yaml`, topicSchema))] as const),
);

/** A topic page's copy in one language. */
export function topicCopy(pageId: TopicPageId, lng: Lang): z.output<typeof topicSchema> & CopyMarker {
  const localize = topicLocalizers.get(pageId);
  if (!localize) throw new Error(`no topic page ${pageId}`);
  return localize(lng);
}

/** Files in app/content/pages/topics that belong to no topic page of the registry (for the build's check). */
export function strayTopicFiles(): string[] {
  const expected = new Set(topicPageIds.map((id) => `${id}.yaml`));
  return readdirSync(join(contentDir(), "pages", "topics"))
    .filter((file) => !expected.has(file))
    .sort()
    .map(
      (file) =>
        `content file pages/topics/${file}: no topic page of that id in app/pages.ts (an entry with route "routes/topic" and a file <id>.yaml)`,
    );
}

// --- testimonials: app/content/testimonials.yaml

const loadTestimonials = contentFile("testimonials.yaml", testimonialsSchema);

/** Up to `limit` testimonials in one language: those naming one of `topics` (all when none does). */
export function testimonialsFor(lng: Lang, topics?: PageId[], limit = 3): TestimonialView[] {
  const all = loadTestimonials();
  const list = topics ? all.filter((t) => t.topics.some((x) => topics.includes(x))) : all;
  return (list.length ? list : all).slice(0, limit).map((t) => ({
    id: t.id,
    sample: !t.consent,
    quote: t.quote[lng],
    role: t.role[lng],
    industry: t.industry[lng],
    size: t.size[lng],
  }));
}
