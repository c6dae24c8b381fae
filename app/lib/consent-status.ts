// The analytics choice a visitor can make (docs/product.md §4). Infrastructure, because the
// `consent` cookie is one of the cookies a page is rendered for (app/lib/variant.server.ts); the
// banner and its browser record live in app/features/consent.

export const consentStatuses = ["granted", "denied"] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export function isConsentStatus(value: unknown): value is ConsentStatus {
  return value === "granted" || value === "denied";
}
