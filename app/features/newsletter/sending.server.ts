import { sql, type Kysely } from "kysely";
import type { Database, IssueContent } from "#db/schema";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import type { Logger } from "~/lib/log.server";
import { backoffSeconds, MAX_ATTEMPTS, LOCK_SECONDS, type SideMail, type SideQueue } from "~/lib/outbox.server";
import { queueEvents } from "~/webhook-events";
import { missingLanguages, personalize, renderIssue, type Issue } from "./issues.server";
import { unsubscribeUrl } from "./newsletter.server";

// Sending an issue (ADR 071): `queueIssue` stores the issue as rendered and one delivery per
// confirmed subscriber, in batches, each a transaction of its own; the unique (issue, subscriber)
// makes a second run, or a run after a crash, add only who is missing. The web instances' outbox
// sends the deliveries through `newsletterQueue` when none of its own mails is due, at most
// NEWSLETTER_PER_MINUTE a minute over all instances, and skips whoever is no longer confirmed.

type Db = Kysely<Database>;
type SendEnv = Pick<Env, "SESSION_SECRET" | "SITE_URL" | "WEBHOOK_URL" | "WEBHOOK_SECRET" | "NEWSLETTER_PER_MINUTE">;

/** A refusal `npm run newsletter` prints as it is. */
export class NewsletterError extends Error {
  override name = "NewsletterError";
}

/** subscribers per queueing transaction */
export const QUEUE_BATCH = 1000;
/** advisory-lock namespace of the rate ("NLRT"), one per schema */
const RATE_LOCK_KEY = 0x4e4c_5254;

export interface QueueResult {
  /** deliveries this run added */
  queued: number;
  /** deliveries of the issue in all, per subscriber language */
  perLanguage: Record<Lang, number>;
}

/**
 * Queues `issue` for every confirmed subscriber not yet queued. Refuses an issue missing a
 * language or marked sample, before anything is stored. `afterBatch` (tests) runs after each
 * committed batch: a throw there is a crash between two batches.
 */
export async function queueIssue(
  db: Db,
  env: SendEnv,
  issue: Issue,
  options: { batch?: number; afterBatch?: (queued: number) => Promise<void> | void } = {},
): Promise<QueueResult> {
  const missing = missingLanguages(issue);
  if (missing.length) {
    throw new NewsletterError(
      `issue ${issue.id} has no version in ${missing.join(", ")} (app/content/newsletter/${issue.id}.${missing[0]}.md): nothing queued`,
    );
  }
  const sample = Object.values(issue.versions).find((v) => v.sample);
  if (sample) {
    throw new NewsletterError(
      `issue ${issue.id} is marked sample (${sample.file}): remove the marker once it is yours; nothing queued`,
    );
  }
  await db
    .insertInto("newsletter_issues")
    .values({ id: issue.id, issue_date: issue.date, content: JSON.stringify(renderIssue(issue, env.SITE_URL)) })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();

  let queued = 0;
  let last = "0";
  for (;;) {
    const { rows } = await sql<{ last: string | null; seen: number; inserted: number }>`
      with batch as (
        select id from newsletter_subscribers
         where status = 'confirmed' and id > ${last}::bigint
         order by id limit ${options.batch ?? QUEUE_BATCH}),
      added as (
        insert into newsletter_deliveries (issue_id, subscriber_id)
        select ${issue.id}, id from batch
        on conflict (issue_id, subscriber_id) do nothing
        returning 1)
      select (select max(id)::text from batch) as last,
             (select count(*)::int from batch) as seen,
             (select count(*)::int from added) as inserted`.execute(db);
    const row = rows[0]!;
    if (!row.seen || !row.last) break;
    queued += row.inserted;
    last = row.last;
    await options.afterBatch?.(queued);
  }
  if (queued) {
    await db.updateTable("newsletter_issues").set({ finished_at: null }).where("id", "=", issue.id).execute();
  }
  await finishIssues(db, env, issue.id);
  const counts = await sql<{ locale: Lang; n: number }>`
    select s.locale, count(*)::int as n
      from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
     where d.issue_id = ${issue.id}
     group by s.locale`.execute(db);
  const perLanguage = { de: 0, en: 0 };
  for (const r of counts.rows) perLanguage[r.locale] = r.n;
  return { queued, perLanguage };
}

export type DeliveryCounts = Record<"queued" | "sending" | "sent" | "failed" | "skipped", number>;

export async function deliveryCounts(db: Db, issueId: string): Promise<DeliveryCounts> {
  const rows = await db
    .selectFrom("newsletter_deliveries")
    .select(["status", sql<number>`count(*)::int`.as("n")])
    .where("issue_id", "=", issueId)
    .groupBy("status")
    .execute();
  const counts: DeliveryCounts = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** Confirmed subscribers per language (who a `send` would queue now). */
export async function confirmedPerLanguage(db: Db): Promise<Record<Lang, number>> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["locale", sql<number>`count(*)::int`.as("n")])
    .where("status", "=", "confirmed")
    .groupBy("locale")
    .execute();
  const counts = { de: 0, en: 0 };
  for (const r of rows) counts[r.locale] = r.n;
  return counts;
}

/**
 * Marks the issues (all unfinished ones, or `issueId`) finished whose deliveries have all ended,
 * and reports each (once: the update decides) to the webhooks with its counts, never an address.
 */
