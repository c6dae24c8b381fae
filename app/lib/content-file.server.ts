import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { contentDir } from "./content-dir.server";

// The one way the site reads a YAML copy file under app/content (page copy, the flows' questions,
// testimonials): parsed and validated with its zod schema once per process, on first use. The
// build (scripts/validate-content.ts) loads every registered file, so a typo, a missing field or
// an unknown page id fails `npm run build` with the file and the field, not a visitor's request.

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`content file ${file}: ${message}`);
    this.name = "ContentError";
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(top)"}: ${issue.message}`)
    .join("; ");
}

/** Reads and validates one YAML file (relative to the content folder). Throws ContentError. */
export function parseContentFile<S extends z.ZodTypeAny>(relPath: string, schema: S): z.output<S> {
  let text: string;
  try {
    text = readFileSync(join(contentDir(), relPath), "utf8");
  } catch (error) {
    throw new ContentError(relPath, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let data: unknown;
  try {
    data = parseYaml(text, { prettyErrors: true });
  } catch (error) {
    throw new ContentError(relPath, `is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContentError(relPath, describe(parsed.error));
  return parsed.data as z.output<S>;
}

interface Registered {
  path: string;
  load: () => unknown;
}
const registry: Registered[] = [];

/**
 * Declares a content file: returns its loader (read and validated on first call, then cached) and
 * registers it for the build's check. `check` may validate more than the schema can (for
 * example that every {{placeholder}} is known); it runs at build and on first load.
 */
export function contentFile<S extends z.ZodTypeAny>(
  relPath: string,
  schema: S,
  check?: (value: z.output<S>) => void,
): () => z.output<S> {
  let value: z.output<S> | undefined;
  const load = () => {
    if (value === undefined) {
      const parsed = parseContentFile(relPath, schema);
      try {
        check?.(parsed);
      } catch (error) {
        throw new ContentError(relPath, (error as Error).message);
      }
      value = parsed;
    }
    return value as z.output<S>;
  };
  registry.push({ path: relPath, load });
  return load;
}

/** Loads every registered content file; returns one message per file that fails. */
export function validateRegisteredContent(): { files: string[]; errors: string[] } {
  const errors: string[] = [];
  for (const file of registry) {
    try {
      file.load();
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  return { files: registry.map((f) => f.path), errors };
}
