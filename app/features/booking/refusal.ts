import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { Refusal } from "~/features/forms/submit.server";

// What a form page reads of a refused submission (submitForm's FormRefusal): why, and what the
// server offers instead (the nearest free times). Browser-safe: the route's action data as it
// arrives.

export function refusalOf(result: unknown): Refusal | undefined {
  const refusal = (result as { refusal?: Refusal } | null | undefined)?.refusal;
  return refusal && typeof refusal.code === "string" && Array.isArray(refusal.offers) ? refusal : undefined;
}

/** The text values a reply carries back (conform's initialValue), to fill another form with them. */
export function typedValues(result: unknown): Record<string, string> {
  const values = (result as { initialValue?: Record<string, unknown> | null } | null | undefined)?.initialValue ?? {};
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * A picker page's shouldRevalidate: with JavaScript, Remix reloads the page's data after an action
 * only when it succeeded; after a refusal (409: the time was just taken) the free times must be
 * read again, as the page without JavaScript does: the taken time disappears.
 */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
