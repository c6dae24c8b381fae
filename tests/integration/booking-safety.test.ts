import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import ICAL from "ical.js";
import PostalMime, { type Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offeredSlots } from "~/features/booking/bookings.server";
import { bookingDeps } from "~/features/booking/deps.server";
import { groupSlotsByDay, slotValue, type Slot } from "~/features/booking/slots";
import { availability } from "~/features/booking/content.server";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createLogger } from "~/lib/log.server";
import { VISITOR_MAILS_PER_DAY } from "~/lib/mail.server";
import { createOutbox, smtpMailer } from "~/lib/outbox.server";
import { site } from "~/lib/site";
import { testContext, testEnv } from "./context";
import { testDatabases } from "./databases";
import { leadForm, productionBuild, send, serveProduction, type Reply } from "./production-server";
import { startSmtp, type ReceivedMail } from "./smtp";

// The booking as an attacker tries it from outside, through the production build over HTTP, with
// the mails read from a real SMTP server: typed text never becomes calendar structure, one mailbox
// or one client cannot take the calendar or the mail cap, no stored mail can cancel a session, the
// log holds no secret and no error a client can cause, and every session says where it happens.

const FEED = "feed-secret-only-lowercase-letters-xyz";
const BASE_ENV = { BOOKINGS_FEED_TOKEN: FEED, TRUST_PROXY: "1", LOG_LEVEL: "info" };

/** What iCalendar allows in the site's invitations and feed, and nothing a visitor could add. */
const OWN_PROPERTIES = new Set([
  "BEGIN",
  "END",
  "PRODID",
  "VERSION",
  "CALSCALE",
  "METHOD",
  "X-WR-CALNAME",
  "UID",
  "SEQUENCE",
  "DTSTAMP",
  "DTSTART",
  "DTEND",
  "SUMMARY",
  "DESCRIPTION",
  "URL",
  "STATUS",
  "TRANSP",
  "ORGANIZER",
  "ATTENDEE",
  "LOCATION",
  "CONFERENCE",
]);

/**
 * The content lines of an iCalendar text as a lenient reader sees them: a line ends at CR, LF or
 * CRLF (as some mail clients and calendar importers read it), folded lines joined.
 */
function lenientLines(ics: string): string[] {
  const lines: string[] = [];
  for (const physical of ics.split(/\r\n|\r|\n/)) {
    if (/^[ \t]/.test(physical) && lines.length > 0) lines[lines.length - 1] += physical.slice(1);
    else if (physical !== "") lines.push(physical);
  }
  return lines;
}

const propertyName = (line: string) => /^[A-Za-z0-9-]+/.exec(line)?.[0].toUpperCase() ?? line;

/** Both readers agree: `events` VEVENTs, one METHOD, the site's organizer, no property of a visitor's. */
function expectOwnStructure(ics: string, events: number, method: string) {
  const strict = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  expect(strict.getAllSubcomponents("vevent")).toHaveLength(events);
  expect(strict.getAllProperties("method").map((p) => p.getFirstValue())).toEqual([method]);
  const lines = lenientLines(ics);
  const foreign = lines.filter((l) => !OWN_PROPERTIES.has(propertyName(l)));
  expect(foreign, "properties nobody but a visitor wrote").toEqual([]);
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(events);
  expect(lines.filter((l) => propertyName(l) === "METHOD")).toEqual([`METHOD:${method}`]);
  for (const organizer of lines.filter((l) => propertyName(l) === "ORGANIZER")) {
    expect(organizer).toContain(`mailto:${site.email}`);
  }
  expect(lines.filter((l) => propertyName(l) === "UID")).toHaveLength(events);
}

/** The calendar part and text of a mail as a mail client reads them. */
async function readMail(mail: ReceivedMail): Promise<{ parsed: Email; ics: string | null }> {
  const parsed = await PostalMime.parse(mail.raw);
  const part = parsed.attachments.find((a) => a.mimeType === "text/calendar");
  const ics = part
    ? typeof part.content === "string"
      ? part.content
      : new TextDecoder().decode(part.content as ArrayBuffer)
    : null;
  return { parsed, ics };
}