async function finishIssues(db: Db, env: SendEnv, issueId?: string) {
  await db.transaction().execute(async (trx) => {
    const done = await sql<{ id: string }>`
      update newsletter_issues i set finished_at = now(), published_at = coalesce(published_at, now())
       where finished_at is null ${issueId ? sql`and id = ${issueId}` : sql``}
         and not exists (select 1 from newsletter_deliveries d
                          where d.issue_id = i.id and d.status in ('queued', 'sending'))
      returning id`.execute(trx);
    for (const { id } of done.rows) {
      const counts = await deliveryCounts(trx as unknown as Db, id);
      await queueEvents(trx, env, [
        {
          type: "newsletter.issue.sent",
          data: { issue: id, sent: counts.sent, failed: counts.failed, skipped: counts.skipped },
        },
      ]);
    }
  });
}

interface Claimed {
  id: string;
  issue_id: string;
  subscriber_id: string;
  attempts: number;
  email: string;
  locale: Lang;
}

/** The stable Message-ID of one issue to one subscriber: a retry is the same mail. */
export function issueMessageId(issueId: string, subscriberId: string, mailFrom: string) {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? "localhost";
  return `<newsletter.${issueId}.${subscriberId}@${domain}>`;
}

/** The outbox's side queue of newsletter deliveries (app/lib/outbox.server.ts). */
export function newsletterQueue({
  db,
  env,
  log,
  lockSeconds = LOCK_SECONDS,
}: {
  db: Db;
  env: SendEnv & Pick<Env, "MAIL_FROM">;
  log: Logger;
  lockSeconds?: number;
}): SideQueue {
  const contents = new Map<string, IssueContent>();

  async function content(issueId: string): Promise<IssueContent> {
    let c = contents.get(issueId);
    if (!c) {
      const row = await db
        .selectFrom("newsletter_issues")
        .select("content")
        .where("id", "=", issueId)
        .executeTakeFirstOrThrow();
      c = typeof row.content === "string" ? (JSON.parse(row.content) as IssueContent) : row.content;
      contents.set(issueId, c);
    }
    return c;
  }

  /** The next due delivery to a confirmed subscriber, within the rate; the unconfirmed on the way skipped. */
  async function claimRow(): Promise<{ row: Claimed | null; empty: boolean }> {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RATE_LOCK_KEY}, hashtext(current_schema()))`.execute(trx);
      const recent = await sql<{ n: number }>`
        select count(*)::int as n from newsletter_deliveries
         where claimed_at > now() - interval '1 minute'`.execute(trx);
      if ((recent.rows[0]?.n ?? 0) >= env.NEWSLETTER_PER_MINUTE) return { row: null, empty: false };
      for (;;) {
        const next = await sql<Claimed & { subscriber_status: string }>`
          select d.id, d.issue_id, d.subscriber_id, d.attempts, s.email, s.locale, s.status as subscriber_status
            from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
           where (d.status = 'queued' and d.next_attempt_at <= now())
              or (d.status = 'sending' and d.locked_until < now())
           order by d.next_attempt_at, d.id
           limit 1
           for update of d skip locked`.execute(trx);
        const row = next.rows[0];
        if (!row) return { row: null, empty: true };
        if (row.subscriber_status !== "confirmed") {
          await sql`update newsletter_deliveries set status = 'skipped', ended_at = now(), locked_until = null
                     where id = ${row.id}`.execute(trx);
          continue;
        }
        await sql`update newsletter_deliveries
                     set status = 'sending', attempts = attempts + 1, claimed_at = now(),
                         locked_until = now() + make_interval(secs => ${lockSeconds})
                   where id = ${row.id}`.execute(trx);
        return { row: { ...row, attempts: row.attempts + 1 }, empty: false };
      }
    });
  }

  /** Ends the delivery, only while it is still this claim. */
  async function end(row: Claimed, set: Record<string, unknown>) {
    await db
      .updateTable("newsletter_deliveries")
      .set({ locked_until: null, ...set } as never)
      .where("id", "=", row.id as never)
      .where("status", "=", "sending")
      .where("attempts", "=", row.attempts)
      .execute();
  }

  return {
    async claim(): Promise<SideMail | null> {
      const { row, empty } = await claimRow();
      // nothing left to send: an issue whose last delivery just ended is finished now
      if (empty) await finishIssues(db, env);
      if (!row) return null;
      const mail = (await content(row.issue_id))[row.locale];
      if (!mail) {
        await end(row, { status: "failed", ended_at: new Date(), last_error: `no ${row.locale} version stored` });
        return null;
      }
      const unsubscribe = unsubscribeUrl(env, row.subscriber_id, row.locale);
      const { subject, text, html } = personalize(mail, unsubscribe);
      return {
        mail: {
          to: row.email,
          subject,
          text,
          html,
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            Precedence: "bulk",
          },
          messageId: issueMessageId(row.issue_id, row.subscriber_id, env.MAIL_FROM),
        },
        sent: () => end(row, { status: "sent", ended_at: new Date(), last_error: null }),
        async failed(message) {
          const final = row.attempts >= MAX_ATTEMPTS;
          log.warn(final ? "newsletter mail failed for good" : "newsletter mail will be retried", {
            id: row.id,
            attempts: row.attempts,
            reason: message.slice(0, 200),
          });
          await end(row, {
            status: final ? "failed" : "queued",
            last_error: message,
            ...(final
              ? { ended_at: new Date() }
              : { next_attempt_at: new Date(Date.now() + backoffSeconds(row.attempts) * 1000) }),
          });
        },
      };
    },
  };
}
