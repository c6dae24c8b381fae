import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_VERSION } from "~/features/exit-ready/scoring";
import type { DbHandle } from "~/lib/db.server";
import { action as startAction } from "~/features/exit-ready/routes/start";
import { action as contactAction, loader as contactLoader } from "~/features/exit-ready/routes/contact";
import { action as answerAction, loader as questionLoader } from "~/features/exit-ready/routes/question";
import { action as requestAction } from "~/features/booking/routes/request";
import { testDatabases } from "./databases";
import { formRequest, outcome, testContext, testEnv } from "./context";

const env = testEnv();

describe.each(testDatabases)("ExitReady Check on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const ctx = () => testContext(handle, env);
  async function start(path = "/exit-ready-check") {
    const r = outcome(await startAction({ request: formRequest(path, {}, env), context: ctx(), params: {} }));
    expect(r.status).toBe(303);
    const attempt = /\/([0-9a-f-]{36})\//.exec(r.location ?? "")?.[1];
    expect(attempt).toBeTruthy();
    return { attempt: attempt!, location: r.location! };
  }
  async function answer(attempt: string, n: number, value: number | null, intent = "next", lng: "de" | "en" = "de") {
    const path = lng === "de" ? `/exit-ready-check/${attempt}/frage/${n}` : `/exitready/${attempt}/question/${n}`;
    return outcome(
      await answerAction({
        request: formRequest(path, value === null ? { intent } : { answer: String(value), intent }, env, {
          honeypot: false,
        }),
        context: ctx(),
        params: { attempt, n: String(n) },
      }),
    );
  }
  async function load(attempt: string, n: number) {
    try {
      return await questionLoader({
        request: new Request(`http://site.test/exit-ready-check/${attempt}/frage/${n}`),
        context: ctx(),
        params: { attempt, n: String(n) },
      });
    } catch (thrown) {
      return thrown;
    }
  }

  it("runs from start to result, one row per answer, and mails the result", async () => {
    const { attempt, location } = await start();
    expect(location).toBe(`/exit-ready-check/${attempt}/frage/1`);
    const values = [4, 3, 1, 0, 2, 2, 3, 1];
    for (let n = 1; n <= 8; n++) {
      const r = await answer(attempt, n, values[n - 1]!);
      expect(r.status).toBe(303);
      expect(r.location).toBe(
        n < 8 ? `/exit-ready-check/${attempt}/frage/${n + 1}` : `/exit-ready-check/${attempt}/kontakt`,
      );
    }
    const rows = await handle.db
      .selectFrom("exit_ready_answers")
      .selectAll()
      .where("attempt_id", "=", attempt)
      .execute();
    expect(rows).toHaveLength(8);
    const done = outcome(
      await contactAction({
        request: formRequest(
          `/exit-ready-check/${attempt}/kontakt`,
          { name: "Jana Berg", email: "Jana@Example.com", company: "Berg AG" },
          env,
        ),
        context: ctx(),
        params: { attempt },
      }),
    );
    expect(done).toMatchObject({ status: 303, location: `/exit-ready-check/${attempt}/ergebnis` });
    const result = await handle.db
      .selectFrom("exit_ready_results")
      .selectAll()
      .where("attempt_id", "=", attempt)
      .executeTakeFirstOrThrow();
    // 16 of 32 raw points → 9 of 17; finance (1) is the weakest category
    expect(result).toMatchObject({
      model_version: MODEL_VERSION,
      raw_points: 16,
      score: 9,
      band: "foundation-laid",
      phase: "acceleration",
      weakest_category: "finance",
      email: "jana@example.com",
      newsletter_opt_in: false,
    });
    const mails = await handle.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "like", "exit-ready-%")
      .where("text_body", "like", `%${attempt}%`)
      .orderBy("id")
      .execute();
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["exit-ready-result", "jana@example.com"],
      ["exit-ready-notification", env.LEADS_NOTIFY_EMAIL],
    ]);
    expect(mails[0]!.subject).toBe("Dein ExitReady Score: 9/17");
    expect(mails[0]!.text_body).toContain(`http://site.test/exit-ready-check/${attempt}/ergebnis`);
    // and the result as a PDF: a link, no attachment (ADR 015, 069)
    expect(mails[0]!.text_body).toContain(`http://site.test/exit-ready-check/${attempt}/ergebnis/pdf`);
    expect(mails[0]!.html_body).toContain(`http://site.test/exit-ready-check/${attempt}/ergebnis/pdf`);
    expect(mails[1]!.text_body).toContain("Schwächster Bereich");
    // a replayed contact step stores nothing new
    await contactAction({
      request: formRequest(
        `/exit-ready-check/${attempt}/kontakt`,
        { name: "Jana Berg", email: "jana@example.com" },
        env,
      ),
      context: ctx(),
      params: { attempt },
    });
    const count = await handle.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", "exit-ready-result")
      .where("text_body", "like", `%${attempt}%`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("keeps answers when going back, requires an answer, and redirects skipping ahead", async () => {
    const { attempt } = await start("/exitready");
    expect((await answer(attempt, 1, 2, "next", "en")).location).toBe(`/exitready/${attempt}/question/2`);
    const missing = await answer(attempt, 2, null, "next", "en");
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ error: "exitReady.question.required" });
    // back from 2 with an answer keeps it
    expect((await answer(attempt, 2, 3, "back", "en")).location).toBe(`/exitready/${attempt}/question/1`);
    const q1 = (await load(attempt, 1)) as { selected: number };
    expect(q1.selected).toBe(2);
    const q2 = (await load(attempt, 2)) as { selected: number };
    expect(q2.selected).toBe(3);
    // question 5 is out of reach: the server sends the visitor to the first unanswered one
    const ahead = (await load(attempt, 5)) as Response;
    expect(ahead.status).toBe(302);
    expect(ahead.headers.get("Location")).toBe(`/exit-ready-check/${attempt}/frage/3`);
    const post = await answer(attempt, 6, 4);
    expect(post.location).toBe(`/exit-ready-check/${attempt}/frage/3`);
    // so is the contact step
    const contact = await contactLoader({
      request: new Request(`http://site.test/exit-ready-check/${attempt}/kontakt`),
      context: ctx(),
      params: { attempt },
    }).catch((r: Response) => r);
    expect((contact as Response).headers.get("Location")).toBe(`/exit-ready-check/${attempt}/frage/3`);
  });

  it("answers a stale or foreign attempt with a friendly 404", async () => {
    for (const attempt of [randomUUID(), "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      const loaded = outcome(await load(attempt, 1));
      expect(loaded.status).toBe(404);
      expect(loaded.data).toMatchObject({ missing: true });
    }
  });

  it("starts the newsletter double opt-in only when asked, and links a session request", async () => {
    const { attempt } = await start();
    for (let n = 1; n <= 8; n++) await answer(attempt, n, 4);
    const email = `opt-in-${attempt.slice(0, 8)}@example.com`;
    await contactAction({
      request: formRequest(`/exit-ready-check/${attempt}/kontakt`, { name: "Max", email, newsletter: "on" }, env),
      context: ctx(),
      params: { attempt },
    });
    const subscriber = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe("pending");
    // the request form of the booking page, opened from the result (`?attempt=`), carries the attempt
    const session = outcome(
      await requestAction({
        request: formRequest(
          "/strategiegespraech/anfrage",
          { submissionId: randomUUID(), name: "Max", email, phone: "+41 79 123 45 67", attemptId: attempt },
          env,
        ),
        context: ctx(),
        params: {},
      }),
    );
    expect(session).toMatchObject({ status: 303, location: "/strategiegespraech/danke" });
    const hot = await handle.db
      .selectFrom("exit_ready_hot_leads" as never)
      .selectAll()
      .where("attempt_id" as never, "=", attempt as never)
      .executeTakeFirstOrThrow();
    expect(hot).toMatchObject({ requested_session: true, score: 17, band: "exit-ready" });
  });

  it("reports the funnel per step", async () => {
    const { attempt } = await start();
    await answer(attempt, 1, 1);
    const { rows } = await sql<{
      step: string;
      visitors: string;
    }>`select step, visitors from exit_ready_funnel order by step_order`.execute(handle.db);
    const steps = Object.fromEntries(rows.map((r) => [r.step, Number(r.visitors)]));
    expect(rows.map((r) => r.step)).toEqual([
      "started",
      "op1",
      "op2",
      "fi1",
      "fi2",
      "le1",
      "le2",
      "sy1",
      "sy2",
      "contact",
      "result",
    ]);
    expect(steps.started).toBeGreaterThanOrEqual(steps.op1!);
    expect(steps.op1).toBeGreaterThan(steps.op2!);
    expect(steps.contact).toBeGreaterThanOrEqual(steps.result!);
    expect(steps.result).toBeGreaterThanOrEqual(2);
  });
});
