import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Fresh, FreshKind } from "~/lib/fresh.server";

// The render cache (docs/decisions/013-render-cache.md). Content pages are the same for every
// visitor of a URL, language, theme and consent state, so the rendered HTML is kept and served
// again without React. Values that must differ per response (the CSP nonce, submission ids, the
// honeypot's encrypted time, the request id) are cut out of the stored page and filled in anew
// on every hit.

/** Query parameters that select content; any other parameter means "do not cache". */
const CONTENT_PARAMS = new Set(["lng", "tab", "category", "page"]);
/** Cookies that select content; their raw values are part of the key. */
const KEY_COOKIES = ["lng", "theme", "consent"] as const;
/** A cached response may only set these cookies (they follow from the key alone). */
const CACHEABLE_SET_COOKIES = new Set(["lng"]);

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
  /** the body's text parts as UTF-8, encoded once */
  bodyBuffers: Buffer[];
  headers: [string, Template][];
  /** the kind of every slot (one per value the render issued) */
  kinds: FreshKind[];
  etag: string | null;
  bytes: number;
}

function cookieValue(header: string | undefined, name: string): string {
  if (!header) return "";
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return match?.[1] ?? "";
}

/** The cache key of a request, or null when it must not be served from the cache. */
export function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  if (q !== -1) {
    for (const pair of url.slice(q + 1).split("&")) {
      if (pair && !CONTENT_PARAMS.has(pair.split("=")[0]!)) return null;
    }
  }
  const cookies = req.headers.cookie;
  let key = `${req.headers.host ?? ""}${url}`;
  for (const name of KEY_COOKIES) key += `|${cookies ? cookieValue(cookies, name) : ""}`;
  return key;
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
  /** most entries kept (least recently used go first) */
  maxEntries?: number;
  /** most bytes kept */
  maxBytes?: number;
}

export class RenderCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  constructor(private options: RenderCacheOptions = {}) {}

  get size() {
    return this.entries.size;
  }

  /**
   * Keeps a rendered response (its body already read as text) if it may be kept; returns its ETag
   * (null for pages with submission ids: a browser's revalidated copy must never reuse an old id).
   */
  store(key: string, response: Response, body: string, fresh: Fresh): string | null | false {
    const setCookies = response.headers.getSetCookie();
    if (setCookies.some((c) => !CACHEABLE_SET_COOKIES.has(c.split("=")[0]!.trim()))) return false;
    const issued = fresh.issued.filter((v) => v.value.length >= 8);
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
      bodyBuffers: template.parts.map((part) => Buffer.from(part)),
      headers,
      kinds: issued.map((v) => v.kind),
      etag,
      bytes: body.length * 2,
    };
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return etag;
  }

  private evict() {
    const maxEntries = this.options.maxEntries ?? 500;
    const maxBytes = this.options.maxBytes ?? 64 * 1024 * 1024;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  /** A cached response with fresh values, or null. */
  lookup(key: string, fresh: FreshValues) {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return null;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const values = entry.kinds.map((kind) =>
      kind === "nonce"
        ? fresh.nonce()
        : kind === "uuid"
          ? fresh.uuid()
          : kind === "honeypot"
            ? fresh.honeypot()
            : fresh.requestId,
    );
    // the fresh values are ASCII: the body is the stored UTF-8 parts with them in between
    const chunks: Buffer[] = [entry.bodyBuffers[0]!];
    for (let i = 0; i < entry.body.slots.length; i++) {
      chunks.push(Buffer.from(values[entry.body.slots[i]!]!, "latin1"), entry.bodyBuffers[i + 1]!);
    }
    return {
      status: entry.status,
      headers: entry.headers.map(([name, t]): [string, string] => [name, fill(t, values)]),
      body: Buffer.concat(chunks),
      etag: entry.etag,
    };
  }
}

export function freshValues(requestId: string, honeypot: () => string): FreshValues {
  return { nonce: () => randomBytes(16).toString("base64"), uuid: () => randomUUID(), honeypot, requestId };
}
