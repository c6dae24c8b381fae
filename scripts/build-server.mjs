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
