import type { Lang } from "~/lib/i18n";

// Client voices, anonymised on purpose: role, industry and firm size, never invented names.
// The consultant maintains this file; every quote needs the client's written consent.

export interface Testimonial {
  id: string;
  quote: Record<Lang, string>;
  role: Record<Lang, string>;
  industry: Record<Lang, string>;
  size: Record<Lang, string>;
  /** the topic it speaks to, for picking testimonials per page */
  topics: string[];
}

export const testimonials: Testimonial[] = [
  {
    id: "machine-building-md",
    quote: {
      de: "Vor einem Jahr lief jede Entscheidung über meinen Tisch. Heute führt mein Leitungsteam die Firma im Alltag, und ich war im Sommer vier Wochen weg – ohne einen einzigen Anruf.",
      en: "A year ago every decision crossed my desk. Today my leadership team runs the company day to day, and this summer I was away for four weeks without a single call.",
    },
    role: { de: "Geschäftsführer und Inhaber", en: "Managing director and owner" },
    industry: { de: "Maschinenbau", en: "Machine building" },
    size: { de: "80 Mitarbeitende", en: "80 employees" },
    topics: ["owner-dependency", "team-autonomy", "delegation-strategy"],
  },
  {
    id: "it-services-ceo",
    quote: {
      de: "Das Audit hat uns in zwei Tagen fünf Hebel gezeigt, die wir selbst seit Jahren übersehen hatten. Drei davon haben wir im ersten Quartal umgesetzt.",
      en: "Within two days the audit showed us five levers we had overlooked for years. We implemented three of them in the first quarter.",
    },
    role: { de: "CEO", en: "CEO" },
    industry: { de: "IT-Dienstleistungen", en: "IT services" },
    size: { de: "35 Mitarbeitende", en: "35 employees" },
    topics: ["audit", "strategy-consulting"],
  },
  {
    id: "wholesale-owner",
    quote: {
      de: "Ich wollte verkaufen, aber jeder Interessent fragte zuerst, was ohne mich passiert. Nach achtzehn Monaten Aufbauarbeit konnte ich diese Frage mit Zahlen beantworten.",
      en: "I wanted to sell, but every prospective buyer first asked what would happen without me. After eighteen months of groundwork I could answer that question with numbers.",
    },
    role: { de: "Inhaberin", en: "Owner" },
    industry: { de: "Großhandel", en: "Wholesale" },
    size: { de: "120 Mitarbeitende", en: "120 employees" },
    topics: ["exit-strategy", "due-diligence", "business-succession"],
  },
  {
    id: "construction-md",
    quote: {
      de: "Wir haben unsere Abläufe nicht einfach dokumentiert, wir haben sie vereinfacht. Meine Bauleiter entscheiden heute selbst, wofür sie früher mich angerufen haben.",
      en: "We did not just document our processes, we simplified them. My site managers now decide on their own what they used to call me about.",
    },
    role: { de: "Geschäftsführender Gesellschafter", en: "Managing partner" },
    industry: { de: "Bauunternehmen", en: "Construction" },
    size: { de: "60 Mitarbeitende", en: "60 employees" },
    topics: ["process-systematization", "system-builder", "team-autonomy"],
  },
  {
    id: "medtech-founder",
    quote: {
      de: "Das Mentoring war der erste Ort, an dem ich ehrlich über meine Rolle sprechen konnte. Meine Arbeitswoche ist von über sechzig auf rund fünfundzwanzig Stunden gesunken.",
      en: "The mentoring was the first place where I could talk honestly about my role. My working week went from over sixty hours to around twenty-five.",
    },
    role: { de: "Gründer und CEO", en: "Founder and CEO" },
    industry: { de: "Medizintechnik", en: "Medical technology" },
    size: { de: "45 Mitarbeitende", en: "45 employees" },
    topics: ["ceo-mentoring", "ceo-coaching", "entrepreneurial-freedom"],
  },
];

export function testimonialsFor(lng: Lang, topics?: string[], limit = 3) {
  const list = topics ? testimonials.filter((t) => t.topics.some((x) => topics.includes(x))) : testimonials;
  return (list.length ? list : testimonials).slice(0, limit).map((t) => ({
    id: t.id,
    quote: t.quote[lng],
    role: t.role[lng],
    industry: t.industry[lng],
    size: t.size[lng],
  }));
}

export type TestimonialView = ReturnType<typeof testimonialsFor>[number];
