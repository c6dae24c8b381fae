import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { VISITOR_MAIL_KINDS, VISITOR_MAILS_PER_DAY } from "~/lib/mail.server";
import { action as auditAction } from "~/features/audit/route";
import { action as contactAction } from "~/features/contact/route";
import { action as newsletterAction } from "~/features/newsletter/routes/signup";
import { action as sessionAction } from "~/features/booking/routes/request";
import { testDatabases } from "./databases";
import { formRequest, outcome, testContext, testEnv } from "./context";

// ADR 015: mails to an address nobody has confirmed carry no text the visitor typed, and one
// address gets at most VISITOR_MAILS_PER_DAY of them in 24 hours; the lead and the consultant's
// notification are never held back.

const SPAM_URL = "https://cheap-pills.example/buy?ref=relay";
const SPAM_TEXT = "CONGRATULATIONS you won 1,000,000 EUR, claim it now";
const SPAM_NAME = "Claim your prize at cheap-pills.example";
const SPAM_COMPANY = "<b>Free Money</b> Ltd";

describe.each(testDatabases)("visitor mails on $name", (database) => {
  let handle: DbHandle;
  const env = testEnv();
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());
  const ctx = () => testContext(handle, env);

  const contact = async (email: string, extra: Record<string, string> = {}) => {
    const result = outcome(
      await contactAction({
        request: formRequest(
          "/kontakt",
          { submissionId: randomUUID(), name: "Eva Beispiel", email, message: "Bitte ruf mich an.", ...extra },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(result.status).toBe(303);
  };
  const mailsTo = (to: string) =>
    handle.db.selectFrom("email_outbox").selectAll().where("to_address", "=", to).orderBy("id").execute();
  const notificationsAbout = async (email: string) =>
    (await mailsTo(env.LEADS_NOTIFY_EMAIL)).filter((m) => m.text_body.includes(email));
  const leads = async (table: "contact_messages" | "audit_applications" | "session_requests", email: string) =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a contact message with a URL and spam text: nothing of it in the visitor's mail, all of it in the consultant's", async () => {
    const email = "relay.target@example.org";
    await contact(email, {
      name: SPAM_NAME,
      company: SPAM_COMPANY,
      phone: "+41 79 000 00 00",
      message: `${SPAM_TEXT}\n${SPAM_URL}`,
    });
    const [visitor, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(visitor!.kind).toBe("contact-confirmation");
    for (const part of [visitor!.subject, visitor!.text_body, visitor!.html_body ?? ""]) {
      for (const typed of [SPAM_URL, "cheap-pills", SPAM_TEXT, "CONGRATULATIONS", "Free Money", "Eva", "Claim your"]) {
        expect(part).not.toContain(typed);
      }
    }
    // fixed copy in the visitor's language instead
    expect(visitor!.text_body).toContain("Danke für deine Nachricht.");
    expect(visitor!.text_body).toContain("Du hast das nicht angefragt?");

    const [notification, ...others] = await notificationsAbout(email);
    expect(others).toEqual([]);
    expect(notification!.kind).toBe("contact-notification");
    for (const typed of [SPAM_URL, SPAM_TEXT, SPAM_NAME, SPAM_COMPANY])
      expect(notification!.text_body).toContain(typed);
    expect(notification!.html_body).toContain(SPAM_URL.replace(/&/g, "&amp;"));
    expect(notification!.html_body).toContain("&lt;b&gt;Free Money&lt;/b&gt; Ltd");
  });

  it("the audit and session confirmations carry no name, company or message either", async () => {
    const email = "typed.text@example.org";
    expect(
      outcome(
        await auditAction({
          request: formRequest(
            "/audit",
            {
              submissionId: randomUUID(),
              name: SPAM_NAME,
              email,
              company: SPAM_COMPANY,
              industry: "services",
              revenue: "1m-2m",
              employees: "11-25",
              challenge: `${SPAM_TEXT} ${SPAM_URL}`,
              timeline: "short",
            },
            env,
          ),
          context: ctx(),
          params: {},
        }),
      ).status,
    ).toBe(303);
    expect(
      outcome(
        await sessionAction({
          request: formRequest(
            "/strategy-session/request",
            { submissionId: randomUUID(), name: SPAM_NAME, email, phone: "+41 79 000 00 00", message: SPAM_URL },
            env,
          ),
          context: ctx(),
          params: {},
        }),
      ).status,
    ).toBe(303);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(["audit-confirmation", "session-confirmation"]);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text_body, mail.html_body ?? ""]) {
        for (const typed of ["cheap-pills", "CONGRATULATIONS", "Free Money", "Claim your"]) {
          expect(part).not.toContain(typed);
        }
      }
    }
    const notes = await notificationsAbout(email);
    expect(notes.map((m) => m.kind)).toEqual(["audit-notification", "session-notification"]);
    expect(notes[0]!.text_body).toContain(SPAM_TEXT);
    expect(notes[1]!.text_body).toContain(SPAM_URL);
  });

  it(`the ${VISITOR_MAILS_PER_DAY + 1}th submission with one address in 24 h stores the lead and notifies, but sends the visitor nothing`, async () => {
    const email = "often@example.org";
    for (let i = 0; i < VISITOR_MAILS_PER_DAY + 1; i++) await contact(email);
    expect(await leads("contact_messages", email)).toBe(VISITOR_MAILS_PER_DAY + 1);
    expect(await notificationsAbout(email)).toHaveLength(VISITOR_MAILS_PER_DAY + 1);
    const visitor = await mailsTo(email);
    expect(visitor).toHaveLength(VISITOR_MAILS_PER_DAY);
    expect(visitor.every((m) => m.kind === "contact-confirmation")).toBe(true);
  });

  it("the cap counts every kind of visitor mail together, and only the last 24 hours", async () => {
    const email = "mixed@example.org";
    const audit = async () =>
      outcome(
        await auditAction({
          request: formRequest(
            "/audit",
            {
              submissionId: randomUUID(),
              name: "Anna Muster",
              email,
              company: "Muster AG",
              industry: "services",
              revenue: "1m-2m",
              employees: "11-25",
              challenge: "Alles läuft über mich.",
              timeline: "short",
            },
            env,
          ),
          context: ctx(),
          params: {},
        }),
      );
    const newsletter = async () =>
      outcome(
        await newsletterAction({
          request: formRequest("/newsletter", { email, source: "footer" }, env),
          context: ctx(),
          params: {},
        }),
      );
    expect((await audit()).status).toBe(303);
    expect((await newsletter()).status).toBe(303);
    await contact(email);
    await contact(email);
    await contact(email);
    // five visitor mails: the newsletter signup now stores and sends nothing, the audit only notifies
    const before = await newsletter();
    expect(before).toMatchObject({ status: 303, location: "/newsletter/danke" });
    expect((await audit()).status).toBe(303);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual([
      "audit-confirmation",
      "newsletter-confirmation",
      "contact-confirmation",
      "contact-confirmation",
      "contact-confirmation",
    ]);
    expect(await leads("audit_applications", email)).toBe(2);
    expect((await notificationsAbout(email)).map((m) => m.kind).filter((k) => k === "audit-notification")).toHaveLength(
      2,
    );
    const consents = await sql<{ n: number }>`
      select count(*)::int as n from newsletter_consents c
        join newsletter_subscribers s on s.id = c.subscriber_id where s.email = ${email}`.execute(handle.db);
    expect(consents.rows[0]!.n).toBe(1);

    // a day later the oldest mails no longer count
    await handle.db
      .updateTable("email_outbox")
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where("to_address", "=", email)
      .where("kind", "in", ["audit-confirmation", "newsletter-confirmation"])
      .execute();
    await contact(email);
    expect((await mailsTo(email)).filter((m) => m.kind === "contact-confirmation")).toHaveLength(4);
    // the notification address itself is not capped
    expect(VISITOR_MAIL_KINDS.some((k) => k.endsWith("-notification"))).toBe(false);
  });

  it("submissions for one address at the same moment cannot pass the cap together", async () => {
    const email = "burst@example.org";
    await Promise.all(Array.from({ length: 12 }, () => contact(email)));
    expect(await leads("contact_messages", email)).toBe(12);
    expect(await notificationsAbout(email)).toHaveLength(12);
    expect(await mailsTo(email)).toHaveLength(VISITOR_MAILS_PER_DAY);
  });
});
