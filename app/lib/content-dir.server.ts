import { join } from "node:path";

/**
 * The folder of the Markdown content read at run time (legal texts, blog articles): app/content,
 * or CONTENT_DIR (the image copies app/content next to the build; tests point it at fixtures).
 */
export function contentDir() {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "app", "content");
}
