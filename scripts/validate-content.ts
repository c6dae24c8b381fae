// `npm run build` runs this before `remix build`: every content file the site reads at run time
// (page copy, testimonials, the flows' questions and roadmaps; YAML under app/content) is loaded
// and validated once, so a typo, a missing field, an unknown page id or {{placeholder}} fails the
// build naming the file and the field instead of a visitor's request. CONTENT_DIR checks another
// folder (tests).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { strayTopicFiles } from "~/content/pages.server";
import { validateRegisteredContent } from "~/lib/content-file.server";

// Each module that declares content files (contentFile) registers them when imported: the page
// copy above, and every capability's content.server.ts, found here so a new one cannot be missed.
const features = join(process.cwd(), "app", "features");
const modules = readdirSync(features, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("content.server.ts"))
  .sort();
for (const file of modules) await import(pathToFileURL(join(features, file)).href);

const { files, errors } = validateRegisteredContent();
errors.push(...strayTopicFiles());
if (errors.length) {
  for (const error of errors) console.error(`✗ ${error}`);
  console.error(`${errors.length} content error(s) in ${files.length} files`);
  process.exit(1);
}
console.info(`content: ${files.length} files valid (${modules.length} capability modules)`);
