// `npm run content:check`: lists the sample content still in use (ADR 058, docs/content.md), one
// line per item with its file and line, then the count. It only lists: the exit code is 0 either
// way. CONTENT_DIR checks another content folder.
import { join } from "node:path";
import { contentDir } from "~/lib/content-dir.server";
import { formatSampleReport, scanSampleContent } from "~/lib/sample-content.server";
import { site } from "~/lib/site";

const items = scanSampleContent({
  contentDir: contentDir(),
  siteSample: site.sample,
  siteFile: join(process.cwd(), "app", "lib", "site.ts"),
});
console.info(formatSampleReport(items));
