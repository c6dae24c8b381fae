// A multi-step question flow (pure): used by the ExitReady Check and the Build to Leave modules.
// Questions are answered in order; a visitor may look at any answered question and at the first
// unanswered one, never further (the server redirects there).

export type AnswerMap<Q extends string> = Partial<Record<Q, number>>;

/** Index of the first unanswered question, or order.length when all are answered. */
export function firstUnanswered<Q extends string>(order: readonly Q[], answers: AnswerMap<Q>): number {
  const i = order.findIndex((q) => answers[q] === undefined || answers[q] === null);
  return i === -1 ? order.length : i;
}

export function isFlowComplete<Q extends string>(order: readonly Q[], answers: AnswerMap<Q>): boolean {
  return firstUnanswered(order, answers) === order.length;
}

export type StepDecision = { ok: true } | { ok: false; redirect: { kind: "question"; n: number } | { kind: "end" } };

/** May question n (1-based) be shown? Otherwise where the visitor belongs. */
export function guardQuestion<Q extends string>(order: readonly Q[], answers: AnswerMap<Q>, n: number): StepDecision {
  const first = firstUnanswered(order, answers);
  if (Number.isInteger(n) && n >= 1 && n <= order.length && n - 1 <= first) return { ok: true };
  return { ok: false, redirect: first === order.length ? { kind: "end" } : { kind: "question", n: first + 1 } };
}

/** May the step after the last question (contact, result) be shown? */
export function guardEnd<Q extends string>(order: readonly Q[], answers: AnswerMap<Q>): StepDecision {
  const first = firstUnanswered(order, answers);
  return first === order.length ? { ok: true } : { ok: false, redirect: { kind: "question", n: first + 1 } };
}

/** Where "next" leads after answering question n. */
export function afterAnswer(order: readonly string[], n: number): { kind: "question"; n: number } | { kind: "end" } {
  return n >= order.length ? { kind: "end" } : { kind: "question", n: n + 1 };
}

/** Parses a 1-based step number from a URL segment. */
export function parseStep(value: string | undefined, total: number): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= total ? n : null;
}
