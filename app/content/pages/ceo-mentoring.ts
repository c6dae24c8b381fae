import type { Lang } from "~/lib/i18n";
import type { MentoringCopy } from "../types";

const copy: Record<Lang, MentoringCopy> = {
  de: {
    seo: {
      title: "CEO-Mentoring für Inhaber: raus aus dem Tagesgeschäft",
      description:
        "Monatliches CEO-Mentoring für Inhaber: {{programmeDays}}-Tage-Programm in drei Phasen, WhatsApp-Begleitung und messbare Ziele. {{mentoringPrice}} pro Monat, monatlich kündbar.",
    },
    service: {
      name: "CEO-Mentoring",
      description:
        "Monatliches Mentoring für Inhaber und CEOs mittelständischer Unternehmen, die ihr Unternehmen unabhängig von sich machen wollen – mit {{programmeDays}}-Tage-Programm und WhatsApp-Begleitung.",
    },
    hero: {
      eyebrow: "CEO-Mentoring",
      title: "Vom unverzichtbaren Chef zum CEO deines Unternehmens",
      lead: "Du arbeitest zu viel, weil zu viel an dir hängt. Im CEO-Mentoring verändern wir das Schritt für Schritt: mit einem klaren Plan über {{programmeDays}} Tage, einer Session pro Monat und direkter Begleitung zwischen den Terminen. Das Ziel ist messbar: weniger Stunden für dich, mehr Verantwortung im Team, ein Unternehmen, das ohne dich läuft.",
      primary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
      secondary: { label: "Erst den ExitReady Check machen", pageId: "exit-ready-check" },
    },
    forWhom: {
      title: "Für wen das Mentoring gedacht ist",
      items: [
        "Du führst ein Unternehmen mit {{audienceRevenue}} Umsatz und bist Inhaber oder geschäftsführender Gesellschafter.",
        "Deine Arbeitswoche liegt näher an {{hoursFrom}} als an {{hoursTo}} Stunden, und ein großer Teil davon ist Tagesgeschäft.",
        "Dein Team ist gut, fragt aber bei fast allem nach, bevor es entscheidet.",
        "Du denkst über Verkauf oder Nachfolge nach oder willst dir diese Option offenhalten.",
        "Du bist bereit, Kontrolle abzugeben, und willst es strukturiert tun, nicht aus dem Bauch heraus.",
      ],
    },
    included: {
      title: "Was im Mentoring enthalten ist",
      items: [
        {
          title: "Eine Session pro Monat",
          text: "Ein fester Termin mit mir, in dem wir Fortschritte prüfen, Hindernisse klären und die nächsten Schritte festlegen. Du kommst mit deinen dringendsten Themen, ich bringe den Blick auf den Plan.",
        },
        {
          title: "Begleitung per WhatsApp",
          text: "Zwischen den Sessions erreichst du mich per WhatsApp für konkrete Fragen und schnelle Entscheidungen. An Werktagen antworte ich innerhalb von {{whatsappHours}} Stunden.",
        },
        {
          title: "Schriftliche Zusammenfassung",
          text: "Innerhalb von {{followUpHours}} Stunden nach jeder Session bekommst du die vereinbarten Maßnahmen, Verantwortlichkeiten und Termine schriftlich – damit nichts im Alltag untergeht.",
        },
        {
          title: "Das {{programmeDays}}-Tage-Programm",
          text: "Ein klarer Fahrplan in drei Phasen, von der Bestandsaufnahme bis zur Probe aufs Exempel: Wochen, in denen dein Unternehmen ohne dich läuft.",
        },
        {
          title: "Werkzeuge aus der Praxis",
          text: "Vorlagen für Entscheidungsrechte, Prozessdokumentation und Kennzahlen, die wir auf dein Unternehmen zuschneiden, statt sie von der Stange zu übernehmen.",
        },
      ],
    },
    programme: {
      title: "Das {{programmeDays}}-Tage-Programm",
      intro:
        "Unabhängigkeit entsteht in einer festen Reihenfolge: erst Klarheit, dann Systeme, dann Übergabe. Jede Phase endet mit Ergebnissen, die du sehen und messen kannst.",
      phases: [
        {
          weeks: "Woche {{phase1}}",
          title: "Klarheit",
          text: "Wir erfassen, wo dein Unternehmen an dir hängt: welche Entscheidungen nur du triffst, welches Wissen nur du hast und womit deine Woche tatsächlich gefüllt ist. Daraus legen wir die Prioritäten für die nächsten Wochen fest.",
          results: [
            "Landkarte deiner Entscheidungen und deines Wissens",
            "Die drei größten Engpässe, priorisiert",
            "Messbare Ziele für das Programm",
          ],
        },
        {
          weeks: "Woche {{phase2}}",
          title: "Systeme",
          text: "Wir übertragen Entscheidungsrechte, dokumentieren die tragenden Abläufe und führen wenige Kennzahlen ein. Dein Team übernimmt schrittweise, was bisher bei dir lag, und du lernst, nicht sofort einzugreifen.",
          results: [
            "{{delegatedPercent}} % der Routineentscheidungen delegiert",
            "Die wichtigsten Abläufe dokumentiert und im Einsatz",
            "Ein wöchentliches Kennzahlen-Cockpit",
          ],
        },
        {
          weeks: "Woche {{phase3}}",
          title: "Übergabe",
          text: "Dein Team trägt Verantwortung für Ergebnisse. Wir testen das unter echten Bedingungen, indem du dich bewusst zurückziehst, und schließen die Lücken, die dabei sichtbar werden.",
          results: [
            "Das Team trifft {{teamPercent}} % der Entscheidungen in seinem Bereich",
            "Eine geplante Abwesenheit ohne Einbruch im Tagesgeschäft",
            "Ein Plan für die Zeit nach dem Programm",
          ],
        },
      ],
    },
    targets: {
      title: "Woran wir den Erfolg messen",
      intro:
        "Wir vereinbaren zu Beginn konkrete Ziele und prüfen sie in jeder Session. Diese Werte sind die Richtgrößen, an denen sich das Mentoring orientiert:",
      items: [
        { value: "{{hoursFrom}} → {{hoursTo}} h", label: "deine Arbeitsstunden pro Woche, vorher und nachher" },
        { value: "{{weeksWithoutOwner}}+ Wochen", label: "in denen das Unternehmen ohne dich läuft" },
        { value: "{{exitScore}}+/{{exitScale}}", label: "Exit-Readiness-Score, bereit für Verkauf oder Übergabe" },
        { value: "{{delegatedPercent}} %", label: "der Routineentscheidungen delegiert – der erste schnelle Erfolg" },
        { value: "{{teamPercent}} %", label: "der Entscheidungen in seinem Bereich trifft das Team selbst" },
      ],
    },
    pricing: {
      title: "Investition",
      price: "{{mentoringPrice}}",
      period: "pro Monat",
      points: [
        "Eine Mentoring-Session pro Monat",
        "WhatsApp-Begleitung mit Antwort innerhalb von {{whatsappHours}} Stunden an Werktagen",
        "Schriftliche Zusammenfassung nach jeder Session",
        "Das {{programmeDays}}-Tage-Programm mit messbaren Zielen",
        "Monatlich kündbar",
      ],
      cta: { label: "Kostenloses Erstgespräch vereinbaren", pageId: "strategy-session" },
      note: "Das Erstgespräch ist kostenlos und unverbindlich. Wir klären, ob das Mentoring zu deiner Situation passt – wenn nicht, sage ich es dir.",
    },
    faq: {
      title: "Häufige Fragen zum CEO-Mentoring",
      items: [
        {
          question: "Wie lange muss ich mich binden?",
          answer:
            "Gar nicht. Das Mentoring ist monatlich kündbar. Die meisten Inhaber bleiben mindestens für das {{programmeDays}}-Tage-Programm, weil sich die Ergebnisse über diesen Zeitraum aufbauen, aber das ist deine Entscheidung.",
        },
        {
          question: "Was passiert in einer Session?",
          answer:
            "Wir schauen auf die vereinbarten Ziele und darauf, was seit dem letzten Termin passiert ist. Dann arbeiten wir an dem Thema, das gerade am meisten bremst, sei es eine Delegationsfrage, ein schwieriges Personalgespräch oder ein Prozess, der hakt. Am Ende stehen konkrete Maßnahmen mit Verantwortlichen und Terminen.",
        },
        {
          question: "Finden die Sessions online oder vor Ort statt?",
          answer:
            "In der Regel per Video, damit du keine Reisezeit verlierst. Ein persönliches Treffen in Zürich oder bei dir im Unternehmen ist nach Absprache möglich, gerade zu Beginn kann das sinnvoll sein.",
        },
        {
          question: "Was unterscheidet das Mentoring von klassischer Beratung?",
          answer:
            "Ein Berater liefert oft ein Konzept und geht. Im Mentoring setzt du selbst um, und ich begleite dich dabei, bis die Veränderung im Alltag angekommen ist. Das Wissen bleibt in deinem Unternehmen, nicht in einem Bericht.",
        },
        {
          question: "Wird mein Team einbezogen?",
          answer:
            "Indirekt immer, direkt nach Bedarf. Die Sessions sind für dich als Inhaber. Wenn es hilft, etwa bei der Übergabe von Verantwortung an Führungskräfte, können wir einzelne Termine gemeinsam mit deinem Team durchführen.",
        },
        {
          question: "Wie schnell sehe ich Ergebnisse?",
          answer:
            "Die ersten spürbaren Entlastungen kommen meist in Phase 2, wenn Routineentscheidungen beim Team liegen. Die großen Ziele wie mehrere Wochen Abwesenheit oder ein hoher Exit-Readiness-Score brauchen länger, weil sie erst im Alltag erprobt werden müssen.",
        },
      ],
    },
    closing: {
      title: "Lass uns über dein Unternehmen sprechen",
      text: "Im kostenlosen Erstgespräch schauen wir, wo dein Unternehmen heute an dir hängt und ob das Mentoring der richtige Weg ist. Ohne Verkaufsdruck, mit einer ehrlichen Einschätzung.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Zum Business Logic Audit", pageId: "audit" },
    },
  },
  en: {
    seo: {
      title: "CEO mentoring for owners: step out of daily operations",
      description:
        "Monthly CEO mentoring for owners: a {{programmeDays}}-day program in three phases, WhatsApp support and measurable targets. {{mentoringPrice}} a month, cancel monthly.",
    },
    service: {
      name: "CEO mentoring",
      description:
        "Monthly mentoring for owners and CEOs of mid-sized companies who want their business to stop depending on them, with a {{programmeDays}}-day program and WhatsApp support.",
    },
    hero: {
      eyebrow: "CEO mentoring",
      title: "From indispensable boss to CEO of your company",
      lead: "You work too much because too much depends on you. In CEO mentoring, we change that step by step: a clear {{programmeDays}}-day plan, one session a month and direct support between sessions. The goal is measurable: fewer hours for you, more ownership in your team, and a company that runs without you.",
      primary: { label: "Free first conversation", pageId: "strategy-session" },
      secondary: { label: "Take the ExitReady Check first", pageId: "exit-ready-check" },
    },
    forWhom: {
      title: "Who the mentoring is for",
      items: [
        "You run a company with {{audienceRevenue}} in revenue as its owner or managing partner.",
        "Your working week is closer to {{hoursFrom}} hours than to {{hoursTo}}, and much of it goes into day-to-day operations.",
        "Your team is good but checks with you on almost everything before deciding.",
        "You're thinking about selling or succession, or want to keep that option open.",
        "You're ready to give up control and want to do it in a structured way, not on instinct.",
      ],
    },
    included: {
      title: "What's included",
      items: [
        {
          title: "One session a month",
          text: "A fixed appointment with me to review progress, clear obstacles and agree on next steps. You bring your most pressing issues; I keep an eye on the plan.",
        },
        {
          title: "Support via WhatsApp",
          text: "Between sessions, you can reach me on WhatsApp for specific questions and quick decisions. On weekdays, I reply within {{whatsappHours}} hours.",
        },
        {
          title: "Written summary",
          text: "Within {{followUpHours}} hours of every session, you get the agreed actions, owners and deadlines in writing, so nothing gets lost in the daily grind.",
        },
        {
          title: "The {{programmeDays}}-day program",
          text: "A clear roadmap in three phases, from the initial assessment to the real test: weeks in which your company runs without you.",
        },
        {
          title: "Tools from practice",
          text: "Templates for decision rights, process documentation and metrics, tailored to your company instead of taken off the shelf.",
        },
      ],
    },
    programme: {
      title: "The {{programmeDays}}-day program",
      intro:
        "Independence comes in a fixed order: clarity first, then systems, then handover. Every phase ends with results you can see and measure.",
      phases: [
        {
          weeks: "Weeks {{phase1}}",
          title: "Clarity",
          text: "We map where your company depends on you: which decisions only you make, what only you know, and what actually fills your week. From that, we set the priorities for the weeks ahead.",
          results: [
            "A map of your decisions and knowledge",
            "Your three biggest bottlenecks, prioritized",
            "Measurable targets for the program",
          ],
        },
        {
          weeks: "Weeks {{phase2}}",
          title: "Systems",
          text: "We hand over decision rights, document the workflows that carry the business and introduce a few key metrics. Your team gradually takes on what used to sit with you, and you learn not to step in right away.",
          results: [
            "{{delegatedPercent}}% of routine decisions delegated",
            "The most important workflows documented and in use",
            "A weekly metrics dashboard",
          ],
        },
        {
          weeks: "Weeks {{phase3}}",
          title: "Handover",
          text: "Your team takes responsibility for results. We test this under real conditions by having you deliberately step back, then close the gaps that show up.",
          results: [
            "The team makes {{teamPercent}}% of the decisions in its domain",
            "A planned absence without a dip in daily operations",
            "A plan for the time after the program",
          ],
        },
      ],
    },
    targets: {
      title: "How we measure success",
      intro:
        "We agree on concrete targets at the start and review them in every session. These are the benchmarks the mentoring is built around:",
      items: [
        { value: "{{hoursFrom}} → {{hoursTo}} h", label: "your working hours per week, before and after" },
        { value: "{{weeksWithoutOwner}}+ weeks", label: "in which the company runs without you" },
        { value: "{{exitScore}}+/{{exitScale}}", label: "exit readiness score, ready for a sale or handover" },
        { value: "{{delegatedPercent}}%", label: "of routine decisions delegated – the first quick win" },
        { value: "{{teamPercent}}%", label: "of decisions in its domain made by the team itself" },
      ],
    },
    pricing: {
      title: "Investment",
      price: "{{mentoringPrice}}",
      period: "per month",
      points: [
        "One mentoring session per month",
        "WhatsApp support with a reply within {{whatsappHours}} hours on weekdays",
        "A written summary after every session",
        "The {{programmeDays}}-day program with measurable targets",
        "Cancel any month",
      ],
      cta: { label: "Book a free first conversation", pageId: "strategy-session" },
      note: "The first conversation is free and without obligation. We'll figure out whether the mentoring fits your situation – and if it doesn't, I'll tell you.",
    },
    faq: {
      title: "Frequently asked questions about CEO mentoring",
      items: [
        {
          question: "How long do I have to commit?",
          answer:
            "You don't. The mentoring can be canceled monthly. Most owners stay for at least the {{programmeDays}}-day program because the results build over that period, but that's your call.",
        },
        {
          question: "What happens in a session?",
          answer:
            "We look at the agreed targets and at what has happened since our last meeting. Then we work on whatever is holding you back most right now, whether that's a delegation question, a difficult conversation with an employee or a process that keeps stalling. Each session ends with concrete actions, owners and deadlines.",
        },
        {
          question: "Are the sessions online or in person?",
          answer:
            "Usually by video, so you don't lose time traveling. Meeting in person in Zurich or at your company can be arranged, and it often makes sense at the start.",
        },
        {
          question: "How is mentoring different from traditional consulting?",
          answer:
            "A consultant often delivers a concept and leaves. In mentoring, you do the implementing, and I stay with you until the change has taken hold in daily operations. The know-how stays in your company, not in a report.",
        },
        {
          question: "Will my team be involved?",
          answer:
            "Always indirectly, directly when it helps. The sessions are for you as the owner. When it's useful, for example when handing responsibility to your managers, we can hold individual sessions together with your team.",
        },
        {
          question: "How soon will I see results?",
          answer:
            "The first noticeable relief usually comes in phase 2, once routine decisions sit with the team. The bigger targets, such as several weeks away or a high exit readiness score, take longer because they have to be proven in everyday operations.",
        },
      ],
    },
    closing: {
      title: "Let's talk about your company",
      text: "In a free first conversation, we look at where your company depends on you today and whether mentoring is the right path. No sales pressure, just an honest assessment.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
    },
  },
};
export default copy;
