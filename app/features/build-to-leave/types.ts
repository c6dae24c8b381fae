import type { Text } from "~/lib/localize";

// The content of the Build to Leave self-assessment (docs/product.md §3): 12 modules, each with its
// questions (5 answers each, weakest first = 0 points, strongest = 4 points) and result advice.
// The module ids are defined here; the copy is one file per module in
// app/content/flows/build-to-leave/, read and checked by content.server.ts.

export const moduleIds = [
  "owner-dependency-emotional",
  "freedom-readiness",
  "business-health",
  "priority-focus",
  "bottleneck-analysis",
  "team-autonomy",
  "ceo-operating-system",
  "process-simplification",
  "knowledge-transfer",
  "financial-systems",
  "management-layer",
  "due-diligence-prep",
] as const;
export type ModuleId = (typeof moduleIds)[number];

/** Module score bands (docs/product.md §4): thresholds live in scoring.ts */
export const moduleBands = ["excellent", "good", "satisfactory", "critical"] as const;
export type ModuleBand = (typeof moduleBands)[number];

export interface BtlQuestion {
  /** camelCase, unique within the module (docs/product.md §3 names threeMonthScenario, vacationInterruptions, delegatableWork) */
  id: string;
  text: Text;
  /** exactly 5 answers, weakest first (0 points) to strongest (4 points) */
  options: [Text, Text, Text, Text, Text];
}

export interface BtlModule {
  id: ModuleId;
  title: Text;
  /** 1-2 sentences: what the module looks at */
  description: Text;
  /** 1 sentence: why it matters for value and freedom ("impact") */
  impact: Text;
  /** minutes it takes (about 30-45 seconds per question) */
  minutes: number;
  /** 5-8 questions */
  questions: BtlQuestion[];
  /** what the result means and what to do next, per band (2-4 sentences each) */
  advice: Record<ModuleBand, Text>;
}
