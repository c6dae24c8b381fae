import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { Lang } from "./i18n";
import { site } from "./site";

// Emails: rendered as plain text plus simple HTML, queued in the outbox table inside the lead's
// transaction, sent by the outbox worker (app/lib/outbox.server.ts).

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailSpec {
  lng: Lang;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** label/value pairs, e.g. the fields of a lead (values are escaped) */
  fields?: [string, string][];
  action?: { label: string; url: string };
  /** small print at the end (e.g. unsubscribe) */
  footer?: string[];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const HTML_SPECIAL = /[&<>"']/g;

/** The five HTML-special characters as entities, in one pass over the string. */
export const escapeHtml = (s: string) => s.replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c]!);

/** No line breaks in a header value (subject): prevents header injection. */
export const headerSafe = (s: string) =>
  s
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .trim()
    .slice(0, 250);

/** the signature under every mail, as text and as HTML (the site's identity is fixed in a process) */
const SIGNATURE = `${site.consultant.name} · ${site.brand}\n${site.legal.street}, ${site.legal.postalCode} ${site.legal.city}\n${site.email} · ${site.phone}`;
const SIGNATURE_HTML = escapeHtml(SIGNATURE).replace(/\n/g, "<br>");

export function renderEmail(spec: EmailSpec): EmailContent {
  const signature = SIGNATURE;
  const text = [
    spec.heading,
    "",
    ...spec.paragraphs.flatMap((p) => [p, ""]),
    ...(spec.fields?.length ? [...spec.fields.map(([k, v]) => `${k}: ${v}`), ""] : []),
    ...(spec.action ? [`${spec.action.label}: ${spec.action.url}`, ""] : []),
    "-- ",
    signature,
    ...(spec.footer?.length ? ["", ...spec.footer] : []),
  ].join("\n");

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const rows = (spec.fields ?? [])
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#4a5364;font-weight:600">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${spec.lng}"><head><meta charset="utf-8"><title>${escapeHtml(spec.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbfaf7;font-family:Arial,Helvetica,sans-serif;color:#18202c;line-height:1.55">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dcd6c8;border-radius:8px;padding:28px">
<h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">${escapeHtml(spec.heading)}</h1>
${spec.paragraphs.map(p).join("\n")}
${rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : ""}
${spec.action ? `<p style="margin:24px 0"><a href="${escapeHtml(spec.action.url)}" style="display:inline-block;background:#123e5e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(spec.action.label)}</a></p>` : ""}
<p style="margin:24px 0 0;font-size:13px;color:#4a5364">${SIGNATURE_HTML}</p>
${(spec.footer ?? []).map((f) => `<p style="margin:12px 0 0;font-size:12px;color:#4a5364">${escapeHtml(f)}</p>`).join("")}
</div></body></html>`;
  return { subject: headerSafe(spec.subject), text, html };
}

const fixedMails = new Map<string, EmailContent>();

/**
 * A mail of fixed copy only, rendered once per name and language and then reused: a visitor's
 * confirmation carries nothing of the submission (ADR 015), so every lead of one language gets
 * the same content. `spec` gets only the language and must use nothing else of the request (no
 * value of a submission, no per-request value): what it returns is sent to every later visitor of
 * that language.
 */
export function fixedEmail(name: string, lng: Lang, spec: (lng: Lang) => EmailSpec): EmailContent {
  const key = `${name}:${lng}`;
  let content = fixedMails.get(key);
  if (!content) {
    content = renderEmail(spec(lng));
    fixedMails.set(key, content);
  }
  return content;
}

/** A calendar part: an iCalendar object sent as a text/calendar alternative (nodemailer's icalEvent). */
export interface CalendarPart {
  /** iTIP method, the same as the METHOD line of `content` */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  content: string;
}

export interface OutboxMessage {
  kind: string;
  to: string;
  content: EmailContent;
  headers?: Record<string, string>;
  lead?: { table: string; id: string };
  /** an invitation, its update or its cancellation (migration 2026-11-25-02) */
  calendar?: CalendarPart;
  /** not before this time (default: at once), e.g. a reminder a day before a session */
  sendAt?: Date;
}

// Visitor mails (ADR 015). A form's email field is an address nobody has confirmed: whoever fills in
// the form chooses the recipient. Mails of these kinds therefore carry only fixed copy and values
// the server made (a score, a link it built, a date), never text typed into the form, so the site
// cannot relay an attacker's message; and at most VISITOR_MAILS_PER_DAY of them go to one address
// in any 24 hours. A new kind of mail to a visitor's address must be added here.
export const VISITOR_MAIL_KINDS = [
  "audit-confirmation",
  "contact-confirmation",
  "session-confirmation",
  "exit-ready-result",
  "newsletter-confirmation",
  // a booked strategy session (ADR 065): confirmation with the invitation, its move, its
  // cancellation, and the reminder a day before
  "booking-confirmation",
  "booking-rescheduled",
  "booking-cancelled",
  "booking-reminder",
  // a booked session's links again, to whoever tried to book another with the same mailbox
  "booking-links",
] as const;

/** visitor mails one address may get in any 24 hours, over all kinds (ADR 015) */
export const VISITOR_MAILS_PER_DAY = 5;

/** advisory-lock namespace of the per-address count ("MCAP") */
const RECIPIENT_LOCK_KEY = 0x4d43_4150;

export const isVisitorMail = (kind: string) => (VISITOR_MAIL_KINDS as readonly string[]).includes(kind);

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How many more visitor mails may go to `to`'s mailbox now: VISITOR_MAILS_PER_DAY minus those
 * queued to it in the last 24 hours, whatever their status and however the address was spelt
 * (case, a +tag: the database function mailbox(), migration 2026-11-27-01; index
 * email_outbox_mailbox). Inside a transaction it first takes a transaction-scoped advisory lock on
 * the mailbox, so two submissions for one mailbox at the same moment cannot both take the last
 * place; call it in the lead's transaction.
 */
export async function visitorMailsLeft(db: Db, to: string): Promise<number> {
  if (db.isTransaction) {
    await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_KEY}, hashtext(mailbox(${to})))`.execute(db);
  }
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n
      from email_outbox
     where mailbox(to_address) = mailbox(${to})
       and created_at > now() - interval '24 hours'
       and kind in (${sql.join([...VISITOR_MAIL_KINDS])})`.execute(db);
  return Math.max(0, VISITOR_MAILS_PER_DAY - (rows[0]?.n ?? 0));
}

/**
 * The arguments of the database function queue_emails (migration 2026-11-24-01-queue-emails) for
 * these messages: the messages as JSON, each visitor mail with its address (the cap applies to its
 * mailbox), and the cap's policy. `leadId`: the lead of every message, when the same
 * statement inserts it (storeLeadOnce).
 */
export function queueEmailsCall(messages: OutboxMessage | OutboxMessage[], leadId: RawBuilder<unknown> | null = null) {
  return sql<
    string[]
  >`queue_emails(${queueEmailsMessages(messages)}::jsonb, ${leadId ?? sql`null`}::bigint, array[${sql.join([...VISITOR_MAIL_KINDS])}]::text[], ${VISITOR_MAILS_PER_DAY}::integer, ${RECIPIENT_LOCK_KEY}::integer)`;
}

/** The first argument of queue_emails: the messages as JSON. */
function queueEmailsMessages(messages: OutboxMessage | OutboxMessage[]): string {
  const now = new Date().toISOString();
  const rows = (Array.isArray(messages) ? messages : [messages]).map((message) => ({
    kind: message.kind,
    to_address: message.to,
    subject: message.content.subject,
    text_body: message.content.text,
    html_body: message.content.html,
    headers: message.headers ?? {},
    next_attempt_at: message.sendAt ? message.sendAt.toISOString() : now,
    lead_table: message.lead?.table ?? null,
    lead_id: message.lead?.id || null,
    cap_address: isVisitorMail(message.kind) ? message.to : null,
    ical_method: message.calendar?.method ?? null,
    ical_content: message.calendar?.content ?? null,
  }));
  return JSON.stringify(rows);
}

/**
 * Queues one or several emails in one statement (inside the caller's transaction, or as a
 * transaction of its own). Visitor mails over the per-address cap are left out (not stored at
 * all; the database function takes the address's advisory lock before it counts, as
 * visitorMailsLeft does); the others, e.g. the consultant's notification, are queued regardless.
 * Returns what was queued and the kinds left out.
 */
export async function enqueueEmail(
  db: Db,
  messages: OutboxMessage | OutboxMessage[],
): Promise<{ queued: number; capped: string[] }> {
  const list = Array.isArray(messages) ? messages : [messages];
  if (list.length === 0) return { queued: 0, capped: [] };
  const { rows } = await sql<{ capped: string[] }>`select ${queueEmailsCall(list)} as capped`.execute(db);
  const capped = rows[0]?.capped ?? [];
  return { queued: list.length - capped.length, capped };
}
