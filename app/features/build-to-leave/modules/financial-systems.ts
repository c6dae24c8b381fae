import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "financial-systems",
  title: {
    de: "Finanzsysteme",
    en: "Financial Systems",
  },
  description: {
    de: "Wie verlässlich, aktuell und unabhängig von dir sind eure Finanzzahlen? Das Modul betrachtet Reporting, Planung, Controlling und die Trennung von privaten und betrieblichen Finanzen.",
    en: "How reliable, current and independent of you are your financial numbers? This module looks at reporting, forecasting, controlling and the separation of personal and business finances.",
  },
  impact: {
    de: "Saubere, nachvollziehbare Zahlen sind die Grundlage jeder Bewertung und die Voraussetzung dafür, dass andere die Firma steuern können, ohne dich zu fragen.",
    en: "Clean, traceable numbers are the basis of any valuation and the prerequisite for others to run the company without asking you.",
  },
  minutes: 3,
  questions: [
    {
      id: "monthlyReporting",
      text: {
        de: "Wann liegen dir die Zahlen des Vormonats vor?",
        en: "When do you get last month's numbers?",
      },
      options: [
        {
          de: "Erst mit dem Jahresabschluss.",
          en: "Only with the annual financial statements.",
        },
        {
          de: "Unregelmäßig, oft mit mehreren Monaten Verzögerung.",
          en: "Irregularly, often several months late.",
        },
        {
          de: "Nach drei bis sechs Wochen, meist ohne Erläuterungen.",
          en: "After three to six weeks, usually without commentary.",
        },
        {
          de: "Innerhalb von zwei Wochen, mit Vergleich zu Plan und Vorjahr.",
          en: "Within two weeks, compared with plan and prior year.",
        },
        {
          de: "Nach wenigen Arbeitstagen, kommentiert und vom Team selbst aufbereitet.",
          en: "Within a few business days, with commentary, prepared by the team itself.",
        },
      ],
    },
    {
      id: "forecasting",
      text: {
        de: "Wie plant ihr Umsatz, Kosten und Liquidität für die kommenden Monate?",
        en: "How do you forecast revenue, costs and cash for the coming months?",
      },
      options: [
        {
          de: "Gar nicht – ich schaue auf den Kontostand.",
          en: "We don't; I look at the bank balance.",
        },
        {
          de: "Im Kopf, mit einem Gefühl für die nächsten Wochen.",
          en: "In my head, with a feel for the next few weeks.",
        },
        {
          de: "Mit einem Jahresbudget, das unterjährig kaum angepasst wird.",
          en: "With an annual budget that's rarely updated during the year.",
        },
        {
          de: "Mit einer rollierenden Liquiditätsplanung für mindestens drei Monate.",
          en: "With a rolling cash forecast covering at least three months.",
        },
        {
          de: "Mit einer integrierten, rollierenden Zwölfmonatsplanung, die monatlich aktualisiert wird.",
          en: "With an integrated rolling twelve-month forecast, updated monthly.",
        },
      ],
    },
    {
      id: "contributionMargins",
      text: {
        de: "Wie genau kennst du die Deckungsbeiträge deiner Produkte, Leistungen oder Kunden?",
        en: "How well do you know the contribution margins of your products, services or customers?",
      },
      options: [
        {
          de: "Gar nicht – ich weiß nur, ob am Jahresende etwas übrig bleibt.",
          en: "Not at all; I only know whether there's anything left at year-end.",
        },
        {
          de: "Ich habe ein Gefühl dafür, welche Aufträge sich lohnen.",
          en: "I have a sense of which jobs are worth it.",
        },
        {
          de: "Ich kenne sie für einzelne Produkte oder Großkunden.",
          en: "I know them for certain products or major customers.",
        },
        {
          de: "Ich kenne sie für alle wesentlichen Produkte und Kundengruppen.",
          en: "I know them for all major products and customer groups.",
        },
        {
          de: "Sie werden laufend ausgewertet und fließen direkt in Preise und Angebot ein.",
          en: "They're analyzed continuously and feed directly into pricing and offerings.",
        },
      ],
    },
    {
      id: "privateBusinessSeparation",
      text: {
        de: "Wie sauber sind private und betriebliche Ausgaben voneinander getrennt?",
        en: "How cleanly are personal and business expenses kept apart?",
      },
      options: [
        {
          de: "Gar nicht – vieles läuft über dieselben Konten.",
          en: "Not at all; a lot runs through the same accounts.",
        },
        {
          de: "Teilweise – es gibt private Kosten in der Firma, die ich nicht genau beziffern kann.",
          en: "Partly; there are personal costs in the company that I couldn't quantify precisely.",
        },
        {
          de: "Weitgehend, aber Fahrzeuge, Reisen oder mitarbeitende Angehörige sind nicht klar geregelt.",
          en: "Mostly, but vehicles, travel or family members on the payroll aren't clearly handled.",
        },
        {
          de: "Sauber getrennt, verbleibende Sonderfälle sind dokumentiert.",
          en: "Cleanly separated, with any remaining special cases documented.",
        },
        {
          de: "Vollständig getrennt, mit marktüblichen Verträgen für alles zwischen mir und der Firma.",
          en: "Fully separated, with arm's-length agreements for everything between me and the company.",
        },
      ],
    },
    {
      id: "financeOwnership",
      text: {
        de: "Wer ist neben dir für die Finanzen verantwortlich?",
        en: "Besides you, who is responsible for finance?",
      },
      options: [
        {
          de: "Niemand – ich mache es selbst und sehe den Steuerberater einmal im Jahr.",
          en: "No one; I do it myself and see the tax advisor once a year.",
        },
        {
          de: "Eine Buchhaltungskraft, die erfasst, aber nicht auswertet.",
          en: "A bookkeeper who records transactions but doesn't analyze them.",
        },
        {
          de: "Eine erfahrene Buchhaltung, die Auswertungen liefert, wenn ich danach frage.",
          en: "An experienced bookkeeping team that produces reports when I ask.",
        },
        {
          de: "Eine kaufmännische Leitung, die Zahlen aufbereitet und Abweichungen meldet.",
          en: "A finance lead who prepares the numbers and flags variances.",
        },
        {
          de: "Eine kaufmännische Leitung, die aktiv steuert und mich bei Entscheidungen herausfordert.",
          en: "A finance lead who actively steers and challenges me on decisions.",
        },
      ],
    },
    {
      id: "numbersTraceability",
      text: {
        de: "Wie gut könnte ein externer Prüfer oder Käufer eure Zahlen nachvollziehen?",
        en: "How easily could an outside reviewer or buyer follow your numbers?",
      },
      options: [
        {
          de: "Kaum – vieles müsste erst rekonstruiert werden.",
          en: "Barely; a lot would have to be reconstructed first.",
        },
        {
          de: "Nur mit viel Aufwand und vielen Erklärungen von mir.",
          en: "Only with a lot of effort and plenty of explanation from me.",
        },
        {
          de: "Die Jahresabschlüsse ja, die unterjährigen Zahlen eher nicht.",
          en: "The annual statements, yes; the interim numbers, not really.",
        },
        {
          de: "Gut – die Zahlen sind sauber abgegrenzt und mit Belegen hinterlegt.",
          en: "Well; the numbers are properly accrued and backed by documents.",
        },
        {
          de: "Sehr gut – bereinigte Ergebnisse und Sondereffekte sind bereits aufbereitet.",
          en: "Very well; adjusted earnings and one-off items are already prepared.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Eure Finanzsysteme sind professionell: aktuell, nachvollziehbar und nicht an deine Person gebunden. Das schafft Vertrauen bei Banken und Käufern und erlaubt anderen, die Firma anhand von Zahlen zu steuern. Prüfe als Nächstes im Modul Due-Diligence-Vorbereitung, ob Verträge und Dokumente dasselbe Niveau erreichen.",
      en: "Your financial systems are professional: current, traceable and not tied to you personally. That builds trust with banks and buyers and lets others run the company by the numbers. Next, use the Due Diligence Preparation module to check whether contracts and documents reach the same level.",
    },
    good: {
      de: "Die Zahlen sind solide, aber an einzelnen Stellen fehlt es an Tempo, Tiefe oder Unabhängigkeit von dir. Häufig laufen Liquiditätsplanung oder Deckungsbeiträge noch nicht sauber. Verankere den schwächsten Baustein gemeinsam mit deiner Buchhaltung oder deinem Steuerberater in den nächsten drei Monaten fest im Ablauf.",
      en: "The numbers are solid, but in places they lack speed, depth or independence from you. Often the cash forecast or contribution margins aren't running cleanly yet. Over the next three months, work with your bookkeeping team or tax advisor to build the weakest piece firmly into your routine.",
    },
    satisfactory: {
      de: "Du steuerst die Firma mehr nach Gefühl und Kontostand als nach Zahlen. Das geht in guten Zeiten gut, macht dich aber blind für schleichende Probleme und erschwert jede Bewertung. Starte mit zwei Dingen: einem monatlichen Reporting bis zur Mitte des Folgemonats und einer einfachen rollierenden Liquiditätsplanung.",
      en: "You run the company more by gut feeling and bank balance than by numbers. That works in good times, but it leaves you blind to slow-building problems and complicates any valuation. Start with two things: a monthly report by the middle of the following month and a simple rolling cash forecast.",
    },
    critical: {
      de: "Im Moment fehlt die finanzielle Transparenz, die ein Käufer, eine Bank oder ein Nachfolger brauchen würde. Vor allem eine unklare Trennung von privat und betrieblich kostet im Verkaufsprozess Zeit, Vertrauen und oft auch Geld. Sprich zuerst mit deinem Steuerberater über eine saubere Trennung und nutze ein kostenloses Strategiegespräch, um die nächsten Schritte zu priorisieren.",
      en: "Right now you lack the financial transparency a buyer, a bank or a successor would need. A blurred line between personal and business finances in particular costs time, trust and often money in a sale. Talk to your tax advisor about a clean separation first, and use a free strategy session to prioritize the next steps.",
    },
  },
};

export default module;
