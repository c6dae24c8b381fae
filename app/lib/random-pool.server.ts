import { randomFillSync } from "node:crypto";

// Random bytes drawn from a buffer filled by the CSPRNG once per 4 KB, as Node itself does for
// randomUUID: `randomBytes(16)` per CSP nonce cost a call into OpenSSL and a new Buffer on every
// render-cache hit (docs/performance.md). Every byte is handed out once and never again: the next
// refill overwrites the whole buffer with new random bytes.

/** A buffer of CSPRNG bytes, handed out in slices, each byte once. */
export class RandomPool {
  readonly #buffer: Buffer;
  #offset: number;

  constructor(size = 4096) {
    // its own memory (not Node's shared allocation pool), filled before the first use
    this.#buffer = Buffer.allocUnsafeSlow(size);
    this.#offset = size;
  }

  /** `bytes` new random bytes as base64 (bytes at most the pool's size). */
  base64(bytes: number): string {
    if (bytes > this.#buffer.length) throw new RangeError(`at most ${this.#buffer.length} bytes at a time`);
    if (this.#offset + bytes > this.#buffer.length) {
      randomFillSync(this.#buffer);
      this.#offset = 0;
    }
    const start = this.#offset;
    this.#offset += bytes;
    return this.#buffer.toString("base64", start, this.#offset);
  }
}

const pool = new RandomPool();

/** 16 random bytes (128 bits) as base64: 24 characters, as `randomBytes(16).toString("base64")`. */
export function random128Base64(): string {
  return pool.base64(16);
}
