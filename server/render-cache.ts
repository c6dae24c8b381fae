import { createHash, randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Fresh, FreshKind } from "~/lib/fresh.server";
import { createNonce } from "~/lib/security.server";
import { variantKey, type Variant } from "~/lib/variant.server";

// The render cache (docs/decisions/013-render-cache.md, 053-render-cache-keys.md). Content pages
// are the same for every visitor of a URL and variant (language, theme and consent cookies), so
// the rendered HTML is kept and served again without React. No text a client chooses decides
// where a page is kept or what is cut out of it:
// - the key is the request's path and content parameters plus the variant as the app itself
//   parses it (app/lib/variant.server.ts); a page is kept only when the app reports that it
//   rendered it for that same variant;
// - the values that differ per response (CSP nonce, submission ids, the honeypot's encrypted
//   time, the request id) are all made by the server, long and random; they are cut out of the
//   stored page and filled in anew on every hit;
// - pages the site itself links (canonical and hreflang URLs) live in one area, everything else
//   (404s, other spellings of a URL) in a small one of its own: a flood of unknown paths only
//   ever evicts other unknown paths.

/** Query parameters that select content; any other parameter means "do not cache". */
const CONTENT_PARAMS = new Set(["lng", "tab", "category", "page"]);
/** A cached response may only set these cookies (they follow from the key alone). */
const CACHEABLE_SET_COOKIES = new Set(["lng"]);
/** Per-response values shorter than this are not random enough to be cut out safely. */
const MIN_FRESH_LENGTH = 20;

export interface FreshValues {
  nonce(): string;
  uuid(): string;
  honeypot(): string;
  requestId: string;
}

/** A text cut at the fresh values: parts[0] slot[0] parts[1] slot[1] … parts[n]. */
interface Template {
  parts: string[];
  /** per gap: which slot (issued value) goes there */
  slots: number[];
}

interface Entry {
  status: number;
  body: Template;
  headers: [string, Template][];
  /** the kind of every slot (one per value the render issued) */
  kinds: FreshKind[];
  etag: string | null;
  bytes: number;
}

export type Area = "pages" | "other";

/**
 * The path and query of a GET or HEAD that may be answered from the cache (an origin-form URL
 * whose query holds only content parameters), else null.
 */
export function cacheableUrl(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//") || url.length > 512) return null;
  const q = url.indexOf("?");
  if (q !== -1) {
    for (const pair of url.slice(q + 1).split("&")) {
      if (pair && !CONTENT_PARAMS.has(pair.split("=")[0]!)) return null;
    }
  }
  return url;
}

export interface CacheKey {
  /** the request's path and query */
  url: string;
  /** the cookies the page depends on, as the app reads them (context.variant) */
  variant: Variant;
  key: string;
}

/** The cache key of a URL for a variant. */
export function keyFor(url: string, variant: Variant): CacheKey {
  return { url, variant, key: `${url}\n${variantKey(variant)}` };
}

/** Where a page is kept: "pages" only for a 200 at a URL the page names as its own. */
export function areaFor(url: string, status: number, body: string, siteUrl: string): Area {
  return status === 200 && ownUrls(body, siteUrl).has(url) ? "pages" : "other";
}

/**
 * The URLs a page names as its own (canonical and hreflang alternates), as paths on the site:
 * only a request for one of them is kept in the "pages" area.
 */
export function ownUrls(body: string, siteUrl: string): Set<string> {
  const head = body.slice(0, Math.max(0, body.indexOf("</head>")));
  const urls = new Set<string>();
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="(canonical|alternate)"/.test(tag)) continue;
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    if (href?.startsWith(siteUrl + "/")) urls.add(href.slice(siteUrl.length));
  }
  return urls;
}

function cut(text: string, issued: Fresh["issued"], pattern: RegExp | null): Template {
  if (!pattern) return { parts: [text], slots: [] };
  const slotOf = new Map(issued.map((v, i) => [v.value, i]));
  const parts: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    parts.push(text.slice(last, m.index));
    slots.push(slotOf.get(m[0])!);
    last = m.index! + m[0].length;
  }
  parts.push(text.slice(last));
  return { parts, slots };
}

