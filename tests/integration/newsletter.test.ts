import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { unsubscribeToken } from "~/features/newsletter/newsletter.server";
import { action as confirmAction, loader as confirmLoader } from "~/features/newsletter/routes/confirm";
import { action as subscribeAction } from "~/features/newsletter/routes/signup";
import { action as unsubscribeAction } from "~/features/newsletter/routes/unsubscribe";
import { testDatabases } from "./databases";
import { formRequest, outcome, testContext, testEnv } from "./context";

describe.each(testDatabases)("newsletter double opt-in on $name", (database) => {
  let handle: DbHandle;
  const env = testEnv();
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const signup = async (email: string, path = "/newsletter") =>
    outcome(
      await subscribeAction({
        request: formRequest(path, { email, source: "footer" }, env, {
          headers: { "User-Agent": "Vitest/1.0", Referer: "http://site.test/blog" },
        }),
        context: testContext(handle, env),
        params: {},
      }),
    );
  const mailsTo = (email: string) =>
    handle.db.selectFrom("email_outbox").selectAll().where("to_address", "=", email).orderBy("id").execute();
  const tokenFrom = (text: string) => /[?&]token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("stores a pending address with proof and sends a confirmation with unsubscribe headers", async () => {
    expect(await signup(" New.Reader@Example.com ")).toMatchObject({ status: 303, location: "/newsletter/danke" });
    const sub = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "new.reader@example.com")
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "pending", locale: "de", confirmation_requests: 1 });
    const proof = await handle.db
      .selectFrom("newsletter_consents")
      .selectAll()
      .where("subscriber_id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(proof).toMatchObject({
      event: "signup",
      ip: "203.0.113.7",
      user_agent: "Vitest/1.0",
      consent_version: "2026-11-22",
      locale: "de",
    });
    expect(proof.consent_text).toContain("bestätigst die Anmeldung");
    expect(proof.source).toBe("footer:/blog");
    const [mail] = await mailsTo("new.reader@example.com");
    expect(mail!.kind).toBe("newsletter-confirmation");
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.text_body).toContain("http://site.test/newsletter/bestaetigen?token=");
    expect(mail!.text_body).toContain("http://site.test/newsletter/abmelden?id=");
  });

  it("confirms only by POST, with the emailed token", async () => {
    await signup("confirm.me@example.com");
    const [mail] = await mailsTo("confirm.me@example.com");
    const token = tokenFrom(mail!.text_body);
    const page = (await confirmLoader({
      request: new Request(`http://site.test/newsletter/bestaetigen?token=${token}`),
      context: testContext(handle, env),
      params: {},
    })) as { state: string };
    expect(page.state).toBe("pending");
    // the GET did not confirm
    let sub = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "confirm.me@example.com")
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe("pending");
    const result = outcome(
      await confirmAction({
        request: formRequest("/newsletter/bestaetigen", { token }, env, { honeypot: false }),
        context: testContext(handle, env, "192.0.2.10"),
        params: {},
      }),
    );
    expect(result).toMatchObject({ status: 303, location: "/newsletter/bestaetigen?status=confirmed" });
    sub = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "confirm.me@example.com")
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "confirmed", confirm_ip: "192.0.2.10", confirm_token_hash: null });
    expect(sub.confirmed_at).toBeInstanceOf(Date);
    const confirmed = await handle.db
      .selectFrom("newsletter_confirmed" as never)
      .selectAll()
      .execute();
    expect(confirmed.map((r) => (r as { email: string }).email)).toContain("confirm.me@example.com");
    // the token is used up
    const again = outcome(
      await confirmAction({
        request: formRequest("/newsletter/bestaetigen", { token }, env, { honeypot: false }),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(again.status).toBe(400);
  });

  it("answers the same for known, confirmed and new addresses, and limits re-sends per day", async () => {
    const first = await signup("repeat@example.com");
    const known = await signup("repeat@example.com");
    expect(known).toEqual(first);
    await signup("repeat@example.com");
    await signup("repeat@example.com");
    await signup("repeat@example.com");
    const mails = await mailsTo("repeat@example.com");
    expect(mails).toHaveLength(3);
    const confirmed = await signup("confirm.me@example.com");
    expect(confirmed).toEqual(first);
    // a confirmed address gets no new confirmation mail
    expect(await mailsTo("confirm.me@example.com")).toHaveLength(1);
  });

  it("a repeated signup of a confirmed address stores nothing and sends nothing, with the same answer", async () => {
    const email = "already.in@example.com";
    const first = await signup(email);
    const [mail] = await mailsTo(email);
    const confirmed = outcome(
      await confirmAction({
        request: formRequest("/newsletter/bestaetigen", { token: tokenFrom(mail!.text_body) }, env, {
          honeypot: false,
        }),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(confirmed.status).toBe(303);
    const proofs = () =>
      handle.db
        .selectFrom("newsletter_consents as c")
        .innerJoin("newsletter_subscribers as s", "s.id", "c.subscriber_id")
        .select(["c.event", "c.id"])
        .where("s.email", "=", email)
        .orderBy("c.id")
        .execute();
    expect((await proofs()).map((p) => p.event)).toEqual(["signup", "confirm"]);
    const before = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const outboxBefore = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();

    for (let i = 0; i < 10; i++) expect(await signup(email)).toEqual(first);

    expect((await proofs()).map((p) => p.event)).toEqual(["signup", "confirm"]);
    const after = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const outboxAfter = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(outboxAfter.n).toEqual(outboxBefore.n);
  });

  it("a pending address gets a proof row only with a confirmation mail (at most 3 a day)", async () => {
    const email = "pending.often@example.com";
    for (let i = 0; i < 8; i++) await signup(email);
    expect(await mailsTo(email)).toHaveLength(3);
    const proofs = await handle.db
      .selectFrom("newsletter_consents as c")
      .innerJoin("newsletter_subscribers as s", "s.id", "c.subscriber_id")
      .select("c.event")
      .where("s.email", "=", email)
      .execute();
    expect(proofs.map((p) => p.event)).toEqual(["signup", "signup", "signup"]);
  });

  it("unsubscribes by the link (page button and one-click POST)", async () => {
    await signup("leaving@example.com");
    const sub = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "leaving@example.com")
      .executeTakeFirstOrThrow();
    const token = unsubscribeToken(sub.id, env.SESSION_SECRET);
    const bad = outcome(
      await unsubscribeAction({
        request: formRequest("/newsletter/abmelden", { id: sub.id, token: "x".repeat(32) }, env, { honeypot: false }),
        context: testContext(handle, env),
        params: {},
      }),
    );
    expect(bad.status).toBe(400);
    const oneClick = outcome(
      await unsubscribeAction({
        request: formRequest(
          `/newsletter/abmelden?id=${sub.id}&token=${token}`,
          { "List-Unsubscribe": "One-Click" },
          env,
          { honeypot: false },
        ),
        context: testContext(handle, env),
        params: {},
      }),
    );
    // data for the page, not a raw Response (over HTTP: third-party-requests.test.ts)
    expect(oneClick).toMatchObject({ status: 200, data: { state: "done" } });
    const after = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("unsubscribed");
    const events = await handle.db
      .selectFrom("newsletter_consents")
      .select("event")
      .where("subscriber_id", "=", sub.id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.event)).toEqual(["signup", "unsubscribe"]);
  });
});
