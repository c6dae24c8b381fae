import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { bannedVariants, hyphenRange, type GlossaryLang } from "./glossary";

// Scans every copy file for the glossary's banned variants and for hyphenated number ranges in
// visible prose (see app/content/glossary.ts). `npm run build` runs it (scripts/validate-content.ts).

export interface Violation {
  file: string;
  line: number;
  found: string;
  use: string;
}

/** Keys whose values are ids, stored form values, paths or dates, not visible prose. */
const notProse = new Set([
  "id",
  "slug",
  "pageId",
  "href",
  "path",
  "key",
  "date",
  "updated",
  "translationKey",
  "tags",
  "author",
  "category",
  "image",
  "icon",
  "anchor",
  "phone",
  "url",
  "email",
  "module",
  "roadmap",
]);

/** Keys whose values are visible figures (a stat's "15+") or stored form values ("1-5"): no range rule. */
const figures = new Set(["value"]);

function files(dir: string, ext: string[]): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries.filter((f) => ext.some((e) => f.endsWith(e))).map((f) => join(dir, f));
}

/**
 * Each copy file of the checkout at `root` (its content folder, another one if given, and its
 * locales) with its fixed language, or null when lines say it.
 */
export function copyFiles(
  root: string,
  content = join(root, "app", "content"),
): { file: string; lng: GlossaryLang | null }[] {
  const list: { file: string; lng: GlossaryLang | null }[] = [];
  for (const file of files(content, [".yaml", ".yml"]).sort()) list.push({ file, lng: null });
  for (const file of files(content, [".md"]).sort()) {
    const lng = /(?:\/|\.)(de|en)(?:\/|\.md$)/.exec(relative(content, file))?.[1] as GlossaryLang | undefined;
    list.push({ file, lng: lng ?? null });
  }
  for (const lng of ["de", "en"] as const) {
    for (const file of files(join(root, "app", "locales", lng), [".json"]).sort()) list.push({ file, lng });
  }
  return list;
}

/**
 * The visible text of a line: without its key (YAML, JSON), link targets, URLs and inline code;
 * `ranges` says whether the hyphen-range rule applies to it.
 */
function prose(
  line: string,
  kind: "yaml" | "json" | "md",
  inFrontMatter: boolean,
): { text: string; ranges: boolean } | null {
  let text = line;
  let ranges = true;
  if (kind === "yaml" || (kind === "md" && inFrontMatter)) {
    const m = /^\s*(?:-\s+)?([\w-]+):(?:\s|$)/.exec(text);
    if (m) {
      if (notProse.has(m[1] ?? "")) return null;
      ranges = !figures.has(m[1] ?? "");
      text = text.slice(m[0].length);
    }
  }
  if (kind === "json") text = text.replace(/^\s*"[^"]*":\s*/, "");
  text = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/`[^`]*`/g, "")
    .replace(/\{\{\s*\w+\s*\}\}/g, "{{}}");
  return { text, ranges };
}

/** Violations in one file; `lng` null means YAML whose `de:`/`en:` keys set the language. */
export function scanFile(file: string, text: string, lng: GlossaryLang | null, root = ""): Violation[] {
  const kind = file.endsWith(".json") ? "json" : file.endsWith(".md") ? "md" : "yaml";
  const rel = root ? relative(root, file) : file;
  const out: Violation[] = [];
  const lines = text.split(/\r?\n/);
  let block: { lng: GlossaryLang; indent: number } | null = null;
  let frontMatter = kind === "md" && lines[0] === "---";
  let fence = false;
  lines.forEach((raw, i) => {
    if (kind === "md") {
      if (i > 0 && frontMatter && raw === "---") {
        frontMatter = false;
        return;
      }
      if (/^\s*```/.test(raw)) fence = !fence;
      if (fence) return;
    }
    let lineLng = lng;
    if (kind === "yaml") {
      const indent = raw.search(/\S/);
      const key = /^(\s*)(?:-\s+)?(de|en):\s*(.*)$/.exec(raw);
      if (block && indent >= 0 && indent <= block.indent && !key) block = null;
      if (key) {
        if (!key[3]) block = { lng: key[2] as GlossaryLang, indent };
        lineLng = key[2] as GlossaryLang;
      } else if (block && indent > block.indent) lineLng = block.lng;
    }
    if (kind === "yaml" && /^\s*#/.test(raw)) return;
    const line = prose(raw, kind, frontMatter);
    if (!line) return;
    const visible = line.text;
    const langs: GlossaryLang[] = lineLng ? [lineLng] : ["de", "en"];
    for (const l of langs) {
      for (const b of bannedVariants(l)) {
        const m = b.pattern.exec(visible);
        if (m) out.push({ file: rel, line: i + 1, found: m[0], use: b.use });
      }
    }
    const range = line.ranges ? hyphenRange.exec(visible) : null;
    if (range) out.push({ file: rel, line: i + 1, found: range[0], use: `${range[1]}–${range[2]} (en dash)` });
  });
  return out;
}

/** Every violation in the copy of the checkout at `root` (content folder: `content`, if given). */
export function scanCopy(root: string, content?: string): { files: number; violations: Violation[] } {
  const list = copyFiles(root, content);
  const violations = list.flatMap(({ file, lng }) => scanFile(file, readFileSync(file, "utf8"), lng, root));
  return { files: list.length, violations };
}
