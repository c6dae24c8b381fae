import { createHmac, randomBytes } from "node:crypto";
import { foldIcs } from "./ics-fold";

// Secret links whose token is never stored (ADR 065: a copy of the database alone cannot use a
// booking's manage link). A link has a random key, which is stored; its token is the HMAC of that
// key with the server's secret (SESSION_SECRET), which only the running site has. A queued mail
// carries a placeholder with the key instead of the token, and the outbox fills the token in
// when it sends the mail, so neither a pending nor a sent mail in the database holds one.

/** A new link key: 128 random bits, base64url (22 characters). */
export const newLinkKey = () => randomBytes(16).toString("base64url");

/** The token of a link key: 43 base64url characters. */
export const linkToken = (secret: string, key: string) =>
  createHmac("sha256", secret).update(`link-token\u0000${key}`).digest("base64url");

/** What a stored mail carries where the token goes (unreserved in a URL, plain in HTML and iCalendar). */
export const linkTokenPlaceholder = (key: string) => `~link~${key}~`;

const PLACEHOLDER = /~link~([A-Za-z0-9_-]{22})~/g;

export interface MailParts {
  text: string;
  html: string | null;
  ical: string | null;
}

/**
 * A mail as it is sent: every placeholder replaced by its token. The calendar part's folded lines
 * are joined before and folded again after (the token is longer than the placeholder).
 */
export function fillLinkTokens(secret: string, mail: MailParts): MailParts {
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, key: string) => linkToken(secret, key));
  // unfolded first: a fold may run through a placeholder
  const ical = mail.ical === null ? null : foldIcs(fill(mail.ical.replace(/\r\n[ \t]/g, "")));
  return { text: fill(mail.text), html: mail.html === null ? null : fill(mail.html), ical };
}
