import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isMap, isSeq, LineCounter, parseDocument } from "yaml";

// The sample content still in use (ADR 058, docs/content.md): everything the repository ships
// marked as sample that a consultant replaces before the site is theirs. One scheme, four kinds
// of marker, found by reading the files (no import of the copy, so it is cheap and also works on
// a broken file):
//   - YAML copy (app/content/**/*.yaml): a top-level `sample: "<reason>"` (booking.yaml, the
//     consultant's hours for strategy sessions, is listed as "booking hours");
//   - testimonials.yaml: an entry with `sample: "<reason>"` or without `consent: true`;
//   - blog articles (blog/<lng>/*.md) and newsletter issues (newsletter/*.md): `sample: "<reason>"`
//     in the front matter;
//   - legal texts (legal/*.md): `<!-- sample: <reason> -->` on the first line;
//   - a hero's picture in page copy: an `image` with `sample: "<reason>"` (the shipped
//     illustration), listed once per picture and file though each language names it;
// and the identity in app/lib/site.ts (`sample: true`). `npm run content:check` lists them; the
// production server logs their number once at start.

export type SampleKind =
  | "identity"
  | "page copy"
  | "image"
  | "booking hours"
  | "testimonial"
  | "blog article"
  | "newsletter issue"
  | "legal text";

/** YAML files under the content folder that are settings, not copy, with the kind they are listed as. */
const settingsFiles: Record<string, SampleKind> = { "booking.yaml": "booking hours" };

export interface SampleItem {
  /** path relative to `root` (or as given) */
  file: string;
  /** 1-based line of the marker */
  line: number;
  kind: SampleKind;
  reason: string;
}

export interface ScanOptions {
  /** the content folder (app/content, or CONTENT_DIR) */
  contentDir: string;
  /** `site.sample` of app/lib/site.ts */
  siteSample: boolean;
  /** app/lib/site.ts, to find the line of `sample: true`; absent in the production image */
  siteFile?: string;
  /** paths are reported relative to this folder (default: the working directory) */
  root?: string;
}

const identityReason = "the consultant's identity is the shipped sample (sample: true)";

function files(dir: string, ext: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(ext))
    .sort()
    .map((name) => join(dir, name));
}

function read(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** 1-based line of a character offset. */
const lineAt = (counter: LineCounter, offset: number | undefined) =>
  offset === undefined ? 1 : counter.linePos(offset).line;

function yamlItems(text: string, testimonials: boolean, kind: SampleKind): Omit<SampleItem, "file">[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const root = doc.contents;
  if (testimonials && isSeq(root)) {
    const items: Omit<SampleItem, "file">[] = [];
    for (const entry of root.items) {
      if (!isMap(entry)) continue;
      const sample: unknown = entry.get("sample");
      const consent: unknown = entry.get("consent");
      if (sample === undefined && consent === true) continue;
      const pair = entry.items.find((p) => (p.key as { value?: unknown })?.value === "sample");
      const key = (pair?.key ?? entry) as { range?: [number, number, number] };
      const id: unknown = entry.get("id");
      const why = typeof sample === "string" ? sample : "no consent on file (consent: true missing)";
      items.push({
        line: lineAt(counter, key.range?.[0]),
        kind: "testimonial",
        reason: typeof id === "string" ? `${id}: ${why}` : why,
      });
    }
    return items;
  }
  if (!isMap(root)) return [];
  const items: Omit<SampleItem, "file">[] = [];
  const pair = root.items.find((p) => (p.key as { value?: unknown })?.value === "sample");
  if (pair) {
    const value = (pair.value as { value?: unknown } | null)?.value;
    const key = pair.key as { range?: [number, number, number] };
    items.push({ line: lineAt(counter, key.range?.[0]), kind, reason: String(value ?? "") });
  }
  return [...items, ...imageItems(root, counter)];
}

/** The sample pictures of a copy file: every `image` map with a `sample`, once per `src`. */
function imageItems(root: unknown, counter: LineCounter): Omit<SampleItem, "file">[] {
  const items = new Map<string, Omit<SampleItem, "file">>();
  const visit = (node: unknown) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const name = (pair.key as { value?: unknown } | null)?.value;
      if (name === "image" && isMap(pair.value)) {
        const src: unknown = pair.value.get("src");
        const sample: unknown = pair.value.get("sample");
        const key = pair.value.items.find((p) => (p.key as { value?: unknown })?.value === "sample")?.key as
          { range?: [number, number, number] } | undefined;
        if (typeof sample === "string" && !items.has(String(src))) {
          items.set(String(src), {
            line: lineAt(counter, key?.range?.[0]),
            kind: "image",
            reason: `add your portrait: ${String(src)} is ${sample}`,
          });
        }
      } else visit(pair.value);
    }
  };
  visit(root);
  return [...items.values()];
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/;
const legalMarker = /^<!--\s*sample:\s*([\s\S]*?)\s*-->/;

