import { describe, expect, it } from "vitest";
import {
  bandFor,
  BANDS,
  MAX_RAW,
  MODEL_VERSION,
  phaseFor,
  PHASES,
  scaleScore,
  scoreAnswers,
  type Answers,
} from "./scoring";
import { questionIds } from "./types";

const all = (points: number): Answers => Object.fromEntries(questionIds.map((q) => [q, points]));

describe("ExitReady scoring", () => {
  it.each([
    [0, "needs-development"],
    [5, "needs-development"],
    [6, "foundation-laid"],
    [10, "foundation-laid"],
    [11, "well-prepared"],
    [14, "well-prepared"],
    [15, "exit-ready"],
    [17, "exit-ready"],
  ] as const)("score %i is band %s", (score, band) => {
    expect(bandFor(score)).toBe(band);
  });

  it.each([
    [0, "critical"],
    [6, "critical"],
    [7, "acceleration"],
    [12, "acceleration"],
    [13, "excellence"],
    [17, "excellence"],
  ] as const)("score %i is phase %s", (score, phase) => {
    expect(phaseFor(score)).toBe(phase);
  });

  it("covers every score 0-17 with exactly one band and one phase, thresholds descending", () => {
    for (const table of [BANDS, PHASES]) {
      expect(table.map((x) => x.min)).toEqual([...table.map((x) => x.min)].sort((a, b) => b - a));
      expect(table.at(-1)!.min).toBe(0);
    }
  });

  it("scales 0-32 raw points to 0-17 and rounds", () => {
    expect(MAX_RAW).toBe(32);
    expect(scaleScore(0)).toBe(0);
    expect(scaleScore(32)).toBe(17);
    expect(scaleScore(16)).toBe(9); // 8.5 rounds up
    expect(scaleScore(11)).toBe(6); // 5.84
    expect(scaleScore(10)).toBe(5); // 5.31
  });

  it("gives all-weakest answers 0 points in every category", () => {
    const r = scoreAnswers(all(0));
    expect(r).toMatchObject({
      raw: 0,
      score: 0,
      band: "needs-development",
      phase: "critical",
      modelVersion: MODEL_VERSION,
    });
    expect(r.categories.every((c) => c.points === 0 && c.percent === 0 && c.max === 8)).toBe(true);
  });

  it("gives all-strongest answers the full score", () => {
    const r = scoreAnswers(all(4));
    expect(r).toMatchObject({ raw: 32, score: 17, band: "exit-ready", phase: "excellence" });
    expect(r.categories.map((c) => c.percent)).toEqual([100, 100, 100, 100]);
  });

  it("scores categories and orders the weakest first", () => {
    const r = scoreAnswers({ op1: 4, op2: 4, fi1: 1, fi2: 0, le1: 2, le2: 2, sy1: 3, sy2: 0 });
    expect(r.categories).toEqual([
      { id: "operations", points: 8, max: 8, percent: 100 },
      { id: "finance", points: 1, max: 8, percent: 13 },
      { id: "leadership", points: 4, max: 8, percent: 50 },
      { id: "systems", points: 3, max: 8, percent: 38 },
    ]);
    expect(r.weakest).toEqual(["finance", "systems", "leadership", "operations"]);
    expect(r.raw).toBe(16);
    expect(r.score).toBe(9);
    expect(r).toMatchObject({ band: "foundation-laid", phase: "acceleration" });
  });

  it("keeps the category order for ties", () => {
    expect(scoreAnswers(all(2)).weakest).toEqual(["operations", "finance", "leadership", "systems"]);
  });

  it("refuses incomplete or out-of-range answers", () => {
    expect(() => scoreAnswers({ ...all(2), sy2: undefined })).toThrow();
    expect(() => scoreAnswers({ ...all(2), op1: 5 })).toThrow();
    expect(() => scoreAnswers({ ...all(2), op1: 1.5 })).toThrow();
  });
});
