import { readFileSync } from "node:fs";
import { join } from "node:path";

// The URL of the shell's script and of the chunks it imports (app/shell/enhance.ts), content-hashed by scripts/build-shell.ts,
// which writes it to public/build/shell/manifest.json. Read once per process, relative to the
// working directory like the content (the image's /app; docs/decisions/059).

export interface ShellScript {
  src: string;
  /** the chunks it imports, preloaded beside it */
  imports: string[];
}

let script: ShellScript | undefined;

export function shellScript(): ShellScript {
  if (script === undefined) {
    const file = join(process.cwd(), "public", "build", "shell", "manifest.json");
    let manifest: { entry?: unknown; imports?: unknown };
    try {
      manifest = JSON.parse(readFileSync(file, "utf8")) as typeof manifest;
    } catch (error) {
      throw new Error(`the shell's script is not built (${file}): run npm run build`, { cause: error });
    }
    if (typeof manifest.entry !== "string" || !manifest.entry.startsWith("/build/shell/")) {
      throw new Error(`${file} names no shell script`);
    }
    const imports = Array.isArray(manifest.imports) ? manifest.imports.filter((i) => typeof i === "string") : [];
    script = { src: manifest.entry, imports };
  }
  return script;
}
