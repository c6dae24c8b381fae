import { describe, expect, it } from "vitest";
import { afterAnswer, firstUnanswered, guardEnd, guardQuestion, isFlowComplete, parseStep } from "./flow";

const order = ["a", "b", "c"] as const;

describe("question flow", () => {
  it("finds the first unanswered question", () => {
    expect(firstUnanswered(order, {})).toBe(0);
    expect(firstUnanswered(order, { a: 0, b: 4 })).toBe(2);
    expect(firstUnanswered(order, { a: 0, c: 1 })).toBe(1);
    expect(firstUnanswered(order, { a: 0, b: 0, c: 0 })).toBe(3);
    expect(isFlowComplete(order, { a: 0, b: 0, c: 0 })).toBe(true);
  });

  it("allows answered questions and the next one, redirects skipping ahead", () => {
    expect(guardQuestion(order, { a: 1 }, 1)).toEqual({ ok: true });
    expect(guardQuestion(order, { a: 1 }, 2)).toEqual({ ok: true });
    expect(guardQuestion(order, { a: 1 }, 3)).toEqual({ ok: false, redirect: { kind: "question", n: 2 } });
    expect(guardQuestion(order, {}, 0)).toEqual({ ok: false, redirect: { kind: "question", n: 1 } });
    expect(guardQuestion(order, { a: 1, b: 1, c: 1 }, 3)).toEqual({ ok: true });
    expect(guardQuestion(order, { a: 1, b: 1, c: 1 }, 4)).toEqual({ ok: false, redirect: { kind: "end" } });
  });

  it("opens the end only when everything is answered", () => {
    expect(guardEnd(order, { a: 1, b: 1 })).toEqual({ ok: false, redirect: { kind: "question", n: 3 } });
    expect(guardEnd(order, { a: 1, b: 1, c: 2 })).toEqual({ ok: true });
  });

  it("moves on after an answer", () => {
    expect(afterAnswer(order, 1)).toEqual({ kind: "question", n: 2 });
    expect(afterAnswer(order, 3)).toEqual({ kind: "end" });
  });

  it("parses step numbers strictly", () => {
    expect(parseStep("2", 8)).toBe(2);
    expect(parseStep("9", 8)).toBeNull();
    expect(parseStep("0", 8)).toBeNull();
    expect(parseStep("2x", 8)).toBeNull();
    expect(parseStep("-1", 8)).toBeNull();
    expect(parseStep(undefined, 8)).toBeNull();
  });
});
