import { z } from "zod";
import { business } from "~/lib/business";
import { contentFile } from "~/lib/content-file.server";
import type { Lang } from "~/lib/i18n";
import { localize, textSchema } from "~/lib/localize";
import { questionCategory } from "./scoring";
import { categoryIds, questionIds, type CategoryId, type ExitReadyContent, type QuestionId } from "./types";

// The copy of the ExitReady Check: app/content/flows/exit-ready.yaml, validated against the ids of
// types.ts and the scoring model (scoring.ts), and served in one language (only that one reaches
// the browser). The build validates the file (scripts/validate-content.ts imports this module).

const quickWin = z.object({ title: textSchema, text: textSchema }).strict();

const schema: z.ZodType<ExitReadyContent, z.ZodTypeDef, unknown> = z
  .object({
    categories: z
      .array(z.object({ id: z.enum(categoryIds), name: textSchema, description: textSchema }).strict())
      .length(business.exitReady.categories),
    questions: z
      .array(
        z
          .object({
            id: z.enum(questionIds),
            category: z.enum(categoryIds),
            text: textSchema,
            hint: textSchema,
            options: z.tuple([textSchema, textSchema, textSchema, textSchema, textSchema]),
          })
          .strict(),
      )
      .length(business.exitReady.questions),
    quickWins: z
      .object({
        operations: z.tuple([quickWin, quickWin, quickWin]),
        finance: z.tuple([quickWin, quickWin, quickWin]),
        leadership: z.tuple([quickWin, quickWin, quickWin]),
        systems: z.tuple([quickWin, quickWin, quickWin]),
      } satisfies Record<CategoryId, unknown>)
      .strict(),
  })
  .strict()
  .superRefine((content, ctx) => {
    // the same ids in the same order as the code: one order for both languages and the scoring
    content.categories.forEach((c, i) => {
      if (i < categoryIds.length && c.id !== categoryIds[i])
        ctx.addIssue({ code: "custom", path: ["categories", i, "id"], message: `expected ${categoryIds[i]}` });
    });
    content.questions.forEach((q, i) => {
      if (i >= questionIds.length) return;
      if (q.id !== questionIds[i])
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `expected ${questionIds[i]}` });
      else if (q.category !== questionCategory[q.id])
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "category"],
          message: `question ${q.id} is scored in ${questionCategory[q.id]} (scoring.ts)`,
        });
    });
  });

/** The check's copy in both languages (read and validated on first use). */
export const exitReadyContent = contentFile("flows/exit-ready.yaml", schema);

export function localizedQuestion(id: QuestionId, lng: Lang) {
  const content = exitReadyContent();
  const q = content.questions.find((x) => x.id === id)!;
  const category = content.categories.find((c) => c.id === q.category)!;
  return { ...localize(q, lng), category: category.name[lng] };
}

export function localizedCategories(lng: Lang) {
  return localize(exitReadyContent().categories, lng);
}

export function categoryName(id: CategoryId, lng: Lang) {
  return exitReadyContent().categories.find((c) => c.id === id)!.name[lng];
}

export function localizedQuickWins(ids: CategoryId[], lng: Lang) {
  const content = exitReadyContent();
  return ids.map((id) => ({ category: categoryName(id, lng), id, wins: localize(content.quickWins[id], lng) }));
}
