// Bundles the server entry and the command-line tools into build/ (after `remix build`).
// Dependencies stay external: the image installs production dependencies next to them.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type BuildOptions } from "esbuild";

/** The server bundle's esbuild options (also used by scripts/dev.ts in watch mode). */
export const serverBuildOptions: BuildOptions = {
  entryPoints: {
    start: "server/index.ts",
    // operators' tools, usable in the image without dev dependencies
    "cli/migrate": "db/migrate-cli.ts",
    "cli/outbox": "scripts/outbox.ts",
    "cli/leads-export": "scripts/leads-export.ts",
    "cli/gdpr": "scripts/gdpr.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
/** Precompressed hashed assets: sirv sends the .br/.gz file to clients that accept it. */
export function precompressAssets() {
  for (const file of walk("public/build")) {
    if (!/\.(js|css|map)$/.test(file) || /\.(gz|br)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

// `tsx scripts/build-server.ts` (npm run build): bundle once and precompress.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build(serverBuildOptions);
  precompressAssets();
}
