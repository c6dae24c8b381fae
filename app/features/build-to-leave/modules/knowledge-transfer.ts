import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "knowledge-transfer",
  title: {
    de: "Wissenstransfer",
    en: "Knowledge Transfer",
  },
  description: {
    de: "Wie viel Wissen steckt nur in Köpfen, in deinem und in dem einzelner Schlüsselpersonen? Das Modul betrachtet Dokumentation, Stellvertretungen und die Einarbeitung neuer Mitarbeitender.",
    en: "How much knowledge lives only in people's heads, yours and those of a few key people? This module looks at documentation, backups for key roles and onboarding.",
  },
  impact: {
    de: "Wissen, das nur in Köpfen steckt, geht mit diesen Köpfen – für einen Käufer ein Risiko und für dich ein Grund, nie ganz loslassen zu können.",
    en: "Knowledge that lives only in people's heads walks out the door with them, which is a risk for a buyer and a reason you can never fully let go.",
  },
  minutes: 4,
  questions: [
    {
      id: "documentedKnowHow",
      text: {
        de: "Wie gut ist das Wissen hinter euren Kernabläufen schriftlich festgehalten?",
        en: "How well is the know-how behind your core processes written down?",
      },
      options: [
        {
          de: "Gar nicht – alles steckt in den Köpfen.",
          en: "Not at all; it's all in people's heads.",
        },
        {
          de: "Vereinzelt, in verstreuten Dateien, die kaum jemand findet.",
          en: "Here and there, in scattered files hardly anyone can find.",
        },
        {
          de: "Für einige Abläufe, aber oft veraltet.",
          en: "For some processes, but often out of date.",
        },
        {
          de: "Für die meisten Kernabläufe, zentral abgelegt und aktuell.",
          en: "For most core processes, stored centrally and up to date.",
        },
        {
          de: "Vollständig, aktuell und so geschrieben, dass Neue direkt damit arbeiten können.",
          en: "Complete, current and written so new people can work with it right away.",
        },
      ],
    },
    {
      id: "ownerOnlyKnowledge",
      text: {
        de: "Wie viel Wissen über Kunden, Preise, Lieferanten und Technik gibt es nur in deinem Kopf?",
        en: "How much knowledge about customers, pricing, suppliers and technology exists only in your head?",
      },
      options: [
        {
          de: "Das meiste – ohne mich wüsste niemand, wie vieles zusammenhängt.",
          en: "Most of it; without me, no one would know how a lot of things fit together.",
        },
        {
          de: "Viel, vor allem zu Schlüsselkunden und Preisgestaltung.",
          en: "A lot, especially about key customers and pricing.",
        },
        {
          de: "Einiges, aber ich habe begonnen, es festzuhalten.",
          en: "Some, but I've started writing it down.",
        },
        {
          de: "Wenig – das Wichtigste ist dokumentiert oder im Team verteilt.",
          en: "Little; the essentials are documented or shared across the team.",
        },
        {
          de: "Kaum etwas – bei keinem wichtigen Thema bin ich der einzige Wissensträger.",
          en: "Hardly any; on no important topic am I the only one who knows.",
        },
      ],
    },
    {
      id: "keyRoleBackups",
      text: {
        de: "Gibt es für jede Schlüsselposition eine eingearbeitete Stellvertretung?",
        en: "Is there a trained backup for every key position?",
      },
      options: [
        {
          de: "Nein – fällt jemand aus, steht der Bereich still.",
          en: "No; if someone is out, that area stops.",
        },
        {
          de: "Für einzelne Positionen, meist springe ich selbst ein.",
          en: "For a few positions; usually I step in myself.",
        },
        {
          de: "Für etwa die Hälfte der Schlüsselpositionen.",
          en: "For about half of the key positions.",
        },
        {
          de: "Für die meisten, und die Vertretung funktioniert auch tatsächlich.",
          en: "For most of them, and the backups actually work in practice.",
        },
        {
          de: "Für alle, und Vertretungen werden regelmäßig geübt, etwa in Urlaubszeiten.",
          en: "For all of them, and backups are practiced regularly, for example during vacations.",
        },
      ],
    },
    {
      id: "onboardingTime",
      text: {
        de: "Wie lange braucht eine neue Fachkraft, bis sie selbstständig arbeitet?",
        en: "How long does it take a new skilled hire to work independently?",
      },
      options: [
        {
          de: "Oft mehr als ein Jahr, weil Neue nur durch Zuschauen lernen.",
          en: "Often more than a year, because new people only learn by watching.",
        },
        {
          de: "Sechs bis zwölf Monate, und erfahrene Kollegen sind dabei stark gebunden.",
          en: "Six to twelve months, and experienced colleagues are heavily tied up.",
        },
        {
          de: "Drei bis sechs Monate, mit einem groben Einarbeitungsplan.",
          en: "Three to six months, with a rough onboarding plan.",
        },
        {
          de: "Ein bis drei Monate, dank Einarbeitungsplan und Unterlagen.",
          en: "One to three months, thanks to an onboarding plan and materials.",
        },
        {
          de: "Wenige Wochen – die Einarbeitung ist standardisiert und wird laufend verbessert.",
          en: "A few weeks; onboarding is standardized and continuously improved.",
        },
      ],
    },
    {
      id: "keyPersonRisk",
      text: {
        de: "Wie stark hängt die Firma, abgesehen von dir, von einzelnen Schlüsselpersonen ab?",
        en: "Apart from you, how much does the company depend on individual key people?",
      },
      options: [
        {
          de: "Extrem – mehrere Personen, deren Weggang den Betrieb gefährden würde.",
          en: "Extremely; there are several people whose departure would put operations at risk.",
        },
        {
          de: "Stark – eine Person ist praktisch nicht ersetzbar.",
          en: "A lot; one person is practically irreplaceable.",
        },
        {
          de: "Spürbar, aber ein Ausfall ließe sich mit Aufwand überbrücken.",
          en: "Noticeably, but we could bridge a departure with some effort.",
        },
        {
          de: "Gering – Wissen und Beziehungen sind auf mehrere Schultern verteilt.",
          en: "Only a little; knowledge and relationships are spread across several people.",
        },
        {
          de: "Kaum – Schlüsselpersonen sind durch Nachfolgeplanung und Bindung abgesichert.",
          en: "Hardly at all; key people are covered by succession planning and retention measures.",
        },
      ],
    },
    {
      id: "customerRelationships",
      text: {
        de: "Wer pflegt die Beziehungen zu euren wichtigsten Kunden?",
        en: "Who maintains the relationships with your most important customers?",
      },
      options: [
        {
          de: "Nur ich – die Kunden kennen sonst niemanden.",
          en: "Only me; the customers don't know anyone else.",
        },
        {
          de: "Vor allem ich, das Team wickelt nur die Aufträge ab.",
          en: "Mostly me; the team just processes the orders.",
        },
        {
          de: "Ich gemeinsam mit einem Mitarbeiter, aber ich bin der Hauptkontakt.",
          en: "Me together with a colleague, but I'm the main contact.",
        },
        {
          de: "Ein fester Ansprechpartner im Team, ich bin nur noch bei Jahresgesprächen dabei.",
          en: "A dedicated contact on the team; I only join the annual reviews.",
        },
        {
          de: "Das Team, mit dokumentierter Kundenhistorie – die Kunden vermissen mich kaum.",
          en: "The team, with a documented customer history; the customers hardly miss me.",
        },
      ],
    },
    {
      id: "documentationUpkeep",
      text: {
        de: "Wer sorgt dafür, dass eure Dokumentation aktuell bleibt?",
        en: "Who makes sure your documentation stays up to date?",
      },
      options: [
        {
          de: "Niemand – es gibt ohnehin kaum etwas zu pflegen.",
          en: "No one; there's hardly anything to maintain anyway.",
        },
        {
          de: "Ich, wenn ich mal Zeit finde.",
          en: "Me, whenever I find the time.",
        },
        {
          de: "Einzelne Mitarbeitende aus eigenem Antrieb.",
          en: "A few employees on their own initiative.",
        },
        {
          de: "Feste Verantwortliche für jeden Bereich.",
          en: "Designated owners for each area.",
        },
        {
          de: "Feste Verantwortliche und regelmäßige Prüfung – Aktualisieren gehört zu jedem Ablauf.",
          en: "Designated owners with regular reviews; updates are built into every workflow.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Das Wissen deiner Firma ist gesichert, verteilt und zugänglich. Ausfälle, Kündigungen oder dein eigener Rückzug gefährden den Betrieb nicht, und das ist für Käufer ein starkes Argument. Halte das Niveau, indem du Dokumentation bei jeder Prozessänderung mitdenkst.",
      en: "Your company's knowledge is secured, shared and accessible. Absences, resignations or your own departure don't put operations at risk, and that's a strong argument for buyers. Keep it that way by treating documentation as part of every process change.",
    },
    good: {
      de: "Ein großer Teil des Wissens ist gesichert, aber es gibt noch Lücken, meist bei dir selbst oder bei ein, zwei Schlüsselpersonen. Genau diese Lücken fragt ein Käufer in der Due Diligence ab. Nimm dir die Person mit dem meisten exklusiven Wissen vor und plane mit ihr eine strukturierte Übergabe an eine Stellvertretung.",
      en: "Much of the knowledge is secured, but gaps remain, usually with you or with one or two key people. Those are exactly the gaps a buyer asks about during due diligence. Start with the person who holds the most exclusive knowledge and plan a structured handover to a backup together.",
    },
    satisfactory: {
      de: "Vieles funktioniert, weil die richtigen Leute da sind, nicht weil das Wissen gesichert ist. So wird jede Kündigung und jeder längere Ausfall zum Risiko. Halte in den nächsten vier Wochen die fünf wichtigsten Abläufe fest, am besten als kurze Bildschirmaufnahmen oder Checklisten, und benenne für jede Schlüsselrolle eine Stellvertretung.",
      en: "A lot works because the right people are around, not because the knowledge is secured. That turns every resignation and every long absence into a risk. Over the next four weeks, capture your five most important processes, ideally as short screen recordings or checklists, and name a backup for every key role.",
    },
    critical: {
      de: "Das Wissen deiner Firma steckt fast vollständig in wenigen Köpfen, allen voran in deinem. Damit ist die Firma kaum übertragbar, und du bist faktisch unersetzlich. Dokumentation und Stellvertretungen aufzubauen braucht Struktur und Konsequenz; ein kostenloses Strategiegespräch hilft dir, die richtige Reihenfolge festzulegen.",
      en: "Your company's knowledge sits almost entirely in a few heads, yours above all. That makes the company very hard to transfer and makes you effectively irreplaceable. Building documentation and backups takes structure and persistence; a free strategy session helps you set the right order of steps.",
    },
  },
};

export default module;
