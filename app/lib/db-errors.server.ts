// Is an error the database being unreachable (as opposed to a bug or bad data)?
// Such errors become 503 with the binding error text (docs/product.md §8); the visitor's values are kept.

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown };
    const code = typeof err.code === "string" ? err.code : "";
    if (CONNECTION_CODES.has(code) || code.startsWith("08")) return true;
    const message = typeof err.message === "string" ? err.message : "";
    if (
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|PGlite is closed|instance is already closed|Client has encountered a connection error|driver has already been destroyed|Cannot use a pool after calling end on the pool/i.test(
        message,
      )
    ) {
      return true;
    }
    // AggregateError from a failed connect to several addresses
    if (Array.isArray(err.errors) && err.errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = err.cause;
  }
  return false;
}
