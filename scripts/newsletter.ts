// npm run newsletter -- list | preview ISSUE | test ISSUE ADDRESS | send ISSUE | status ISSUE
// Newsletter issues (app/content/newsletter) against the database of DATABASE_URL; the web
// instances' outbox sends what `send` queues (docs/operations.md, "Sending an issue").
import { newsletterCommand, newsletterUsage } from "~/features/newsletter/cli.server";
import { NewsletterError } from "~/features/newsletter/sending.server";
import { parseEnv } from "~/lib/env.server";
import { smtpMailer } from "~/lib/outbox.server";
import { openCliDb } from "./db-cli";

const args = process.argv.slice(2);
if (!args.length || args.includes("--help")) {
  console.log(newsletterUsage);
  process.exit(args.length ? 0 : 2);
}
// the server's own settings: links and unsubscribe tokens must be the ones it accepts
const env = parseEnv(process.env);
const handle = await openCliDb();
const mailer = args[0] === "test" && env.SMTP_URL ? await smtpMailer(env.SMTP_URL) : null;
try {
  for (const line of await newsletterCommand(args, { db: handle.db, env, mailer })) console.log(line);
} catch (error) {
  if (!(error instanceof NewsletterError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  mailer?.close();
  await handle.close();
}
