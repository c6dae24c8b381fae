import type { ServerBuild } from "@remix-run/node";
import { contentRoutes, notFoundRoute, pages, resourceRoutes, routeId } from "~/pages";

/**
 * For tests: the site's route manifest as remix.config.js registers it from the page registry
 * (route paths without their leading slash, as in the server build).
 */
export function siteManifest(): ServerBuild["routes"] {
  const manifest: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as never } };
  const add = (id: string, path: string | undefined, index = false) => {
    manifest[id] = { id, parentId: "root", path, index, module: {} as never };
  };
  for (const page of pages) {
    for (const lng of ["de", "en"] as const) {
      const path = lng === "de" ? page.de : page.en;
      if (!path) continue;
      if (path === "/") add(routeId(page.id, lng), undefined, true);
      else add(routeId(page.id, lng), path.slice(1));
    }
  }
  for (const r of [...contentRoutes, ...resourceRoutes, notFoundRoute]) add(r.id, r.path.replace(/^\//, ""));
  return manifest;
}
