import type { MainGoal, Timeline } from "./profile";
import type { RoadmapId } from "./roadmap-types";
import { moduleIds, type ModuleBand, type ModuleId } from "./types";

// Which module to take next and which roadmap fits (pure rules, unit-tested).

/** The order in which modules matter most for each main goal. */
export const goalOrder: Record<MainGoal, ModuleId[]> = {
  "exit-preparation": [
    "owner-dependency-emotional",
    "due-diligence-prep",
    "financial-systems",
    "knowledge-transfer",
    "management-layer",
    "business-health",
    "freedom-readiness",
    "team-autonomy",
    "process-simplification",
    "ceo-operating-system",
    "bottleneck-analysis",
    "priority-focus",
  ],
  "value-increase": [
    "business-health",
    "financial-systems",
    "owner-dependency-emotional",
    "bottleneck-analysis",
    "management-layer",
    "process-simplification",
    "team-autonomy",
    "ceo-operating-system",
    "knowledge-transfer",
    "due-diligence-prep",
    "priority-focus",
    "freedom-readiness",
  ],
  independence: [
    "owner-dependency-emotional",
    "freedom-readiness",
    "priority-focus",
    "team-autonomy",
    "bottleneck-analysis",
    "knowledge-transfer",
    "management-layer",
    "ceo-operating-system",
    "process-simplification",
    "business-health",
    "financial-systems",
    "due-diligence-prep",
  ],
  efficiency: [
    "process-simplification",
    "bottleneck-analysis",
    "priority-focus",
    "ceo-operating-system",
    "team-autonomy",
    "knowledge-transfer",
    "financial-systems",
    "owner-dependency-emotional",
    "management-layer",
    "business-health",
    "freedom-readiness",
    "due-diligence-prep",
  ],
  scaling: [
    "management-layer",
    "team-autonomy",
    "ceo-operating-system",
    "process-simplification",
    "bottleneck-analysis",
    "knowledge-transfer",
    "business-health",
    "financial-systems",
    "owner-dependency-emotional",
    "priority-focus",
    "freedom-readiness",
    "due-diligence-prep",
  ],
};

export interface CompletedModule {
  id: ModuleId;
  percent: number;
  band: ModuleBand;
}

export interface Recommendation {
  /** the module to take next: the first not yet done in the goal's order; when all are done, the weakest */
  nextModule: ModuleId;
  retake: boolean;
  roadmap: RoadmapId;
  /** the results call for personal support (a critical result, or a low average) */
  suggestMentoring: boolean;
}

const foundationModules: ModuleId[] = [
  "owner-dependency-emotional",
  "team-autonomy",
  "process-simplification",
  "knowledge-transfer",
];

export function recommend(
  profile: { mainGoal: MainGoal; timeline: Timeline } | null,
  completed: CompletedModule[],
): Recommendation {
  const order = profile ? goalOrder[profile.mainGoal] : [...moduleIds];
  const done = new Set(completed.map((c) => c.id));
  const open = order.find((id) => !done.has(id));
  const weakest = [...completed].sort((a, b) => a.percent - b.percent || order.indexOf(a.id) - order.indexOf(b.id))[0];
  const nextModule = open ?? weakest?.id ?? order[0]!;

  const average = completed.length ? completed.reduce((s, c) => s + c.percent, 0) / completed.length : null;
  const criticalFoundation = completed.some((c) => foundationModules.includes(c.id) && c.band === "critical");
  let roadmap: RoadmapId;
  if (profile?.mainGoal === "exit-preparation" && (profile.timeline === "immediate" || profile.timeline === "short")) {
    roadmap = "due-diligence-prep";
  } else if (criticalFoundation || (average !== null && average < 60) || profile?.mainGoal === "independence") {
    roadmap = "foundation-builder";
  } else if (profile?.mainGoal === "exit-preparation") {
    roadmap = average !== null && average >= 60 ? "due-diligence-prep" : "foundation-builder";
  } else if (profile) {
    roadmap = "growth-systematizer";
  } else {
    roadmap = "foundation-builder";
  }
  const suggestMentoring = completed.some((c) => c.band === "critical") || (average !== null && average < 50);
  return { nextModule, retake: !open, roadmap, suggestMentoring };
}
