import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema";
import { loadIssues, type Issue } from "~/features/newsletter/issues.server";

/** A newsletter issue in both languages, not marked sample, as `send` accepts it. */
export function benchIssue(): Issue {
  const dir = mkdtempSync(join(tmpdir(), "bench-issue-"));
  mkdirSync(join(dir, "newsletter"));
  for (const lng of ["de", "en"]) {
    writeFileSync(
      join(dir, "newsletter", `bench.${lng}.md`),
      `---\nsubject: "Bench issue ${lng}"\ndate: 2026-12-01\n---\n\n## One\n\n${"Text of the issue. ".repeat(80)}\n`,
    );
  }
  return loadIssues(dir)[0]!;
}

/** `n` confirmed subscribers, a third of them in English. */
export async function confirmedSubscribers(db: Kysely<Database>, n: number) {
  await sql`insert into newsletter_subscribers (email, locale, status, confirmed_at)
            select 'reader' || n || '@example.com', case when n % 3 = 0 then 'en' else 'de' end, 'confirmed', now()
              from generate_series(1, ${n}) as n`.execute(db);
}
