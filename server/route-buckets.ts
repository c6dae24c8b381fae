import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";

// Route matching by first path segment (docs/performance.md, "Route buckets").
//
// Remix matches every request twice against the whole route tree (the request handler, then the
// static handler), and React Router flattens, ranks and compiles all ~80 routes on every call: about
// 15% of the CPU of a form POST. A route whose path starts with a static segment can only match a
// path with that first segment (React Router decodes each segment and compares case-insensitively),
// so each first segment gets its own request handler whose route tree holds only the routes that
// can match it: those starting with that segment, those starting with a dynamic, optional or splat
// segment (e.g. the not-found `*`), and the index routes. The routes left out stay in the build
// (re-parented under an id that does not exist, so the tree does not reach them): every route
// module is still there for rendering, and the client gets the full manifest. The result of the
// match is the same as over the whole tree; server/route-buckets.test.ts checks it
// for every route.

type Handler = (request: Request, context: AppLoadContext) => Promise<Response>;
type Mode = Parameters<typeof createRequestHandler>[1];

const DETACHED = "__not-in-this-bucket";

/** The lower-case, decoded first segment of a route path; null when it is not a static segment. */
export function staticFirstSegment(path: string | undefined): string | null {
  if (path === undefined) return null;
  const first = path.replace(/^\/+/, "").split("/")[0] ?? "";
  if (first === "" || first.startsWith(":") || first.includes("*") || first.endsWith("?")) return null;
  return first.toLowerCase();
}

/**
 * The bucket of a request path: its first segment, decoded and lower-cased as React Router compares
 * it, with the single-fetch `.data` suffix removed; null when the path is not plain enough to tell
 * (the full route tree answers it).
 */
export function bucketOf(pathname: string): string | null {
  let path = pathname;
  if (path === "/_root.data") return "";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (!path.startsWith("/")) return null;
  const end = path.indexOf("/", 1);
  const raw = end === -1 ? path.slice(1) : path.slice(1, end);
  try {
    return decodeURIComponent(raw).replace(/\//g, "%2F").toLowerCase();
  } catch {
    return null;
  }
}

/** The build with only the routes that can match paths of `bucket` in its route tree. */
export function bucketBuild(build: ServerBuild, bucket: string | null): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const first = route.index ? null : staticFirstSegment(route.path);
    const reachable = route.parentId !== "root" || route.index || first === null || first === bucket;
    routes[id] = reachable ? route : { ...route, parentId: DETACHED };
  }
  return { ...build, routes };
}

/**
 * A Remix request handler that matches each request only against the routes its first segment can
 * reach. Routes nested below a child of root are not bucketed (this site has none; they stay with
 * their parent). The fog-of-war manifest requests and paths it cannot read use the full tree.
 */
export function createBucketedRequestHandler(build: ServerBuild, mode: Mode): Handler {
  const full = createRequestHandler(build, mode);
  if (build.basename && build.basename !== "/") return full;
  const known = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const first = route.parentId === "root" && !route.index ? staticFirstSegment(route.path) : null;
    if (first !== null) known.add(first);
  }
  const handlers = new Map<string, Handler>();
  // one handler for every first segment no route starts with (404s, dynamic routes)
  let other: Handler | undefined;
  return (request, context) => {
    const pathname = new URL(request.url).pathname;
    const bucket = pathname === "/__manifest" ? null : bucketOf(pathname);
    if (bucket === null) return full(request, context);
    if (!known.has(bucket)) {
      other ??= createRequestHandler(bucketBuild(build, null), mode);
      return other(request, context);
    }
    let handler = handlers.get(bucket);
    if (!handler) {
      handler = createRequestHandler(bucketBuild(build, bucket), mode);
      handlers.set(bucket, handler);
    }
    return handler(request, context);
  };
}
