import { randomUUID } from "node:crypto";

// Values that must differ in every response (docs/decisions/013-render-cache.md): the CSP nonce,
// form submission ids, the honeypot's encrypted time and the request id. Everything that puts one
// into a page takes it from here, so the render cache knows where they are and fills in new ones
// on every cache hit.

export type FreshKind = "nonce" | "uuid" | "honeypot" | "request-id";

export interface Fresh {
  readonly issued: { kind: FreshKind; value: string }[];
  /** a new UUID (e.g. a form's submission id) */
  uuid(): string;
  /** records a value made elsewhere */
  track(kind: FreshKind, value: string): string;
}

export function createFresh(): Fresh {
  const issued: Fresh["issued"] = [];
  return {
    issued,
    uuid: () => {
      const value = randomUUID();
      issued.push({ kind: "uuid", value });
      return value;
    },
    track: (kind, value) => {
      issued.push({ kind, value });
      return value;
    },
  };
}
