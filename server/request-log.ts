import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { redactIds } from "~/lib/redact";

// The request log line (docs/operations.md, "Logs"): which route answered, never who asked or
// what they sent. No IP address, no query string (tokens travel there), and for routes with
// parameters the pattern instead of the path (attempt and workspace ids in paths are secrets).

export interface RequestLogFields {
  /** the server's own id of the request (shown on error pages, sent as X-Request-Id) */
  requestId: string;
  /** a well-formed X-Request-Id the client or proxy sent: logged, never sent back */
  clientRequestId?: string;
  /** the Remix route id (e.g. "page:audit:de"), "assets" (/build/), "static" (public/) */
  route: string;
  method: string;
  /** the path without query string; the route pattern when the route has parameters */
  path: string;
  status: number;
  durationMs: number;
  /** answered from the render cache (server/render-cache.ts) */
  cache?: "hit";
  /** the client went away before the response was complete */
  aborted?: true;
}

export interface RouteMatch {
  route: string;
  /** the route's pattern when it has parameters (":attempt"), else null: the path is logged as is */
  pattern: string | null;
}

const MAX_PATH = 200;

/**
 * The path of a request URL without its query string (and fragment), ids replaced (`redactIds`:
 * a UUID or token in a path that matches no route, e.g. a mistyped resume link, is still a
 * secret), at most 200 characters.
 */
export function pathOf(url: string) {
  const end = url.search(/[?#]/);
  const path = redactIds(end === -1 ? url : url.slice(0, end));
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

type RouteObject = Parameters<typeof matchRoutes>[0][number];

const firstSegment = (path: string) => path.replace(/^\//, "").split("/")[0]!.toLowerCase();

/**
 * Finds the Remix route of a path from the build's route manifest, with the router's own
 * matching. matchRoutes ranks the whole tree on every call (about 250 µs for this site's 80
 * routes), so the routes are split once by their first path segment: a path is matched against the
 * few routes that can match it (same first segment, or a parameter, splat or index there), which
 * gives the same answer. Up to `cacheSize` paths are remembered: a repeated path is a Map lookup.
 */
export function createRouteResolver(manifest: ServerBuild["routes"], cacheSize = 1000) {
  const children = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(manifest)) {
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
    );
  // the root route(s) with their top-level children grouped by first segment
  const roots = tree(undefined);
  const anywhere: RouteObject[] = [];
  const bySegment = new Map<string, RouteObject[]>();
  for (const root of roots) {
    for (const child of root.children ?? []) {
      const segment = child.index || !child.path ? "" : firstSegment(child.path);
      if (segment === "" || /^[:*]|\?$/.test(segment)) anywhere.push(child);
      else bySegment.set(segment, [...(bySegment.get(segment) ?? []), child]);
    }
  }
  const withChildren = (routes: RouteObject[]) => roots.map((root) => ({ ...root, children: routes }) as RouteObject);
  const generic = withChildren(anywhere);
  const trees = new Map([...bySegment].map(([segment, routes]) => [segment, withChildren([...routes, ...anywhere])]));
  const cache = new Map<string, RouteMatch>();

  return function resolve(path: string): RouteMatch {
    const hit = cache.get(path);
    if (hit) return hit;
    // single-fetch data requests: /audit.data is the data of /audit, /_root.data of /
    const data = path.endsWith(".data");
    const target = data ? path.slice(0, -5).replace(/^\/_root$/, "/") : path;
    const leaf = matchRoutes(trees.get(firstSegment(target)) ?? generic, target)?.at(-1)?.route;
    const pattern =
      leaf?.path && /[:*]/.test(leaf.path) && leaf.path !== "*" ? `/${leaf.path.replace(/^\//, "")}` : null;
    const match: RouteMatch = {
      route: leaf?.id ?? "unmatched",
      pattern: pattern && data ? `${pattern}.data` : pattern,
    };
    if (cache.size >= cacheSize) cache.clear();
    cache.set(path, match);
    return match;
  };
}
