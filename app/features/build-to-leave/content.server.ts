import { z } from "zod";
import { contentFile } from "~/lib/content-file.server";
import type { Lang } from "~/lib/i18n";
import { localize, textSchema } from "~/lib/localize";
import { namedPageIdSchema } from "~/content/schema";
import { roadmapIds, type Roadmap, type RoadmapId } from "./roadmap-types";
import { moduleIds, type BtlModule, type ModuleBand, type ModuleId } from "./types";

// The copy of Build to Leave: one file per module and the roadmaps, in
// app/content/flows/build-to-leave/, validated against the ids of types.ts and roadmap-types.ts
// and served in one language (only that one reaches the browser). The build validates every file
// (scripts/validate-content.ts imports this module).

const options = z.tuple([textSchema, textSchema, textSchema, textSchema, textSchema]);

function moduleSchema(id: ModuleId): z.ZodType<BtlModule, z.ZodTypeDef, unknown> {
  return z
    .object({
      id: z.literal(id),
      title: textSchema,
      description: textSchema,
      impact: textSchema,
      minutes: z.number().int().min(1).max(30),
      questions: z
        .array(
          z
            .object({
              // stored with every answer (btl_answers.question_id): camelCase, unique in the module
              id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "a camelCase id"),
              text: textSchema,
              options,
            })
            .strict(),
        )
        .min(5)
        .max(8),
      advice: z
        .object({
          excellent: textSchema,
          good: textSchema,
          satisfactory: textSchema,
          critical: textSchema,
        } satisfies Record<ModuleBand, unknown>)
        .strict(),
    })
    .strict()
    .superRefine((m, ctx) => {
      const seen = new Set<string>();
      m.questions.forEach((q, i) => {
        if (seen.has(q.id)) ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: `${q.id} twice` });
        seen.add(q.id);
      });
    });
}

const moduleFiles = Object.fromEntries(
  moduleIds.map((id) => [id, contentFile(`flows/build-to-leave/${id}.yaml`, moduleSchema(id))]),
) as Record<ModuleId, () => BtlModule>;

/** One module's copy in both languages (read and validated on first use). */
export const btlModule = (id: ModuleId): BtlModule => moduleFiles[id]();

/** The modules in the order of moduleIds. */
export const btlModules = (): BtlModule[] => moduleIds.map(btlModule);

const phase = z
  .object({
    weeks: textSchema,
    title: textSchema,
    goal: textSchema,
    actions: z.array(textSchema).min(4).max(6),
    milestone: textSchema,
  })
  .strict();

const roadmapsSchema: z.ZodType<Roadmap[], z.ZodTypeDef, unknown> = z
  .array(
    z
      .object({
        id: z.enum(roadmapIds),
        title: textSchema,
        days: z.number().int().min(1),
        forWhom: textSchema,
        summary: textSchema,
        phases: z.tuple([phase, phase, phase]),
        modules: z.array(z.enum(moduleIds)).min(2).max(5),
        services: z.array(namedPageIdSchema).min(2).max(4),
      })
      .strict(),
  )
  .length(roadmapIds.length)
  .superRefine((list, ctx) => {
    list.forEach((r, i) => {
      if (r.id !== roadmapIds[i])
        ctx.addIssue({ code: "custom", path: [i, "id"], message: `expected ${roadmapIds[i]}` });
    });
  });

/** The roadmaps in both languages, in the order of roadmapIds. */
export const btlRoadmaps = contentFile("flows/build-to-leave/roadmaps.yaml", roadmapsSchema);

/** A module's intro in one language. */
export function moduleSummary(id: ModuleId, lng: Lang) {
  const { title, description, impact, questions, minutes } = btlModule(id);
  return { id, ...localize({ title, description, impact }, lng), questions: questions.length, minutes };
}

/** Question n (from 1) of a module in one language. */
export function moduleQuestion(id: ModuleId, n: number, lng: Lang) {
  return localize(btlModule(id).questions[n - 1]!, lng);
}

/** A roadmap in one language, with the summaries of its modules. */
export function roadmapView(id: RoadmapId, lng: Lang) {
  const r = btlRoadmaps().find((x) => x.id === id)!;
  return { ...localize(r, lng), modules: r.modules.map((m) => moduleSummary(m, lng)) };
}
