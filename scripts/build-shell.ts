// Bundles the shell's script (app/shell/enhance.ts) into public/build/shell/ (after `remix build`):
// an ES module with content-hashed names, the analytics code split into its own chunk. Writes
// public/build/shell/manifest.json with the entry's URL, which the server reads at start
// (app/lib/shell-script.server.ts). docs/decisions/059-hydrate-only-flows-and-forms.md.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";

export const SHELL_DIR = "public/build/shell";
export const SHELL_MANIFEST = `${SHELL_DIR}/manifest.json`;

export const shellBuildOptions: BuildOptions = {
  entryPoints: { enhance: "app/shell/enhance.ts" },
  outdir: SHELL_DIR,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: ["es2020"],
  minify: true,
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
};

/** public/build/shell/manifest.json: the entry, the chunks it imports, the chunks it loads on demand. */
export interface ShellManifest {
  entry: string;
  imports: string[];
  lazy: string[];
}

/** Builds the shell's script and writes its manifest; returns the entry's URL. */
export async function buildShell(options: BuildOptions = {}): Promise<string> {
  rmSync(SHELL_DIR, { recursive: true, force: true });
  mkdirSync(SHELL_DIR, { recursive: true });
  const result = await build({ ...shellBuildOptions, ...options });
  const entry = Object.entries(result.metafile?.outputs ?? {}).find(([, o]) => o.entryPoint === "app/shell/enhance.ts");
  if (!entry) throw new Error("the shell's script was not built");
  const url = (file: string) => `/${relative("public", file)}`;
  const manifest: ShellManifest = {
    entry: url(entry[0]),
    imports: entry[1].imports.filter((i) => i.kind === "import-statement").map((i) => url(i.path)),
    lazy: entry[1].imports.filter((i) => i.kind === "dynamic-import").map((i) => url(i.path)),
  };
  writeFileSync(SHELL_MANIFEST, JSON.stringify(manifest));
  return manifest.entry;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.info(`shell script: ${await buildShell()}`);
}
