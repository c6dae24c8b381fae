import type { Lang } from "~/lib/i18n";
import type { BlogCopy } from "../types";

const copy: Record<Lang, BlogCopy> = {
  de: {
    seo: {
      title: "Blog für Inhaber und CEOs – Freiheit, Systeme, Exit",
      description:
        "Praxisartikel für Inhaber und CEOs: Inhaberabhängigkeit senken, Entscheidungen delegieren, Prozesse systematisieren und dein Unternehmen verkaufsfähig machen.",
    },
    hero: {
      eyebrow: "Blog",
      title: "Gedanken und Werkzeuge für ein Unternehmen, das ohne dich läuft.",
      lead: "Hier schreibe ich über das, was ich mit Inhabern und CEOs jede Woche bearbeite: weniger Abhängigkeit von dir, klare Entscheidungsrechte, Systeme, die dein Team wirklich nutzt – und ein Unternehmen, das bereit ist für den nächsten Schritt.",
    },
    categories: {
      ceopreneur:
        "Vom Betreiber zum CEOpreneur: wie du deine Rolle neu schneidest, deine Woche führst und am Unternehmen statt im Unternehmen arbeitest.",
      "personal-development":
        "Energie, Fokus und Identität: was sich in dir verändern muss, damit sich dein Unternehmen verändern kann.",
      systematization:
        "Prozesse, Dokumentation und Wissenstransfer: wie du aus Kopfwissen Systeme machst, die im Alltag tragen.",
      leadership:
        "Delegation, Entscheidungsrechte und eine zweite Führungsebene: wie dein Team Verantwortung übernimmt, ohne dass du alles absegnest.",
      strategy:
        "Exit-Vorbereitung, Nachfolge und Due Diligence: wie du den Wert deines Unternehmens steigerst und dir Optionen offenhältst.",
      mindset: "Kontrolle, Perfektion und Vertrauen: die Denkmuster, die Inhaber festhalten – und wie du sie löst.",
    },
    podcast: {
      title: "Lieber hören als lesen?",
      text: "Im Podcast spreche ich mit Unternehmern über Delegation, Systeme und den Weg zum Exit – für die Autofahrt oder die Runde um den Block.",
      label: "Zum Podcast",
    },
    authorBio:
      "Ich begleite Inhaber und CEOs von Unternehmen mit {{audienceRevenue}} Umsatz dabei, sich aus dem Tagesgeschäft zu lösen: mit klaren Entscheidungsrechten, tragfähigen Systemen und einem Team, das Verantwortung übernimmt. Vorher habe ich als geschäftsführender Mitinhaber ein Dienstleistungsunternehmen aufgebaut und verkauft – und in der Due Diligence erlebt, wie teuer es ist, wenn alles an einer Person hängt.",
    closing: {
      title: "Wie abhängig ist dein Unternehmen von dir?",
      text: "Der ExitReady Check zeigt es dir in {{checkMinutes}} Minuten mit {{checkQuestions}} Fragen – mit Score und den ersten Hebeln, die du sofort angehen kannst.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Business Logic Audit ansehen", pageId: "audit" },
    },
  },
  en: {
    seo: {
      title: "Blog for owners and CEOs – freedom, systems, exit",
      description:
        "Practical articles for owners and CEOs: reduce owner dependency, delegate decisions, systematise your processes and get your company ready to sell.",
    },
    hero: {
      eyebrow: "Blog",
      title: "Ideas and tools for a company that runs without you.",
      lead: "I write about what I work on with owners and CEOs every week: less dependence on you, clear decision rights, systems your team actually uses – and a company that is ready for its next step.",
    },
    categories: {
      ceopreneur:
        "From operator to CEOpreneur: how to redraw your role, run your week and work on the business instead of in it.",
      "personal-development": "Energy, focus and identity: what has to change in you so your company can change.",
      systematization:
        "Processes, documentation and knowledge transfer: how to turn what is in your head into systems that hold up day to day.",
      leadership:
        "Delegation, decision rights and a second management layer: how your team takes ownership without you signing off on everything.",
      strategy:
        "Exit preparation, succession and due diligence: how to raise the value of your company and keep your options open.",
      mindset:
        "Control, perfectionism and trust: the thinking patterns that keep owners stuck – and how to let go of them.",
    },
    podcast: {
      title: "Rather listen than read?",
      text: "On the podcast I talk with business owners about delegation, systems and the road to an exit – for the drive to work or a walk around the block.",
      label: "Go to the podcast",
    },
    authorBio:
      "I help owners and CEOs of companies with {{audienceRevenue}} in revenue step out of day-to-day operations: with clear decision rights, systems that hold up and a team that takes ownership. Before that, as managing partner, I grew a services company and sold it – and learned in due diligence how expensive it is when everything depends on one person.",
    closing: {
      title: "How dependent is your company on you?",
      text: "The ExitReady Check shows you in {{checkMinutes}} minutes with {{checkQuestions}} questions – with a score and the first levers you can pull right away.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
    },
  },
};

export default copy;
