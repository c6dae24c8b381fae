import { z } from "zod";
import { categories } from "./categories";

// The front matter of an article (app/content/blog/<lng>/<slug>.md), validated when the blog is
// loaded: a broken article stops the blog with a message naming the file and the field.

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isCalendarDate(v: string) {
  const [y, m, d] = v.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : String(v)))
  .superRefine((v, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a date like 2026-03-24" });
    } else if (!isCalendarDate(v)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "is not a real calendar date" });
    }
  });

export const frontMatterSchema = z
  .object({
    /**
     * sample marker (ADR 058, docs/content.md): why the article is sample, e.g. it tells invented
     * client stories as the consultant's own practice. `npm run content:check` lists it; the
     * article shows the note "Beispiel"/"Sample" (never the reason).
     */
    sample: z.string().trim().min(1).optional(),
    title: z.string().trim().min(10).max(110),
    /** the excerpt on cards, the meta description and the feed's item description */
    description: z.string().trim().min(80).max(260),
    category: z.enum(categories),
    date: isoDate,
    updated: isoDate.optional(),
    /** kept for a future guest author; every article today is the consultant's (app/lib/site.ts) */
    author: z.string().regex(slug, "must be a slug like alex-muster"),
    tags: z.array(z.string().trim().min(2).max(40)).min(1).max(8),
    /** the same key in the German and the English version of an article */
    translationKey: z.string().regex(slug, "must be a slug like delegate-decisions-not-tasks"),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.date, {
    message: "updated must not be before date",
    path: ["updated"],
  });

export type FrontMatter = z.output<typeof frontMatterSchema>;

export const slugPattern = slug;
