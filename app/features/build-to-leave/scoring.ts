import type { ModuleBand, ModuleId } from "./types";

// Module scoring (pure): each answer 0-4 points; the module's percentage decides its band.
// Thresholds in one table (docs/decisions/012-build-to-leave.md); a change means a new version.

export const BTL_MODEL_VERSION = "btl-2026-11-v1";

/** Lowest percentage of each band, best first. */
export const MODULE_BANDS: { id: ModuleBand; min: number }[] = [
  { id: "excellent", min: 80 },
  { id: "good", min: 60 },
  { id: "satisfactory", min: 40 },
  { id: "critical", min: 0 },
];

export function moduleBandFor(percent: number): ModuleBand {
  return MODULE_BANDS.find((b) => percent >= b.min)!.id;
}

export interface ModuleScore {
  points: number;
  max: number;
  percent: number;
  band: ModuleBand;
  modelVersion: string;
}

export function scoreModule(questionIds: readonly string[], answers: Partial<Record<string, number>>): ModuleScore {
  let points = 0;
  for (const q of questionIds) {
    const a = answers[q];
    if (!Number.isInteger(a) || a! < 0 || a! > 4) throw new Error(`question ${q} needs an answer from 0 to 4`);
    points += a!;
  }
  const max = questionIds.length * 4;
  const percent = Math.round((points / max) * 100);
  return { points, max, percent, band: moduleBandFor(percent), modelVersion: BTL_MODEL_VERSION };
}

export type { ModuleId };
