// `npm run lint`: the ADR index (docs/decisions/README.md) lists every decision file with its
// title, names only files that exist, and every decision it marks superseded says so at its top
// (before its first section), naming the decision that replaced it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export function decisionIndexProblems(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort();
  const index = readFileSync(join(dir, "README.md"), "utf8");
  const rows = new Map<string, { title: string; status: string }>();
  for (const line of index.split("\n")) {
    const row = /^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|$/.exec(line);
    if (!row) continue;
    const [, number, file, title, status] = row as unknown as [string, string, string, string, string];
    if (!file.startsWith(`${number}-`)) return [`README.md: the row of ${number} links ${file}`];
    rows.set(file, { title, status });
  }
  const problems: string[] = [];
  for (const file of rows.keys()) {
    if (!files.includes(file)) problems.push(`README.md lists ${file}, which does not exist`);
  }
  for (const file of files) {
    const row = rows.get(file);
    if (!row) {
      problems.push(`${file} is not in the index (docs/decisions/README.md)`);
      continue;
    }
    const text = readFileSync(join(dir, file), "utf8");
    const heading = /^#\s*\d{3}\s*(?:–\s*)?(.+)$/m.exec(text)?.[1]?.trim();
    if (heading !== row.title) problems.push(`${file}: the index says "${row.title}", the heading "${heading}"`);
    if (!/^accepted(?:;|$)/.test(row.status)) problems.push(`${file}: its status must start with "accepted"`);
    const top = text.slice(0, text.search(/^## /m) === -1 ? undefined : text.search(/^## /m));
    for (const clause of row.status.split(";").filter((c) => /superseded/.test(c))) {
      for (const [, by] of clause.matchAll(/\[(\d{3})\]/g)) {
        if (!/superseded/i.test(top) || !top.includes(by!)) {
          problems.push(`${file}: superseded by ${by} in the index, but its top does not say so`);
        }
      }
    }
    for (const [, linked] of row.status.matchAll(/\]\((\d{3}-[^)]+)\)/g)) {
      if (!files.includes(linked!))
        problems.push(`README.md: the status of ${file} links ${linked}, which does not exist`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = decisionIndexProblems(join(process.cwd(), "docs", "decisions"));
  for (const p of problems) console.error(`✗ ${p}`);
  if (problems.length) process.exit(1);
  console.info("decisions: every ADR is in the index");
}
