import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageIdOf } from "~/pages";
import type { Env } from "~/lib/env.server";
import { businessVars, interpolate } from "~/lib/business";
import { formatDate, type Lang } from "~/lib/i18n";
import { renderMarkdown, type RenderedMarkdown } from "~/lib/markdown.server";
import { VISITOR_MAILS_PER_DAY } from "~/lib/mail.server";
import { BOOKING_DAYS, CANCELLED_BOOKING_DAYS, SENT_EMAIL_DAYS, UNSENT_EMAIL_DAYS } from "~/lib/retention.server";
import { contentDir } from "~/lib/content-dir.server";
import { site } from "~/lib/site";

// Legal pages (imprint, terms, privacy) are Markdown per language under app/content/legal,
// with the identity data of app/lib/site.ts filled in. Read once per process.

/** The Markdown file of each legal page of the registry (a page added there without one fails typecheck). */
export const legalPages = {
  impressum: "impressum",
  terms: "terms",
  privacy: "privacy",
} as const satisfies Record<PageIdOf<"routes/legal">, string>;
export type LegalPageId = PageIdOf<"routes/legal">;

/**
 * A sample marker on a legal text's first line (ADR 058): `<!-- sample: why -->`. Markdown
 * rendering escapes raw HTML, so it is taken off before; `npm run content:check` lists it.
 */
const sampleComment = /^<!--\s*sample:[\s\S]*?-->[ \t]*\r?\n?/;

/** A legal text's Markdown without its sample marker. */
export function stripSampleComment(source: string): string {
  return source.replace(sampleComment, "");
}

/** The date the legal texts were last revised (shown on the pages). */
export const legalUpdated = "2026-11-28";

/** A legal text as the page shows it; `sample`: its file carries the marker, the page says so. */
type LegalText = RenderedMarkdown & { sample: boolean };

const cache = new Map<string, LegalText>();

type LegalEnv = Pick<
  Env,
  "SITE_URL" | "RETENTION_ANONYMOUS_DAYS" | "RETENTION_INTERVAL_MINUTES" | "RATE_LIMIT_WINDOW_SECONDS"
>;

/**
 * How long a rate-limit counter (a keyed hash of the client address) lives at most: its window,
 * then a day (app/lib/rate-limit.server.ts), then up to one run interval of the retention job.
 */
export function rateLimitHours(env: Pick<Env, "RETENTION_INTERVAL_MINUTES" | "RATE_LIMIT_WINDOW_SECONDS">) {
  const interval = env.RETENTION_INTERVAL_MINUTES || 60;
  return 24 + Math.ceil((env.RATE_LIMIT_WINDOW_SECONDS + interval * 60) / 3600);
}

/** What the legal texts say of the site's own settings that live elsewhere (booking.yaml's meeting place). */
export interface LegalSettings {
  /** the privacy policy's sentence on where a strategy session happens, in the page's language */
  meetingPlace: string;
  /** the privacy policy's sentence on the webhooks to the consultant's own systems ("" without any) */
  webhooks: string;
}

export function legalVars(lng: Lang, env: LegalEnv, settings: LegalSettings) {
  const date = formatDate(new Date(`${legalUpdated}T12:00:00Z`), lng, "long");
  return {
    ...businessVars(lng),
    consultantName: site.consultant.name,
    entity: site.legal.entity,
    street: site.legal.street,
    postalCode: site.legal.postalCode,
    city: site.legal.city,
    country: site.legal.country[lng],
    email: site.email,
    phone: site.phone,
    uid: site.legal.uid ?? "–",
    responsible: site.legal.responsible,
    siteUrl: env.SITE_URL,
    lastUpdated: date,
    retentionAnonymousDays: String(env.RETENTION_ANONYMOUS_DAYS),
    rateLimitHours: String(rateLimitHours(env)),
    sentEmailDays: String(SENT_EMAIL_DAYS),
    unsentEmailDays: String(UNSENT_EMAIL_DAYS),
    visitorMailsPerDay: String(VISITOR_MAILS_PER_DAY),
    bookingYears: String(Math.round(BOOKING_DAYS / 365)),
    cancelledBookingDays: String(CANCELLED_BOOKING_DAYS),
    meetingPlace: settings.meetingPlace,
    webhooks: settings.webhooks,
  };
}

export function legalPage(id: LegalPageId, lng: Lang, env: LegalEnv, settings: LegalSettings): LegalText {
  const key = `${id}:${lng}:${env.SITE_URL}:${env.RETENTION_ANONYMOUS_DAYS}:${rateLimitHours(env)}:${settings.meetingPlace}:${settings.webhooks}`;
  let page = cache.get(key);
  if (!page) {
    const source = readFileSync(join(contentDir(), "legal", `${legalPages[id]}.${lng}.md`), "utf8");
    const text = stripSampleComment(source);
    page = { ...renderMarkdown(interpolate(text, legalVars(lng, env, settings)), lng), sample: text !== source };
    cache.set(key, page);
  }
  return page;
}
