// `npm run build` runs this before `remix build`: every content file the site reads at run time
// (page copy, testimonials; YAML under app/content) is loaded and validated once, so a typo, a
// missing field, an unknown page id or {{placeholder}} fails the build naming the file and the
// field instead of a visitor's request. CONTENT_DIR checks another folder (tests).
import { validateRegisteredContent } from "~/lib/content-file.server";
// Each module that declares content files (contentFile) registers them when imported.
import { strayTopicFiles } from "~/content/pages.server";

const { files, errors } = validateRegisteredContent();
errors.push(...strayTopicFiles());
if (errors.length) {
  for (const error of errors) console.error(`✗ ${error}`);
  console.error(`${errors.length} content error(s) in ${files.length} files`);
  process.exit(1);
}
console.info(`content: ${files.length} files valid`);
