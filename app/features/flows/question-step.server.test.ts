import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/integration/databases";
import { outcome, testContext } from "../../../tests/integration/context";
import { answerQuestionStep, type QuestionFlow } from "./question-step.server";

// The step engine stores an answer, and the completion after the last one, in one transaction: a
// completion that fails leaves no answer behind (the visitor sends the step again and gets the same
// result), never a stored last answer without its completion.

describe.each(testDatabases)("a flow's last answer on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
    await sql`create table flow_probe (question text primary key, answer int)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  const flow = (completeFails: boolean): QuestionFlow<{ id: string }> => ({
    load: async () => ({ id: "probe" }),
    order: () => ["q1", "q2"],
    answers: () => ({ q1: 1 }),
    finished: () => false,
    url: (_, target) => (target.kind === "end" ? "/end" : `/q/${target.n}`),
    save: async (trx, _, question, answer) => {
      await sql`insert into flow_probe values (${question}, ${answer})`.execute(trx);
    },
    complete: async () => {
      if (completeFails) throw new Error("scoring failed");
    },
    required: "exitReady.question.required",
    name: "probe answer",
  });
  const answer = (value: string) =>
    new Request("http://site.test/q/2", {
      method: "POST",
      body: new URLSearchParams({ answer: value, intent: "next" }),
    });
  const stored = async () =>
    (await sql<{ question: string }>`select question from flow_probe`.execute(handle.db)).rows.map((r) => r.question);

  it("keeps neither when the completion fails, and both when it succeeds", async () => {
    const failed = outcome(await answerQuestionStep(flow(true), "2", answer("3"), testContext(handle)));
    expect(failed.status).toBe(500);
    expect(await stored()).toEqual([]);
    const done = outcome(await answerQuestionStep(flow(false), "2", answer("3"), testContext(handle)));
    expect(done).toMatchObject({ status: 303, location: "/end" });
    expect(await stored()).toEqual(["q2"]);
  });
});
