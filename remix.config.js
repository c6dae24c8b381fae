import { tsImport } from "tsx/esm/api";

// The page registry is TypeScript (app/pages.ts); tsx loads it here at build time only.
const { contentRoutes, notFoundRoute, pages, resourceRoutes, routeFile, routeId } = await tsImport(
  "./app/pages.ts",
  import.meta.url,
);

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Every route comes from the page registry (app/pages.ts): no file-system routing.
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  // the HTTP server is compiled with the app into one module (server/index.ts): one copy of each
  // app module in the process; build/start.js calls its main()
  server: "server/index.ts",
  // `remix watch` (npm run dev) watches app/ and the server entry; the rest of its graph too
  watchPaths: ["server", "db"],
  serverBuildPath: "build/server/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const page of pages) {
        for (const lng of /** @type {const} */ (["de", "en"])) {
          const path = lng === "de" ? page.de : page.en;
          if (!path) continue;
          if (path === "/") route(undefined, routeFile(page), { index: true, id: routeId(page.id, lng) });
          else route(path, routeFile(page), { id: routeId(page.id, lng) });
        }
      }
      for (const r of contentRoutes) route(r.path, r.file, { id: r.id });
      for (const r of resourceRoutes) route(r.path, r.file, { id: r.id });
      route(notFoundRoute.path, notFoundRoute.file, { id: notFoundRoute.id });
    });
  },
};
