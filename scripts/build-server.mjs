// Bundles the server entry and the command-line tools into build/ (after `remix build`).
// Dependencies stay external: the image installs production dependencies next to them.
import { build } from "esbuild";

await build({
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
});

// Precompressed hashed assets: sirv sends the .br/.gz file to clients that accept it.
const { readdirSync, readFileSync, writeFileSync, statSync } = await import("node:fs");
const { join } = await import("node:path");
const { brotliCompressSync, gzipSync, constants } = await import("node:zlib");
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
for (const file of walk("public/build")) {
  if (!/\.(js|css|map)$/.test(file) || /\.(gz|br)$/.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
