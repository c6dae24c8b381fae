import type { Text } from "~/lib/localize";
import type { NamedPageId } from "~/pages";
import type { ModuleId } from "./types";

// The three roadmaps of Build to Leave (docs/product.md §4): Foundation Builder (90 days), Growth
// Systematizer (90 days), Due Diligence Prep (60 days). The ids are defined here; the copy is in
// app/content/flows/build-to-leave/roadmaps.yaml, read and checked by content.server.ts.

export const roadmapIds = ["foundation-builder", "growth-systematizer", "due-diligence-prep"] as const;
export type RoadmapId = (typeof roadmapIds)[number];

export interface RoadmapPhase {
  /** e.g. { de: "Wochen 1–2", en: "Weeks 1–2" } */
  weeks: Text;
  title: Text;
  /** 1-2 sentences: the goal of the phase */
  goal: Text;
  /** 4-6 concrete actions, each one sentence */
  actions: Text[];
  /** what is true at the end of the phase (1 sentence) */
  milestone: Text;
}

export interface Roadmap {
  id: RoadmapId;
  title: Text;
  /** 90 or 60 */
  days: number;
  /** who it is for (1-2 sentences) */
  forWhom: Text;
  /** what it achieves (1-2 sentences) */
  summary: Text;
  /** exactly 3 phases */
  phases: [RoadmapPhase, RoadmapPhase, RoadmapPhase];
  /** the modules that measure and support it (2-5) */
  modules: ModuleId[];
  /** page ids of services that support it (2-4), e.g. ceo-mentoring, audit, process-systematization */
  services: NamedPageId[];
}

/** The page id of a roadmap's page (app/pages.ts). */
export const roadmapPageId = (id: RoadmapId) => `btl-roadmap-${id}` as const;
