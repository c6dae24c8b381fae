import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { afterAnswer, guardQuestion, parseStep, type AnswerMap } from "./flow";
import { readAnswer } from "./QuestionStep";
import type { TranslationKey } from "~/lib/translate";

// The step-flow engine: the loader and action of one question of a multi-step flow (the ExitReady
// Check, a Build to Leave module). A flow says how to find its state, where its steps live and how
// an answer is saved; the engine does the rest the same way for both: show only answered
// questions and the first unanswered one (else redirect), "back" keeps a valid answer, "next"
// requires one, the last answer leads to the flow's end, and a database outage is a 503 that keeps
// the visitor's choice.

export type StepTarget = { kind: "question"; n: number } | { kind: "end" };

export interface QuestionFlow<S> {
  /** the flow's state for this request; null: unknown or not the visitor's (404) */
  load(): Promise<S | null>;
  /** the question ids in order */
  order(state: S): readonly string[];
  answers(state: S): AnswerMap<string>;
  /** already finished: every step redirects to the end */
  finished(state: S): boolean;
  /** the URL of a step of this state */
  url(state: S, target: StepTarget): string;
  /** stores an answer, in the engine's transaction */
  save(trx: Transaction<Database>, state: S, question: string, answer: number): Promise<void>;
  /** after the last answer, in the same transaction as its save (e.g. score a module) */
  complete?(trx: Transaction<Database>, state: S, answers: AnswerMap<string>): Promise<void>;
  /** the message key shown when "next" is sent without an answer */
  required: TranslationKey;
  /** what the log calls a failed save */
  name: string;
}

/** The loader's part: the question to show (n, total, the stored answer), null when the state is unknown. */
export async function loadQuestionStep<S>(flow: QuestionFlow<S>, step: string | undefined) {
  const state = await flow.load();
  if (!state) return null;
  if (flow.finished(state)) throw redirect(flow.url(state, { kind: "end" }));
  const order = flow.order(state);
  const n = parseStep(step, order.length) ?? 0;
  const guard = guardQuestion(order, flow.answers(state), n);
  if (!guard.ok) throw redirect(flow.url(state, guard.redirect));
  return { state, n, total: order.length, selected: flow.answers(state)[order[n - 1]!] ?? null };
}

/** The action's part: save, go back, go on, or say what is missing. */
export async function answerQuestionStep<S>(
  flow: QuestionFlow<S>,
  step: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const { intent, answer } = readAnswer(await request.formData());
  try {
    const state = await flow.load();
    if (!state) return data({ missing: true, error: null as TranslationKey | null, answer }, { status: 404 });
    if (flow.finished(state)) return redirect(flow.url(state, { kind: "end" }), 303);
    const order = flow.order(state);
    const n = parseStep(step, order.length) ?? 0;
    const guard = guardQuestion(order, flow.answers(state), n);
    if (!guard.ok) return redirect(flow.url(state, guard.redirect), 303);
    const question = order[n - 1]!;
    if (intent === "back") {
      if (answer !== null) await context.db.transaction().execute((trx) => flow.save(trx, state, question, answer));
      return redirect(flow.url(state, { kind: "question", n: Math.max(1, n - 1) }), 303);
    }
    if (answer === null)
      return data({ missing: false, error: flow.required as TranslationKey | null, answer: null }, { status: 400 });
    const next = afterAnswer(order, n);
    // an answer, and the completion after the last one, are stored together or not at all
    await context.db.transaction().execute(async (trx) => {
      await flow.save(trx, state, question, answer);
      if (next.kind === "end") await flow.complete?.(trx, state, { ...flow.answers(state), [question]: answer });
    });
    return redirect(flow.url(state, next), 303);
  } catch (error) {
    context.log.warn(`${flow.name} not stored`, { error: error as Error });
    return data(
      { missing: false, error: FORM_ERRORS.submitFailed as TranslationKey | null, answer },
      { status: isDatabaseUnavailable(error) ? 503 : 500 },
    );
  }
}
