import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/i18n";
import { linkTokenPlaceholder } from "~/lib/link-tokens.server";
import { renderEmail, type OutboxMessage } from "~/lib/mail.server";
import { site } from "~/lib/site";
import type { TFunction } from "~/lib/translate";
import { BOOKING_TABLE, type BookingRow } from "./bookings.server";
import type { BookingDeps } from "./deps.server";
import { invitationIcs, type InvitationMethod, type InvitationPlace } from "./invitation";
import { videoProvider } from "./meeting";
import type { MeetingOffer } from "./settings";
import { sessionTimes } from "./times";
import { BOOKING_PAGE, bookingUrls } from "./urls";

// The mails of a booking, queued by its changes (./changes.server.ts) in their transaction: the
// visitor's (confirmation, move, cancellation, each with the invitation; the reminder; the links
// sent again) and the consultant's copy of each, in German, with the visitor's details. A
// visitor's mail holds fixed copy and what the server made (date and time, the room, links with a
// placeholder for the token), never the text typed into the form (ADR 015).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type Change = "booked" | "rescheduled" | "cancelled";

/** What the mails of a change need besides the row. */
export interface MailContext {
  env: BookingDeps["env"];
  consultantZone: string;
  meeting: MeetingOffer;
}

const methodOf = (change: Change): InvitationMethod => (change === "cancelled" ? "CANCEL" : "REQUEST");

/**
 * Where the session happens, for an invitation: the video room, or the phone. The consultant's
 * copy says whom to call; the visitor's only that they are called (ADR 015: no typed text in a
 * visitor's mail).
 */
export function invitationPlace(
  row: BookingRow,
  meeting: MeetingOffer,
  reader: "visitor" | "consultant",
): InvitationPlace | null {
  if (row.meeting === "video" && row.meeting_url) {
    return { kind: "video", url: row.meeting_url, provider: videoProvider(meeting) };
  }
  if (row.meeting !== "phone") return null;
  if (reader === "consultant") return { kind: "phone", text: `Telefon: ${row.phone} (du rufst an)` };
  return {
    kind: "phone",
    text: getT(row.locale)("emails.booking.locationPhone", { consultant: site.consultant.name }),
  };
}

/** The paragraph of a visitor's mail that says where the session happens. */
function placeText(row: BookingRow, meeting: MeetingOffer): string {
  const t = getT(row.locale);
  if (row.meeting === "video" && row.meeting_url) {
    return t("emails.booking.whereVideo", { provider: videoProvider(meeting), url: row.meeting_url });
  }
  if (row.meeting === "phone") return t("emails.booking.wherePhone");
  return t("emails.booking.how");
}

/** The calendar part of a booking's mails (the visitor's and the consultant's: the same event). */
function calendarPart(
  row: BookingRow,
  change: Change,
  place: InvitationPlace | null,
  lng: Lang,
  description: string,
  url?: string,
) {
  const t = getT(lng);
  const method = methodOf(change);
  return {
    method,
    content: invitationIcs(method, [
      {
        uid: row.ical_uid,
        sequence: row.sequence,
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        status: change === "cancelled" ? "cancelled" : "confirmed",
        summary: t("emails.booking.summary", { consultant: site.consultant.name }),
        description,
        attendee: row.email,
        stamp: new Date(row.updated_at),
        url,
        place: change === "cancelled" ? null : place,
      },
    ]),
  };
}

/** "Mittwoch, 9. Dezember 2026, 09:00–09:45 Uhr (Mitteleuropäische Zeit (Zürich))" */
const whenText = (t: TFunction, { date, time, zone }: { date: string; time: string; zone: string }) =>
  t("emails.booking.when", { date, time, zone });

/** The session's time in the visitor's zone, and in the consultant's when it reads differently. */
function whenLines(row: BookingRow, consultantZone: string): string {
  const t = getT(row.locale);
  const times = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    consultantZone,
    row.locale,
  );
  const when = [whenText(t, times)];
  if (times.consultant) when.push(t("emails.booking.consultantTime", { when: whenText(t, times.consultant) }));
  return when.join("\n");
}

/**
 * The links of a booking's visitor mails: its page, cancel and move, with a placeholder where the
 * token goes (the outbox fills it in when it sends the mail).
 */
function linksOf(row: BookingRow, env: BookingDeps["env"]) {
  if (!row.link_key) throw new Error("a booking's mail needs its link key");
  return bookingUrls(env.SITE_URL, linkTokenPlaceholder(row.link_key), row.locale);
}

/**
 * The visitor's mail about a change: fixed copy and values the server made only (date and time,
 * the room, links), never the name, phone or message typed into the form (ADR 015).
 */
