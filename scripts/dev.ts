// `npm run dev`: the site on http://localhost:3000 (PORT), rebuilt and restarted on every change.
// - `remix watch` rebuilds the app and the server compiled with it (build/server/index.js,
//   remix.config.js `server`) on a change under app/, server/ or db/;
// - the shell's script (app/shell/enhance.ts) and the content's photos (scripts/build-images.ts)
//   are built again after each of its builds, the photos also when app/content changes;
// - the server restarts when that build changes or a Markdown or YAML file under app/content
//   changes (legal texts, blog articles, page copy and testimonials are read from disk once per
//   process; `npx tsx scripts/validate-content.ts` checks the YAML files without a build).
// - `remix watch` restarts when the page registry (app/pages.ts) changes: Remix reads its routes
//   (remix.config.js registers them from the registry) only when it starts.
// - `tsc --watch` beside it prints type errors as you edit (the builds do not typecheck: a field
//   left out of a column map would otherwise build and silently store NULL).
// Reload the browser after the "ready" line. Stop with Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, watch, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { START_JS } from "./build-server";
import { buildContentImages } from "./build-images";
import { buildShell } from "./build-shell";

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development" };
const run = (cmd: string, args: string[]) => spawn(cmd, args, { stdio: "inherit", env });

// 1. the file that starts the server of Remix's build
const started = Date.now();
mkdirSync("build/server", { recursive: true });
writeFileSync("build/start.js", START_JS);

// 2. the server, restarted on demand (one restart at a time, debounced)
let server: ChildProcess | null = null;
let timer: NodeJS.Timeout | null = null;
let changedAt = 0;
function startServer() {
  server = run("node", ["build/start.js"]);
}
function restart(reason: string) {
  if (!changedAt) changedAt = Date.now();
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const old = server;
    const since = changedAt;
    changedAt = 0;
    const go = () => {
      startServer();
      console.info(`[dev] ${reason}: restarted ${Date.now() - since} ms after the change`);
    };
    if (!old || old.exitCode !== null) return go();
    old.once("exit", go);
    old.kill("SIGTERM");
  }, 500);
}

/** What `npm run build` makes after `remix build`: the shell's script and the content's photos. */
async function afterRemix() {
  await Promise.all([buildShell(), photos()]);
}
/** The photos of the content (app/content/images), encoded only when new or changed; one run at a time. */
let photosDone = Promise.resolve();
function photos() {
  photosDone = photosDone.then(() =>
    buildContentImages().then(
      ({ warnings }) => warnings.forEach((w) => console.warn(`[dev] ⚠ ${w}`)),
      (error: Error) => console.error(`[dev] photos: ${error.message}`),
    ),
  );
  return photosDone;
}

// 2b. `remix watch` builds the app, then rebuilds it on every change; the server starts after its
//     first build and restarts after each later one. Remix's watcher rebuilds the modules on a
//     change but keeps the route table it read at start, so a change to the page registry (paths,
//     pages, route modules) restarts `remix watch`; its first build then restarts the server.
const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
let remix = run(process.execPath, [remixCli, "watch"]);
let registryTimer: NodeJS.Timeout | null = null;
// the folder, not the file: an editor that saves by replacing the file would end a watch on it
watch("app", (_event, file) => {
  if (file !== "pages.ts") return;
  if (registryTimer) clearTimeout(registryTimer);
  registryTimer = setTimeout(() => {
    registryTimer = null;
    if (!changedAt) changedAt = Date.now();
    console.info("[dev] app/pages.ts changed: restarting remix watch to read the routes again");
    const old = remix;
    const go = () => (remix = run(process.execPath, [remixCli, "watch"]));
    if (old.exitCode !== null || old.signalCode !== null) return void go();
    old.once("exit", go);
    old.kill("SIGTERM");
  }, 300);
});
watch("build/server", (_event, file) => {
  if (file !== "index.js") return;
  if (!server) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // the shell's script and the photos after remix's build (which empties public/build), before
      // the server reads their URLs
      void afterRemix().then(() => {
        startServer();
        console.info(`[dev] first build and start in ${Date.now() - started} ms`);
      });
    }, 500);
    return;
  }
  void afterRemix().then(() => restart("app rebuilt"));
});

// 2c. type errors as you edit, in the same terminal
const typecheck = run(process.execPath, [
  createRequire(import.meta.url).resolve("typescript/bin/tsc"),
  "--noEmit",
  "--watch",
  "--preserveWatchOutput",
]);

// 3. the copy the server reads from disk
watch("app/content", { recursive: true }, (_event, file) => {
  // a photo, or the copy that names one: its files first (unchanged ones are copied)
  if (file && /\.ya?ml$|^images\//.test(file)) void photos().then(() => restart(`content changed (${file})`));
  else if (file && /\.md$/.test(file)) restart(`content changed (${file})`);
});

const stop = () => {
  server?.kill("SIGTERM");
  remix.kill("SIGTERM");
  typecheck.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
