// `npm run build` runs this before `remix build`: every content file the site reads at run time
// (page copy, testimonials, the flows' questions and roadmaps; YAML under app/content) is loaded
// and validated once, so a typo, a missing field, an unknown page id or {{placeholder}} fails the
// build naming the file and the field instead of a visitor's request. The blog's articles are
// checked against their front matter schema and the writing rules (app/features/blog/rules.server.ts),
// and every copy file against the spelling glossary (docs/glossary.md, app/content/glossary.ts).
// The README lists the rules ("Writing a blog article", "Spelling"). CONTENT_DIR checks another
// folder (tests).
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { scanCopy } from "~/content/glossary.server";
import { strayTopicFiles } from "~/content/pages.server";
import { readArticleFiles } from "~/features/blog/articles.server";
import { checkBlog } from "~/features/blog/rules.server";
import { issueProblems } from "~/features/newsletter/issues.server";
import { contentDir } from "~/lib/content-dir.server";
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
const blog = checkBlog(contentDir());
errors.push(...blog.problems);
for (const warning of blog.warnings) console.warn(`⚠ ${warning}`);
// newsletter issues: front matter, text, links that resolve and carry no tracking
const newsletter = issueProblems(contentDir(), readArticleFiles(contentDir()));
errors.push(...newsletter.problems);
// the glossary scans the content folder and the UI strings (app/locales)
const copy = scanCopy(process.cwd(), contentDir());
for (const v of copy.violations) errors.push(`${v.file}:${v.line}: "${v.found}", write ${v.use} (docs/glossary.md)`);
if (errors.length) {
  for (const error of errors) console.error(`✗ ${error}`);
  console.error(
    `${errors.length} content error(s) in ${files.length} files, ${blog.articles} articles, ${copy.files} copy files`,
  );
  process.exit(1);
}
console.info(
  `content: ${files.length} files (${modules.length} capability modules), ${blog.articles} blog articles and ` +
    `${newsletter.issues} newsletter issues valid; ` +
    `${copy.files} copy files follow the glossary (${relative(process.cwd(), contentDir()) || "."})`,
);
