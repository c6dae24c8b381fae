import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "team-autonomy",
  title: {
    de: "Teamautonomie",
    en: "Team Autonomy",
  },
  description: {
    de: "Wie selbstständig arbeitet dein Team? Das Modul betrachtet Entscheidungsrechte, Eigeninitiative und die Frage, ob Verantwortung wirklich übernommen oder nur weitergereicht wird.",
    en: "How independently does your team work? This module looks at decision rights, initiative and whether responsibility is truly owned or just passed along.",
  },
  impact: {
    de: "Ein Team, das selbst entscheidet und für Ergebnisse geradesteht, ist der eigentliche Wert, den ein Käufer übernimmt, und der Grund, warum du gehen kannst.",
    en: "A team that makes its own decisions and owns its results is the real asset a buyer takes over, and the reason you're able to leave.",
  },
  minutes: 3,
  questions: [
    {
      id: "decisionRights",
      text: {
        de: "Wie klar ist geregelt, wer welche Entscheidungen ohne Rücksprache treffen darf?",
        en: "How clearly is it defined who may make which decisions without checking in?",
      },
      options: [
        {
          de: "Gar nicht – im Zweifel entscheide ich.",
          en: "Not at all; when in doubt, I decide.",
        },
        {
          de: "Es gibt unausgesprochene Gewohnheiten, aber keine Regeln.",
          en: "There are unspoken habits but no rules.",
        },
        {
          de: "Für einige Bereiche gibt es Regeln, etwa zu Budgets oder Rabatten.",
          en: "Some areas have rules, for example on budgets or discounts.",
        },
        {
          de: "Die wichtigsten Entscheidungsrechte sind schriftlich festgelegt.",
          en: "The key decision rights are written down.",
        },
        {
          de: "Entscheidungsrechte sind festgelegt, allen bekannt und werden regelmäßig erweitert.",
          en: "Decision rights are defined, known to everyone and expanded regularly.",
        },
      ],
    },
    {
      id: "initiative",
      text: {
        de: "Wie oft bringt dein Team von sich aus Verbesserungen ein und setzt sie auch um?",
        en: "How often does your team come up with improvements on its own and actually put them in place?",
      },
      options: [
        {
          de: "Nie – Veränderungen kommen immer von mir.",
          en: "Never; change always comes from me.",
        },
        {
          de: "Selten, und dann warten sie meist auf meine Freigabe.",
          en: "Rarely, and then they usually wait for my approval.",
        },
        {
          de: "Gelegentlich, vor allem einzelne engagierte Mitarbeitende.",
          en: "Occasionally, mainly a few committed individuals.",
        },
        {
          de: "Regelmäßig, und die meisten Ideen setzen sie selbst um.",
          en: "Regularly, and they implement most ideas themselves.",
        },
        {
          de: "Ständig – Verbesserung gehört zum Alltag, oft erfahre ich erst im Nachhinein davon.",
          en: "Constantly; improvement is part of daily work, and I often only hear about it afterward.",
        },
      ],
    },
    {
      id: "missedCommitments",
      text: {
        de: "Was passiert, wenn im Team ein Ziel oder eine Zusage nicht eingehalten wird?",
        en: "What happens when someone on the team misses a goal or a commitment?",
      },
      options: [
        {
          de: "Nichts – oder ich erledige es am Ende selbst.",
          en: "Nothing, or I end up doing it myself.",
        },
        {
          de: "Ich spreche es an, aber es hat selten Folgen.",
          en: "I raise it, but there are rarely consequences.",
        },
        {
          de: "Es wird besprochen, aber oft mit Ausreden statt Lösungen.",
          en: "It gets discussed, but often with excuses instead of solutions.",
        },
        {
          de: "Die Verantwortlichen melden es selbst und schlagen eine Korrektur vor.",
          en: "The people responsible flag it themselves and propose a fix.",
        },
        {
          de: "Das Team hält sich gegenseitig an Zusagen, bevor ich überhaupt davon weiß.",
          en: "Team members hold each other to their commitments before I even know about it.",
        },
      ],
    },
    {
      id: "unexpectedProblems",
      text: {
        de: "Wie geht dein Team mit einem unerwarteten Problem um, etwa einer Kundenreklamation?",
        en: "How does your team handle an unexpected problem, such as a customer complaint?",
      },
      options: [
        {
          de: "Es wird sofort an mich weitergegeben.",
          en: "It's passed straight to me.",
        },
        {
          de: "Sie fragen mich, was sie tun sollen, bevor sie handeln.",
          en: "They ask me what to do before acting.",
        },
        {
          de: "Einfache Fälle lösen sie selbst, alles andere kommt zu mir.",
          en: "They handle simple cases themselves; everything else comes to me.",
        },
        {
          de: "Sie lösen es selbst und informieren mich danach.",
          en: "They solve it themselves and inform me afterward.",
        },
        {
          de: "Sie lösen es und passen den Ablauf an, damit es nicht wieder vorkommt.",
          en: "They solve it and adjust the process so it doesn't happen again.",
        },
      ],
    },
    {
      id: "resultsOwnership",
      text: {
        de: "Wie stark fühlen sich Mitarbeitende für das Ergebnis ihres Bereichs verantwortlich, nicht nur für ihre Aufgaben?",
        en: "How responsible do people feel for the results of their area, not just for their own tasks?",
      },
      options: [
        {
          de: "Gar nicht – jeder macht seine Aufgaben, das Ergebnis ist meine Sache.",
          en: "Not at all; everyone does their tasks, and results are my problem.",
        },
        {
          de: "Wenig – Ergebnisse interessieren vor allem, wenn es Ärger gibt.",
          en: "Not much; results only matter to them when there's trouble.",
        },
        {
          de: "Teilweise – in manchen Bereichen ja, in anderen nicht.",
          en: "Partly; in some areas yes, in others no.",
        },
        {
          de: "Überwiegend – die meisten kennen ihre Zahlen und reagieren darauf.",
          en: "Mostly; most people know their numbers and act on them.",
        },
        {
          de: "Voll – die Teams denken und handeln in ihrem Bereich wie Unternehmer.",
          en: "Fully; teams think and act like owners of their area.",
        },
      ],
    },
    {
      id: "ownerOverrides",
      text: {
        de: "Wie oft machst du Entscheidungen deines Teams nachträglich rückgängig oder änderst sie?",
        en: "How often do you reverse or change your team's decisions after the fact?",
      },
      options: [
        {
          de: "Regelmäßig – am Ende mache ich es lieber so, wie ich es will.",
          en: "Regularly; in the end I'd rather do things my way.",
        },
        {
          de: "Häufig, vor allem bei Kunden und Preisen.",
          en: "Often, especially on customers and pricing.",
        },
        {
          de: "Gelegentlich, wenn mir das Ergebnis nicht gefällt.",
          en: "Occasionally, when I don't like the outcome.",
        },
        {
          de: "Selten, und dann mit Begründung und im gemeinsamen Gespräch.",
          en: "Rarely, and then with an explanation and a conversation.",
        },
        {
          de: "Praktisch nie – ich gebe Feedback für das nächste Mal, statt einzugreifen.",
          en: "Practically never; I give feedback for next time instead of stepping in.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Dein Team entscheidet, handelt und steht für Ergebnisse gerade, ohne dass du nachschieben musst. Das ist der Kern einer Firma, die ohne dich läuft. Sichere diese Kultur ab, indem du sie in Führungsrollen und bei Einstellungen verankerst, damit sie nicht an einzelnen Personen hängt.",
      en: "Your team decides, acts and owns its results without you having to push. That's the core of a company that runs without you. Lock in this culture by anchoring it in leadership roles and hiring, so it doesn't depend on a few individuals.",
    },
    good: {
      de: "Dein Team übernimmt viel Verantwortung, aber die Grenzen sind noch unscharf, und im Zweifel landet die Entscheidung wieder bei dir. Schreib die zehn häufigsten Entscheidungen auf, die heute noch über deinen Tisch gehen, und lege für jede fest, wer sie künftig trifft. Erweitere diese Rechte Schritt für Schritt, sobald sie gut genutzt werden.",
      en: "Your team takes on a lot of responsibility, but the boundaries are still fuzzy, and when in doubt the decision lands back with you. Write down the ten most common decisions that still cross your desk and define who will make each one from now on. Expand those rights step by step as people use them well.",
    },
    satisfactory: {
      de: "Dein Team arbeitet zuverlässig, aber wenn es darauf ankommt, wartet es auf dich. Das liegt selten an fehlenden Fähigkeiten, sondern meist daran, dass Entscheidungen in der Vergangenheit korrigiert wurden. Gib einem Bereich einen klaren Entscheidungsrahmen und halte dich bewusst zurück, auch wenn das Ergebnis anders ausfällt, als du es gemacht hättest.",
      en: "Your team works reliably, but when it counts, it waits for you. That's rarely about ability; usually it's because decisions have been overruled in the past. Give one area a clear decision framework and consciously hold back, even when the outcome differs from what you would have done.",
    },
    critical: {
      de: "Im Moment führt dein Team aus, statt Verantwortung zu übernehmen, und alles Wichtige läuft über dich. Solange das so ist, kannst du weder gehen noch verkaufen, ohne dass die Firma an Wert verliert. Echte Autonomie aufzubauen braucht einen klaren Plan und Geduld; genau daran arbeiten wir im CEO-Mentoring, und ein kostenloses Erstgespräch ist der einfachste Einstieg.",
      en: "Right now your team executes rather than owns, and everything important goes through you. As long as that's the case, you can neither leave nor sell without the company losing value. Building real autonomy takes a clear plan and patience; it's exactly what we work on in CEO mentoring, and a free first conversation is the easiest way in.",
    },
  },
};

export default module;
