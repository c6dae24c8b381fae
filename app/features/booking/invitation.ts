import ICAL from "ical.js";
import { site } from "~/lib/site";

// Calendar invitations of booked strategy sessions (RFC 5545 iCalendar, iTIP RFC 5546 methods),
// written with ical.js: one VEVENT per booking with its stable UID and SEQUENCE (incremented on every
// change, so calendars replace the older version), DTSTART/DTEND in UTC (no VTIMEZONE needed; each
// calendar shows them in its own zone), the consultant (app/lib/site.ts) as ORGANIZER and the
// visitor's address as ATTENDEE without a CN (ADR 015: no typed text in a visitor's mail).

export type InvitationMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface InvitationEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: "confirmed" | "cancelled";
  summary: string;
  description?: string;
  /** the visitor's address (lower-cased, validated) */
  attendee: string;
  /** when this version was made (DTSTAMP) */
  stamp: Date;
  /** a page about the booking (the manage link) */
  url?: string;
}

export const PRODID = `-//${site.brand}//Strategy sessions//EN`;

const utc = (date: Date) => ICAL.Time.fromJSDate(new Date(Math.floor(date.getTime() / 1000) * 1000), true);

function vevent(event: InvitationEvent): ICAL.Component {
  const v = new ICAL.Component("vevent");
  v.addPropertyWithValue("uid", event.uid);
  v.addPropertyWithValue("sequence", event.sequence);
  v.addPropertyWithValue("dtstamp", utc(event.stamp));
  v.addPropertyWithValue("dtstart", utc(event.start));
  v.addPropertyWithValue("dtend", utc(event.end));
  v.addPropertyWithValue("summary", event.summary);
  if (event.description) v.addPropertyWithValue("description", event.description);
  if (event.url) v.addPropertyWithValue("url", event.url);
  v.addPropertyWithValue("status", event.status === "cancelled" ? "CANCELLED" : "CONFIRMED");
  v.addPropertyWithValue("transp", "OPAQUE");
  const organizer = v.addPropertyWithValue("organizer", `mailto:${site.email}`);
  organizer.setParameter("cn", site.consultant.name);
  const attendee = v.addPropertyWithValue("attendee", `mailto:${event.attendee}`);
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", event.status === "cancelled" ? "DECLINED" : "ACCEPTED");
  attendee.setParameter("rsvp", "FALSE");
  return v;
}

/**
 * An iCalendar object: METHOD:REQUEST for a booked or moved session, METHOD:CANCEL (with
 * STATUS:CANCELLED) for a cancelled one, PUBLISH for a subscription feed. Lines end in CRLF and are
 * folded at 75 octets (ical.js).
 */
export function invitationIcs(method: InvitationMethod, events: InvitationEvent[], name?: string): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", PRODID);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", method);
  if (name) calendar.addPropertyWithValue("x-wr-calname", name);
  for (const event of events) calendar.addSubcomponent(vevent(event));
  return calendar.toString() + "\r\n";
}
