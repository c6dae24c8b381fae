import type { Lang } from "~/lib/i18n";
import type { PageId } from "~/pages";
import type { CtaCopy, SeoCopy } from "../types";

export interface HomeCopy {
  seo: SeoCopy;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: CtaCopy;
    secondary: CtaCopy;
    tertiary: CtaCopy;
    proof: string[];
  };
  framework: {
    eyebrow: string;
    title: string;
    lead: string;
    phases: { label: string; weeks: string; title: string; text: string; outcomes: string[] }[];
    cta: CtaCopy;
  };
  services: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { pageId: PageId; title: string; text: string; meta: string; cta: string }[];
  };
  testimonials: { eyebrow: string; title: string; lead: string };
  newsletter: { eyebrow: string; title: string; text: string };
  closing: { title: string; text: string; primary: CtaCopy; secondary: CtaCopy };
}

export const home: Record<Lang, HomeCopy> = {
  de: {
    seo: {
      title: "CEOpreneur – Dein Unternehmen, das ohne dich läuft",
      description:
        "Unternehmerberatung und CEO-Mentoring für Inhaber mittelständischer Firmen: weniger Abhängigkeit vom Chef, klare Systeme, ein Unternehmen, das verkaufsbereit ist.",
    },
    hero: {
      eyebrow: "Für Inhaber und CEOs von Unternehmen mit {{audienceRevenue}} Umsatz",
      title: "Baue ein Unternehmen, das ohne dich läuft – und das man kaufen will.",
      lead: "Du hast eine Firma aufgebaut, die funktioniert. Nur funktioniert sie vor allem, weil du jeden Tag da bist. Ich helfe dir, Entscheidungen, Wissen und Verantwortung so zu verteilen, dass dein Unternehmen wächst, während du weniger arbeitest – und dass es bereit ist, wenn du verkaufen oder übergeben willst.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Business Logic Audit ansehen", pageId: "audit" },
      tertiary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
      proof: [
        "{{checkQuestions}} Fragen, rund {{checkMinutes}} Minuten, sofortiges Ergebnis",
        "Audit mit Geld-zurück-Garantie",
        "Von {{hoursFrom}} auf {{hoursTo}} Stunden pro Woche",
      ],
    },
    framework: {
      eyebrow: "Das Vorgehen",
      title: "Drei Phasen vom unverzichtbaren Chef zum freien Unternehmer",
      lead: "Jede Zusammenarbeit folgt demselben Bogen über {{programmeDays}} Tage. Nicht weil jede Firma gleich ist, sondern weil Unabhängigkeit immer in derselben Reihenfolge entsteht: erst Klarheit, dann Systeme, dann Übergabe.",
      phases: [
        {
          label: "Phase 1",
          weeks: "Woche {{phase1}}",
          title: "Klarheit: Wo hängt alles an dir?",
          text: "Wir vermessen deine Rolle: welche Entscheidungen nur du triffst, welches Wissen nur in deinem Kopf liegt und wo dein Kalender das Wachstum bremst. Am Ende steht eine ehrliche Landkarte deiner Inhaberabhängigkeit.",
          outcomes: [
            "Entscheidungs- und Wissenslandkarte",
            "Die drei größten Engpässe, priorisiert",
            "Ein Plan für die nächsten zehn Wochen",
          ],
        },
        {
          label: "Phase 2",
          weeks: "Woche {{phase2}}",
          title: "Systeme: Abläufe, die ohne Rückfrage funktionieren",
          text: "Wir machen aus Gewohnheiten Prozesse, aus Rückfragen klare Entscheidungsrechte und aus deinem Erfahrungswissen Standards, mit denen dein Team arbeiten kann. Schlank, dokumentiert, gelebt.",
          outcomes: [
            "{{delegatedPercent}} % der Routineentscheidungen delegiert",
            "Die zehn wichtigsten Prozesse dokumentiert",
            "Kennzahlen, die du ohne Nachfragen liest",
          ],
        },
        {
          label: "Phase 3",
          weeks: "Woche {{phase3}}",
          title: "Übergabe: Führung, die trägt",
          text: "Dein Team übernimmt Verantwortung für Ergebnisse, nicht nur für Aufgaben. Du wechselst vom Mitarbeiter deiner eigenen Firma in die Rolle des CEOs – und testest es: mit Wochen, in denen du bewusst nicht da bist.",
          outcomes: [
            "Das Team trifft {{teamPercent}} % der Entscheidungen in seinem Bereich",
            "Das Unternehmen läuft {{weeksWithoutOwner}}+ Wochen ohne dich",
            "Exit-Readiness von {{exitScore}}+/{{exitScale}}",
          ],
        },
      ],
      cta: { label: "So funktioniert das CEO-Mentoring", pageId: "ceo-mentoring" },
    },
    services: {
      eyebrow: "Leistungen",
      title: "Der richtige Einstieg für deine Situation",
      lead: "Ob du erst wissen willst, wo du stehst, einen schnellen, fundierten Blick von außen brauchst oder den Weg über Monate begleitet gehen willst: Jeder Einstieg führt zu konkreten nächsten Schritten.",
      items: [
        {
          pageId: "exit-ready-check",
          title: "ExitReady Check",
          text: "{{checkQuestions}} Fragen zu Unabhängigkeit, Finanzen, Team und Systemen. Du bekommst deinen ExitReady Score auf einer Skala bis {{checkMaxScore}}, deine Stärken und Schwächen pro Bereich und sofort umsetzbare Quick Wins.",
          meta: "Kostenlos · ca. {{checkMinutes}} Minuten",
          cta: "Check starten",
        },
        {
          pageId: "audit",
          title: "Business Logic Audit",
          text: "Ich analysiere deine Zahlen, Abläufe und Entscheidungswege und liefere dir innerhalb von {{auditHours}} Stunden die Hebel mit der größten Wirkung. Weniger als {{auditLevers}} konkrete Hebel? Dann bekommst du dein Geld zurück.",
          meta: "{{auditPrice}} Festpreis · {{auditHours}} Stunden",
          cta: "Zum Audit",
        },
        {
          pageId: "ceo-mentoring",
          title: "CEO-Mentoring",
          text: "Monatliche Sessions, ein klarer {{programmeDays}}-Tage-Plan und Begleitung per WhatsApp zwischen den Terminen. Für Inhaber, die ihre Rolle grundlegend verändern wollen.",
          meta: "{{mentoringPrice}} pro Monat · Erstgespräch kostenlos",
          cta: "Mentoring entdecken",
        },
        {
          pageId: "exit-strategy",
          title: "Exit-Ready Systems",
          text: "Vorbereitung auf Verkauf oder Nachfolge: Due-Diligence-feste Strukturen, übertragbares Wissen und ein Unternehmenswert, der nicht an deiner Person hängt.",
          meta: "Für Inhaber mit Verkaufs- oder Nachfolgeplänen",
          cta: "Exit-Strategie ansehen",
        },
      ],
    },
    testimonials: {
      eyebrow: "Stimmen aus der Praxis",
      title: "Was sich für Inhaber verändert",
      lead: "Die Namen bleiben vertraulich. Die Ergebnisse sprechen für sich.",
    },
    newsletter: {
      eyebrow: "Newsletter",
      title: "Ein Impuls pro Monat, der dich aus dem Tagesgeschäft holt",
      text: "Ein Werkzeug, ein anonymisierter Fall aus der Praxis und eine Frage zum Nachdenken – kurz genug für die Kaffeepause, konkret genug für den nächsten Montag.",
    },
    closing: {
      title: "Wie abhängig ist dein Unternehmen von dir?",
      text: "Finde es in {{checkMinutes}} Minuten heraus. Der ExitReady Check zeigt dir, wo du stehst und wo du anfangen solltest – ohne Anmeldung, mit sofortigem Ergebnis.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
  },
  en: {
    seo: {
      title: "CEOpreneur – A business that runs without you",
      description:
        "Business consulting and CEO mentoring for owners of mid-sized companies: less dependence on the owner, clear systems, and a business that is ready to sell.",
    },
    hero: {
      eyebrow: "For owners and CEOs of companies with {{audienceRevenue}} in revenue",
      title: "Build a company that runs without you – and that buyers want.",
      lead: "You have built a business that works. The trouble is, it works mostly because you show up every day. I help you spread decisions, knowledge and responsibility so that your company grows while you work less – and is ready when you want to sell or hand it over.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
      tertiary: { label: "Free first conversation", pageId: "strategy-session" },
      proof: [
        "{{checkQuestions}} questions, about {{checkMinutes}} minutes, instant result",
        "Audit with a money-back guarantee",
        "From {{hoursFrom}} to {{hoursTo}} hours a week",
      ],
    },
    framework: {
      eyebrow: "The approach",
      title: "Three phases from indispensable boss to free owner",
      lead: "Every engagement follows the same {{programmeDays}}-day arc. Not because every company is the same, but because independence always grows in the same order: clarity first, then systems, then handover.",
      phases: [
        {
          label: "Phase 1",
          weeks: "Weeks {{phase1}}",
          title: "Clarity: where does everything depend on you?",
          text: "We map your role: which decisions only you make, which knowledge lives only in your head, and where your calendar holds back growth. The result is an honest map of your owner dependency.",
          outcomes: [
            "A map of decisions and knowledge",
            "Your three biggest bottlenecks, prioritized",
            "A plan for the next ten weeks",
          ],
        },
        {
          label: "Phase 2",
          weeks: "Weeks {{phase2}}",
          title: "Systems: processes that work without asking you",
          text: "We turn habits into processes, constant questions into clear decision rights, and your experience into standards your team can work with. Lean, documented, and actually used.",
          outcomes: [
            "{{delegatedPercent}}% of routine decisions delegated",
            "Your ten most important processes documented",
            "Key figures you can read without asking",
          ],
        },
        {
          label: "Phase 3",
          weeks: "Weeks {{phase3}}",
          title: "Handover: leadership that carries the load",
          text: "Your team takes responsibility for results, not just tasks. You move from being an employee of your own company into the role of CEO – and you test it with weeks in which you are deliberately away.",
          outcomes: [
            "The team makes {{teamPercent}}% of the decisions in its domain",
            "The company runs for {{weeksWithoutOwner}}+ weeks without you",
            "Exit readiness of {{exitScore}}+/{{exitScale}}",
          ],
        },
      ],
      cta: { label: "How the CEO mentoring works", pageId: "ceo-mentoring" },
    },
    services: {
      eyebrow: "Services",
      title: "The right starting point for where you are",
      lead: "Whether you first want to know where you stand, need a fast and well-founded outside view, or want guidance over several months: every starting point leads to concrete next steps.",
      items: [
        {
          pageId: "exit-ready-check",
          title: "ExitReady Check",
          text: "{{checkQuestions}} questions on independence, finances, team and systems. You get your ExitReady Score on a scale up to {{checkMaxScore}}, your strengths and weaknesses per area, and quick wins you can act on right away.",
          meta: "Free · about {{checkMinutes}} minutes",
          cta: "Start the check",
        },
        {
          pageId: "audit",
          title: "Business Logic Audit",
          text: "I analyze your figures, processes and decision paths and deliver the levers with the greatest impact within {{auditHours}} hours. Fewer than {{auditLevers}} concrete levers? Then you get your money back.",
          meta: "{{auditPrice}} fixed price · {{auditHours}} hours",
          cta: "See the audit",
        },
        {
          pageId: "ceo-mentoring",
          title: "CEO mentoring",
          text: "Monthly sessions, a clear {{programmeDays}}-day plan and support via WhatsApp between sessions. For owners who want to change their role for good.",
          meta: "{{mentoringPrice}} per month · first conversation free",
          cta: "Explore the mentoring",
        },
        {
          pageId: "exit-strategy",
          title: "Exit-Ready Systems",
          text: "Preparing for a sale or succession: structures that hold up in due diligence, knowledge that can be transferred, and a company value that does not depend on you personally.",
          meta: "For owners planning a sale or succession",
          cta: "See the exit strategy",
        },
      ],
    },
    testimonials: {
      eyebrow: "Client voices",
      title: "What changes for owners",
      lead: "Names stay confidential. The results speak for themselves.",
    },
    newsletter: {
      eyebrow: "Newsletter",
      title: "One impulse a month that pulls you out of day-to-day operations",
      text: "One tool, one anonymized case from practice and one question to think about – short enough for a coffee break, concrete enough for next Monday.",
    },
    closing: {
      title: "How much does your company depend on you?",
      text: "Find out in {{checkMinutes}} minutes. The ExitReady Check shows where you stand and where to start – no sign-up, instant result.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
  },
};
