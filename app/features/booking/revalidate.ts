import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A picker page's shouldRevalidate: with JavaScript, Remix reloads the page's data after an action
 * only when it succeeded; after a refusal (409: the time was just taken) the free times must be
 * read again, as the page without JavaScript does: the taken time disappears.
 */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
