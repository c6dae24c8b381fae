/** Set by entry.server on pages the server's render cache may keep; the server removes it. */
export const RENDER_CACHE_HEADER = "x-render-cache";
