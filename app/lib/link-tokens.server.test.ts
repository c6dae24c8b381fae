import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { fillLinkTokens, linkToken, linkTokenPlaceholder, newLinkKey } from "./link-tokens.server";

// A secret link's token exists only in the mail on its way: stored, a mail holds the placeholder.

describe("link tokens", () => {
  const key = newLinkKey();
  const url = `https://site.test/strategiegespraech/termin/${linkTokenPlaceholder(key)}`;

  it("are 43 base64url characters, and differ by secret and by key", () => {
    expect(linkToken("a".repeat(32), key)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkToken("a".repeat(32), key)).not.toBe(linkToken("b".repeat(32), key));
    expect(linkToken("a".repeat(32), key)).not.toBe(linkToken("a".repeat(32), newLinkKey()));
  });

  it("are filled into text, HTML and the calendar part, which stays folded at 75 octets", () => {
    const ical =
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDESCRIPTION:Absagen oder verschieben: ${url}\r\nURL:${url}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`
        .split("\r\n")
        .map((l) => ICAL.helpers.foldline(l))
        .join("\r\n");
    expect(ical).toContain("~link~");
    const token = linkToken("s".repeat(32), key);
    const sent = fillLinkTokens("s".repeat(32), { text: `Link: ${url}`, html: `<a href="${url}">`, ical });
    expect(sent.text).toBe(`Link: https://site.test/strategiegespraech/termin/${token}`);
    expect(sent.html).toContain(`/termin/${token}"`);
    for (const line of sent.ical!.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const vevent = new ICAL.Component(ICAL.parse(sent.ical!) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("url")).toBe(`https://site.test/strategiegespraech/termin/${token}`);
    expect(JSON.stringify(sent)).not.toContain("~link~");
  });
});