describe.each(testDatabases)("the booking from outside on $name", (database) => {
  let build: ServerBuild;
  let handle: DbHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Awaited<ReturnType<typeof smtpMailer>>;
  const servers: Server[] = [];
  const logLines: string[] = [];
  /** the consultant's free days, one slot each, handed out one per booking */
  let days: Slot[][] = [];
  /** with rate limits (the per-client limit) */
  let limited: string;
  /** with RATE_LIMIT_DISABLED=1, as test setups run (the per-mailbox limit still holds) */
  let open: string;
  let env: Env;

  const nextSlot = () => {
    const day = days.shift();
    if (!day) throw new Error("no free day left in the booking horizon");
    return day[0]!;
  };

  async function serve(e: Env) {
    const log = createLogger({ level: "info", json: true, destination: { write: (l: string) => logLines.push(l) } });
    const { server, base } = await serveProduction({ build, dbHandle: handle, env: e, log, renderCache: false });
    servers.push(server);
    return base;
  }

  /** Sends what is due to the SMTP server and returns the mails that arrived meanwhile. */
  async function deliver(): Promise<ReceivedMail[]> {
    const before = smtp.mails.length;
    const outbox = createOutbox({ db: handle.db, env, log: createLogger({ level: "silent" }), mailer });
    while ((await outbox.runOnce()) > 0) {
      // until nothing is due
    }
    return smtp.mails.slice(before);
  }

  /** The booking page's form as a browser submits it, with `fields` typed in and the slot ticked. */
  async function book(
    base: string,
    slot: Slot,
    fields: Record<string, string>,
    client = "198.51.100.1",
    path = "/strategiegespraech",
  ): Promise<Reply> {
    const page = await send(base, `${path}?week=${slotValue(slot).slice(0, 10)}`, { "x-forwarded-for": client });
    expect(page.status).toBe(200);
    const form = leadForm(page.body, 'name="slot"');
    form.fields.set("slot", slotValue(slot));
    for (const [name, value] of Object.entries(fields)) form.fields.set(name, value);
    return send(
      base,
      form.action,
      { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
      "POST",
      form.fields.toString(),
    );
  }

  const person = (overrides: Record<string, string> = {}) => ({
    name: "Anna Muster",
    email: `anna.${randomUUID().slice(0, 8)}@example.com`,
    phone: "+41 44 555 01 23",
    meeting: "video",
    ...overrides,
  });

  const tokenOf = (reply: Reply) => {
    const token = /\/(?:termin|booking)\/([A-Za-z0-9_-]{43})$/.exec(String(reply.headers.location ?? ""))?.[1];
    if (!token)
      throw new Error(`not booked: ${reply.status} ${String(reply.headers.location ?? reply.body.slice(0, 200))}`);
    return token;
  };

  beforeAll(async () => {
    build = await productionBuild();
    handle = await database.open();
    smtp = await startSmtp();
    mailer = await smtpMailer(smtp.url);
    env = testEnv({ ...BASE_ENV, RATE_LIMIT_DISABLED: "" });
    limited = await serve(env);
    open = await serve(testEnv(BASE_ENV));
    const offered = await offeredSlots(await bookingDeps(testContext(handle, env)));
    if (!offered.ok) throw new Error("no calendar configured: offeredSlots cannot fail");
    days = groupSlotsByDay(offered.slots, availability().timeZone).map((d) => d.slots);
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
    mailer?.close();
    await smtp?.close();
    await handle?.close();
  });

  it("a carriage return typed into name, phone or message never becomes calendar structure", async () => {
    const attack = "\rEND:VEVENT\rBEGIN:VEVENT\rUID:evil@attacker.example\rDTSTART:20300101T000000Z\rSUMMARY:pwned";
    const fields = person({
      name: `Eve${attack}`.slice(0, 110),
      phone: "+41 44 555\r01 23",
      message: `Zeile eins\r\nZeile zwei${attack}\rORGANIZER:mailto:evil@attacker.example\rMETHOD:CANCEL`,
    });
    const reply = await book(open, nextSlot(), fields);
    expect(reply.status).toBe(303);
    const token = tokenOf(reply);
    const row = await handle.db
      .selectFrom("session_bookings")
      .selectAll()
      .where("email", "=", fields.email)
      .executeTakeFirstOrThrow();
    // single-line fields hold no control character; the message keeps its line breaks, as LF
    expect(row.name).not.toMatch(/\p{Cc}/u);
    expect(row.phone).toBe("+41 44 555 01 23");
    expect(row.message).toMatch(/^Zeile eins\nZeile zwei\nEND:VEVENT\n/);
    expect(row.message).not.toContain("\r");

    const mails = await deliver();
    const consultant = mails.find((m) => m.to.includes(env.LEADS_NOTIFY_EMAIL) && m.raw.includes("text/calendar"));
    const visitor = mails.find((m) => m.to.includes(fields.email) && m.raw.includes("text/calendar"));
    for (const mail of [consultant, visitor]) {
      expect(mail, "an invitation arrived").toBeDefined();
      const { ics } = await readMail(mail!);
      expectOwnStructure(ics!, 1, "REQUEST");
    }
    // the consultant reads the message with its line breaks
    const { parsed } = await readMail(consultant!);
    expect(parsed.text).toContain("Zeile eins\nZeile zwei");

    const feed = await send(open, `/kalender/${FEED}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.body).not.toMatch(/\r(?!\n)/);
    const count = (new ICAL.Component(ICAL.parse(feed.body) as unknown[]).getAllSubcomponents("vevent") ?? []).length;
    expectOwnStructure(feed.body, count, "PUBLISH");
    const planted = ["UID:evil@attacker.example", "DTSTART:20300101T000000Z", "SUMMARY:pwned", "METHOD:CANCEL"];
    expect(lenientLines(feed.body).filter((l) => planted.includes(l))).toEqual([]);
    expect(token).toHaveLength(43);
  });

  it("one mailbox holds one upcoming session, whatever its spelling; the others hear the same, and it gets its links again", async () => {
    const local = `victim.name${randomUUID().slice(0, 6)}`;
    const first = await book(open, nextSlot(), person({ email: `${local}@gmail.com` }));
    tokenOf(first);
    await deliver();
    const plain = local.replaceAll(".", "");
    const spellings = [
      `${plain}@gmail.com`,
      `${plain.split("").join(".")}@gmail.com`,
      `${local}@googlemail.com`,
      `${local.toUpperCase()}+second@GMail.com`,
    ];
    const slot = nextSlot();
    for (const [n, email] of spellings.entries()) {
      const again = person({ email, name: "Zweiter Versuch" });
      const refused = await book(open, slot, again, `198.51.100.${2 + n}`);
      expect([email, refused.status]).toEqual([email, 409]);
      expect(refused.body).toContain("Schau in dein Postfach");
      // the visitor's values come back
      expect(refused.body).toContain('value="Zweiter Versuch"');
    }
    const count = await handle.db
      .selectFrom("session_bookings")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "ilike", `%${local.slice(-6)}%`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // the links went again to the address the session was booked with, and they work
    const resent = (await deliver()).filter((m) => m.to.includes(`${local}@gmail.com`));
    expect(resent.length).toBeGreaterThanOrEqual(1);
    const link = /https?:\/\/[^\s"<]+\/strategiegespraech\/termin\/[A-Za-z0-9_-]{43}/.exec(
      (await readMail(resent[0]!)).parsed.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    const page = await send(open, new URL(link!).pathname);
    expect(page.status).toBe(200);
  });

  /** a refusal's page as anybody may compare it: the typed address, the form's id and nonces left out */
  const sameness = (reply: Reply, email: string) =>
    reply.body
      .replaceAll(email, "EMAIL")
      .replaceAll(/nonce="[^"]*"/g, "")
      .replaceAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "ID");

  it("a refusal tells nobody whether an address has a session: the same answer with and without one", async () => {
    const booked = person();
    tokenOf(await book(open, nextSlot(), booked));
    // an address without a session whose visitor mails of today are used up
    const capped = `capped.${randomUUID().slice(0, 8)}@example.com`;
    await handle.db
      .insertInto("email_outbox")
      .values(
        Array.from({ length: VISITOR_MAILS_PER_DAY }, () => ({
          kind: "contact-confirmation",
          to_address: capped,
          subject: "s",
          text_body: "t",
          html_body: "<p>t</p>",
        })),
      )
      .execute();
    const fresh = person().email;
    // a time that is not offered (past): the same refusal for every address
    const past = { start: new Date(Date.now() - 50 * 3600_000), end: new Date(Date.now() - 49 * 3600_000) };
    const slot = nextSlot();
    const answers = [];
    for (const email of [booked.email, fresh]) {
      const reply = await book(open, slot, { ...person({ email }), slot: slotValue(past) });
      answers.push({ status: reply.status, page: sameness(reply, email) });
    }
    expect(answers[0]!.status).toBe(409);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.page).not.toContain("Schau in dein Postfach");
    // a free time: the address with a session and the one over its mail cap hear the same
    const valid = [];
    for (const email of [booked.email, capped]) {
      const reply = await book(open, slot, person({ email }));
      valid.push({ status: reply.status, page: sameness(reply, email) });
    }
    expect(valid[0]!.status).toBe(409);
    expect(valid[0]!.page).toContain("Schau in dein Postfach");
    expect(valid[1]).toEqual(valid[0]);
    await deliver();
  });

  it("one client holds two upcoming sessions, an IPv6 client counted by its /56, and books three a day", async () => {
    const network = "2001:db8:4a3:1";
    const client = () => person({ name: "Netz Kunde" });
    tokenOf(await book(limited, nextSlot(), client(), `${network}00::1`));
    tokenOf(await book(limited, nextSlot(), client(), `${network}ff:1:2:3:4`));
    const third = person({ name: "Dritte Buchung" });
    const slot = nextSlot();
    const refused = await book(limited, slot, third, `${network}a0::7`);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.body).toContain('value="Dritte Buchung"');
    expect(refused.body).toContain(third.email);
    // another /56 is not held back by it
    tokenOf(await book(limited, slot, client(), "2001:db8:4a3:200::1"));
    // a cancelled session frees its place; the day's third booking is the last
    const cancelAll = () =>
      handle.db
        .updateTable("session_bookings")
        .set({ status: "cancelled", cancelled_at: new Date() })
        .where("status", "=", "confirmed")
        .where("name", "=", "Netz Kunde")
        .execute();
    await cancelAll();
    tokenOf(await book(limited, slot, client(), `${network}00::1`));
    await cancelAll();
    const fourth = await book(limited, slot, client(), `${network}00::1`);
    expect(fourth.status).toBe(429);
    await deliver();
  });

  it("counts the daily visitor mails per mailbox, whatever +tag or case the address carries", async () => {
    const mailbox = `capped.${randomUUID().slice(0, 8)}`;
    for (let i = 0; i <= VISITOR_MAILS_PER_DAY; i++) {
      const page = await send(open, "/kontakt");
      const form = leadForm(page.body);
      form.fields.set("name", "Eva Beispiel");
      form.fields.set("email", i % 2 ? `${mailbox}+${i}@example.com` : `${mailbox.toUpperCase()}+${i}@EXAMPLE.com`);
      form.fields.set("message", "Bitte ruf mich an.");
      const reply = await send(
        open,
        form.action,
        { "content-type": "application/x-www-form-urlencoded" },
        "POST",
        form.fields.toString(),
      );
      expect(reply.status).toBe(303);
    }
    const received = (await deliver()).filter((m) => m.to.some((to) => to.toLowerCase().startsWith(mailbox)));
    expect(received).toHaveLength(VISITOR_MAILS_PER_DAY);
  });

  it("no stored mail carries a usable manage link, and every mail sent carries a working one", async () => {
    const fields = person();
    const reply = await book(open, nextSlot(), fields);
    const token = tokenOf(reply);
    const stored = async () =>
      (
        await handle.db
          .selectFrom("email_outbox")
          .select(["kind", "status", "text_body", "html_body", "ical_content"])
          .where("to_address", "=", fields.email)
          .execute()
      ).map((m) => JSON.stringify(m));
    expect((await stored()).length).toBeGreaterThanOrEqual(2);
    for (const m of await stored()) expect(m).not.toContain(token);

    const sent = (await deliver()).filter((m) => m.to.includes(fields.email));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const mail of sent) {
      const { parsed } = await readMail(mail);
      expect(parsed.text).toContain(token);
    }
    for (const m of await stored()) expect(m).not.toContain(token);

    // the reminder, when it is due, carries a working link too
    await handle.db
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date() })
      .where("to_address", "=", fields.email)
      .where("kind", "=", "booking-reminder")
      .execute();
    const [reminder] = (await deliver()).filter((m) => m.to.includes(fields.email));
    expect(reminder, "the reminder was sent").toBeDefined();
    const text = (await readMail(reminder!)).parsed.text ?? "";
    const link = /https?:\/\/[^\s"<]+\/strategiegespraech\/termin\/[A-Za-z0-9_-]{43}\/absagen/.exec(text)?.[0];
    expect(link).toContain(token);
    expect((await send(open, new URL(link!).pathname)).status).toBe(200);
    for (const m of await stored()) expect(m).not.toContain(token);
  });

  it("logs no feed or manage token in any spelling, and nothing a client sends is an error", async () => {
    const token = tokenOf(await book(open, nextSlot(), person()));
    logLines.length = 0;
    const feedSpellings = [
      `/Kalender/${FEED}.ics`,
      `/KALENDER/${FEED}.ics`,
      `/%6Balender/${FEED}.ics`,
      `/kalender//${FEED}.ics`,
      `/en/kalender/${FEED}.ics`,
      `/kalender/${FEED}.ICS`,
    ];
    expect((await send(open, feedSpellings[0]!)).status).toBe(200);
    for (const path of feedSpellings.slice(1)) await send(open, path);
    for (const path of [
      `/Strategiegespraech/Termin/${token}`,
      `/strategy-session/BOOKING/${token}/cancel`,
      `/en/strategiegespraech/termin/${token}`,
      `/strategiegespraech/termin/${token}?_data=routes%2Fx`,
      `/strategiegespraech/termin/${token}/absagen?_data=root`,
    ])
      await send(open, path);
    await new Promise((r) => setTimeout(r, 50));
    const log = logLines.join("");
    expect(logLines.length).toBeGreaterThan(10);
    expect(log).not.toContain(FEED);
    expect(log).not.toContain(token);
    expect(logLines.filter((l) => JSON.parse(l).level === "error")).toEqual([]);
  });

  it("every session says where it happens: a room of its own, kept when moved, or the phone", async () => {
    const video = person();
    const token = tokenOf(await book(open, nextSlot(), video));
    const row = await handle.db
      .selectFrom("session_bookings")
      .selectAll()
      .where("email", "=", video.email)
      .executeTakeFirstOrThrow();
    const room = row.meeting_url!;
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/[a-z0-9-]{20,}$/);
    const mails = (await deliver()).filter((m) => m.to.includes(video.email) && m.raw.includes("text/calendar"));
    const { ics, parsed } = await readMail(mails[0]!);
    const event = new ICAL.Component(ICAL.parse(ics!) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("location")).toBe(room);
    expect(String(event.getFirstPropertyValue("conference"))).toBe(room);
    expect(parsed.text).toContain(room);
    const page = await send(open, `/strategiegespraech/termin/${token}`);
    expect(page.body).toContain(`href="${room}"`);

    // moved: the same room
    const moveTo = nextSlot();
    const reschedulePage = await send(open, `/strategiegespraech/termin/${token}/verschieben`);
    const form = leadForm(reschedulePage.body, 'name="slot"');
    form.fields.set("slot", slotValue(moveTo));
    const moved = await send(
      open,
      form.action || `/strategiegespraech/termin/${token}/verschieben`,
      { "content-type": "application/x-www-form-urlencoded" },
      "POST",
      form.fields.toString(),
    );
    expect(moved.status).toBe(303);
    const update = (await deliver()).find((m) => m.to.includes(video.email) && m.raw.includes("text/calendar"));
    const updated = new ICAL.Component(ICAL.parse((await readMail(update!)).ics!) as unknown[]);
    expect(updated.getFirstSubcomponent("vevent")!.getFirstPropertyValue("location")).toBe(room);

    // by phone: the consultant calls the number given
    const phone = person({ meeting: "phone", phone: "(044) 555-0123" });
    tokenOf(await book(open, nextSlot(), phone));
    const phoneMails = (await deliver()).filter((m) => m.raw.includes("text/calendar"));
    const toConsultant = phoneMails.find((m) => m.to.includes(env.LEADS_NOTIFY_EMAIL))!;
    const consultantEvent = new ICAL.Component(
      ICAL.parse((await readMail(toConsultant)).ics!) as unknown[],
    ).getFirstSubcomponent("vevent")!;
    expect(String(consultantEvent.getFirstPropertyValue("location"))).toContain("(044) 555-0123");
    expect(consultantEvent.getFirstPropertyValue("conference")).toBeNull();
    const toVisitor = phoneMails.find((m) => m.to.includes(phone.email))!;
    expect((await readMail(toVisitor)).parsed.text).toMatch(/rufe dich .*an/);
  });
});
