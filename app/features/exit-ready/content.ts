import type { ExitReadyContent } from "./types";

// The ExitReady Check: 4 categories, 8 questions (5 options each, weakest first), 3 quick wins per category.

export const content: ExitReadyContent = {
  categories: [
    {
      id: "operations",
      name: { de: "Operative Unabhängigkeit", en: "Operational independence" },
      description: {
        de: "Wie gut dein Unternehmen im Tagesgeschäft ohne dich läuft.",
        en: "How well your company runs day to day without you.",
      },
    },
    {
      id: "finance",
      name: { de: "Finanzielle Gesundheit", en: "Financial health" },
      description: {
        de: "Wie verlässlich deine Zahlen sind und wie breit dein Umsatz abgestützt ist.",
        en: "How reliable your numbers are and how broadly your revenue is spread.",
      },
    },
    {
      id: "leadership",
      name: { de: "Team & Führung", en: "Team and leadership" },
      description: {
        de: "Ob es unter dir eine Führungsebene gibt, die Verantwortung trägt und selbst entscheidet.",
        en: "Whether there is a management layer below you that owns results and makes decisions.",
      },
    },
    {
      id: "systems",
      name: { de: "Systeme & Prozesse", en: "Systems and processes" },
      description: {
        de: "Ob Wissen, Abläufe und Kennzahlen im Unternehmen liegen statt in deinem Kopf.",
        en: "Whether know-how, workflows and metrics live in the company rather than in your head.",
      },
    },
  ],

  questions: [
    {
      id: "op1",
      category: "operations",
      text: {
        de: "Was passiert, wenn du vier Wochen lang komplett nicht erreichbar bist?",
        en: "What happens if you are completely unreachable for four weeks?",
      },
      hint: {
        de: "Denk an deinen letzten längeren Urlaub, nicht an den Idealfall.",
        en: "Think of your last long vacation, not the ideal case.",
      },
      options: [
        {
          de: "Undenkbar – ohne mich stehen Aufträge, Freigaben und Zahlungen nach wenigen Tagen still.",
          en: "Unthinkable: without me, orders, approvals and payments stall within a few days.",
        },
        {
          de: "Es geht nur, wenn ich täglich Mails lese und bei dringenden Fällen ans Telefon gehe.",
          en: "It only works if I check email daily and pick up the phone when something is urgent.",
        },
        {
          de: "Das Tagesgeschäft läuft, aber wichtige Entscheidungen und Probleme warten auf mich.",
          en: "Day-to-day work continues, but key decisions and problems wait until I am back.",
        },
        {
          de: "Es läuft weitgehend normal; ich werde ein- oder zweimal für Ausnahmen kontaktiert.",
          en: "Things run mostly as usual; I get contacted once or twice for exceptions.",
        },
        {
          de: "Alles läuft mit den gleichen Ergebnissen weiter – und das habe ich schon erlebt.",
          en: "Everything runs with the same results, and I have already seen it happen.",
        },
      ],
    },
    {
      id: "op2",
      category: "operations",
      text: {
        de: "Wie viele Entscheidungen im Tagesgeschäft landen bei dir?",
        en: "How many day-to-day decisions end up on your desk?",
      },
      hint: {
        de: "Denk an eine normale Woche: Freigaben, Preise, Personal, Kundenfragen.",
        en: "Picture a normal week: approvals, pricing, staffing, customer questions.",
      },
      options: [
        {
          de: "Fast alle – ohne mein Okay wird kaum etwas entschieden, auch keine Kleinigkeiten.",
          en: "Almost all of them; hardly anything gets decided without my okay, even small things.",
        },
        {
          de: "Die meisten – mein Team fragt lieber bei mir nach, als selbst zu entscheiden.",
          en: "Most of them; my team would rather ask me than decide on its own.",
        },
        {
          de: "Etwa die Hälfte – Routine läuft ohne mich, alles Ungewohnte kommt zu mir.",
          en: "About half; routine runs without me, anything out of the ordinary comes to me.",
        },
        {
          de: "Wenige – vor allem größere Investitionen, Schlüsselkunden und Führungspersonal.",
          en: "A few; mainly larger investments, key accounts and senior hires.",
        },
        {
          de: "Nur strategische Entscheidungen – alles andere ist klar geregelt und delegiert.",
          en: "Only strategic ones; everything else is clearly assigned and delegated.",
        },
      ],
    },
    {
      id: "fi1",
      category: "finance",
      text: {
        de: "Wie schnell und verlässlich hast du deine Monatszahlen?",
        en: "How quickly and reliably do you get your monthly numbers?",
      },
      hint: {
        de: "Zähl nur Zahlen, auf die du eine Entscheidung tatsächlich stützen würdest.",
        en: "Count only numbers you would actually base a decision on.",
      },
      options: [
        {
          de: "Verlässliche Zahlen sehe ich erst mit dem Jahresabschluss oder wenn die Steuerberatung sich meldet.",
          en: "I only see reliable numbers with the year-end accounts or when my accountant calls.",
        },
        {
          de: "Monatszahlen kommen, aber mit Wochen Verzug und ohne Vergleich zum Budget.",
          en: "Monthly figures arrive, but weeks late and without a comparison to budget.",
        },
        {
          de: "Ich habe Monatszahlen mit Budgetvergleich, aber keine verlässliche Vorschau.",
          en: "I get monthly figures against budget, but no reliable forecast.",
        },
        {
          de: "Monatszahlen liegen bis Mitte des Folgemonats vor, dazu eine Liquiditätsplanung.",
          en: "Monthly figures are ready by mid-month, along with a cash flow forecast.",
        },
        {
          de: "Abschluss in den ersten Tagen, rollierende Prognose, Abweichungen werden erklärt.",
          en: "Books close within days, a rolling forecast is in place and variances get explained.",
        },
      ],
    },
    {
      id: "fi2",
      category: "finance",
      text: {
        de: "Wie stark hängt dein Umsatz an dir persönlich und an wenigen Kunden?",
        en: "How much does your revenue depend on you personally and on a few customers?",
      },
      hint: {
        de: "Frag dich, welche Kunden bei einem Verkauf mit dir gehen würden.",
        en: "Ask yourself which customers would leave if you sold the company.",
      },
      options: [
        {
          de: "Die wichtigsten Kunden kaufen wegen mir, und ein oder zwei tragen den Großteil des Umsatzes.",
          en: "Key customers buy because of me, and one or two of them carry most of the revenue.",
        },
        {
          de: "Die meisten Schlüsselkunden betreue ich selbst; ein Verlust würde uns hart treffen.",
          en: "I personally handle most key accounts; losing one would hit us hard.",
        },
        {
          de: "Einige Großkunden hängen an mir, der übrige Umsatz läuft über das Team.",
          en: "A few major accounts depend on me; the rest of the revenue runs through the team.",
        },
        {
          de: "Kundenbeziehungen liegen beim Team; nur wenige Kunden fragen noch direkt nach mir.",
          en: "The team owns customer relationships; only a handful of customers still ask for me.",
        },
        {
          de: "Der Umsatz ist breit verteilt, und Kunden haben feste Ansprechpartner im Team.",
          en: "Revenue is widely spread, and customers have dedicated contacts on the team.",
        },
      ],
    },
    {
      id: "le1",
      category: "leadership",
      text: {
        de: "Gibt es unter dir eine zweite Führungsebene?",
        en: "Is there a second management layer below you?",
      },
      hint: {
        de: "Zähl nur Personen, die für Ergebnisse geradestehen, nicht nur einen Titel tragen.",
        en: "Only count people who own results, not just a title.",
      },
      options: [
        {
          de: "Nein – alle berichten direkt an mich, und ich verteile die Arbeit selbst.",
          en: "No; everyone reports directly to me, and I assign the work myself.",
        },
        {
          de: "Es gibt Teamleitungen, aber sie geben vor allem meine Anweisungen weiter.",
          en: "There are team leads, but mostly they pass on my instructions.",
        },
        {
          de: "Einzelne Führungskräfte tragen Verantwortung, in wichtigen Bereichen fehlt sie.",
          en: "Some managers own their areas, but key areas still have no one in charge.",
        },
        {
          de: "Jeder Kernbereich hat eine verantwortliche Führungskraft, aber noch kein Führungsteam.",
          en: "Every core area has an accountable manager, but they do not yet work as a team.",
        },
        {
          de: "Ein eingespieltes Führungsteam führt das Unternehmen und könnte es nach einem Verkauf weiterführen.",
          en: "A well-established management team runs the company and could carry on after a sale.",
        },
      ],
    },
    {
      id: "le2",
      category: "leadership",
      text: {
        de: "Entscheidet dein Team in seinem Verantwortungsbereich selbst?",
        en: "Does your team make decisions within its own area?",
      },
      hint: {
        de: "Denk an die letzte Entscheidung, die jemand ohne Rücksprache mit dir getroffen hat.",
        en: "Think of the last decision someone made without checking with you first.",
      },
      options: [
        {
          de: "Nein – ohne Rücksprache mit mir wird nichts entschieden, auch nicht im eigenen Bereich.",
          en: "No; nothing gets decided without checking with me, not even within someone's own area.",
        },
        {
          de: "Selten – und wenn doch, korrigiere ich die Entscheidung oft im Nachhinein.",
          en: "Rarely, and when they do, I often reverse the decision afterward.",
        },
        {
          de: "Bei Routinefragen ja; sobald es um Geld oder Kunden geht, kommen sie zu mir.",
          en: "On routine matters, yes; once money or customers are involved, they come to me.",
        },
        {
          de: "Meistens – innerhalb klarer Budgets und Befugnisse, und ich werde informiert.",
          en: "Mostly; within clear budgets and authority limits, and they keep me informed.",
        },
        {
          de: "Ja – sie entscheiden, stehen für das Ergebnis ein und lernen aus Fehlern ohne mich.",
          en: "Yes; they decide, own the outcome and learn from mistakes without me stepping in.",
        },
      ],
    },
    {
      id: "sy1",
      category: "systems",
      text: {
        de: "Wie gut sind deine Kernprozesse dokumentiert?",
        en: "How well are your core processes documented?",
      },
      hint: {
        de: "Kernprozesse sind die Abläufe, mit denen du Geld verdienst: Verkauf, Lieferung, Abrechnung.",
        en: "Core processes are the ones that make you money: selling, delivering, billing.",
      },
      options: [
        {
          de: "Gar nicht – das Wissen steckt in meinem Kopf und in den Köpfen weniger Mitarbeitender.",
          en: "Not at all; the know-how lives in my head and in the heads of a few employees.",
        },
        {
          de: "Es gibt vereinzelte Notizen und Checklisten, aber veraltet und verstreut.",
          en: "There are scattered notes and checklists, but they are outdated and hard to find.",
        },
        {
          de: "Einige Kernprozesse sind beschrieben, werden im Alltag aber kaum genutzt.",
          en: "Some core processes are written down, but hardly anyone uses them day to day.",
        },
        {
          de: "Die meisten Kernprozesse sind dokumentiert und im Einsatz, die Pflege ist lückenhaft.",
          en: "Most core processes are documented and in use, but upkeep is patchy.",
        },
        {
          de: "Alle Kernprozesse sind dokumentiert, haben eine verantwortliche Person und sind aktuell.",
          en: "All core processes are documented, have an owner and are kept up to date.",
        },
      ],
    },
    {
      id: "sy2",
      category: "systems",
      text: {
        de: "Laufen deine Werkzeuge und Kennzahlen ohne dich?",
        en: "Do your tools and KPIs run without you?",
      },
      hint: {
        de: "Gemeint sind Software, Berichte und Kennzahlen, mit denen das Unternehmen gesteuert wird.",
        en: "This means the software, reports and metrics used to steer the company.",
      },
      options: [
        {
          de: "Es gibt keine festen Kennzahlen; ich steuere nach Gefühl und aus meinem Posteingang.",
          en: "There are no set KPIs; I steer by gut feeling and by what lands in my inbox.",
        },
        {
          de: "Kennzahlen gibt es nur, wenn ich sie selbst aus verschiedenen Tabellen zusammensuche.",
          en: "KPIs exist only when I pull them together myself from various spreadsheets.",
        },
        {
          de: "Einige Berichte laufen regelmäßig, aber nur ich schaue sie an und ziehe Konsequenzen.",
          en: "Some reports run regularly, but I am the only one who reads them and acts on them.",
        },
        {
          de: "Ein festes Kennzahlen-Set entsteht automatisch und wird im Führungsteam besprochen.",
          en: "A fixed set of KPIs is produced automatically and reviewed by the management team.",
        },
        {
          de: "Jeder Bereich verantwortet eigene Kennzahlen und Systeme und steuert damit selbst nach.",
          en: "Each area owns its KPIs and systems and uses them to course-correct on its own.",
        },
      ],
    },
  ],

  quickWins: {
    operations: [
      {
        title: {
          de: "Eine Woche lang jede Unterbrechung notieren",
          en: "Log every interruption for one week",
        },
        text: {
          de: "Schreib fünf Arbeitstage lang jede Frage auf, mit der jemand zu dir kommt, und wer sie gestellt hat. Die Liste zeigt dir schwarz auf weiß, welche Entscheidungen und welches Wissen nur bei dir liegen.",
          en: "For five working days, write down every question someone brings to you and who asked it. The list shows you in black and white which decisions and which know-how sit only with you.",
        },
      },
      {
        title: {
          de: "Eine Entscheidungsart vollständig abgeben",
          en: "Hand off one type of decision completely",
        },
        text: {
          de: "Nimm eine wiederkehrende Entscheidung von deiner Liste, etwa Rabatte bis zu einem festen Betrag oder Urlaubsfreigaben, und übertrag sie einer Person mit klarem Rahmen. Greif danach nicht mehr ein, auch wenn du anders entschieden hättest.",
          en: "Pick one recurring decision from your list, such as discounts up to a set amount or vacation approvals, and give it to one person with clear limits. Then stay out of it, even when you would have decided differently.",
        },
      },
      {
        title: {
          de: "Einen Tag ohne dich ansetzen",
          en: "Schedule a day without you",
        },
        text: {
          de: "Leg in den nächsten Wochen einen Tag fest, an dem du nicht erreichbar bist, und kündige ihn deinem Team heute an. Was an diesem Tag liegen bleibt, ist deine nächste Baustelle.",
          en: "Pick a day in the coming weeks when you will be unreachable, and tell your team today. Whatever stalls that day is the next thing to fix.",
        },
      },
    ],
    finance: [
      {
        title: {
          de: "Fünf Monatszahlen mit festem Termin vereinbaren",
          en: "Agree on five monthly numbers and a fixed date",
        },
        text: {
          de: "Bestimm mit deiner Buchhaltung fünf Zahlen, die du jeden Monat bis zu einem festen Tag sehen willst, etwa Umsatz, Marge, Liquidität, offene Forderungen und Auftragsbestand. Ein verbindlicher Termin bringt meist mehr als ein neues Tool.",
          en: "Agree with your bookkeeper on five figures you want to see every month by a fixed day, such as revenue, margin, cash, receivables and order backlog. A firm deadline usually does more than a new tool.",
        },
      },
      {
        title: {
          de: "Den Umsatz nach Kunden und Beziehungen auswerten",
          en: "Break down revenue by customer and relationship",
        },
        text: {
          de: "Zieh den Umsatz der letzten zwölf Monate nach Kunden und markier bei jedem, wer die Beziehung hält. So siehst du, wie viel Umsatz an dir persönlich oder an wenigen Kunden hängt.",
          en: "Pull the last twelve months of revenue by customer and mark who owns each relationship. You will see how much revenue depends on you personally or on a handful of accounts.",
        },
      },
      {
        title: {
          de: "Einen Schlüsselkunden aktiv übergeben",
          en: "Transfer one key account",
        },
        text: {
          de: "Wähl einen Kunden, den du heute selbst betreust, und bring ihn in einem gemeinsamen Termin mit seinem künftigen Ansprechpartner zusammen. Danach bist du nur noch bei Ausnahmen dabei.",
          en: "Choose one customer you handle yourself and introduce them to their future contact in a joint meeting. From then on, you step in only for exceptions.",
        },
      },
    ],
    leadership: [
      {
        title: {
          de: "Verantwortlichkeiten auf einer Seite klären",
          en: "Map who owns what on one page",
        },
        text: {
          de: "Schreib für jeden Kernbereich auf, wer heute für das Ergebnis geradesteht. Überall, wo dein Name oder gar kein Name steht, fehlt dir eine Führungskraft oder eine klare Zuständigkeit.",
          en: "For each core area, write down who is accountable for results today. Wherever your name appears, or no name at all, you are missing a leader or a clear owner.",
        },
      },
      {
        title: {
          de: "Entscheidungsbefugnisse schriftlich festlegen",
          en: "Put decision limits in writing",
        },
        text: {
          de: "Leg für deine Führungskräfte fest, bis zu welchem Betrag und in welchen Fragen sie ohne dich entscheiden. Ein schriftlicher Rahmen nimmt ihnen die Unsicherheit, die sie heute immer wieder zu dir zurückbringt.",
          en: "Spell out for your managers up to what amount, and on which matters, they decide without you. Written limits remove the uncertainty that keeps sending them back to you.",
        },
      },
      {
        title: {
          de: "Mit einer Frage statt einer Lösung antworten",
          en: "Answer with a question instead of a solution",
        },
        text: {
          de: "Wenn diese Woche jemand mit einem Problem zu dir kommt, frag zuerst: Was würdest du tun? Ist der Vorschlag im Kern tragfähig, lass ihn umsetzen, auch wenn du es anders gemacht hättest.",
          en: "This week, when someone brings you a problem, ask first: What would you do? If the proposal is basically sound, let them run with it, even if you would have done it differently.",
        },
      },
    ],
    systems: [
      {
        title: {
          de: "Einen Kernprozess per Bildschirmvideo festhalten",
          en: "Record one core process on screen",
        },
        text: {
          de: "Nimm auf, wie du oder jemand aus dem Team einen wichtigen Ablauf erledigt, etwa ein Angebot erstellen, und kommentier dabei jeden Schritt. So hast du in einer Stunde eine erste Anleitung, die jemand anderes verschriftlichen kann.",
          en: "Record yourself or a team member handling one important task, such as preparing a quote, and talk through each step. Within an hour you have a first walkthrough that someone else can turn into a written guide.",
        },
      },
      {
        title: {
          de: "Jedem Kernprozess einen Namen geben",
          en: "Give every core process an owner",
        },
        text: {
          de: "Liste deine fünf bis zehn wichtigsten Abläufe auf und schreib zu jedem eine Person, die für Dokumentation und Verbesserung zuständig ist. Was niemandem gehört, landet am Ende wieder bei dir.",
          en: "List your five to ten most important workflows and put one name next to each, responsible for documenting and improving it. Whatever belongs to no one ends up back on your desk.",
        },
      },
      {
        title: {
          de: "Ein wöchentliches Kennzahlen-Meeting einführen",
          en: "Start a weekly KPI review",
        },
        text: {
          de: "Setz einen kurzen, festen Termin an, in dem jede Führungskraft ihre zwei oder drei wichtigsten Zahlen selbst vorstellt. So wandert die Verantwortung für die Zahlen von dir zu den Bereichen.",
          en: "Set up a short, fixed meeting where each manager presents their own two or three key numbers. That shifts ownership of the numbers from you to the people running each area.",
        },
      },
    ],
  },
};
