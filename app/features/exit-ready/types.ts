import type { Text } from "~/lib/localize";

// The content of the ExitReady Check (docs/product.md §3): 8 questions in 4 categories, 5 options each,
// ordered from weakest (0 points) to strongest (4 points). The ids are defined here (scoring.ts
// and the stored answers use them); the texts are in app/content/flows/exit-ready.yaml, read and
// checked against these ids by content.server.ts.

export const categoryIds = ["operations", "finance", "leadership", "systems"] as const;
export type CategoryId = (typeof categoryIds)[number];

export const questionIds = ["op1", "op2", "fi1", "fi2", "le1", "le2", "sy1", "sy2"] as const;
export type QuestionId = (typeof questionIds)[number];

export interface ExitReadyCategory {
  id: CategoryId;
  /** e.g. "Operative Unabhängigkeit" / "Operational independence" */
  name: Text;
  /** one sentence: what this category measures */
  description: Text;
}

export interface ExitReadyQuestion {
  id: QuestionId;
  category: CategoryId;
  /** the question, addressed to the owner ("du" in German) */
  text: Text;
  /** one short sentence that helps answering honestly */
  hint: Text;
  /** exactly 5 answers, weakest first (0 points) to strongest (4 points) */
  options: [Text, Text, Text, Text, Text];
}

export interface QuickWin {
  title: Text;
  /** 1-3 sentences: the concrete action and why it helps */
  text: Text;
}

export interface ExitReadyContent {
  categories: ExitReadyCategory[];
  questions: ExitReadyQuestion[];
  /** 3 quick wins per category, shown for the weakest categories */
  quickWins: Record<CategoryId, [QuickWin, QuickWin, QuickWin]>;
}
