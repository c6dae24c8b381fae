import ICAL from "ical.js";
import { foldIcs } from "~/lib/ics-fold";
import { site } from "~/lib/site";

// Calendar invitations of booked strategy sessions (RFC 5545 iCalendar, iTIP RFC 5546 methods),
// written with ical.js: one VEVENT per booking with its stable UID and SEQUENCE (incremented on every
// change, so calendars replace the older version), DTSTART/DTEND in UTC (no VTIMEZONE needed; each
// calendar shows them in its own zone), the consultant (app/lib/site.ts) as ORGANIZER, the
// visitor's address as ATTENDEE without a CN (ADR 015: no typed text in a visitor's mail), and
// where the session happens (LOCATION; a video room also as CONFERENCE, RFC 7986, which calendars
// show as a button to join).
//
// Whatever text reaches this writer is made safe for the format here, whichever form it came
// from: ical.js escapes backslash, semicolon, comma and LF (RFC 5545 §3.3.11) but not a lone CR,
// which mail transports and lenient readers take as a line end. So every text value has CR, CRLF
// and the Unicode separators turned into LF (written as \n) and every other control character
// removed before ical.js sees it; a URI with anything but visible ASCII is left out; and the
// finished object is checked to hold no line break but its own CRLFs.

export type InvitationMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** Where a session happens, as the invitation says it. */
export type InvitationPlace = { kind: "video"; url: string; provider: string } | { kind: "phone"; text: string };

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
  place?: InvitationPlace | null;
}

export const PRODID = `-//${site.brand}//Strategy sessions//EN`;

/** RFC 5545 TEXT: line breaks as LF (ical.js writes them as \n), no other control character. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/(?![\t\n])\p{Cc}/gu, "")
    .replace(/\t/g, " ");
}

/** A URI value as it may stand in a content line: visible ASCII only (else it is left out). */
const icsUri = (value: string | undefined): string | undefined =>
  value && /^[\x21-\x7e]+$/.test(value) ? value : undefined;

const utc = (date: Date) => ICAL.Time.fromJSDate(new Date(Math.floor(date.getTime() / 1000) * 1000), true);

function vevent(event: InvitationEvent): ICAL.Component {
  const v = new ICAL.Component("vevent");
  v.addPropertyWithValue("uid", icsText(event.uid));
  v.addPropertyWithValue("sequence", event.sequence);
  v.addPropertyWithValue("dtstamp", utc(event.stamp));
  v.addPropertyWithValue("dtstart", utc(event.start));
  v.addPropertyWithValue("dtend", utc(event.end));
  v.addPropertyWithValue("summary", icsText(event.summary));
  if (event.description) v.addPropertyWithValue("description", icsText(event.description));
  const url = icsUri(event.url);
  if (url) v.addPropertyWithValue("url", url);
  const place = event.place;
  if (place?.kind === "video") {
    const room = icsUri(place.url);
    if (room) {
      v.addPropertyWithValue("location", room);
      const conference = new ICAL.Property("conference");
      conference.resetType("uri");
      conference.setValue(room);
      conference.setParameter("feature", "VIDEO");
      conference.setParameter("label", icsText(place.provider).replace(/\n/g, " "));
      v.addProperty(conference);
    }
  } else if (place?.kind === "phone") {
    v.addPropertyWithValue("location", icsText(place.text));
  }
  v.addPropertyWithValue("status", event.status === "cancelled" ? "CANCELLED" : "CONFIRMED");
  v.addPropertyWithValue("transp", "OPAQUE");
  const organizer = v.addPropertyWithValue("organizer", `mailto:${site.email}`);
  organizer.setParameter("cn", icsText(site.consultant.name).replace(/\n/g, " "));
  const attendee = v.addPropertyWithValue("attendee", `mailto:${icsUri(event.attendee) ?? "invalid@invalid"}`);
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", event.status === "cancelled" ? "DECLINED" : "ACCEPTED");
  attendee.setParameter("rsvp", "FALSE");
  return v;
}

/**
 * An iCalendar object: METHOD:REQUEST for a booked or moved session, METHOD:CANCEL (with
 * STATUS:CANCELLED) for a cancelled one, PUBLISH for a subscription feed. Lines end in CRLF and are
 * folded at 75 octets (~/lib/ics-fold.ts).
 */
export function invitationIcs(method: InvitationMethod, events: InvitationEvent[], name?: string): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", PRODID);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", method);
  if (name) calendar.addPropertyWithValue("x-wr-calname", icsText(name));
  for (const event of events) calendar.addSubcomponent(vevent(event));
  const ics = foldIcs(calendar.toString() + "\r\n");
  // the last line of defence: no line break but the object's own CRLFs
  if (/\r(?!\n)|(?<!\r)\n/.test(ics)) throw new Error("an invitation would hold a bare line break");
  return ics;
}
