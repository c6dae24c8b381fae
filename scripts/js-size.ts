// The JavaScript each page ships, gzip-compressed (run after `remix build` and the shell's build).
// Every page loads the shell's script and the chunks it imports at load
// (docs/decisions/059-hydrate-only-flows-and-forms.md). A hydrated page (`hydrate: true` in
// app/pages.ts) also loads Remix's entry, the root and its route module with their imports. The
// chunks the shell loads on demand (analytics, after consent) are listed apart. Prints a table and
// exits 1 when a page without hydration ships more than bench/budget.json's contentPageJsMaxKbGzip,
// or a hydrated page more than its hydratedPageJsMaxKbGzip; `--json` prints JSON instead.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "@remix-run/react";
import { hydratedRouteIds, resourceRoutes } from "../app/pages";
import type { ShellManifest } from "./build-shell";

/** One row of the `--json` output (bench/run.ts reads it). */
export interface RouteJs {
  route: string;
  /** everything the page loads (the analytics chunks on demand aside) */
  kb: number;
  /** what loads with the page, before any interaction (the same: kept for bench/results.json) */
  loadKb: number;
  hydrate: boolean;
}

const budget: { contentPageJsMaxKbGzip: number; hydratedPageJsMaxKbGzip: number } = JSON.parse(
  readFileSync("bench/budget.json", "utf8"),
);
const buildDir = "public/build";
const manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("no build manifest: run `npm run build` first");
const manifest: AssetsManifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);
const shell: ShellManifest = JSON.parse(readFileSync(join(buildDir, "shell", "manifest.json"), "utf8"));

function route(routeId: string) {
  const entry = manifest.routes[routeId];
  if (!entry) throw new Error(`no route ${routeId} in the build manifest`);
  return entry;
}
const sizes = new Map<string, number>();
function gz(url: string): number {
  let size = sizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join("public", url))).length;
    sizes.set(url, size);
  }
  return size;
}
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const shellFiles = [shell.entry, ...shell.imports];
const base = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
const root = route("root");
const rootFiles = [root.module, ...(root.imports ?? [])];
export function routeJs(routeId: string): number {
  const files = new Set(shellFiles);
  if (hydratedRouteIds.has(routeId)) {
    const r = route(routeId);
    for (const f of [...base, ...rootFiles, r.module, ...(r.imports ?? [])]) files.add(f);
  }
  return [...files].reduce((sum, f) => sum + gz(f), 0);
}
const rows: RouteJs[] = Object.keys(manifest.routes)
  // pages only: resource routes (feeds, health checks, preferences) send no JavaScript
  .filter((id) => id !== "root" && !resourceRoutes.some((r) => r.id === id))
  .map((id) => ({
    route: id,
    kb: kb(routeJs(id)),
    loadKb: kb(routeJs(id)),
    hydrate: hydratedRouteIds.has(id),
  }))
  .sort((a, b) => b.kb - a.kb);
const max = budget.contentPageJsMaxKbGzip;
const maxHydrated = budget.hydratedPageJsMaxKbGzip;
const over = rows.filter((r) => r.kb > (r.hydrate ? maxHydrated : max));

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows));
} else {
  const seen = new Set<string>();
  console.log(
    "JavaScript per page (KB gzip; the shell's script; hydrated pages: + Remix entry, root and route at the first interaction):",
  );
  console.log(`  ${"page".padEnd(34)} ${"total".padStart(6)}`);
  for (const r of rows) {
    const file = r.route.replace(/^page:([^:]+):(de|en)$/, "$1");
    if (seen.has(file)) continue;
    seen.add(file);
    console.log(`  ${file.padEnd(34)} ${String(r.kb).padStart(6)}  ${r.hydrate ? "hydrated" : ""}`);
  }
  const lazy = shell.lazy.reduce((sum, f) => sum + gz(f), 0);
  console.log(`  (on demand, after analytics consent: ${kb(lazy)} KB)`);
  if (over.length) {
    console.error(
      `JavaScript budget exceeded: pages without hydration may ship at most ${max} KB gzip, hydrated pages ` +
        `${maxHydrated} KB (bench/budget.json contentPageJsMaxKbGzip, hydratedPageJsMaxKbGzip): ` +
        over.map((r) => `${r.route} ${r.kb} KB`).join(", "),
    );
    process.exitCode = 1;
  }
}