function articleItem(text: string, kind: SampleKind = "blog article"): Omit<SampleItem, "file"> | null {
  const block = frontMatter.exec(text)?.[1];
  if (block === undefined) return null;
  const lines = block.split(/\r?\n/);
  const index = lines.findIndex((l) => /^sample\s*:/.test(l));
  if (index === -1) return null;
  const doc = parseDocument(block);
  const reason = doc.get("sample");
  // the front matter starts on line 2, after the opening ---
  return { line: index + 2, kind, reason: String(reason ?? "") };
}

/** Every sample item, in a stable order: identity, page copy, testimonials, blog, legal texts. */
export function scanSampleContent(options: ScanOptions): SampleItem[] {
  const root = options.root ?? process.cwd();
  const rel = (file: string) => relative(root, file) || file;
  const items: SampleItem[] = [];

  if (options.siteSample) {
    let line = 1;
    const text = options.siteFile ? read(options.siteFile) : null;
    if (text) {
      const index = text.split(/\r?\n/).findIndex((l) => /^\s*sample:\s*true\b/.test(l));
      if (index !== -1) line = index + 1;
    }
    const file = options.siteFile ? rel(options.siteFile) : "app/lib/site.ts";
    items.push({ file, line, kind: "identity", reason: identityReason });
  }

  const testimonials: SampleItem[] = [];
  for (const file of files(options.contentDir, ".yaml")) {
    const text = read(file);
    if (text === null) continue;
    const name = relative(options.contentDir, file);
    const isTestimonials = name === "testimonials.yaml";
    const kind = settingsFiles[name] ?? "page copy";
    const found = yamlItems(text, isTestimonials, kind).map((item) => ({ file: rel(file), ...item }));
    (isTestimonials ? testimonials : items).push(...found);
  }
  items.push(...testimonials);

  for (const file of files(join(options.contentDir, "blog"), ".md")) {
    const text = read(file);
    const item = text === null ? null : articleItem(text);
    if (item) items.push({ file: rel(file), ...item });
  }

  for (const file of files(join(options.contentDir, "newsletter"), ".md")) {
    const text = read(file);
    const item = text === null ? null : articleItem(text, "newsletter issue");
    if (item) items.push({ file: rel(file), ...item });
  }

  for (const file of files(join(options.contentDir, "legal"), ".md")) {
    const match = legalMarker.exec(read(file) ?? "");
    if (match) items.push({ file: rel(file), line: 1, kind: "legal text", reason: match[1] ?? "" });
  }
  return items;
}

/** One line per item, `file:line  kind: reason`, then the count. */
export function formatSampleReport(items: SampleItem[]): string {
  const lines = items.map((item) => `${item.file}:${item.line}  ${item.kind}: ${item.reason}`);
  lines.push(
    items.length
      ? `${items.length} sample item(s): replace them, then remove their markers (docs/content.md)`
      : "no sample content: every marker is gone",
  );
  return lines.join("\n");
}

/**
 * The production start's warning (one line, no personal data): null outside production or when
 * nothing is sample.
 */
export function sampleContentWarning(isProduction: boolean, count: number): string | null {
  if (!isProduction || count === 0) return null;
  return `sample content in use (${count} item${count === 1 ? "" : "s"}): run npm run content:check`;
}
