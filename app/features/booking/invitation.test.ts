import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { invitationIcs, type InvitationEvent } from "./invitation";

// Whatever text reaches the .ics writer, from any form present or future, stays text: RFC 5545
// §3.3.11 escaping with CR included, lines folded at 75 octets.

const event = (overrides: Partial<InvitationEvent> = {}): InvitationEvent => ({
  uid: "session-booking-1@site.test",
  sequence: 0,
  start: new Date("2030-01-07T08:00:00Z"),
  end: new Date("2030-01-07T08:45:00Z"),
  status: "confirmed",
  summary: "Strategiegespräch",
  attendee: "anna@example.com",
  stamp: new Date("2030-01-01T00:00:00Z"),
  ...overrides,
});

const attack = "Eve\rEND:VEVENT\rBEGIN:VEVENT\r\nUID:evil\nMETHOD:CANCEL\u2028X-A:1\u0000\u001b";

/** the content lines, a line ending at CR, LF or CRLF (a lenient reader), folds joined */
const lenient = (ics: string) =>
  ics
    .split(/\r\n|\r|\n/)
    .reduce<string[]>(
      (lines, l) =>
        /^[ \t]/.test(l) && lines.length ? [...lines.slice(0, -1), lines.at(-1)! + l.slice(1)] : [...lines, l],
      [],
    )
    .filter(Boolean);

describe("invitationIcs", () => {
  it("keeps a CR, LF or any control character in any text field from becoming a line", () => {
    const ics = invitationIcs("REQUEST", [
      event({
        summary: attack,
        description: attack,
        place: { kind: "phone", text: attack },
      }),
    ]);
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(ics).not.toMatch(/(?![\t\r\n])[\p{Cc}\u2028]/u);
    const lines = lenient(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("UID"))).toEqual(["UID:session-booking-1@site.test"]);
    expect(lines.filter((l) => l.startsWith("METHOD"))).toEqual(["METHOD:REQUEST"]);
    const vevent = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent("vevent")!;
    // the text arrives as text, its line breaks as line breaks
    expect(vevent.getFirstPropertyValue("description")).toBe(
      "Eve\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil\nMETHOD:CANCEL\nX-A:1",
    );
  });

  it("folds every line at 75 octets, multi-byte characters included", () => {
    const ics = invitationIcs("PUBLISH", [event({ description: "Größe äöü ✓ ".repeat(40) })]);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("leaves out a URI with a space or control character, and names a video room twice", () => {
    const ics = invitationIcs("REQUEST", [
      event({
        url: "https://site.test/x\r\nMETHOD:CANCEL",
        place: { kind: "video", url: "https://meet.example/room-1", provider: "Meet\rX" },
      }),
    ]);
    const vevent = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("url")).toBeNull();
    expect(vevent.getFirstPropertyValue("location")).toBe("https://meet.example/room-1");
    const conference = vevent.getFirstProperty("conference")!;
    expect(conference.getFirstValue()).toBe("https://meet.example/room-1");
    expect(conference.getParameter("feature")).toBe("VIDEO");
    expect(conference.getParameter("label")).toBe("Meet X");
  });
});
