import { categoryIds, questionIds, type CategoryId, type QuestionId } from "./types";
import { business } from "~/lib/business";

// The ExitReady scoring model (pure). Each answer is worth 0-4 points (weakest to strongest
// option); 8 answers give 0-32 raw points, scaled to the 17-point ExitReady Score and
// rounded. Thresholds: one table each for bands and phases (docs/decisions/011-exit-ready-scoring.md).
// Changing any of this means a new MODEL_VERSION; stored results keep the version they used.

export const MODEL_VERSION = "2026-11-v1";
export const MAX_SCORE = 17;
export const POINTS_PER_ANSWER = 4;
export const MAX_RAW = questionIds.length * POINTS_PER_ANSWER;

export const bandIds = ["exit-ready", "well-prepared", "foundation-laid", "needs-development"] as const;
export type BandId = (typeof bandIds)[number];
export const phaseIds = ["critical", "acceleration", "excellence"] as const;
export type PhaseId = (typeof phaseIds)[number];

/** Lowest score of each band, highest band first. */
export const BANDS: { id: BandId; min: number }[] = [
  { id: "exit-ready", min: business.exitReady.exitReadyMin },
  { id: "well-prepared", min: 11 },
  { id: "foundation-laid", min: 6 },
  { id: "needs-development", min: 0 },
];

/** Lowest score of each phase, highest phase first. */
export const PHASES: { id: PhaseId; min: number }[] = [
  { id: "excellence", min: 13 },
  { id: "acceleration", min: 7 },
  { id: "critical", min: 0 },
];

/** How many of the weakest categories get quick wins. */
export const QUICK_WIN_CATEGORIES = 2;

export const questionCategory: Record<QuestionId, CategoryId> = {
  op1: "operations",
  op2: "operations",
  fi1: "finance",
  fi2: "finance",
  le1: "leadership",
  le2: "leadership",
  sy1: "systems",
  sy2: "systems",
};

export type Answers = Partial<Record<QuestionId, number>>;

export interface CategoryScore {
  id: CategoryId;
  points: number;
  max: number;
  /** 0-100 */
  percent: number;
}

export interface ExitReadyResult {
  modelVersion: string;
  raw: number;
  score: number;
  maxScore: number;
  band: BandId;
  phase: PhaseId;
  categories: CategoryScore[];
  /** weakest first; ties keep the order of the categories */
  weakest: CategoryId[];
}

export function isValidAnswer(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= POINTS_PER_ANSWER;
}

export function isComplete(answers: Answers): boolean {
  return questionIds.every((q) => isValidAnswer(answers[q]));
}

export function bandFor(score: number): BandId {
  return BANDS.find((b) => score >= b.min)!.id;
}

export function phaseFor(score: number): PhaseId {
  return PHASES.find((p) => score >= p.min)!.id;
}

export function scaleScore(raw: number): number {
  return Math.round((raw * MAX_SCORE) / MAX_RAW);
}

export function scoreAnswers(answers: Answers): ExitReadyResult {
  if (!isComplete(answers)) throw new Error("every question needs an answer from 0 to 4");
  const categories = categoryIds.map((id) => {
    const questions = questionIds.filter((q) => questionCategory[q] === id);
    const points = questions.reduce((sum, q) => sum + answers[q]!, 0);
    const max = questions.length * POINTS_PER_ANSWER;
    return { id, points, max, percent: Math.round((points / max) * 100) };
  });
  const raw = categories.reduce((sum, c) => sum + c.points, 0);
  const score = scaleScore(raw);
  const weakest = [...categories]
    .sort((a, b) => a.points - b.points || categoryIds.indexOf(a.id) - categoryIds.indexOf(b.id))
    .map((c) => c.id);
  return {
    modelVersion: MODEL_VERSION,
    raw,
    score,
    maxScore: MAX_SCORE,
    band: bandFor(score),
    phase: phaseFor(score),
    categories,
    weakest,
  };
}
