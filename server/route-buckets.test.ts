import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { siteManifest } from "./site-manifest.fixture";
import { describe, expect, it } from "vitest";
import { bucketBuild, bucketOf, staticFirstSegment } from "./route-buckets";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The route tree Remix builds from a manifest (children by parentId, from the top). */
function tree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((r) => r.parentId === parentId)
    .map((r): RouteObject =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: tree(manifest, r.id) },
    );
}

const ids = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe("route buckets", () => {
  const manifest = siteManifest();
  const build = { routes: manifest } as unknown as ServerBuild;
  const full = tree(manifest);

  const paths = new Set<string>(["/", "", "//", "/gibt-es-nicht", "/x/y/z", "/%", "/_root.data", "/audit.data"]);
  for (const route of Object.values(manifest)) {
    if (route.path === undefined || route.path === "" || route.path === "*") continue;
    const path = `/${route.path.replace(/^\//, "")}`.replace(/:[a-z]+/gi, "abc-1");
    paths.add(path);
    paths.add(`${path}/`);
    paths.add(path.toUpperCase());
    paths.add(`${path}/extra`);
    paths.add(`/${encodeURIComponent(path.slice(1, 3))}${path.slice(3)}`);
    paths.add(`/x${path}`);
    paths.add(`/${path.slice(1).replace("/", "%2F")}`);
  }

  it("matches every path exactly as the whole route tree does", () => {
    for (const path of paths) {
      const bucket = bucketOf(path);
      if (bucket === null) continue; // answered by the full tree
      const withoutData = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
      expect([path, ids(tree(bucketBuild(build, bucket).routes), withoutData)]).toEqual([path, ids(full, withoutData)]);
    }
  });

  it("keeps every route module in the build (rendering needs them all)", () => {
    const bucketed = bucketBuild(build, "audit");
    expect(Object.keys(bucketed.routes)).toEqual(Object.keys(manifest));
    // only root, the audit routes, the index and the not-found route are in the tree
    expect(tree(bucketed.routes)[0]?.children?.map((r) => r.id)).toEqual([
      "page:home:de",
      "page:audit:de",
      "page:audit-thanks:de",
      "not-found",
    ]);
  });

  it("reads first segments as React Router compares them", () => {
    expect(bucketOf("/Audit/Danke")).toBe("audit");
    expect(bucketOf("/%61udit")).toBe("audit");
    expect(bucketOf("/audit.data")).toBe("audit");
    expect(bucketOf("/")).toBe("");
    expect(bucketOf("/%E0%A4%A")).toBeNull();
    expect(staticFirstSegment("/blog/:slug")).toBe("blog");
    expect(staticFirstSegment(":lng/x")).toBeNull();
    expect(staticFirstSegment("*")).toBeNull();
    expect(staticFirstSegment("de?/x")).toBeNull();
  });
});
