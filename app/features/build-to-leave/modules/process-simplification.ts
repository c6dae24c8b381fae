import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "process-simplification",
  title: {
    de: "Prozessvereinfachung",
    en: "Process Simplification",
  },
  description: {
    de: "Bevor du Abläufe dokumentierst oder delegierst, sollten sie einfach sein. Dieses Modul prüft, wie viel Komplexität, Verschwendung und Improvisation in euren Abläufen steckt.",
    en: "Before you document or delegate processes, they should be simple. This module checks how much complexity, waste and improvisation is built into the way you work.",
  },
  impact: {
    de: "Einfache, standardisierte Abläufe lassen sich übergeben, skalieren und prüfen, komplizierte bleiben an den Menschen hängen, die sie erfunden haben.",
    en: "Simple, standardized processes can be handed over, scaled and audited; complicated ones stay stuck with the people who invented them.",
  },
  minutes: 3,
  questions: [
    {
      id: "standardWork",
      text: {
        de: "Wie einheitlich werden wiederkehrende Aufgaben bei euch erledigt?",
        en: "How consistently are recurring tasks done in your company?",
      },
      options: [
        {
          de: "Jeder macht es auf seine Weise.",
          en: "Everyone does it their own way.",
        },
        {
          de: "Es gibt grobe Gewohnheiten, aber viele Abweichungen.",
          en: "There are loose habits, but lots of variation.",
        },
        {
          de: "Die wichtigsten Abläufe sind einheitlich, der Rest nicht.",
          en: "The most important processes are consistent; the rest aren't.",
        },
        {
          de: "Die meisten Abläufe folgen einem festen Standard.",
          en: "Most processes follow a set standard.",
        },
        {
          de: "Standards sind selbstverständlich, und das Team entwickelt sie selbst weiter.",
          en: "Standards are second nature, and the team improves them on its own.",
        },
      ],
    },
    {
      id: "offeringComplexity",
      text: {
        de: "Wie überschaubar ist euer Angebot an Produkten, Leistungen und Varianten?",
        en: "How manageable is your range of products, services and variants?",
      },
      options: [
        {
          de: "Sehr unübersichtlich – fast jeder Auftrag ist eine Sonderanfertigung.",
          en: "Very cluttered; almost every order is a custom job.",
        },
        {
          de: "Viele Varianten und Sonderwünsche, die kaum jemand ganz durchschaut.",
          en: "Lots of variants and special requests that hardly anyone fully understands.",
        },
        {
          de: "Ein Kernangebot, aber mit vielen historisch gewachsenen Ausnahmen.",
          en: "A core offering, but with many exceptions that have built up over time.",
        },
        {
          de: "Ein klares Kernangebot, Sonderwünsche sind bewusst begrenzt.",
          en: "A clear core offering, with special requests deliberately limited.",
        },
        {
          de: "Ein schlankes, standardisiertes Angebot, das wir regelmäßig bereinigen.",
          en: "A lean, standardized offering that we prune regularly.",
        },
      ],
    },
    {
      id: "wasteAwareness",
      text: {
        de: "Wie gut kennst du die größten Zeitfresser und Doppelarbeiten in euren Abläufen?",
        en: "How well do you know the biggest time sinks and duplicated work in your processes?",
      },
      options: [
        {
          de: "Gar nicht – wir haben nie darauf geschaut.",
          en: "Not at all; we've never looked.",
        },
        {
          de: "Ich kenne ein paar Ärgernisse, über die sich das Team beschwert.",
          en: "I know a few irritations the team complains about.",
        },
        {
          de: "Wir haben sie einmal erfasst, aber wenig geändert.",
          en: "We listed them once but changed little.",
        },
        {
          de: "Wir kennen sie und beseitigen sie Schritt für Schritt.",
          en: "We know them and are eliminating them step by step.",
        },
        {
          de: "Das Team sucht laufend danach und beseitigt sie eigenständig.",
          en: "The team constantly looks for them and removes them on its own.",
        },
      ],
    },
    {
      id: "systemsLandscape",
      text: {
        de: "Wie sieht eure Systemlandschaft aus, etwa für Auftrag, Planung und Abrechnung?",
        en: "What does your systems landscape look like, for example for orders, scheduling and billing?",
      },
      options: [
        {
          de: "Papier, Zurufe und Excel-Dateien, die nur Einzelne verstehen.",
          en: "Paper, verbal instructions and spreadsheets only a few people understand.",
        },
        {
          de: "Mehrere Programme, die nicht miteinander verbunden sind.",
          en: "Several programs that don't talk to each other.",
        },
        {
          de: "Ein Hauptsystem, aber mit vielen Listen und Umwegen daneben.",
          en: "One main system, but with lots of side lists and workarounds.",
        },
        {
          de: "Wenige verbundene Systeme mit geringem Doppelaufwand.",
          en: "A few connected systems with little duplicate entry.",
        },
        {
          de: "Eine durchgängige Lösung, in der Daten einmal erfasst und überall genutzt werden.",
          en: "An integrated setup where data is entered once and used everywhere.",
        },
      ],
    },
    {
      id: "crossTeamHandoffs",
      text: {
        de: "Wie reibungslos laufen Übergaben zwischen Abteilungen, etwa vom Vertrieb zur Auftragsabwicklung?",
        en: "How smoothly do handoffs between departments run, for example from sales to fulfillment?",
      },
      options: [
        {
          de: "Schlecht – Informationen gehen regelmäßig verloren.",
          en: "Poorly; information regularly gets lost.",
        },
        {
          de: "Holprig – es braucht viele Rückfragen, oft auch bei mir.",
          en: "Bumpy; it takes lots of follow-up questions, often to me.",
        },
        {
          de: "Meist in Ordnung, aber abhängig davon, wer beteiligt ist.",
          en: "Mostly fine, but it depends on who's involved.",
        },
        {
          de: "Gut – es gibt feste Übergabepunkte und Checklisten.",
          en: "Well; there are set handoff points and checklists.",
        },
        {
          de: "Sehr gut – Übergaben sind standardisiert, und Fehler werden gemessen.",
          en: "Very well; handoffs are standardized and errors are measured.",
        },
      ],
    },
    {
      id: "processChange",
      text: {
        de: "Wie leicht lässt sich ein Ablauf ändern oder streichen, der nicht mehr passt?",
        en: "How easy is it to change or drop a process that no longer fits?",
      },
      options: [
        {
          de: "Sehr schwer – „Das haben wir immer so gemacht“ gewinnt fast immer.",
          en: "Very hard; “we've always done it this way” almost always wins.",
        },
        {
          de: "Schwer – Änderungen gibt es nur, wenn ich sie selbst durchdrücke.",
          en: "Hard; changes only happen if I push them through myself.",
        },
        {
          de: "Möglich, aber es dauert lange, und alte Wege halten sich parallel.",
          en: "Possible, but it takes a long time and the old ways linger alongside.",
        },
        {
          de: "Leicht – es gibt Verantwortliche, die Abläufe anpassen dürfen.",
          en: "Easy; there are process owners who are allowed to adjust workflows.",
        },
        {
          de: "Selbstverständlich – Abläufe werden regelmäßig überprüft und verschlankt.",
          en: "It's routine; processes are reviewed and streamlined regularly.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Eure Abläufe sind schlank, einheitlich und werden laufend verbessert. Das ist die beste Grundlage, um Wissen zu dokumentieren und Verantwortung zu übergeben. Schau dir als Nächstes das Modul Wissenstransfer an, damit die guten Abläufe nicht nur gelebt, sondern auch festgehalten werden.",
      en: "Your processes are lean, consistent and continuously improved. That's the best foundation for documenting knowledge and handing over responsibility. Next, take a look at the Knowledge Transfer module so your good processes are not only practiced but also written down.",
    },
    good: {
      de: "Die wichtigsten Abläufe sind im Griff, aber an einigen Stellen kostet historisch gewachsene Komplexität unnötig Zeit. Meist sind es Sonderwünsche, Doppelerfassungen oder Übergaben zwischen Abteilungen. Nimm dir den Ablauf vor, über den im Team am meisten geschimpft wird, und vereinfache ihn, bevor du ihn dokumentierst.",
      en: "Your key processes are under control, but in some places complexity that has built up over the years wastes time. Usually it's special requests, duplicate data entry or handoffs between departments. Pick the process your team complains about most and simplify it before you document it.",
    },
    satisfactory: {
      de: "Viele Abläufe funktionieren nur, weil erfahrene Leute wissen, wie man die Lücken überbrückt. Das ist teuer, fehleranfällig und schwer zu übergeben. Zeichne mit dem Team euren Kernablauf vom Auftrag bis zur Rechnung auf einem Blatt auf und streiche jeden Schritt, der für den Kunden keinen Wert schafft.",
      en: "Many processes only work because experienced people know how to bridge the gaps. That's expensive, error-prone and hard to hand over. With your team, map your core workflow from order to invoice on a single page and cut every step that doesn't create value for the customer.",
    },
    critical: {
      de: "Eure Abläufe sind im Moment eher improvisiert als gestaltet, und die Komplexität bindet dich und dein Team. Wer eine solche Firma übernimmt, kauft viel Aufräumarbeit mit, und das drückt den Preis. Vereinfachung ist hier der schnellste Hebel für Freiheit und Wert; in einem kostenlosen Strategiegespräch finden wir heraus, wo du anfangen solltest.",
      en: "Right now your processes are improvised more than designed, and the complexity ties up both you and your team. Whoever takes over a company like this also buys a lot of cleanup work, and that pushes the price down. Simplification is the fastest lever for both freedom and value here; in a free strategy session we'll figure out where you should start.",
    },
  },
};

export default module;
