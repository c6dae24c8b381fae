import type { Lang } from "~/lib/i18n";
import { modules } from "./modules";
import { roadmaps } from "./roadmaps";
import type { RoadmapId } from "./roadmap-types";
import type { ModuleId } from "./types";

// Build to Leave content in one language (server side only).

export function moduleSummary(id: ModuleId, lng: Lang) {
  const m = modules.find((x) => x.id === id)!;
  return {
    id,
    title: m.title[lng],
    description: m.description[lng],
    impact: m.impact[lng],
    questions: m.questions.length,
    minutes: m.minutes,
  };
}

export function moduleQuestion(id: ModuleId, n: number, lng: Lang) {
  const q = modules.find((x) => x.id === id)!.questions[n - 1]!;
  return { id: q.id, text: q.text[lng], options: q.options.map((o) => o[lng]) };
}

export function roadmapView(id: RoadmapId, lng: Lang) {
  const r = roadmaps.find((x) => x.id === id)!;
  return {
    id: r.id,
    title: r.title[lng],
    days: r.days,
    forWhom: r.forWhom[lng],
    summary: r.summary[lng],
    phases: r.phases.map((p) => ({
      weeks: p.weeks[lng],
      title: p.title[lng],
      goal: p.goal[lng],
      actions: p.actions.map((a) => a[lng]),
      milestone: p.milestone[lng],
    })),
    modules: r.modules.map((m) => moduleSummary(m, lng)),
    services: r.services,
  };
}

export const roadmapPageId = (id: RoadmapId) => `btl-roadmap-${id}` as const;
