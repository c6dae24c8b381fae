// After `remix build` (which compiles the app and the HTTP server into build/server/index.js,
// remix.config.js `server`): build/start.js, which starts that server, the PDF worker, and the command-line tools,
// each a process of its own. Dependencies stay external: the image installs production
// dependencies next to them.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";

/** `node build/start.js`: the server of build/server/index.js. */
export const START_JS = `// Built by scripts/build-server.ts: starts the server compiled with the app (server/main.ts).
import { main } from "./server/index.js";
await main();
`;

/** The command-line tools' esbuild options (also used by scripts/dev.ts in watch mode). */
export const serverBuildOptions: BuildOptions = {
  entryPoints: {
    // the worker thread that renders the ExitReady PDF (app/features/exit-ready/report-pool.server.ts)
    "report-worker": "app/features/exit-ready/report-worker.ts",
    // operators' tools, usable in the image without dev dependencies
    "cli/migrate": "db/migrate-cli.ts",
    "cli/outbox": "scripts/outbox.ts",
    "cli/webhooks": "scripts/webhooks.ts",
    "cli/leads-export": "scripts/leads-export.ts",
    "cli/gdpr": "scripts/gdpr.ts",
    "cli/newsletter": "scripts/newsletter.ts",
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
  writeFileSync("build/start.js", START_JS);
  await build(serverBuildOptions);
}
