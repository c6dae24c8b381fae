import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#db/schema";
import type { Env } from "~/lib/env.server";
import { isLang, languages } from "~/lib/i18n";
import type { Mailer } from "~/lib/outbox.server";
import { loadIssues, personalize, renderIssue, type Issue } from "./issues.server";
import { unsubscribeUrl } from "./newsletter.server";
import { confirmedPerLanguage, deliveryCounts, issueMessageId, NewsletterError, queueIssue } from "./sending.server";

// `npm run newsletter -- list|preview|test|send|status` (docs/operations.md, "Sending an issue"),
// against the database of DATABASE_URL. What it prints is returned line by line; a refusal is a
// NewsletterError with the message to show.

export const newsletterUsage = `usage:
  npm run newsletter -- list                         the issues: id, date, languages, state
  npm run newsletter -- preview ISSUE [--out DIR]    both languages' HTML and text into DIR (newsletter-preview)
  npm run newsletter -- test ISSUE ADDRESS [--lang de|en]  one copy to ADDRESS now (SMTP_URL)
  npm run newsletter -- send ISSUE                   queue one mail per confirmed subscriber
  npm run newsletter -- status ISSUE                 queued / sending / sent / failed / skipped`;

export interface CliDeps {
  db: Kysely<Database>;
  env: Pick<
    Env,
    "SESSION_SECRET" | "SITE_URL" | "WEBHOOK_URL" | "WEBHOOK_SECRET" | "NEWSLETTER_PER_MINUTE" | "MAIL_FROM"
  >;
  /** for `test` only */
  mailer?: Mailer | null;
  contentDir?: string;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function newsletterCommand(args: string[], deps: CliDeps): Promise<string[]> {
  const [command, id, address] = args;
  const issues = loadIssues(deps.contentDir);
  const find = (): Issue => {
    const issue = issues.find((i) => i.id === id);
    if (!issue) throw new NewsletterError(id ? `no issue ${id} in app/content/newsletter` : newsletterUsage);
    return issue;
  };

  switch (command) {
    case "list": {
      const states = await deps.db.selectFrom("newsletter_issues").select(["id", "queued_at", "finished_at"]).execute();
      const lines = issues.map((issue) => {
        const stored = states.find((s) => s.id === issue.id);
        const state = stored
          ? stored.finished_at
            ? `sent ${new Date(stored.finished_at).toISOString()}`
            : `sending since ${new Date(stored.queued_at).toISOString()}`
          : Object.values(issue.versions).some((v) => v.sample)
            ? "sample"
            : "not sent";
        return `${issue.id}  ${issue.date}  ${languages.filter((l) => issue.versions[l]).join(",")}  ${state}`;
      });
      return lines.length ? lines : ["no issues in app/content/newsletter"];
    }
    case "preview": {
      const issue = find();
      const dir = resolve(option(args, "--out") ?? "newsletter-preview");
      mkdirSync(dir, { recursive: true });
      const content = renderIssue(issue, deps.env.SITE_URL);
      const lines: string[] = [];
      for (const lng of languages) {
        const mail = content[lng];
        if (!mail) {
          lines.push(`${lng}: missing (app/content/newsletter/${issue.id}.${lng}.md)`);
          continue;
        }
        const shown = personalize(mail, unsubscribeUrl(deps.env, "0", lng));
        writeFileSync(join(dir, `${issue.id}.${lng}.html`), shown.html);
        writeFileSync(join(dir, `${issue.id}.${lng}.txt`), `Subject: ${shown.subject}\n\n${shown.text}`);
      }
      const counts = await confirmedPerLanguage(deps.db);
      lines.push(`written to ${dir}`);
      for (const lng of languages) lines.push(`${lng}: ${counts[lng]} confirmed subscribers`);
      return lines;
    }
    case "test": {
      const issue = find();
      const to = z.string().email().safeParse(address);
      if (!to.success) throw new NewsletterError(`not an email address: ${address ?? "(none)"}\n${newsletterUsage}`);
      const lng = option(args, "--lang") ?? "de";
      if (!isLang(lng)) throw new NewsletterError(`--lang must be de or en`);
      const mail = renderIssue(issue, deps.env.SITE_URL)[lng];
      if (!mail) throw new NewsletterError(`issue ${issue.id} has no ${lng} version`);
      if (!deps.mailer) throw new NewsletterError("SMTP_URL is not set: nothing can be sent from here");
      // the unsubscribe link of no subscriber (id 0): it works and changes nothing
      const unsubscribe = unsubscribeUrl(deps.env, "0", lng);
      const shown = personalize(mail, unsubscribe);
      await deps.mailer.send({
        from: deps.env.MAIL_FROM,
        to: to.data,
        subject: `[Test] ${shown.subject}`,
        text: shown.text,
        html: shown.html,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        messageId: issueMessageId(`${issue.id}.test.${Date.now()}`, "0", deps.env.MAIL_FROM),
      });
      return [`sent the ${lng} version of ${issue.id} to ${to.data}`];
    }
    case "send": {
      const issue = find();
      const result = await queueIssue(deps.db, deps.env, issue);
      return [
        `${issue.id}: ${result.queued} mails queued now; ${result.perLanguage.de} de + ${result.perLanguage.en} en in all`,
        `the web instances send ${deps.env.NEWSLETTER_PER_MINUTE} a minute (NEWSLETTER_PER_MINUTE); npm run newsletter -- status ${issue.id}`,
      ];
    }
    case "status": {
      if (!id) throw new NewsletterError(newsletterUsage);
      const stored = await deps.db
        .selectFrom("newsletter_issues")
        .select(["queued_at", "finished_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!stored) return [`${id}: not sent`];
      const c = await deliveryCounts(deps.db, id);
      return [
        `${id}: queued ${c.queued} / sending ${c.sending} / sent ${c.sent} / failed ${c.failed} / skipped ${c.skipped}`,
        stored.finished_at
          ? `finished ${new Date(stored.finished_at).toISOString()}`
          : `sending since ${new Date(stored.queued_at).toISOString()}`,
      ];
    }
    default:
      throw new NewsletterError(newsletterUsage);
  }
}
