import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "due-diligence-prep",
  title: {
    de: "Due-Diligence-Vorbereitung",
    en: "Due Diligence Preparation",
  },
  description: {
    de: "Wie schnell und sauber könntest du einem Käufer alle Unterlagen vorlegen? Das Modul prüft Dokumente, Verträge, geistiges Eigentum, Compliance und die Bereitschaft für einen Datenraum.",
    en: "How quickly and cleanly could you give a buyer everything they ask for? This module checks documents, contracts, intellectual property, compliance and readiness for a data room.",
  },
  impact: {
    de: "Lücken, die erst in der Due Diligence auftauchen, kosten Vertrauen, Zeit und Kaufpreis – wer vorbereitet ist, verhandelt aus einer Position der Stärke.",
    en: "Gaps that only surface in due diligence cost trust, time and purchase price, while owners who come prepared negotiate from strength.",
  },
  minutes: 4,
  questions: [
    {
      id: "documentOrganization",
      text: {
        de: "Wie geordnet sind die wichtigen Unterlagen der Firma abgelegt?",
        en: "How well organized are the company's key documents?",
      },
      options: [
        {
          de: "Verteilt auf Ordner, Postfächer und Köpfe – vieles müsste erst gesucht werden.",
          en: "Scattered across binders, inboxes and memories; a lot would have to be tracked down.",
        },
        {
          de: "Teils digital, teils auf Papier, ohne einheitliche Struktur.",
          en: "Partly digital, partly on paper, with no consistent structure.",
        },
        {
          de: "Digital abgelegt, aber ob alles vollständig und aktuell ist, ist unklar.",
          en: "Stored digitally, but it's unclear whether everything is complete and current.",
        },
        {
          de: "Zentral, digital und nach einer klaren Struktur geordnet.",
          en: "Central, digital and organized in a clear structure.",
        },
        {
          de: "In einer datenraumtauglichen Struktur, die laufend gepflegt wird.",
          en: "In a structure that's ready for a data room and maintained on an ongoing basis.",
        },
      ],
    },
    {
      id: "customerContracts",
      text: {
        de: "Wie sind die Beziehungen zu euren wichtigsten Kunden vertraglich geregelt?",
        en: "How are the relationships with your most important customers covered by contracts?",
      },
      options: [
        {
          de: "Gar nicht – alles läuft per Handschlag.",
          en: "Not at all; it's all done on a handshake.",
        },
        {
          de: "Über Angebote und AGB, aber ohne Rahmenverträge.",
          en: "Through quotes and standard terms, but without master agreements.",
        },
        {
          de: "Mit Rahmenverträgen für einige Großkunden.",
          en: "With master agreements for some major customers.",
        },
        {
          de: "Mit schriftlichen Verträgen für alle wesentlichen Kunden.",
          en: "With written contracts for all significant customers.",
        },
        {
          de: "Mit geprüften Verträgen, die auch einen Eigentümerwechsel sauber regeln.",
          en: "With reviewed contracts that also handle a change of ownership cleanly.",
        },
      ],
    },
    {
      id: "employmentContracts",
      text: {
        de: "Wie aktuell und vollständig sind Arbeitsverträge und Vereinbarungen mit Mitarbeitenden?",
        en: "How current and complete are employment contracts and agreements with staff?",
      },
      options: [
        {
          de: "Für einige Mitarbeitende gibt es keinen schriftlichen Vertrag.",
          en: "Some employees have no written contract.",
        },
        {
          de: "Verträge existieren, sind aber teils veraltet und uneinheitlich.",
          en: "Contracts exist, but some are outdated and inconsistent.",
        },
        {
          de: "Die Verträge sind aktuell, Nebenabreden und Zusagen aber nicht dokumentiert.",
          en: "The contracts are current, but side agreements and promises aren't documented.",
        },
        {
          de: "Einheitliche, aktuelle Verträge inklusive aller Zusatzvereinbarungen.",
          en: "Consistent, current contracts including all side agreements.",
        },
        {
          de: "Einheitlich, aktuell, rechtlich geprüft und mit Regeln zu Wettbewerb und Geheimhaltung.",
          en: "Consistent, current, legally reviewed and covering non-compete and confidentiality.",
        },
      ],
    },
    {
      id: "intellectualProperty",
      text: {
        de: "Wie gut sind Marken, Software, Know-how und andere Rechte der Firma gesichert?",
        en: "How well are the company's trademarks, software, know-how and other rights secured?",
      },
      options: [
        {
          de: "Gar nicht – ich weiß nicht genau, was der Firma eigentlich gehört.",
          en: "Not at all; I don't know exactly what the company actually owns.",
        },
        {
          de: "Teilweise – einige Rechte liegen bei mir privat oder bei Dienstleistern.",
          en: "Partly; some rights sit with me personally or with contractors.",
        },
        {
          de: "Die Marke ist eingetragen, der Rest ist nicht geregelt.",
          en: "The trademark is registered; the rest isn't addressed.",
        },
        {
          de: "Die wesentlichen Rechte liegen nachweislich bei der Firma.",
          en: "The key rights demonstrably belong to the company.",
        },
        {
          de: "Alle Rechte sind erfasst, liegen bei der Firma und sind vertraglich abgesichert.",
          en: "All rights are recorded, owned by the company and secured by contract.",
        },
      ],
    },
    {
      id: "legalCompliance",
      text: {
        de: "Wie sicher bist du, dass die Firma alle gesetzlichen Pflichten erfüllt, etwa zu Datenschutz, Genehmigungen und Steuern?",
        en: "How sure are you that the company meets all its legal obligations, such as data protection, permits and taxes?",
      },
      options: [
        {
          de: "Unsicher – es gibt bekannte Baustellen, die wir vor uns herschieben.",
          en: "Not sure; there are known issues we keep putting off.",
        },
        {
          de: "Ich hoffe es, habe es aber nie systematisch geprüft.",
          en: "I hope so, but I've never checked systematically.",
        },
        {
          de: "Die wichtigsten Themen sind geregelt, aber nicht im Detail nachweisbar.",
          en: "The main issues are handled, but not documented in detail.",
        },
        {
          de: "Alle Pflichten sind bekannt, geregelt und dokumentiert.",
          en: "All obligations are known, handled and documented.",
        },
        {
          de: "Geregelt, dokumentiert und regelmäßig extern geprüft.",
          en: "Handled, documented and reviewed externally on a regular basis.",
        },
      ],
    },
    {
      id: "legalRisks",
      text: {
        de: "Gibt es offene Rechtsstreitigkeiten, Haftungsrisiken oder ungeklärte Altlasten?",
        en: "Are there pending legal disputes, liability risks or unresolved legacy issues?",
      },
      options: [
        {
          de: "Ja, mehrere, und ihr Ausgang ist offen.",
          en: "Yes, several, and their outcome is uncertain.",
        },
        {
          de: "Einzelne, deren Tragweite ich nicht genau kenne.",
          en: "A few whose impact I don't fully know.",
        },
        {
          de: "Einzelne, die bekannt und bewertet sind.",
          en: "A few that are known and assessed.",
        },
        {
          de: "Keine offenen Streitigkeiten, kleinere Risiken sind dokumentiert.",
          en: "No pending disputes; minor risks are documented.",
        },
        {
          de: "Keine – und eine externe Prüfung hat das bestätigt.",
          en: "None, and an external review has confirmed it.",
        },
      ],
    },
    {
      id: "dataRoomReadiness",
      text: {
        de: "Wie lange würdest du brauchen, um einem Käufer einen vollständigen Datenraum bereitzustellen?",
        en: "How long would it take you to give a buyer a complete data room?",
      },
      options: [
        {
          de: "Ich weiß nicht, was in einen Datenraum gehört.",
          en: "I don't know what belongs in a data room.",
        },
        {
          de: "Mehrere Monate, mit viel Sucharbeit.",
          en: "Several months, with a lot of digging.",
        },
        {
          de: "Einige Wochen, wenn sich mehrere Leute darum kümmern.",
          en: "A few weeks, if several people work on it.",
        },
        {
          de: "Wenige Tage – die meisten Unterlagen liegen bereit.",
          en: "A few days; most documents are ready.",
        },
        {
          de: "Sofort – ein vorbereiteter Datenraum existiert bereits.",
          en: "Right away; a prepared data room already exists.",
        },
      ],
    },
    {
      id: "corporateStructure",
      text: {
        de: "Wie klar sind Gesellschaftsstruktur, Beteiligungen und Immobilien geregelt?",
        en: "How clear are the corporate structure, shareholdings and real estate arrangements?",
      },
      options: [
        {
          de: "Unübersichtlich – es gibt verflochtene Gesellschaften und mündliche Absprachen.",
          en: "Tangled; there are interlinked entities and verbal arrangements.",
        },
        {
          de: "Historisch gewachsen, und ich müsste selbst nachsehen, wie alles zusammenhängt.",
          en: "Grown over time, and I'd have to look up myself how it all fits together.",
        },
        {
          de: "Grundsätzlich klar, aber etwa Immobilien oder Gesellschafterdarlehen sind ungeklärt.",
          en: "Basically clear, but things like real estate or shareholder loans are unresolved.",
        },
        {
          de: "Klar und dokumentiert, mit Verträgen für alle Beziehungen.",
          en: "Clear and documented, with contracts for every relationship.",
        },
        {
          de: "Klar, dokumentiert und mit Blick auf einen Verkauf bereits steuerlich vorbereitet.",
          en: "Clear, documented and already set up tax-efficiently with a sale in mind.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Du könntest heute einen Verkaufsprozess beginnen, ohne dass die Prüfung unangenehme Überraschungen zutage fördert. Das spart Monate und stärkt deine Verhandlungsposition erheblich. Halte den Datenraum aktuell und lass die Unterlagen vor dem Start eines Verkaufs einmal von einem erfahrenen Berater gegenlesen.",
      en: "You could start a sale process today without the review turning up unpleasant surprises. That saves months and strengthens your negotiating position considerably. Keep the data room current and have an experienced advisor review the documents once before you go to market.",
    },
    good: {
      de: "Die Grundlagen sind vorhanden, aber einzelne Lücken würden in der Prüfung auffallen und Fragen auslösen. Typisch sind fehlende Kundenverträge, ungeklärte Rechte oder Zusagen, die nur mündlich bestehen. Schließe diese Lücken jetzt in Ruhe, denn unter dem Zeitdruck eines Verkaufsprozesses wird jede Nachbesserung teurer.",
      en: "The basics are in place, but a few gaps would stand out during the review and raise questions. Missing customer contracts, unclear rights or promises that exist only verbally are typical. Close these gaps now while you have time, because every fix costs more under the time pressure of a sale.",
    },
    satisfactory: {
      de: "Eine Due Diligence würde im Moment zahlreiche Nachfragen auslösen und den Prozess in die Länge ziehen. Jede offene Frage gibt einem Käufer ein Argument für Preisabschläge oder zusätzliche Garantien. Leg eine Checkliste der üblichen Datenraum-Inhalte an und arbeite sie Bereich für Bereich mit deinem Steuer- und Rechtsberater ab.",
      en: "A due diligence review would trigger a lot of follow-up questions right now and drag the process out. Every open question gives a buyer an argument for a price reduction or additional warranties. Draw up a checklist of standard data room contents and work through it area by area with your tax and legal advisors.",
    },
    critical: {
      de: "Aus Sicht einer Prüfung ist die Firma im Moment nicht verkaufsbereit. Das ist kein Grund zur Panik, wohl aber ein Grund, früh anzufangen, denn Ordnung in Verträgen, Rechten und Strukturen braucht oft ein bis zwei Jahre. Ein kostenloses Strategiegespräch hilft dir, die kritischsten Punkte zu erkennen und einen realistischen Zeitplan aufzusetzen.",
      en: "From a due diligence standpoint, the company isn't ready for a sale right now. That's no reason to panic, but it is a reason to start early, because getting contracts, rights and structures in order often takes a year or two. A free strategy session helps you pinpoint the most critical issues and set a realistic timeline.",
    },
  },
};

export default module;
