import type { Roadmap } from "./roadmap-types";

// The three Build to Leave roadmaps: Foundation Builder (90 days), Growth Systematizer (90 days),
// Due Diligence Prep (60 days). Each has exactly three phases.

export const roadmaps: Roadmap[] = [
  {
    id: "foundation-builder",
    title: {
      de: "Foundation Builder",
      en: "Foundation Builder",
    },
    days: 90,
    forWhom: {
      de: "Für Inhaber, bei denen im Betrieb noch fast alles über den eigenen Tisch läuft: Entscheidungen, Kundenfragen, Freigaben. Du bist der Engpass und weißt es, hattest aber bisher keinen klaren Plan, das zu ändern.",
      en: "For owners whose company still runs almost entirely across their own desk: decisions, customer questions, approvals. You know you're the bottleneck, but you haven't had a clear plan to change it.",
    },
    summary: {
      de: "In 90 Tagen machst du deine Abhängigkeit sichtbar, gibst die ersten Entscheidungsbereiche mit klaren Regeln ab, hältst die Kernabläufe fest und testest, wie der Betrieb eine Woche ohne dich läuft.",
      en: "Over 90 days you map how much the company depends on you, hand off your first decision areas with clear rules, document your core processes, and test how the business runs for a week without you.",
    },
    phases: [
      {
        weeks: { de: "Woche 1–2", en: "Weeks 1–2" },
        title: {
          de: "Abhängigkeit sichtbar machen",
          en: "Make your dependency visible",
        },
        goal: {
          de: "Du siehst schwarz auf weiß, wo der Betrieb an dir hängt, statt es nur zu ahnen. Daraus ergibt sich, was du zuerst abgibst.",
          en: "You see in black and white where the company relies on you, instead of just sensing it. That tells you what to hand off first.",
        },
        actions: [
          {
            de: "Führe zehn Arbeitstage lang ein Protokoll über jede Anfrage, Entscheidung und Unterbrechung: wer gefragt hat, worum es ging und ob es wirklich dich brauchte.",
            en: "For ten working days, log every request, decision and interruption: who asked, what it was about, and whether it truly needed you.",
          },
          {
            de: "Sortiere die Einträge in drei Gruppen: nur du kannst entscheiden, jemand anderes könnte es mit klaren Regeln, jemand anderes könnte es schon heute.",
            en: "Sort the entries into three groups: only you can decide, someone else could decide with clear rules, someone else could already decide today.",
          },
          {
            de: "Liste die zehn wiederkehrenden Aufgaben auf, die deine Woche am stärksten füllen, und markiere, wer im Team sie in den nächsten Wochen übernehmen könnte.",
            en: "List the ten recurring tasks that eat up most of your week and mark who on your team could take each one over in the coming weeks.",
          },
          {
            de: "Schreib auf, welches Wissen nur in deinem Kopf steckt, etwa Absprachen mit Schlüsselkunden, Lieferantenkonditionen, Kalkulationslogik oder technische Besonderheiten.",
            en: "Write down the knowledge that exists only in your head, such as arrangements with key accounts, supplier terms, pricing logic or technical specifics.",
          },
          {
            de: "Sprich offen mit deinen wichtigsten Leuten über das Ziel, dass der Betrieb ohne deine tägliche Anwesenheit funktionieren soll, und warum du das willst.",
            en: "Tell your key people openly that the goal is a company that works without you there every day, and explain why you want it.",
          },
        ],
        milestone: {
          de: "Du hast eine schriftliche Übersicht deiner Abhängigkeiten und weißt, welche drei Entscheidungsbereiche du als Erstes abgibst.",
          en: "You have a written map of where the business depends on you and know which three decision areas you'll hand off first.",
        },
      },
      {
        weeks: { de: "Woche 3–8", en: "Weeks 3–8" },
        title: {
          de: "Entscheidungen abgeben, Kernabläufe festhalten",
          en: "Delegate decisions, document core processes",
        },
        goal: {
          de: "Routineentscheidungen fallen im Team, ohne dass jemand auf dich warten muss. Die Abläufe, die Umsatz bringen oder oft Fehler erzeugen, sind so beschrieben, dass andere sie sicher ausführen.",
          en: "Routine decisions get made by the team without anyone waiting on you. The processes that drive revenue or cause the most errors are written down well enough for others to run them reliably.",
        },
        actions: [
          {
            de: "Lege für jeden abgegebenen Bereich fest, wer entscheidet, bis zu welchem Betrag oder Risiko und wann du informiert werden willst.",
            en: "For every area you hand off, define who decides, up to what amount or level of risk, and when you want to be kept in the loop.",
          },
          {
            de: "Gib pro Woche einen Entscheidungsbereich ab und beginne mit denen, die dich viel Zeit kosten und wenig Risiko tragen.",
            en: "Hand off one decision area per week, starting with the ones that take the most of your time and carry the least risk.",
          },
          {
            de: "Halte die fünf Kernabläufe fest, die am meisten Umsatz bringen oder am häufigsten Fehler verursachen, als kurze Checklisten oder Bildschirmaufnahmen statt als dicke Handbücher.",
            en: "Document the five core processes that bring in the most revenue or cause the most errors, as short checklists or screen recordings rather than thick manuals.",
          },
          {
            de: "Lass die Person, die einen Ablauf täglich ausführt, ihn selbst beschreiben, und beschränke dich aufs Gegenlesen.",
            en: "Have the person who runs a process every day write it up, and limit your role to reviewing it.",
          },
          {
            de: "Ersetze Fragen zwischen Tür und Angel durch ein festes wöchentliches Gespräch mit jeder direkt berichtenden Person, in dem Themen gesammelt auf den Tisch kommen.",
            en: "Replace questions in the hallway with a fixed weekly one-on-one with each direct report, where issues come to you in a batch.",
          },
          {
            de: "Wenn jemand mit einem Problem zu dir kommt, frag zuerst nach seinem Lösungsvorschlag, bevor du deinen nennst.",
            en: "When someone brings you a problem, ask for their proposed solution before you offer yours.",
          },
        ],
        milestone: {
          de: "Für die wichtigsten Bereiche sind Entscheidungsrechte geregelt, die Kernabläufe sind dokumentiert, und das Team entscheidet Routinefälle, ohne dich zu fragen.",
          en: "Decision rights for the main areas are settled, the core processes are documented, and the team handles routine calls without asking you.",
        },
      },
      {
        weeks: { de: "Woche 9–12", en: "Weeks 9–12" },
        title: {
          de: "Die ersten Wochen ohne dich",
          en: "Your first weeks away",
        },
        goal: {
          de: "Du prüfst unter echten Bedingungen, ob das neue Fundament trägt. Lücken zeigen sich jetzt, solange du sie noch in Ruhe schließen kannst.",
          en: "You test under real conditions whether the new foundation holds. Gaps show up now, while you can still close them calmly.",
        },
        actions: [
          {
            de: "Plane einen ersten Test von zwei bis drei Tagen, an denen du nicht erreichbar bist, mit einer klaren Regel, was einen Anruf rechtfertigt.",
            en: "Plan a first test of two or three days when you can't be reached, with a clear rule for what justifies a call.",
          },
          {
            de: "Geh danach mit dem Team durch, was ins Stocken geraten ist, welche Fragen aufkamen und welche Unterlage gefehlt hat.",
            en: "Afterward, walk through with your team what stalled, which questions came up and which document was missing.",
          },
          {
            de: "Schließ die gefundenen Lücken und dehne den Test dann auf eine volle Woche aus.",
            en: "Close the gaps you found, then extend the test to a full week.",
          },
          {
            de: "Nutze die gewonnene Zeit für die strategischen Themen, die bisher liegen geblieben sind, etwa Preise, Schlüsselkunden oder die nächsten Einstellungen.",
            en: "Put the time you've freed up into the strategic work that has been piling up, such as pricing, key accounts or your next hires.",
          },
          {
            de: "Führe das Protokoll aus Woche 1 noch einmal eine Woche lang und vergleiche es mit dem Ausgangspunkt.",
            en: "Run the log from week 1 again for one week and compare it with where you started.",
          },
        ],
        milestone: {
          de: "Der Betrieb ist eine Woche ohne dich ohne größere Probleme gelaufen, und du weißt, was der nächste Schritt ist.",
          en: "The business has run for a week without you with no major problems, and you know what the next step is.",
        },
      },
    ],
    modules: ["owner-dependency-emotional", "freedom-readiness", "bottleneck-analysis", "knowledge-transfer"],
    services: ["owner-dependency", "delegation-strategy", "process-systematization", "ceo-mentoring"],
  },
  {
    id: "growth-systematizer",
    title: {
      de: "Growth Systematizer",
      en: "Growth Systematizer",
    },
    days: 90,
    forWhom: {
      de: "Für Inhaber mit einer funktionierenden Basis, die wachsen und den Wert ihres Unternehmens steigern wollen, ohne dass jeder zusätzliche Umsatz mehr von ihrer eigenen Zeit verlangt.",
      en: "For owners with a solid base who want to grow and build company value without every bit of new revenue demanding more of their own time.",
    },
    summary: {
      de: "In 90 Tagen baust du eine Führungsebene mit echter Ergebnisverantwortung auf, führst über Kennzahlen und einen festen Rhythmus und setzt Standards, mit denen Teams eigenständig mehr Volumen bewältigen.",
      en: "Over 90 days you build a management layer that owns real results, run the company on KPIs and a steady operating rhythm, and set standards that let teams handle more volume on their own.",
    },
    phases: [
      {
        weeks: { de: "Woche 1–2", en: "Weeks 1–2" },
        title: {
          de: "Standortbestimmung und Zielbild",
          en: "Baseline and target picture",
        },
        goal: {
          de: "Du weißt, wo Wachstum heute hängen bleibt und welche Struktur du in einem Jahr brauchst. Die nächsten 90 Tage haben drei klare Prioritäten.",
          en: "You know where growth gets stuck today and what structure you'll need a year from now. The next 90 days have three clear priorities.",
        },
        actions: [
          {
            de: "Zeichne das Organigramm so, wie es tatsächlich funktioniert, nicht wie es auf dem Papier steht: Wer entscheidet heute wirklich was?",
            en: "Draw the org chart the way it actually works, not the way it looks on paper: who really decides what today?",
          },
          {
            de: "Lege die fünf bis acht Kennzahlen fest, an denen du siehst, ob das Unternehmen auf Kurs ist, etwa Umsatz, Deckungsbeitrag, Liquidität, Auftragsbestand und Liefertreue.",
            en: "Pick the five to eight KPIs that tell you whether the company is on track, such as revenue, contribution margin, cash, order backlog and on-time delivery.",
          },
          {
            de: "Prüfe, wo Wachstum zuerst stockt: im Vertrieb, in der Leistungserbringung, bei der Personalgewinnung oder in deinem eigenen Kalender.",
            en: "Find where growth stalls first: in sales, in delivery, in hiring, or in your own calendar.",
          },
          {
            de: "Beschreibe die Rollen der Führungsebene, die du in zwölf Monaten brauchst, mit Verantwortungsbereich und Ergebnis, an dem jede Rolle gemessen wird.",
            en: "Describe the management roles you'll need in twelve months, each with its area of responsibility and the result it will be measured on.",
          },
          {
            de: "Setze drei Prioritäten für die nächsten 90 Tage und schiebe alles andere bewusst auf später.",
            en: "Set three priorities for the next 90 days and deliberately push everything else to later.",
          },
        ],
        milestone: {
          de: "Zielstruktur, Kennzahlenset und drei Prioritäten stehen schriftlich fest und sind mit deinen Führungskräften besprochen.",
          en: "The target structure, the KPI set and three priorities are in writing and have been discussed with your leaders.",
        },
      },
      {
        weeks: { de: "Woche 3–8", en: "Weeks 3–8" },
        title: {
          de: "Führungsebene und Betriebsrhythmus",
          en: "Management layer and operating rhythm",
        },
        goal: {
          de: "Deine Bereichsleitungen führen über Ergebnisse statt über Aufgaben, und ein fester Rhythmus ersetzt spontane Abstimmungen. Du steuerst über Zahlen, nicht über Zuruf.",
          en: "Your department heads manage for results rather than tasks, and a fixed rhythm replaces ad hoc check-ins. You steer by the numbers, not by calling out instructions.",
        },
        actions: [
          {
            de: "Gib jeder Bereichsleitung die Verantwortung für ein Ergebnis, ein Budget und eigene Kennzahlen, nicht nur für eine Liste von Aufgaben.",
            en: "Give each department head ownership of a result, a budget and their own KPIs, not just a list of tasks.",
          },
          {
            de: "Führe einen festen Rhythmus ein: wöchentlich ein kurzes Führungsmeeting, monatlich ein Kennzahlen-Review, vierteljährlich eine Planungsrunde.",
            en: "Set up a fixed rhythm: a short leadership meeting every week, a KPI review every month, a planning session every quarter.",
          },
          {
            de: "Bau ein einfaches Cockpit, das sich monatlich mit wenig Aufwand aus Buchhaltung, CRM und Warenwirtschaft aktualisiert.",
            en: "Build a simple dashboard that updates monthly, with little effort, from your accounting, CRM and ERP data.",
          },
          {
            de: "Lass im Monats-Review die Bereichsleitungen ihre Zahlen selbst vorstellen und erklären, statt es selbst zu tun.",
            en: "In the monthly review, have your department heads present and explain their own numbers instead of doing it yourself.",
          },
          {
            de: "Starte die Suche nach den fehlenden Führungsrollen oder die gezielte Entwicklung interner Kandidaten.",
            en: "Start recruiting for the missing leadership roles, or begin developing internal candidates for them.",
          },
          {
            de: "Führe mit jeder Führungskraft alle zwei Wochen ein Einzelgespräch, in dem es um Entscheidungen geht, nicht um Statusberichte.",
            en: "Hold a one-on-one with each leader every two weeks that focuses on decisions, not status updates.",
          },
        ],
        milestone: {
          de: "Der Rhythmus läuft, die Bereichsleitungen berichten ihre Zahlen selbst, und in den Meetings stellst du Fragen, statt Antworten zu liefern.",
          en: "The rhythm is running, your department heads report their own numbers, and in meetings you ask the questions instead of supplying the answers.",
        },
      },
      {
        weeks: { de: "Woche 9–12", en: "Weeks 9–12" },
        title: {
          de: "Prozessstandards und Teamautonomie",
          en: "Process standards and team autonomy",
        },
        goal: {
          de: "Die Abläufe, die mit dem Wachstum mitskalieren müssen, sind standardisiert, und Teams lösen Abweichungen selbst. Mehr Volumen bedeutet nicht mehr Arbeit für dich.",
          en: "The processes that have to scale with growth are standardized, and teams resolve exceptions themselves. More volume no longer means more work for you.",
        },
        actions: [
          {
            de: "Definiere Standards für die Abläufe, die wachsen müssen, etwa Angebotserstellung, Onboarding neuer Kunden, Auftragsabwicklung und Einstellung neuer Mitarbeitender.",
            en: "Define standards for the processes that have to scale, such as quoting, customer onboarding, order fulfillment and hiring.",
          },
          {
            de: "Gib jedem Standard eine verantwortliche Person, die ihn aktuell hält und an einer Kennzahl misst.",
            en: "Assign each standard an owner who keeps it current and tracks it against a metric.",
          },
          {
            de: "Vereinbare Eskalationsregeln: Welche Abweichungen lösen Teams selbst, welche gehen an die Bereichsleitung und welche an dich?",
            en: "Agree on escalation rules: which exceptions teams handle themselves, which go to their department head, and which come to you.",
          },
          {
            de: "Richte einen festen monatlichen Termin ein, in dem Teams Verbesserungen vorschlagen, und setze jeden Monat mindestens einen Vorschlag um.",
            en: "Set a fixed monthly slot for teams to propose improvements, and put at least one suggestion into practice each month.",
          },
          {
            de: "Prüfe zum Schluss, ob ein deutlich höheres Volumen deine eigene Arbeitslast erhöhen würde, und benenne, falls ja, den nächsten Engpass.",
            en: "At the end, check whether a significantly higher volume would add to your own workload, and if it would, name the next bottleneck.",
          },
        ],
        milestone: {
          de: "Das Unternehmen kann mehr Volumen aufnehmen, ohne dass deine Stunden mitwachsen, und die Werttreiber sind in den Zahlen sichtbar.",
          en: "The company can take on more volume without your hours growing with it, and the value drivers show up in the numbers.",
        },
      },
    ],
    modules: ["management-layer", "ceo-operating-system", "process-simplification", "team-autonomy", "business-health"],
    services: ["system-builder", "team-autonomy", "strategy-consulting", "ceo-mentoring"],
  },
  {
    id: "due-diligence-prep",
    title: {
      de: "Due Diligence Prep",
      en: "Due Diligence Prep",
    },
    days: 60,
    forWhom: {
      de: "Für Inhaber, die in den nächsten 6 bis 18 Monaten verkaufen oder die Nachfolge regeln wollen und sicher sein möchten, dass ihr Unternehmen der Prüfung durch einen Käufer standhält.",
      en: "For owners planning a sale or succession within the next 6 to 18 months who want to be sure their company will stand up to a buyer's scrutiny.",
    },
    summary: {
      de: "In 60 Tagen bringst du Unterlagen, Verträge und Finanzberichte in einen prüfbaren Zustand, verteilst Schlüsselbeziehungen auf mehrere Schultern und richtest einen Datenraum ein, der Fragen beantwortet, bevor sie gestellt werden.",
      en: "Over 60 days you get documents, contracts and financial reporting into audit-ready shape, spread key relationships beyond yourself, and set up a data room that answers questions before they're asked.",
    },
    phases: [
      {
        weeks: { de: "Woche 1–2", en: "Weeks 1–2" },
        title: {
          de: "Bestandsaufnahme mit den Augen eines Käufers",
          en: "Take stock through a buyer's eyes",
        },
        goal: {
          de: "Du weißt, welche Unterlagen vorhanden sind, welche fehlen und wo ein Käufer nachhaken wird. Jede Lücke hat eine verantwortliche Person und einen Termin.",
          en: "You know which documents you have, which are missing, and where a buyer will dig in. Every gap has an owner and a deadline.",
        },
        actions: [
          {
            de: "Erstelle eine Due-Diligence-Checkliste für Recht, Finanzen, Steuern, Personal, IT und Markt und markiere, was vorhanden, was lückenhaft und was veraltet ist.",
            en: "Build a due diligence checklist covering legal, finance, tax, HR, IT and commercial, and mark what's in place, what's incomplete and what's out of date.",
          },
          {
            de: "Leg die Jahresabschlüsse der letzten drei Jahre nebeneinander und prüfe, ob sie zu deinen internen Managementzahlen passen.",
            en: "Put the last three years of financial statements side by side and check that they reconcile with your internal management figures.",
          },
          {
            de: "Liste alle wesentlichen Verträge mit Kunden, Lieferanten, Vermietern, Banken und Lizenzgebern auf, jeweils mit Laufzeit, Kündigungsfrist und möglichen Klauseln für einen Inhaberwechsel.",
            en: "List every material contract with customers, suppliers, landlords, lenders and licensors, with term, notice period and any change-of-control clauses.",
          },
          {
            de: "Benenne die Kunden- und Lieferantenbeziehungen, die persönlich an dir hängen.",
            en: "Identify the customer and supplier relationships that rest on you personally.",
          },
          {
            de: "Schreib die fünf Fragen auf, die dir ein Käufer am wenigsten stellen soll, und warum.",
            en: "Write down the five questions you'd least like a buyer to ask, and why.",
          },
          {
            de: "Kläre mit deiner Steuerberatung und gegebenenfalls deiner M&A-Beratung, wer welchen Arbeitsstrang verantwortet.",
            en: "Agree with your accountant and, if you have one, your M&A advisor who owns which workstream.",
          },
        ],
        milestone: {
          de: "Eine vollständige Lückenliste liegt vor, mit verantwortlicher Person und Termin für jeden Punkt.",
          en: "You have a complete gap list with an owner and a deadline for every item.",
        },
      },
      {
        weeks: { de: "Woche 3–6", en: "Weeks 3–6" },
        title: {
          de: "Unterlagen, Zahlen und Beziehungen ordnen",
          en: "Fix documents, numbers and relationships",
        },
        goal: {
          de: "Verträge und Finanzberichte halten einer kritischen Prüfung stand, und das Wissen und die Beziehungen, die an dir hängen, sind auf weitere Personen übertragen.",
          en: "Contracts and financial reporting hold up under critical review, and the knowledge and relationships tied to you have been passed on to others.",
        },
        actions: [
          {
            de: "Schließ die Lücken: fehlende Unterschriften, abgelaufene Verträge und mündliche Absprachen mit Kunden oder Lieferanten, die nirgends festgehalten sind.",
            en: "Close the gaps: missing signatures, expired contracts, and verbal agreements with customers or suppliers that were never put in writing.",
          },
          {
            de: "Bereite die Finanzberichte so auf, dass sie sich erklären lassen, mit Bereinigungen um Einmaleffekte und inhaberbezogene Kosten sowie Monatszahlen für das laufende Jahr.",
            en: "Prepare your financial reporting so it explains itself, with adjustments for one-off items and owner-related expenses plus monthly figures for the current year.",
          },
          {
            de: "Trenne private und betriebliche Ausgaben sauber und dokumentiere nachvollziehbar, wo sie sich in der Vergangenheit vermischt haben.",
            en: "Separate personal and business expenses cleanly, and document clearly where they overlapped in the past.",
          },
          {
            de: "Führe in jede Schlüsselbeziehung, die an dir hängt, eine weitere Person aus deinem Team ein, mit gemeinsamen Terminen und einer klaren Übergabe.",
            en: "Bring a second person from your team into every key relationship that depends on you, with joint meetings and a clear handover.",
          },
          {
            de: "Halte kritisches Wissen wie Kalkulationslogik, technisches Know-how und Lieferantenkonditionen so fest, dass ein neuer Eigentümer damit arbeiten kann.",
            en: "Capture critical knowledge such as pricing logic, technical know-how and supplier terms in a form a new owner can actually work with.",
          },
          {
            de: "Prüfe Arbeitsverträge, die Bindung deiner Schlüsselpersonen und offene Personalthemen, bevor ein Käufer danach fragt.",
            en: "Review employment contracts, how well your key people are tied to the company, and any open HR issues before a buyer asks.",
          },
        ],
        milestone: {
          de: "Unterlagen und Zahlen sind belastbar, und jede Schlüsselbeziehung hat neben dir eine zweite Ansprechperson.",
          en: "Your documents and numbers hold up, and every key relationship has a second point of contact besides you.",
        },
      },
      {
        weeks: { de: "Woche 7–8", en: "Weeks 7–8" },
        title: {
          de: "Datenraum und Probelauf",
          en: "Data room and dry run",
        },
        goal: {
          de: "Alle relevanten Unterlagen liegen geordnet in einem Datenraum, und du hast die Prüfung einmal durchgespielt, bevor ein echter Käufer sie durchführt.",
          en: "All relevant documents sit in an organized data room, and you've rehearsed the review once before a real buyer runs it.",
        },
        actions: [
          {
            de: "Richte einen Datenraum mit einer klaren Ordnerstruktur und einheitlichen Dateinamen ein, die sich an deiner Due-Diligence-Checkliste orientieren.",
            en: "Set up a data room with a clear folder structure and consistent file names that follow your due diligence checklist.",
          },
          {
            de: "Lass jemanden außerhalb des Tagesgeschäfts, etwa deine Steuerberatung oder einen Berater deines Vertrauens, den Datenraum mit den kritischen Fragen eines Käufers durchgehen.",
            en: "Have someone outside the day-to-day business, such as your accountant or a trusted advisor, go through the data room asking a buyer's tough questions.",
          },
          {
            de: "Bereite schriftliche Antworten auf die Fragen vor, die sicher kommen: Kundenkonzentration, Inhaberabhängigkeit, Margenentwicklung und aufgeschobene Investitionen.",
            en: "Prepare written answers to the questions that are sure to come up: customer concentration, owner dependency, margin trends and deferred investments.",
          },
          {
            de: "Leg fest, wer in deinem Team welche Käuferfragen beantwortet, damit nicht alles über deinen Tisch läuft.",
            en: "Decide who on your team answers which buyer questions, so not everything runs through you.",
          },
          {
            de: "Vereinbare mit deinen Führungskräften, wie das Tagesgeschäft während des Verkaufsprozesses weiterläuft, ohne an Fokus zu verlieren.",
            en: "Agree with your leadership team how day-to-day operations will keep running during the sale process without losing focus.",
          },
        ],
        milestone: {
          de: "Der Datenraum ist vollständig, und du beantwortest Käuferfragen schnell, einheitlich und ohne Überraschungen.",
          en: "The data room is complete, and you can answer a buyer's questions quickly, consistently and without surprises.",
        },
      },
    ],
    modules: [
      "due-diligence-prep",
      "financial-systems",
      "knowledge-transfer",
      "owner-dependency-emotional",
      "business-health",
    ],
    services: ["due-diligence", "exit-strategy", "business-succession", "strategy-session"],
  },
];
