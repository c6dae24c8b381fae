import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { businessVars, interpolate } from "~/lib/business";
import { contentDir } from "~/lib/content-dir.server";
import { languages, type Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";
import type { Category } from "./categories";
import { articlePath } from "./paths";
import { frontMatterSchema, slugPattern, type FrontMatter } from "./schema";

// Blog articles: Markdown files with YAML front matter under app/content/blog/<lng>/<slug>.md.
// {{placeholders}} in the body are filled with the business constants (businessVars), so prices and
// durations are typed once; an unknown name fails. Read, validated and rendered once per process
// (the files ship with the image and never change while it runs); every query afterwards works on
// the in-memory index.

export interface ArticleHeading {
  id: string;
  text: string;
  level: number;
}

export interface Article extends Omit<FrontMatter, "updated" | "sample"> {
  slug: string;
  lng: Lang;
  /** /blog/<slug>: a slug belongs to one language */
  path: string;
  updated: string | null;
  html: string;
  headings: ArticleHeading[];
  words: number;
  readingMinutes: number;
  /**
   * The front matter has a `sample:` marker (ADR 058): the article shows the note "Beispiel"/
   * "Sample" before its text, its card the label, its feed item the note. The reason is for
   * `npm run content:check` only.
   */
  sample: boolean;
}

/** Words a reader reads per minute (a common estimate for non-fiction on screen). */
export const wordsPerMinute = 200;

export function countWords(markdown: string): number {
  const text = markdownToText(markdown);
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

export class ArticleError extends Error {
  constructor(file: string, message: string) {
    super(`blog article ${file}: ${message}`);
    this.name = "ArticleError";
  }
}

/**
 * Adds a permalink after each h2/h3 (for mouse users; keyboard and screen reader users get the
 * table of contents). It is hidden from assistive technology so the heading's name stays its text.
 */
export function addHeadingAnchors(html: string, title: string): string {
  const titleAttr = title.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html.replace(
    /<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g,
    (_, level: string, id: string, inner: string) =>
      `<h${level} id="${id}">${inner}<a class="heading-anchor" href="#${id}" title="${titleAttr}" aria-hidden="true" tabindex="-1">#</a></h${level}>`,
  );
}

/** One article from its file's text; throws ArticleError naming the file and the problem. */
export function parseArticle(source: string, file: string, lng: Lang, slug: string): Article {
  if (!slugPattern.test(slug)) throw new ArticleError(file, `the file name must be a slug (a-z, 0-9, -)`);
  const match = frontMatterBlock.exec(source);
  if (!match) throw new ArticleError(file, "front matter (between --- lines) is missing");
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ArticleError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"} ${i.message}`);
    throw new ArticleError(file, issues.join("; "));
  }
  const text = (match[2] ?? "").trim();
  if (!text) throw new ArticleError(file, "the article has no text");
  // Prices, durations and targets come from the business constants, like the page copy's.
  let body: string;
  try {
    body = interpolate(text, businessVars(lng));
  } catch (error) {
    throw new ArticleError(file, (error as Error).message);
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ""))) {
    throw new ArticleError(file, "use ## and ### for headings: the title is the page's only h1");
  }
  const rendered = renderMarkdown(body, lng);
  const words = countWords(body);
  // the sample marker (ADR 058): the page shows that the article is sample; its reason is for
  // `npm run content:check`
  const { sample, ...fm } = parsed.data;
  return {
    ...fm,
    sample: sample !== undefined,
    updated: fm.updated ?? null,
    slug,
    lng,
    path: articlePath(slug),
    html: addHeadingAnchors(rendered.html, getT(lng)("blog.headingLink")),
    headings: rendered.headings,
    words,
    readingMinutes: readingMinutes(words),
  };
}