function fill(t: Template, values: string[]) {
  let out = t.parts[0]!;
  for (let i = 0; i < t.slots.length; i++) out += values[t.slots[i]!] + t.parts[i + 1]!;
  return out;
}

export interface RenderCacheOptions {
  /** most entries kept in the "pages" area (least recently used go first) */
  maxEntries?: number;
  /** most bytes kept in the "pages" area */
  maxBytes?: number;
  /** most entries kept in the "other" area (404s, other spellings of a URL) */
  maxOtherEntries?: number;
  /** most bytes kept in the "other" area */
  maxOtherBytes?: number;
}

/** An area: least recently used entries go first when it holds too many or too many bytes. */
const area = (max: number, maxSize: number) =>
  new LRUCache<string, Entry>({ max, maxSize, sizeCalculation: (entry) => entry.bytes });

export class RenderCache {
  private areas: Record<Area, LRUCache<string, Entry>>;
  hits = 0;
  misses = 0;
  constructor(options: RenderCacheOptions = {}) {
    this.areas = {
      pages: area(options.maxEntries ?? 500, options.maxBytes ?? 48 * 1024 * 1024),
      other: area(options.maxOtherEntries ?? 100, options.maxOtherBytes ?? 8 * 1024 * 1024),
    };
  }

  get size() {
    return this.areas.pages.size + this.areas.other.size;
  }

  /** the keys kept in an area, least recently used first (tests) */
  keys(area: Area): string[] {
    return [...this.areas[area].rkeys()];
  }

  /**
   * Keeps a rendered response (its body already read as text) in an area if it may be kept;
   * returns its ETag (null for pages with submission ids: a browser's revalidated copy must never
   * reuse an old id), or false when it was not kept.
   */
  store(key: string, area: Area, response: Response, body: string, fresh: Fresh): string | null | false {
    const setCookies = response.headers.getSetCookie();
    if (setCookies.some((c) => !CACHEABLE_SET_COOKIES.has(c.split("=")[0]!.trim()))) return false;
    // every per-response value is the server's own and random; anything else is never cut out
    if (fresh.issued.some((v) => v.value.length < MIN_FRESH_LENGTH)) return false;
    const issued = fresh.issued;
    const pattern = issued.length
      ? new RegExp(issued.map((v) => v.value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "g")
      : null;
    const template = cut(body, issued, pattern);
    const headers: Entry["headers"] = [];
    response.headers.forEach((value, name) => {
      if (name === "set-cookie" || name === "x-request-id" || name === "date" || name === "content-length") return;
      headers.push([name, cut(value, issued, pattern)]);
    });
    for (const cookie of setCookies) headers.push(["set-cookie", { parts: [cookie], slots: [] }]);
    const etag = issued.some((v) => v.kind === "uuid")
      ? null
      : `W/"${createHash("sha1").update(template.parts.join("\u0000")).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = {
      status: response.status,
      body: template,
      headers,
      kinds: issued.map((v) => v.kind),
      etag,
      bytes: body.length * 2,
    };
    this.areas[area === "pages" ? "other" : "pages"].delete(key);
    this.areas[area].set(key, entry);
    return etag;
  }

  /** A cached response with fresh values, or null. */
  lookup(key: string, fresh: FreshValues) {
    const entry = this.areas.pages.get(key) ?? this.areas.other.get(key);
    if (!entry) {
      this.misses++;
      return null;
    }
    this.hits++;
    const values = entry.kinds.map((kind) =>
      kind === "nonce"
        ? fresh.nonce()
        : kind === "uuid"
          ? fresh.uuid()
          : kind === "honeypot"
            ? fresh.honeypot()
            : fresh.requestId,
    );
    return {
      status: entry.status,
      headers: entry.headers.map(([name, t]): [string, string] => [name, fill(t, values)]),
      body: fill(entry.body, values),
      etag: entry.etag,
    };
  }
}

export function freshValues(requestId: string, honeypot: () => string): FreshValues {
  return { nonce: createNonce, uuid: randomUUID, honeypot, requestId };
}
