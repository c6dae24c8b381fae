// Bundles the server entry and the command-line tools into build/ (after `remix build`).
// Dependencies stay external: the image installs production dependencies next to them.
import { pathToFileURL } from "node:url";
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

// `tsx scripts/build-server.ts` (npm run build): bundle once.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build(serverBuildOptions);
}