/** The article files under <dir>/blog/<lng>/*.md, read but not parsed, in a stable order. */
export function readArticleFiles(dir: string): { file: string; lng: Lang; slug: string; source: string }[] {
  return languages.flatMap((lng) => {
    const folder = join(dir, "blog", lng);
    let names: string[];
    try {
      names = readdirSync(folder).filter((f) => f.endsWith(".md"));
    } catch {
      names = [];
    }
    return names.sort().map((name) => ({
      file: `blog/${lng}/${name}`,
      lng,
      slug: name.slice(0, -3),
      source: readFileSync(join(folder, name), "utf8"),
    }));
  });
}

/** Every article under <dir>/blog/<lng>/*.md, validated one by one and as a whole. */
export function loadArticles(dir: string): Article[] {
  const articles = readArticleFiles(dir).map((f) => parseArticle(f.source, f.file, f.lng, f.slug));
  checkCollection(articles);
  return articles;
}

/** Slugs are unique across both languages (/blog/<slug> has no language prefix); keys per language. */
export function collectionErrors(articles: Article[]): ArticleError[] {
  const errors: ArticleError[] = [];
  const slugs = new Set<string>();
  const keys = new Set<string>();
  for (const a of articles) {
    const file = `blog/${a.lng}/${a.slug}.md`;
    if (slugs.has(a.slug)) errors.push(new ArticleError(file, `the slug "${a.slug}" is taken`));
    slugs.add(a.slug);
    const key = `${a.lng}:${a.translationKey}`;
    if (keys.has(key)) errors.push(new ArticleError(file, `translationKey "${a.translationKey}" is used twice`));
    keys.add(key);
  }
  return errors;
}

/** Throws the first of `collectionErrors`. */
export function checkCollection(articles: Article[]) {
  const [first] = collectionErrors(articles);
  if (first) throw first;
}

const newestFirst = (a: Article, b: Article) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, a.lng);

/** The queries the routes need, over one set of articles (drafts already left out or kept). */
export class Blog {
  readonly articles: readonly Article[];
  private readonly bySlug: Map<string, Article>;
  private readonly byKey: Map<string, Article>;

  constructor(articles: Article[], options: { includeDrafts: boolean }) {
    this.articles = articles.filter((a) => options.includeDrafts || !a.draft).sort(newestFirst);
    this.bySlug = new Map(this.articles.map((a) => [a.slug, a]));
    this.byKey = new Map(this.articles.map((a) => [`${a.lng}:${a.translationKey}`, a]));
  }

  /** A language's articles, newest first, optionally of one category. */
  list(lng: Lang, category?: Category | null): Article[] {
    return this.articles.filter((a) => a.lng === lng && (!category || a.category === category));
  }

  get(slug: string): Article | undefined {
    return this.bySlug.get(slug);
  }

  /** The same article in `lng` (itself when it is in `lng`), if it exists. */
  translation(article: Article, lng: Lang): Article | undefined {
    return article.lng === lng ? article : this.byKey.get(`${lng}:${article.translationKey}`);
  }

  /** Up to `count` articles to read next: same category first, then shared tags, then newest. */
  related(article: Article, count = 3): Article[] {
    const tags = new Set(article.tags);
    const score = (a: Article) => (a.category === article.category ? 10 : 0) + a.tags.filter((t) => tags.has(t)).length;
    return this.list(article.lng)
      .filter((a) => a.slug !== article.slug)
      .map((a) => ({ a, s: score(a) }))
      .sort((x, y) => y.s - x.s || newestFirst(x.a, y.a))
      .slice(0, count)
      .map((x) => x.a);
  }

  /** The article a path (/blog/<slug>) shows, if any. */
  forPath(pathname: string): Article | undefined {
    const slug = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
    return slug ? this.get(slug) : undefined;
  }
}

const cache = new Map<boolean, Blog>();

/** The blog of this process: drafts are shown in development and left out in production. */
export function getBlog(env: { isProduction: boolean }): Blog {
  const includeDrafts = !env.isProduction;
  let blog = cache.get(includeDrafts);
  if (!blog) {
    blog = new Blog(loadArticles(contentDir()), { includeDrafts });
    cache.set(includeDrafts, blog);
  }
  return blog;
}
