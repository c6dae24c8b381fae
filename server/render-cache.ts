import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { CacheArea } from "~/delivery.server";
import { variantKey, type Variant } from "~/lib/variant.server";

// The render cache (docs/decisions/013-render-cache.md). A page the registry lets caches keep
// (`cache` in app/pages.ts) is the same bytes for every visitor of a URL with the same preference
// cookies: it carries no nonce, no submission id, no request id (tests/integration/render-cache.test.ts
// renders each one on two servers and compares the bytes). So the rendered response is kept whole
// and served again without React. The server decides what is kept and where from the page's
// delivery (app/delivery.server.ts), never from the response's text. No text a client chooses
// decides where a page is kept:
// - the key is the request's path and content parameters (app/lib/url-params.ts: tracking
//   parameters left out, any other parameter means "not kept"), the preference cookies as the app
//   itself parses them (app/lib/variant.server.ts), and whether the request had cookies at all
//   (a page for a visitor without cookies is `public`, with cookies `private`: ADR 064);
// - pages at their own URLs (the registry's canonical and hreflang URLs) live in one area, everything else
//   (404s, other spellings of a URL) in a small one of its own: a flood of unknown paths only
//   ever evicts other unknown paths.

/** Headers of the response that belong to one request, never kept. */
const PER_REQUEST_HEADERS = new Set(["set-cookie", "x-request-id", "date", "content-length"]);

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  bytes: number;
  /** the metrics' route label of the page (server/metrics.ts): a hit is labelled without a lookup */
  route: string;
}

export type Area = CacheArea;

export interface CacheKey {
  /** the request's path and content parameters (`cacheablePath`) */
  url: string;
  key: string;
}

/**
 * The cache key of a URL for the preference cookies the app read (context.variant) and whether
 * the request carried any cookie.
 */
export function keyFor(url: string, variant: Variant, hasCookies: boolean): CacheKey {
  return { url, key: `${url}\n${variantKey(variant)}|${hasCookies ? "cookies" : "none"}` };
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
  /** the clock of `keepSeconds` (tests move it) */
  clock?: { now(): number };
}

/** An area: least recently used entries go first when it holds too many or too many bytes. */
const area = (max: number, maxSize: number, clock?: { now(): number }) =>
  new LRUCache<string, Entry>({ max, maxSize, sizeCalculation: (entry) => entry.bytes, ...(clock && { perf: clock }) });

export class RenderCache {
  private areas: Record<Area, LRUCache<string, Entry>>;
  hits = 0;
  misses = 0;
  constructor(options: RenderCacheOptions = {}) {
    this.areas = {
      pages: area(options.maxEntries ?? 500, options.maxBytes ?? 48 * 1024 * 1024, options.clock),
      other: area(options.maxOtherEntries ?? 100, options.maxOtherBytes ?? 8 * 1024 * 1024, options.clock),
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
   * Keeps a rendered response (its body already read as text) with its route label for
   * the metrics, for `keepSeconds` at most (null: until evicted); returns its ETag.
   */
  store(
    key: string,
    area: Area,
    response: Response,
    body: string,
    route = "other",
    keepSeconds: number | null = null,
  ): string {
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!PER_REQUEST_HEADERS.has(name)) headers.push([name, value]);
    });
    const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    this.areas[area === "pages" ? "other" : "pages"].delete(key);
    const entry = { status: response.status, headers, body, etag, bytes: body.length * 2, route };
    this.areas[area].set(key, entry, keepSeconds === null ? {} : { ttl: keepSeconds * 1000 });
    return etag;
  }

  /** A kept response, or undefined. */
  lookup(key: string): Readonly<Entry> | undefined {
    const entry = this.areas.pages.get(key) ?? this.areas.other.get(key);
    if (entry) this.hits++;
    else this.misses++;
    return entry;
  }
}
