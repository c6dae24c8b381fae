import { z } from "zod";
import { PHOTO_SRC, SVG_SRC } from "~/lib/picture";
import de from "~/locales/de";
import { pages, type NamedPageId, type PageId } from "~/pages";

// Shapes of the page copy in app/content (the YAML files under app/content/pages and
// app/content/testimonials.yaml), as zod schemas; the types are inferred from them. Objects are
// strict, so a misspelt or unknown key fails like a missing one. One schema per language: German
// and English must both be present and have the same fields. Strings may use {{placeholders}}
// from app/lib/business.ts (businessVars) and {{consultantName}} (app/lib/site.ts);
// app/content/pages.server.ts checks them. zod returns the keys in the schema's order, which is
// the files' order (the loaders' JSON stays the same).

/** An error message naming the wrong value instead of listing every allowed one. */
const unknownId =
  (what: string): z.ZodErrorMap =>
  (issue, ctx) => ({
    message: issue.code === "invalid_enum_value" ? `'${String(issue.received)}' is not ${what}` : ctx.defaultError,
  });

const ids = pages.map((page) => page.id) as [PageId, ...PageId[]];
/** A page of the registry (app/pages.ts); stays the literal union `PageId` in the inferred types. */
export const pageIdSchema = z.enum(ids, { errorMap: unknownId("a page id of app/pages.ts") });

const namedIds = pages
  .filter((page) => page.id in de.common.pages || page.route === "routes/topic")
  .map((page) => page.id) as [NamedPageId, ...NamedPageId[]];
/** A page with a name: in common.pages of the locale files, or a topic page (its copy file's `name`). */
export const namedPageIdSchema = z.enum(namedIds, {
  errorMap: unknownId("a page id of app/pages.ts with a name (common.pages, or a topic page)"),
});

const text = z.string().min(1);
const texts = z.array(text);

export const seoSchema = z
  .object({
    /** <title> without the brand suffix; unique per page and language */
    title: text,
    /** meta description, 120-160 characters */
    description: text,
  })
  .strict();

export const ctaSchema = z
  .object({
    label: text,
    /** a page of the registry (app/pages.ts) */
    pageId: pageIdSchema,
    /** optional #fragment */
    hash: text.optional(),
  })
  .strict();
export type CtaCopy = z.infer<typeof ctaSchema>;

export const faqItemSchema = z.object({ question: text, answer: text }).strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * A hero's picture (the portrait on home and about), in one of two ways (app/lib/picture.ts): an SVG
 * under public/images/ (`/images/<name>.svg`) with its size in CSS pixels, or a photo, a JPEG or PNG
 * under app/content/images/ (`images/<name>.jpg`), whose size comes from the file (the build makes
 * it responsive: scripts/build-images.ts). The size is reserved before it loads: nothing shifts.
 * `alt` in the page's language. `sample` marks the shipped illustration: `npm run content:check`
 * lists it until a portrait replaces it.
 */
export const heroImageSchema = z
  .object({
    src: z
      .string()
      .refine(
        (src) => SVG_SRC.test(src) || PHOTO_SRC.test(src),
        "a photo (JPEG, PNG) in app/content/images/ as images/<name>.jpg, or an SVG in public/images/ as /images/<name>.svg",
      ),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    alt: text,
    sample: text.optional(),
  })
  .strict()
  .superRefine((image, ctx) => {
    if (PHOTO_SRC.test(image.src)) {
      for (const key of ["width", "height"] as const) {
        if (image[key] !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "a photo's size comes from its file: leave width and height out",
          });
          return;
        }
      }
    } else if (SVG_SRC.test(image.src)) {
      for (const key of ["width", "height"] as const) {
        if (image[key] === undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: "an SVG needs its width and height (CSS pixels)" });
          return;
        }
      }
    }
  });
export type HeroImage = z.infer<typeof heroImageSchema>;

const heroFields = {
  eyebrow: text,
  /** the page's only h1 */
  title: text,
  lead: text,
};
export const heroSchema = z.object(heroFields).strict();

/** A closing call-to-action block. */
export const closingSchema = z
  .object({ title: text, text, primary: ctaSchema, secondary: ctaSchema.optional() })
  .strict();
export type ClosingCopy = z.infer<typeof closingSchema>;

const titleText = z.object({ title: text, text }).strict();
const faqSchema = z.object({ title: text, items: z.array(faqItemSchema) }).strict();
/** schema.org Service name and a one-sentence description for JSON-LD */
const serviceSchema = z.object({ name: text, description: text }).strict();
const factsSchema = z.array(z.object({ value: text, label: text }).strict());

