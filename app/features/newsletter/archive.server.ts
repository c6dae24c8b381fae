import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { contentDir } from "~/lib/content-dir.server";
import type { Lang } from "~/lib/i18n";
import { loadIssues, type Issue, type IssueVersion } from "./issues.server";

// The public archive (ADR 071): the issues that have gone out to everybody queued for them
// (`published_at`), shown from their files, which ship with the image like the articles.

let issues: Issue[] | undefined;
const allIssues = () => (issues ??= loadIssues(contentDir()));

export interface ArchiveEntry {
  id: string;
  date: string;
  subject: string;
  preheader: string | null;
}

/** The sent issues in `lng`, newest first. */
export async function sentIssues(db: Kysely<Database>, lng: Lang): Promise<ArchiveEntry[]> {
  const published = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("published_at", "is not", null)
    .execute();
  const sent = new Set(published.map((r) => r.id));
  return allIssues().flatMap((issue) => {
    const version = issue.versions[lng];
    return sent.has(issue.id) && version
      ? [{ id: issue.id, date: version.date, subject: version.subject, preheader: version.preheader }]
      : [];
  });
}

/** One sent issue in `lng`; null when there is none or it has not been sent. */
export async function sentIssue(db: Kysely<Database>, id: string, lng: Lang): Promise<IssueVersion | null> {
  const version = allIssues().find((i) => i.id === id)?.versions[lng];
  if (!version) return null;
  const row = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("id", "=", id)
    .where("published_at", "is not", null)
    .executeTakeFirst();
  return row ? version : null;
}
