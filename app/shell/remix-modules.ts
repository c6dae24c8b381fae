// What a hydrated page names for the shell to load (app/shell/RemixOnIntent.tsx renders it,
// app/shell/load-remix.ts reads it): kept apart so the shell's script does not bundle Remix.

/** The id of the JSON naming the page's modules. */
export const REMIX_MODULES_ID = "remix-modules";

export interface RemixModules {
  /** the build's manifest module (it sets window.__remixManifest) */
  manifest: string;
  /** the client entry, run last (app/entry.client.tsx) */
  entry: string;
  /** each matched route's id and module, root first */
  routes: [string, string][];
  /** every module those import, fetched side by side */
  preload: string[];
}
