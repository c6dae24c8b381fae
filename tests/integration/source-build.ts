import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import * as entry from "~/entry.server";
import * as root from "~/root";
import { contentRoutes, notFoundRoute, pages, resourceRoutes, routeFile, routeId } from "~/pages";

// The app as Remix runs it, made from the source modules instead of `npm run build`: the same
// route table as remix.config.js (app/pages.ts), the same entry and root, Remix's own request
// handling (new Request objects per loader, single fetch, revalidation), so a test can watch a
// source module at work (vi.mock) while a request passes the whole chain. The browser assets are
// named but never served.

type RouteModule = ServerBuild["routes"][string]["module"];

const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  v3_routeConfig: false,
  unstable_optimizeDeps: false,
} as const;

interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  file: string;
}

function routeTable(): RouteEntry[] {
  const table: RouteEntry[] = [];
  for (const page of pages) {
    for (const lng of ["de", "en"] as const) {
      const path = lng === "de" ? page.de : page.en;
      if (!path) continue;
      const id = routeId(page.id, lng);
      table.push(
        path === "/" ? { id, index: true, file: routeFile(page) } : { id, path: path.slice(1), file: routeFile(page) },
      );
    }
  }
  for (const r of [...contentRoutes, ...resourceRoutes, notFoundRoute]) {
    table.push({ id: r.id, path: r.path.replace(/^\//, ""), file: r.file });
  }
  return table;
}

/** The app's ServerBuild from source. */
export async function sourceBuild(): Promise<ServerBuild> {
  const table = routeTable();
  const modules = await Promise.all(
    table.map((r) => import(/* @vite-ignore */ join(process.cwd(), "app", r.file)) as Promise<RouteModule>),
  );
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: root as RouteModule } };
  const manifestRoutes: ServerBuild["assets"]["routes"] = {
    root: {
      id: "root",
      path: "",
      module: "/build/root.js",
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: true,
      hasErrorBoundary: true,
    },
  };
  table.forEach((r, i) => {
    const module = modules[i]!;
    routes[r.id] = { id: r.id, parentId: "root", path: r.path, index: r.index, module };
    manifestRoutes[r.id] = {
      id: r.id,
      parentId: "root",
      path: r.path,
      index: r.index,
      module: `/build/${r.id}.js`,
      imports: [],
      hasAction: typeof module.action === "function",
      hasLoader: typeof module.loader === "function",
      hasClientAction: typeof module.clientAction === "function",
      hasClientLoader: typeof module.clientLoader === "function",
      hasErrorBoundary: typeof module.ErrorBoundary === "function",
    };
  });
  return {
    mode: "production",
    entry: { module: entry },
    routes,
    assets: {
      version: "source",
      url: "/build/manifest-source.js",
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: manifestRoutes,
    },
    future: FUTURE,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    basename: undefined,
    isSpaMode: false,
  } as ServerBuild;
}
