// The JavaScript each route ships, gzip-compressed (run after `remix build`): entry, root and the
// route's own module with their imports. Prints a table; `--json` prints JSON instead.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "@remix-run/react";
import { resourceRoutes } from "../app/pages";

/** One row of the `--json` output (bench/run.ts reads it). */
export interface RouteJs {
  route: string;
  kb: number;
}

const buildDir = "public/build";
const manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("no build manifest: run `npm run build` first");
const manifest: AssetsManifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);
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
const base = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
const root = route("root");
const rootFiles = [root.module, ...(root.imports ?? [])];
export function routeJs(routeId: string): number {
  const r = route(routeId);
  const files = new Set([...base, ...rootFiles, r.module, ...(r.imports ?? [])]);
  return [...files].reduce((sum, f) => sum + gz(f), 0);
}
const rows: RouteJs[] = Object.keys(manifest.routes)
  // pages only: resource routes (feeds, health checks, preferences) send no JavaScript
  .filter((id) => id !== "root" && !resourceRoutes.some((r) => r.id === id))
  .map((id) => ({ route: id, kb: Math.round((routeJs(id) / 1024) * 10) / 10 }))
  .sort((a, b) => b.kb - a.kb);
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows));
} else {
  const seen = new Set<string>();
  console.log("JavaScript per route (KB gzip, entry + root + route):");
  for (const r of rows) {
    const file = r.route.replace(/^page:([^:]+):(de|en)$/, "$1");
    if (seen.has(file)) continue;
    seen.add(file);
    console.log(`  ${file.padEnd(34)} ${String(r.kb).padStart(6)}`);
  }
}