/**
 * A topic or service page (docs/product.md §2 topic pages and local SEO): problem, approach, outcomes,
 * FAQ, call to action. Rendered by app/routes/topic.tsx; one file per page, app/content/pages/topics/<id>.yaml.
 */
export const topicSchema = z
  .object({
    /** the page's name in breadcrumbs and related-topic links */
    name: z.string().min(1),
    seo: seoSchema,
    service: serviceSchema,
    hero: z.object({ ...heroFields, primary: ctaSchema, secondary: ctaSchema.optional() }).strict(),
    problem: z
      .object({
        title: text,
        /** 2-3 paragraphs */
        paragraphs: texts,
        /** 4-6 warning signs an owner recognises */
        signs: texts,
      })
      .strict(),
    approach: z
      .object({
        title: text,
        intro: text,
        /** 3-5 steps */
        steps: z.array(titleText),
      })
      .strict(),
    outcomes: z
      .object({
        title: text,
        /** 4-6 concrete, measurable outcomes */
        items: texts,
      })
      .strict(),
    faq: faqSchema,
    closing: closingSchema,
    /** 2-4 related page ids shown as "related topics" */
    related: z.array(namedPageIdSchema),
  })
  .strict();

/** /: the home page. */
export const homeSchema = z
  .object({
    seo: seoSchema,
    hero: z
      .object({
        eyebrow: text,
        title: text,
        lead: text,
        image: heroImageSchema.optional(),
        primary: ctaSchema,
        secondary: ctaSchema,
        proof: texts,
      })
      .strict(),
    framework: z
      .object({
        eyebrow: text,
        title: text,
        lead: text,
        phases: z.array(z.object({ label: text, weeks: text, title: text, text, outcomes: texts }).strict()),
        cta: ctaSchema,
      })
      .strict(),
    services: z
      .object({
        eyebrow: text,
        title: text,
        lead: text,
        items: z.array(z.object({ pageId: pageIdSchema, title: text, text, meta: text, cta: text }).strict()),
      })
      .strict(),
    testimonials: z.object({ eyebrow: text, title: text, lead: text }).strict(),
    newsletter: z.object({ eyebrow: text, title: text, text }).strict(),
    closing: z.object({ title: text, text, primary: ctaSchema, secondary: ctaSchema }).strict(),
  })
  .strict();

/** /ueber-mich: five tabs (docs/product.md §2). */
export const aboutSchema = z
  .object({
    seo: seoSchema,
    hero: z.object({ ...heroFields, image: heroImageSchema.optional() }).strict(),
    tabsLabel: text,
    tabs: z.array(
      z
        .object({
          /** URL value for ?tab= (ASCII) */
          id: z.enum(["profile", "career", "sales", "systems", "values"]),
          label: text,
          title: text,
          paragraphs: texts,
          highlights: texts,
        })
        .strict(),
    ),
    facts: factsSchema,
    closing: closingSchema,
  })
  .strict();

/** /ceopreneur: the framework of six principles. */
export const ceopreneurSchema = z
  .object({
    seo: seoSchema,
    hero: z.object({ ...heroFields, primary: ctaSchema }).strict(),
    intro: z.object({ title: text, paragraphs: texts }).strict(),
    principlesTitle: text,
    principles: z.array(
      z
        .object({
          title: text,
          summary: text,
          detail: text,
          /** 2-3 concrete practices */
          practices: texts,
        })
        .strict(),
    ),
    shift: z.object({ title: text, fromLabel: text, toLabel: text, from: texts, to: texts }).strict(),
    closing: closingSchema,
  })
  .strict();

/** /ceo-mentoring */
export const mentoringSchema = z
  .object({
    seo: seoSchema,
    service: serviceSchema,
    hero: z.object({ ...heroFields, primary: ctaSchema, secondary: ctaSchema }).strict(),
    forWhom: z.object({ title: text, items: texts }).strict(),
    included: z.object({ title: text, items: z.array(titleText) }).strict(),
    programme: z
      .object({
        title: text,
        intro: text,
        phases: z.array(z.object({ weeks: text, title: text, text, results: texts }).strict()),
      })
      .strict(),
    targets: z.object({ title: text, intro: text, items: factsSchema }).strict(),
    pricing: z.object({ title: text, price: text, period: text, points: texts, cta: ctaSchema, note: text }).strict(),
    faq: faqSchema,
    closing: closingSchema,
  })
  .strict();

/** /services: every offer with links to its page. */
export const servicesSchema = z
  .object({
    seo: seoSchema,
    hero: heroSchema,
    groups: z.array(
      z
        .object({
          title: text,
          intro: text,
          items: z.array(z.object({ pageId: pageIdSchema, title: text, text, meta: text.optional() }).strict()),
        })
        .strict(),
    ),
    closing: closingSchema,
  })
  .strict();

