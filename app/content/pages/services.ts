import type { Lang } from "~/lib/i18n";
import type { ServicesCopy } from "../types";

const copy: Record<Lang, ServicesCopy> = {
  de: {
    seo: {
      title: "Leistungen: Beratung, Mentoring und Exit-Vorbereitung",
      description:
        "Alle Leistungen im Überblick: ExitReady Check, Business Logic Audit, CEO-Mentoring, Business Liberation und Exit-Ready Systems für inhabergeführte Unternehmen.",
    },
    hero: {
      eyebrow: "Leistungen",
      title: "Alle Wege zu einem Unternehmen, das ohne dich läuft",
      lead: "Manche Inhaber wollen zuerst wissen, wo sie stehen. Andere brauchen einen fundierten Blick von außen oder eine Begleitung über Monate. Hier findest du jedes Angebot im Überblick – geordnet danach, wo du gerade stehst und was du erreichen willst.",
    },
    groups: [
      {
        title: "Einstieg",
        intro:
          "Für den ersten Schritt: herausfinden, wo dein Unternehmen steht, bevor du dich für einen längeren Weg entscheidest.",
        items: [
          {
            pageId: "exit-ready-check",
            title: "ExitReady Check",
            text: "{{checkQuestions}} Fragen zu Unabhängigkeit, Finanzen, Team und Systemen. Du erhältst deinen ExitReady Score mit bis zu {{checkMaxScore}} Punkten, deine Stärken und Schwächen und sofort umsetzbare Quick Wins.",
            meta: "Kostenlos · ca. {{checkMinutes}} Minuten",
          },
          {
            pageId: "audit",
            title: "Business Logic Audit",
            text: "Ich analysiere Zahlen, Abläufe und Entscheidungswege deines Unternehmens und liefere dir die Hebel mit der größten Wirkung. Findet das Audit weniger als {{auditLevers}} konkrete Hebel, bekommst du dein Geld zurück.",
            meta: "{{auditPrice}} Festpreis · Ergebnis in {{auditHours}} Stunden · für {{auditRevenue}} Umsatz",
          },
          {
            pageId: "build-to-leave",
            title: "Build to Leave Plattform",
            text: "{{modules}} Module zur Selbsteinschätzung, mit denen du Schritt für Schritt prüfst, wie übertragbar dein Unternehmen ist. Du arbeitest in deinem eigenen Tempo und siehst genau, wo Handlungsbedarf besteht.",
            meta: "{{modules}} Module zur Selbsteinschätzung",
          },
          {
            pageId: "strategy-session",
            title: "Strategiegespräch",
            text: "Ein kostenloses Erstgespräch über deine Situation und deine Ziele. Am Ende weißt du, welcher nächste Schritt für dich sinnvoll ist – auch wenn er nicht mit mir stattfindet.",
            meta: "Kostenlos · unverbindlich",
          },
        ],
      },
      {
        title: "Begleitung",
        intro:
          "Wenn du den Weg nicht allein gehen willst: persönliche Begleitung über Monate, mit mir als direktem Gegenüber.",
        items: [
          {
            pageId: "ceo-mentoring",
            title: "CEO-Mentoring",
            text: "Monatliche Sessions, ein klarer {{programmeDays}}-Tage-Plan in drei Phasen und Begleitung per WhatsApp zwischen den Terminen. Für Inhaber, die ihre Rolle und ihr Unternehmen grundlegend verändern wollen.",
            meta: "{{mentoringPrice}} pro Monat · Erstgespräch kostenlos",
          },
          {
            pageId: "ceo-coaching",
            title: "CEO-Coaching",
            text: "Vertrauliches Einzelcoaching für deinen persönlichen Rollenwechsel vom operativen Macher zum Unternehmer. Im Mittelpunkt stehen du und deine Gewohnheiten, nicht das Organigramm.",
            meta: "Einzelcoaching · persönlich oder per Video",
          },
          {
            pageId: "strategy-consulting",
            title: "Strategieberatung",
            text: "Klare Prioritäten für die nächsten Jahre: wo dein Unternehmen wachsen soll, worauf es bewusst verzichtet und wie die Strategie im Alltag deines Teams ankommt.",
          },
        ],
      },
      {
        title: "Business Liberation",
        intro:
          "Raus aus dem Tagesgeschäft, ohne dass das Unternehmen leidet: Entscheidungen, Verantwortung und Wissen werden so verteilt, dass sie nicht mehr an dir hängen.",
        items: [
          {
            pageId: "entrepreneurial-freedom",
            title: "Unternehmerfreiheit",
            text: "Der Weg vom unverzichtbaren Chef zum Inhaber, der über seine Zeit selbst bestimmt – ohne Einbußen bei Ergebnis und Qualität.",
            meta: "Ziel: von {{hoursFrom}} auf {{hoursTo}} Stunden pro Woche",
          },
          {
            pageId: "owner-dependency",
            title: "Inhaberabhängigkeit reduzieren",
            text: "Wir machen sichtbar, wo Kunden, Wissen und Entscheidungen an dir hängen, und bauen diese Abhängigkeiten gezielt ab. Das entlastet dich und steigert den Wert deines Unternehmens.",
          },
          {
            pageId: "delegation-strategy",
            title: "Delegation-Strategie",
            text: "Entscheidungen abgeben, nicht nur Aufgaben: mit klaren Entscheidungsrechten, Grenzen und Kriterien, die dein Team kennt.",
            meta: "Ziel: {{delegatedPercent}} % der Routineentscheidungen ohne dich",
          },
          {
            pageId: "team-autonomy",
            title: "Team-Autonomie",
            text: "Ein Team, das seine Zahlen kennt und innerhalb klarer Leitplanken selbst entscheidet, statt auf dich zu warten.",
            meta: "Ziel: {{teamPercent}} % der Entscheidungen im eigenen Bereich",
          },
        ],
      },
      {
        title: "Exit-Ready Systems",
        intro:
          "Vorbereitung auf Verkauf oder Nachfolge: Strukturen, die jeder Prüfung standhalten, und ein Unternehmenswert, der nicht an deiner Person hängt.",
        items: [
          {
            pageId: "exit-strategy",
            title: "Exit-Strategie",
            text: "Verkauf, Nachfolge in der Familie, Management-Buy-out oder bewusstes Weiterführen: Wir klären, welcher Weg zu dir passt, und bereiten dein Unternehmen rechtzeitig darauf vor.",
            meta: "Ziel: Exit-Readiness von {{exitScore}}+/{{exitScale}}",
          },
          {
            pageId: "due-diligence",
            title: "Due-Diligence-Vorbereitung",
            text: "Bevor ein Käufer prüft, prüfen wir: Zahlen, Verträge, Abhängigkeiten und Dokumentation. So gibt es in der Due Diligence keine Überraschungen, die den Preis drücken.",
          },
          {
            pageId: "business-succession",
            title: "Unternehmensnachfolge",
            text: "Eine geordnete Übergabe an Familie, Management oder externe Nachfolger – mit klarem Fahrplan, übertragbarem Wissen und einer Rolle für dich, die zu deinen Plänen passt.",
          },
          {
            pageId: "process-systematization",
            title: "Prozess-Systematisierung",
            text: "Die Abläufe, an denen Umsatz und Qualität hängen, werden vereinfacht, schlank dokumentiert und zum gelebten Standard gemacht.",
          },
          {
            pageId: "system-builder",
            title: "System Builder",
            text: "Das Betriebssystem deines Unternehmens: Rollen, Kernprozesse, Kennzahlen und Besprechungsrhythmus, die ineinandergreifen und ohne dich funktionieren.",
          },
        ],
      },
      {
        title: "Wachstum & Sichtbarkeit",
        intro:
          "Wachstum, das nicht an deinem persönlichen Einsatz hängt: neue Kunden über planbare Kanäle und eine Strategie, die dein Team umsetzen kann.",
        items: [
          {
            pageId: "local-seo",
            title: "Lokale SEO",
            text: "Sichtbarkeit in deiner Region über Google-Unternehmensprofil, lokale Landingpages und einen Bewertungsprozess. Gemessen wird an echten Anfragen, nicht an Klicks.",
          },
          {
            pageId: "strategy-guide",
            title: "Leitfaden Strategieberatung",
            text: "Was gute Strategieberatung für inhabergeführte Unternehmen leisten muss, wie sie abläuft und woran du den passenden Berater erkennst.",
            meta: "Leitfaden · frei zugänglich",
          },
        ],
      },
      {
        title: "Wissen & Impulse",
        intro: "Für alle, die sich zuerst in Ruhe einlesen wollen, bevor sie mit mir sprechen.",
        items: [
          {
            pageId: "ceopreneur",
            title: "Das CEOpreneur-Prinzip",
            text: "Die Prinzipien, nach denen ich arbeite: vom Mitarbeiter der eigenen Firma zum Unternehmer, der sein Unternehmen führt, statt es zu tragen.",
          },
          {
            pageId: "blog",
            title: "Blog",
            text: "Artikel zu Inhaberabhängigkeit, Delegation, Systemen und Exit-Vorbereitung – aus der Praxis und ohne Theorieballast.",
          },
          {
            pageId: "newsletter",
            title: "Newsletter",
            text: "Konkrete Impulse für Inhaber und CEOs direkt in dein Postfach. Kostenlos und jederzeit abbestellbar.",
            meta: "Kostenlos",
          },
        ],
      },
    ],
    closing: {
      title: "Nicht sicher, wo du anfangen sollst?",
      text: "Der ExitReady Check zeigt dir in {{checkMinutes}} Minuten, wo dein Unternehmen steht. Oder wir sprechen direkt miteinander: Das Erstgespräch ist kostenlos.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
  },
  en: {
    seo: {
      title: "Services: Consulting, Mentoring and Exit Preparation",
      description:
        "All services at a glance: ExitReady Check, Business Logic Audit, CEO Mentoring, Business Liberation and Exit-Ready Systems for owner-led companies.",
    },
    hero: {
      eyebrow: "Services",
      title: "Every path to a company that runs without you",
      lead: "Some owners first want to know where they stand. Others need a rigorous outside view or support over several months. Here you'll find every offer at a glance, organized by where you are right now and what you want to achieve.",
    },
    groups: [
      {
        title: "Getting started",
        intro: "For the first step: find out where your company stands before you commit to a longer journey.",
        items: [
          {
            pageId: "exit-ready-check",
            title: "ExitReady Check",
            text: "{{checkQuestions}} questions on independence, finances, team and systems. You get your ExitReady Score out of {{checkMaxScore}} points, your strengths and weaknesses, and quick wins you can act on right away.",
            meta: "Free · about {{checkMinutes}} minutes",
          },
          {
            pageId: "audit",
            title: "Business Logic Audit",
            text: "I analyze your company's numbers, processes and decision paths and deliver the levers with the greatest impact. If the audit turns up fewer than {{auditLevers}} concrete levers, you get your money back.",
            meta: "{{auditPrice}} fixed price · results in {{auditHours}} hours · for {{auditRevenue}} in revenue",
          },
          {
            pageId: "build-to-leave",
            title: "Build to Leave platform",
            text: "{{modules}} self-assessment modules that let you check, step by step, how transferable your company is. You work at your own pace and see exactly where action is needed.",
            meta: "{{modules}} self-assessment modules",
          },
          {
            pageId: "strategy-session",
            title: "Strategy session",
            text: "A free first conversation about your situation and your goals. By the end you'll know which next step makes sense for you, even if it doesn't involve me.",
            meta: "Free · no obligation",
          },
        ],
      },
      {
        title: "Ongoing support",
        intro:
          "If you don't want to go it alone: personal support over several months, with me as your direct counterpart.",
        items: [
          {
            pageId: "ceo-mentoring",
            title: "CEO Mentoring",
            text: "Monthly sessions, a clear {{programmeDays}}-day plan in three phases and WhatsApp support between meetings. For owners who want to fundamentally change their role and their company.",
            meta: "{{mentoringPrice}} per month · first conversation free",
          },
          {
            pageId: "ceo-coaching",
            title: "Executive coaching",
            text: "Confidential one-on-one coaching for your personal shift from hands-on operator to entrepreneur. The focus is on you and your habits, not the org chart.",
            meta: "One-on-one · in person or by video",
          },
          {
            pageId: "strategy-consulting",
            title: "Strategy consulting",
            text: "Clear priorities for the years ahead: where your company should grow, what it deliberately leaves aside and how the strategy makes it into your team's daily work.",
          },
        ],
      },
      {
        title: "Business Liberation",
        intro:
          "Step out of daily operations without the company suffering: decisions, responsibility and know-how are distributed so they no longer depend on you.",
        items: [
          {
            pageId: "entrepreneurial-freedom",
            title: "Entrepreneurial freedom",
            text: "The path from indispensable boss to an owner who is in charge of their own time, with no loss in results or quality.",
            meta: "Goal: from {{hoursFrom}} to {{hoursTo}} hours a week",
          },
          {
            pageId: "owner-dependency",
            title: "Reducing owner dependency",
            text: "We make visible where customers, know-how and decisions depend on you, then reduce those dependencies systematically. That frees you up and raises the value of your company.",
          },
          {
            pageId: "delegation-strategy",
            title: "Delegation strategy",
            text: "Delegate decisions, not just tasks, with clear decision rights, limits and criteria your team understands.",
            meta: "Goal: {{delegatedPercent}}% of routine decisions made without you",
          },
          {
            pageId: "team-autonomy",
            title: "Team autonomy",
            text: "A team that knows its numbers and decides on its own within clear guardrails instead of waiting for you.",
            meta: "Goal: {{teamPercent}}% of decisions made within the team's own area",
          },
        ],
      },
      {
        title: "Exit-Ready Systems",
        intro:
          "Preparing for a sale or succession: structures that stand up to scrutiny and a company value that doesn't hinge on you personally.",
        items: [
          {
            pageId: "exit-strategy",
            title: "Exit strategy",
            text: "A sale, a family succession, a management buyout or a deliberate decision to keep going: we clarify which path suits you and prepare your company for it in good time.",
            meta: "Goal: exit readiness of {{exitScore}}+/{{exitScale}}",
          },
          {
            pageId: "due-diligence",
            title: "Due diligence preparation",
            text: "Before a buyer looks under the hood, we do: numbers, contracts, dependencies and documentation. That way due diligence holds no surprises that push the price down.",
          },
          {
            pageId: "business-succession",
            title: "Business succession",
            text: "An orderly handover to family, management or an outside successor, with a clear roadmap, transferable know-how and a role for you that fits your plans.",
          },
          {
            pageId: "process-systematization",
            title: "Process systematization",
            text: "The workflows your revenue and quality depend on are simplified, documented in lean form and turned into standards people actually follow.",
          },
          {
            pageId: "system-builder",
            title: "System Builder",
            text: "Your company's operating system: roles, core processes, KPIs and a meeting cadence that interlock and work without you.",
          },
        ],
      },
      {
        title: "Growth & visibility",
        intro:
          "Growth that doesn't depend on your personal effort: new customers through predictable channels and a strategy your team can carry out.",
        items: [
          {
            pageId: "local-seo",
            title: "Local SEO",
            text: "Visibility in your region through your Google Business Profile, local landing pages and a review process. Success is measured in real inquiries, not clicks.",
          },
          {
            pageId: "strategy-guide",
            title: "Strategy consulting guide",
            text: "What good strategy consulting has to deliver for owner-led companies, how it works and how to recognize the right advisor.",
            meta: "Guide · free to read",
          },
        ],
      },
      {
        title: "Insights",
        intro: "For owners who prefer to read up first before we talk.",
        items: [
          {
            pageId: "ceopreneur",
            title: "The CEOpreneur principles",
            text: "The principles behind my work: moving from employee of your own company to an entrepreneur who leads the business instead of carrying it.",
          },
          {
            pageId: "blog",
            title: "Blog",
            text: "Articles on owner dependency, delegation, systems and exit preparation, drawn from practice and free of academic ballast.",
          },
          {
            pageId: "newsletter",
            title: "Newsletter",
            text: "Practical ideas for owners and CEOs, delivered to your inbox. Free, and you can unsubscribe at any time.",
            meta: "Free",
          },
        ],
      },
    ],
    closing: {
      title: "Not sure where to start?",
      text: "The ExitReady Check shows you in {{checkMinutes}} minutes where your company stands. Or we talk directly: the first conversation is free.",
      primary: { label: "Take the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
  },
};

export default copy;