export function visitorMail(row: BookingRow, change: Change, ctx: MailContext): OutboxMessage {
  const lng = row.locale;
  const t = getT(lng);
  const minutes = Math.round((new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()) / MINUTE);
  const theirs = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    ctx.consultantZone,
    lng,
  );
  const place = invitationPlace(row, ctx.meeting, "visitor");
  if (change === "cancelled") {
    return {
      kind: "booking-cancelled",
      to: row.email,
      lead: { table: BOOKING_TABLE, id: row.id },
      calendar: calendarPart(
        row,
        change,
        place,
        lng,
        t("emails.booking.summary", { consultant: site.consultant.name }),
      ),
      content: renderEmail({
        lng,
        subject: t("emails.booking.cancelled.subject"),
        heading: t("emails.booking.cancelled.heading"),
        paragraphs: [
          t("emails.booking.cancelled.text"),
          whenLines(row, ctx.consultantZone),
          t("emails.booking.cancelled.invitation"),
        ],
        action: { label: t("emails.booking.cancelled.again"), url: `${ctx.env.SITE_URL}${BOOKING_PAGE[lng]}` },
      }),
    };
  }
  const urls = linksOf(row, ctx.env);
  const description = [
    t("emails.booking.description", { consultant: site.consultant.name, minutes, url: urls.manage }),
    ...(place?.kind === "video" ? [placeText(row, ctx.meeting)] : []),
  ].join("\n\n");
  const copy = change === "booked" ? "confirmed" : "rescheduled";
  return {
    kind: change === "booked" ? "booking-confirmation" : "booking-rescheduled",
    to: row.email,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, place, lng, description, urls.manage),
    content: renderEmail({
      lng,
      subject: t(`emails.booking.${copy}.subject`, { date: theirs.date }),
      heading: t(`emails.booking.${copy}.heading`),
      paragraphs: [
        change === "booked" ? t("emails.booking.confirmed.booked", { minutes }) : t("emails.booking.rescheduled.moved"),
        whenLines(row, ctx.consultantZone),
        placeText(row, ctx.meeting),
        t(`emails.booking.${copy}.invitation`),
        t("emails.booking.questions"),
        t("emails.booking.manageHint"),
        ...(change === "booked" ? [t("emails.notYou")] : []),
      ],
      fields: [
        [t("emails.booking.cancelLink"), urls.cancel],
        [t("emails.booking.rescheduleLink"), urls.reschedule],
      ],
      action: { label: t("emails.booking.manage"), url: urls.manage },
    }),
  };
}

/**
 * A booked session's time, place and links, sent again: a reminder a day before (`sendAt`), or at
 * once to whoever tried to book another session with the same mailbox.
 */
export function linksMail(
  row: BookingRow,
  ctx: MailContext,
  kind: "booking-reminder" | "booking-links",
  sendAt?: Date,
): OutboxMessage {
  const lng = row.locale;
  const t = getT(lng);
  const theirs = sessionTimes(
    { start: new Date(row.starts_at), end: new Date(row.ends_at), timeZone: row.time_zone },
    ctx.consultantZone,
    lng,
  );
  const urls = linksOf(row, ctx.env);
  const copy = kind === "booking-reminder" ? "reminder" : "links";
  return {
    kind,
    to: row.email,
    lead: { table: BOOKING_TABLE, id: row.id },
    sendAt,
    content: renderEmail({
      lng,
      subject: t(`emails.booking.${copy}.subject`, { date: theirs.date }),
      heading: t(`emails.booking.${copy}.heading`),
      paragraphs: [
        t(`emails.booking.${copy}.text`),
        whenLines(row, ctx.consultantZone),
        placeText(row, ctx.meeting),
        t("emails.booking.questions"),
        t("emails.booking.manageHint"),
        t("emails.notYou"),
      ],
      fields: [
        [t("emails.booking.cancelLink"), urls.cancel],
        [t("emails.booking.rescheduleLink"), urls.reschedule],
      ],
      action: { label: t("emails.booking.manage"), url: urls.manage },
    }),
  };
}

/** The reminder a day before the session, or nothing when the session is less than 24 hours away. */
export function reminderMail(row: BookingRow, ctx: MailContext, now: Date): OutboxMessage[] {
  const sendAt = new Date(new Date(row.starts_at).getTime() - 24 * HOUR);
  if (sendAt.getTime() <= now.getTime()) return [];
  return [linksMail(row, ctx, "booking-reminder", sendAt)];
}

/** The consultant's copy: every detail, in German, with the same invitation (ADR 015: not capped). */
export function consultantMail(
  row: BookingRow,
  change: Change,
  ctx: MailContext,
  context: [string, string][] = [],
): OutboxMessage {
  const de = getT("de");
  const session = { start: new Date(row.starts_at), end: new Date(row.ends_at) };
  const times = sessionTimes({ ...session, timeZone: ctx.consultantZone }, ctx.consultantZone, "de");
  const visitor = sessionTimes({ ...session, timeZone: row.time_zone }, ctx.consultantZone, "de");
  const what = { booked: "gebucht", rescheduled: "verschoben", cancelled: "abgesagt" }[change];
  const place = invitationPlace(row, ctx.meeting, "consultant");
  const fields: [string, string][] = [
    ["Termin", whenText(de, times)],
    ["Zeitzone bei der Buchung", `${visitor.zone}: ${visitor.time}`],
    ...(place
      ? [["Ort", place.kind === "video" ? `${place.provider}: ${place.url}` : place.text] as [string, string]]
      : []),
    [de("forms.session.name"), row.name],
    [de("forms.session.email"), row.email],
    [de("forms.session.phone"), row.phone],
    [de("forms.session.message"), row.message ?? "–"],
    ["Sprache", row.locale],
    ...context,
  ];
  const description = fields.map(([k, v]) => `${k}: ${v}`).join("\n");
  return {
    kind: {
      booked: "booking-notification",
      rescheduled: "booking-rescheduled-notification",
      cancelled: "booking-cancelled-notification",
    }[change],
    to: ctx.env.LEADS_NOTIFY_EMAIL,
    lead: { table: BOOKING_TABLE, id: row.id },
    calendar: calendarPart(row, change, place, "de", description),
    content: renderEmail({
      lng: "de",
      subject: `Strategiegespräch ${what}: ${row.name}, ${times.date} ${times.time}`,
      heading: `Strategiegespräch ${what}`,
      paragraphs: [
        change === "cancelled"
          ? `${row.name} hat den Termin über den persönlichen Link abgesagt; die Absage für deinen Kalender ist angehängt.`
          : change === "rescheduled"
            ? `${row.name} hat den Termin über den persönlichen Link verschoben; die aktualisierte Einladung ist angehängt.`
            : `${row.name} hat ein Strategiegespräch gebucht; die Einladung für deinen Kalender ist angehängt.`,
      ],
      fields,
    }),
  };
}
