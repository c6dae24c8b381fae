import type { UIMatch } from "@remix-run/react";
import type { PageHandle } from "~/pages";

// The header's navigation (docs/product.md §2): home, about, ceopreneur, services, blog, contact.
export const navItems = [
  { pageId: "home", key: "home" },
  { pageId: "about", key: "about" },
  { pageId: "ceopreneur", key: "ceopreneur" },
  { pageId: "services", key: "services" },
  { pageId: "blog", key: "blog" },
  { pageId: "contact", key: "contact" },
] as const;

/** Does the page bring its own newsletter form? */
export function pageHasNewsletter(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as PageHandle | undefined)?.newsletter);
}

/** The page id of the deepest matched page route ("page:<id>:<lng>"), or a route's handle.nav. */
export function currentNavId(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const handle = match.handle as PageHandle | undefined;
    if (handle?.nav) return handle.nav;
    const id = /^page:([^:]+):/.exec(match.id)?.[1];
    if (id) return id;
  }
  return undefined;
}