/** /audit and /business-audit: the offer (the application form is placed at #apply). */
export const auditSchema = z
  .object({
    seo: seoSchema,
    service: serviceSchema,
    hero: z.object({ ...heroFields, primary: ctaSchema, guaranteeLink: text }).strict(),
    facts: factsSchema,
    forWhom: z.object({ title: text, items: texts, notFor: text }).strict(),
    deliverables: z.object({ title: text, items: z.array(titleText) }).strict(),
    /** the hero's outline of the written report: its label above the title, and its caption */
    report: z.object({ label: text, caption: text }).strict(),
    process: z.object({ title: text, steps: z.array(titleText) }).strict(),
    /** rendered with id="guarantee"; the hero's claim links here */
    guarantee: z.object({ title: text, text, conditions: texts }).strict(),
    apply: titleText,
    faq: faqSchema,
  })
  .strict();

const channelSchema = z.object({ label: text, text }).strict();
/** /kontakt (the form itself comes from the contact feature). */
export const contactSchema = z
  .object({
    seo: seoSchema,
    hero: heroSchema,
    channels: z.object({ title: text, email: channelSchema, phone: channelSchema, whatsapp: channelSchema }).strict(),
    next: z.object({ title: text, steps: texts }).strict(),
    formTitle: text,
    formIntro: text,
  })
  .strict();

/**
 * /strategiegespraech: the free intro call, booked at a free time; `request`: the request form of
 * /strategiegespraech/anfrage (no offered time fits, or none can be offered).
 */
export const sessionPageSchema = z
  .object({
    seo: seoSchema,
    hero: heroSchema,
    expect: z.object({ title: text, items: texts }).strict(),
    notFor: titleText,
    request: z
      .object({
        seo: seoSchema,
        hero: heroSchema,
        formTitle: text,
        expect: z.object({ title: text, items: texts }).strict(),
        /** the link back to the booking */
        bookLink: text,
      })
      .strict(),
  })
  .strict();

/** /blog and the article pages around the Markdown articles (app/content/blog). */
export const blogSchema = z
  .object({
    seo: seoSchema,
    hero: heroSchema,
    /**
     * one or two sentences per category (the slugs of app/features/blog/categories.ts), shown
     * above the filtered list and as its meta description
     */
    categories: z
      .object({
        ceopreneur: text,
        "personal-development": text,
        systematization: text,
        leadership: text,
        strategy: text,
        mindset: text,
      })
      .strict(),
    /** the podcast teaser beside the list (site.urls.podcast) */
    podcast: z.object({ title: text, text, label: text }).strict(),
    /** the author box under every article (the consultant of app/lib/site.ts) */
    authorBio: text,
    /** the call to action under every article */
    closing: closingSchema,
  })
  .strict();

/**
 * The sample marker (ADR 058, docs/content.md): a short reason why the content is sample and must
 * be replaced before the site is someone's. `npm run content:check` lists it with its reason; the
 * visitor sees only that the content is sample (app/components/ui/SampleNote.tsx), never the reason.
 */
export const sampleSchema = z.string().trim().min(1);

/**
 * A page's copy file: the same schema for German and English, both required, and an optional
 * top-level `sample:` marker (a reason string) when the copy states invented facts; the page then
 * shows the note "Beispiel"/"Sample" (app/content/pages.server.ts gives each language's copy a
 * `sample` flag, so no page schema may have a field of that name).
 */
export function bilingual<S extends z.ZodTypeAny>(schema: S) {
  return z.object({ sample: sampleSchema.optional(), de: schema, en: schema }).strict();
}

const localized = z.object({ de: text, en: text }).strict();
/** app/content/testimonials.yaml: client voices, anonymised (role, industry, size; never a name). */
export const testimonialsSchema = z.array(
  z
    .object({
      /** sample marker (ADR 058): why this quote is not a real client's */
      sample: sampleSchema.optional(),
      /**
       * true only with the client's written consent to publish the quote; a quote without it is
       * shown labelled "Beispiel"/"Sample", never as a real client voice (UWG)
       */
      consent: z.boolean(),
      id: text,
      quote: localized,
      role: localized,
      industry: localized,
      size: localized,
      /** the pages it speaks to, for picking testimonials per page */
      topics: z.array(pageIdSchema),
    })
    .strict(),
);

/** One testimonial in one language, as a page shows it. */
export interface TestimonialView {
  id: string;
  /** no consent on file: shown with the visible label common.sample */
  sample: boolean;
  quote: string;
  role: string;
  industry: string;
  size: string;
}
