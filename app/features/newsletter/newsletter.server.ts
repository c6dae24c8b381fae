import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { enqueueEmail, renderEmail, visitorMailsLeft } from "~/lib/mail.server";
import { queueEvents } from "~/webhook-events";
import { localizedPath } from "~/lib/routing";
import { site } from "~/lib/site";
import { CONSENT_VERSION, type NewsletterSignup } from "./schema";

// Newsletter with double opt-in. A signup stores the address as pending with proof (time, IP,
// user agent, exact consent text and version, language, source); the emailed link leads to a
// page whose button (POST) confirms. Every mail carries an unsubscribe link and the
// List-Unsubscribe headers. Responses never reveal whether an address was already known.

/** confirmation mails a pending address may get per day */
export const MAX_CONFIRMATIONS_PER_DAY = 3;
/** days a confirmation link stays valid */
export const CONFIRM_LINK_DAYS = 7;

type Db = Kysely<Database> | Transaction<Database>;
type NewsletterEnv = Pick<Env, "SESSION_SECRET" | "SITE_URL" | "LEADS_NOTIFY_EMAIL" | "WEBHOOK_URL" | "WEBHOOK_SECRET">;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A stateless unsubscribe token: an HMAC of the subscriber id (works for every future mail). */
export function unsubscribeToken(id: string, secret: string) {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${id}`).digest("base64url").slice(0, 32);
}

export function verifyUnsubscribeToken(id: string, token: string, secret: string) {
  const expected = Buffer.from(unsubscribeToken(id, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(env: Pick<Env, "SESSION_SECRET" | "SITE_URL">, id: string, lng: Lang) {
  return `${env.SITE_URL}${localizedPath("newsletter-unsubscribe", lng)}?id=${id}&token=${unsubscribeToken(id, env.SESSION_SECRET)}`;
}

/**
 * A signup. Stores and sends something only when a confirmation mail goes out: a new, pending or
 * unsubscribed address under both caps (MAX_CONFIRMATIONS_PER_DAY, and the site's visitor-mail cap
 * per address, ADR 015) gets a fresh token, one proof row and the mail. A confirmed address, or one
 * over a cap, gets nothing new stored and nothing sent; the visitor sees the same answer either way.
 */
export async function subscribe(
  trx: Transaction<Database>,
  env: NewsletterEnv,
  value: NewsletterSignup,
  meta: SubmissionMeta,
) {
  const t = getT(meta.locale);
  const now = new Date();
  // locks the address for this transaction (concurrent signups of one address queue up here)
  const mailAllowed = (await visitorMailsLeft(trx, value.email)) > 0;
  const known = await trx
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", value.email)
    .forUpdate()
    .executeTakeFirst();
  if (known?.status === "confirmed") return;

  const sameDay =
    known?.last_confirmation_request_at &&
    known.last_confirmation_request_at.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  const sentToday = sameDay ? known.confirmation_requests : 0;
  if (sentToday >= MAX_CONFIRMATIONS_PER_DAY || !mailAllowed) return;

  await trx
    .insertInto("newsletter_subscribers")
    .values({ email: value.email, locale: meta.locale, status: "pending" })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const subscriber =
    known ??
    (await trx
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", value.email)
      .forUpdate()
      .executeTakeFirstOrThrow());

  await trx
    .insertInto("newsletter_consents")
    .values({
      subscriber_id: subscriber.id,
      event: "signup",
      ip: meta.clientAddress,
      user_agent: meta.userAgent,
      consent_text: t("forms.newsletter.consent"),
      consent_version: CONSENT_VERSION,
      locale: meta.locale,
      source: `${value.source}:${meta.sourcePath ?? ""}`.slice(0, 300),
    })
    .execute();

  const token = randomBytes(24).toString("base64url");
  await trx
    .updateTable("newsletter_subscribers")
    .set({
      status: "pending",
      locale: meta.locale,
      confirm_token_hash: sha256(token),
      confirmation_requests: sentToday + 1,
      last_confirmation_request_at: now,
      updated_at: now,
      unsubscribed_at: null,
    } as never)
    .where("id", "=", subscriber.id as never)
    .execute();

  const confirmUrl = `${env.SITE_URL}${localizedPath("newsletter-confirm", meta.locale)}?token=${token}`;
  const unsubscribe = unsubscribeUrl(env, subscriber.id, meta.locale);
  await enqueueEmail(trx, {
    kind: "newsletter-confirmation",
    to: value.email,
    lead: { table: "newsletter_subscribers", id: subscriber.id },
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    content: renderEmail({
      lng: meta.locale,
      subject: t("emails.newsletter.subject"),
      heading: t("emails.newsletter.heading"),
      paragraphs: [t("emails.newsletter.intro", { brand: site.brand })],
      action: { label: t("emails.newsletter.button"), url: confirmUrl },
      footer: [t("emails.newsletter.ignore"), t("emails.newsletter.unsubscribe", { url: unsubscribe })],
    }),
  });
}

export type ConfirmResult = "confirmed" | "invalid";

/** Is the token one of a pending address within its validity (GET shows the button only then)? */
export async function confirmationPending(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("confirm_token_hash", "=", sha256(token))
    .where("status", "=", "pending")
    .where("last_confirmation_request_at", ">", sql<Date>`now() - make_interval(days => ${CONFIRM_LINK_DAYS})`)
    .executeTakeFirst();
  return Boolean(row);
}

export async function confirmSubscription(
  trx: Transaction<Database>,
  env: NewsletterEnv,
  token: string,
  ip: string,
): Promise<ConfirmResult> {
  if (!token || token.length > 100) return "invalid";
  const row = await trx
    .updateTable("newsletter_subscribers")
    .set({
      status: "confirmed",
      confirmed_at: new Date(),
      confirm_ip: ip,
      confirm_token_hash: null,
      updated_at: new Date(),
    } as never)
    .where("confirm_token_hash", "=", sha256(token))
    .where("status", "=", "pending")
    .where("last_confirmation_request_at", ">", sql<Date>`now() - make_interval(days => ${CONFIRM_LINK_DAYS})`)
    .returning(["id", "email", "locale", "confirmed_at"])
    .executeTakeFirst();
  if (!row) return "invalid";
  await trx.insertInto("newsletter_consents").values({ subscriber_id: row.id, event: "confirm", ip }).execute();
  await queueEvents(trx, env, [
    {
      type: "newsletter.confirmed",
      data: {
        id: row.id,
        email: row.email,
        locale: row.locale,
        confirmedAt: new Date(row.confirmed_at!).toISOString(),
      },
      email: row.email,
      lead: { table: "newsletter_subscribers", id: row.id },
    },
  ]);
  await enqueueEmail(trx, {
    kind: "newsletter-notification",
    to: env.LEADS_NOTIFY_EMAIL,
    lead: { table: "newsletter_subscribers", id: row.id },
    content: renderEmail({
      lng: "de",
      subject: "Neue Newsletter-Anmeldung bestätigt",
      heading: "Newsletter: Anmeldung bestätigt",
      paragraphs: ["Eine Adresse hat die Anmeldung zum Newsletter bestätigt (Double-Opt-in)."],
      fields: [
        ["E-Mail", row.email],
        ["Sprache", row.locale],
      ],
    }),
  });
  return "confirmed";
}

export async function unsubscribe(
  trx: Transaction<Database>,
  env: Pick<Env, "SESSION_SECRET" | "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  id: string,
  token: string,
  ip: string,
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id) || !verifyUnsubscribeToken(id, token, env.SESSION_SECRET)) return false;
  const row = await trx
    .updateTable("newsletter_subscribers")
    .set({
      status: "unsubscribed",
      unsubscribed_at: new Date(),
      confirm_token_hash: null,
      updated_at: new Date(),
    } as never)
    .where("id", "=", id as never)
    .where("status", "!=", "unsubscribed")
    .returning(["id", "email", "locale", "unsubscribed_at"])
    .executeTakeFirst();
  if (row) {
    await trx.insertInto("newsletter_consents").values({ subscriber_id: row.id, event: "unsubscribe", ip }).execute();
    await queueEvents(trx, env, [
      {
        type: "newsletter.unsubscribed",
        data: {
          id: row.id,
          email: row.email,
          locale: row.locale,
          unsubscribedAt: new Date(row.unsubscribed_at!).toISOString(),
        },
        email: row.email,
        lead: { table: "newsletter_subscribers", id: row.id },
      },
    ]);
  }
  return true;
}
