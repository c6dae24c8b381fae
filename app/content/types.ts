import type { NamedPageId, PageId } from "~/pages";
// Shapes of the page copy in app/content. German and English objects share a type, so a
// missing section in one language is a type error. Strings may use {{placeholders}} from
// app/lib/business.ts (businessVars).

export interface SeoCopy {
  /** <title> without the brand suffix; unique per page and language */
  title: string;
  /** meta description, 120-160 characters */
  description: string;
}

export interface CtaCopy {
  label: string;
  /** a page of the registry (app/pages.ts) */
  pageId: PageId;
  /** optional #fragment */
  hash?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface HeroCopy {
  eyebrow: string;
  /** the page's only h1 */
  title: string;
  lead: string;
}

/** A closing call-to-action block. */
export interface ClosingCopy {
  title: string;
  text: string;
  primary: CtaCopy;
  secondary?: CtaCopy;
}

/**
 * A topic or service page (docs/product.md §2 topic pages and local SEO): problem, approach, outcomes,
 * FAQ, call to action. Rendered by app/routes/topic.tsx.
 */
export interface TopicCopy {
  seo: SeoCopy;
  /** schema.org Service name and a one-sentence description for JSON-LD */
  service: { name: string; description: string };
  hero: HeroCopy & { primary: CtaCopy; secondary?: CtaCopy };
  problem: {
    title: string;
    /** 2-3 paragraphs */
    paragraphs: string[];
    /** 4-6 warning signs an owner recognises */
    signs: string[];
  };
  approach: {
    title: string;
    intro: string;
    /** 3-5 steps */
    steps: { title: string; text: string }[];
  };
  outcomes: {
    title: string;
    /** 4-6 concrete, measurable outcomes */
    items: string[];
  };
  faq: { title: string; items: FaqItem[] };
  closing: ClosingCopy;
  /** 2-4 related page ids shown as "related topics" */
  related: NamedPageId[];
}

/** /ueber-mich: five tabs (docs/product.md §2). */
export interface AboutCopy {
  seo: SeoCopy;
  hero: HeroCopy;
  tabsLabel: string;
  tabs: {
    /** URL value for ?tab= (ASCII) */
    id: "profile" | "career" | "sales" | "systems" | "values";
    label: string;
    title: string;
    paragraphs: string[];
    highlights: string[];
  }[];
  facts: { value: string; label: string }[];
  closing: ClosingCopy;
}

/** /ceopreneur: the framework of six principles. */
export interface CeopreneurCopy {
  seo: SeoCopy;
  hero: HeroCopy & { primary: CtaCopy };
  intro: { title: string; paragraphs: string[] };
  principlesTitle: string;
  principles: {
    title: string;
    summary: string;
    detail: string;
    /** 2-3 concrete practices */
    practices: string[];
  }[];
  shift: { title: string; from: string[]; to: string[]; fromLabel: string; toLabel: string };
  closing: ClosingCopy;
}

/** /ceo-mentoring */
export interface MentoringCopy {
  seo: SeoCopy;
  service: { name: string; description: string };
  hero: HeroCopy & { primary: CtaCopy; secondary: CtaCopy };
  forWhom: { title: string; items: string[] };
  included: { title: string; items: { title: string; text: string }[] };
  programme: {
    title: string;
    intro: string;
    phases: { weeks: string; title: string; text: string; results: string[] }[];
  };
  targets: { title: string; intro: string; items: { value: string; label: string }[] };
  pricing: {
    title: string;
    price: string;
    period: string;
    points: string[];
    cta: CtaCopy;
    note: string;
  };
  faq: { title: string; items: FaqItem[] };
  closing: ClosingCopy;
}

/** /services: every offer with links to its page. */
export interface ServicesCopy {
  seo: SeoCopy;
  hero: HeroCopy;
  groups: {
    title: string;
    intro: string;
    items: { pageId: PageId; title: string; text: string; meta?: string }[];
  }[];
  closing: ClosingCopy;
}

/** /audit and /business-audit: the offer (the application form is placed at #apply). */
export interface AuditCopy {
  seo: SeoCopy;
  service: { name: string; description: string };
  hero: HeroCopy & { primary: CtaCopy; guaranteeLink: string };
  facts: { value: string; label: string }[];
  forWhom: { title: string; items: string[]; notFor: string };
  deliverables: { title: string; items: { title: string; text: string }[] };
  process: { title: string; steps: { title: string; text: string }[] };
  guarantee: {
    /** rendered with id="guarantee"; the hero's claim links here */
    title: string;
    text: string;
    conditions: string[];
  };
  apply: { title: string; text: string };
  faq: { title: string; items: FaqItem[] };
}

/** /kontakt (the form itself comes from the contact feature). */
export interface ContactCopy {
  seo: SeoCopy;
  hero: HeroCopy;
  channels: {
    title: string;
    email: { label: string; text: string };
    phone: { label: string; text: string };
    whatsapp: { label: string; text: string };
  };
  next: { title: string; steps: string[] };
  formTitle: string;
  formIntro: string;
}

/** /strategiegespraech: the free first conversation and its request form. */
export interface SessionPageCopy {
  seo: SeoCopy;
  hero: HeroCopy;
  formTitle: string;
  expect: { title: string; items: string[] };
  notFor: { title: string; text: string };
}

/** /blog and the article pages around the Markdown articles (app/content/blog). */
export interface BlogCopy {
  seo: SeoCopy;
  hero: HeroCopy;
  /** one or two sentences per category, shown above the filtered list and as its meta description */
  categories: Record<
    "ceopreneur" | "personal-development" | "systematization" | "leadership" | "strategy" | "mindset",
    string
  >;
  /** the podcast teaser beside the list (site.urls.podcast) */
  podcast: { title: string; text: string; label: string };
  /** the author box under every article (the consultant of app/lib/site.ts) */
  authorBio: string;
  /** the call to action under every article */
  closing: ClosingCopy;
}
