import type { Lang } from "~/lib/i18n";
import type { CeopreneurCopy } from "../types";

const copy: Record<Lang, CeopreneurCopy> = {
  de: {
    seo: {
      title: "Das CEOpreneur-Prinzip: 6 Grundsätze für Inhaber",
      description:
        "Sechs Grundsätze vom Macher zum CEO: Führung über Systeme, klare Entscheidungsrechte, ein Team, das entscheidet, und ein verkaufsfähiges Unternehmen.",
    },
    hero: {
      eyebrow: "Das CEOpreneur-Prinzip",
      title: "Unternehmer bleiben, CEO werden.",
      lead: "Die meisten Inhaber sind hervorragende Macher. Genau das hat ihr Unternehmen groß gemacht – und genau das hält es jetzt klein. Das CEOpreneur-Prinzip beschreibt in sechs Grundsätzen, wie du die Kraft des Gründers behältst und trotzdem ein Unternehmen führst, das ohne dich läuft.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
    },
    intro: {
      title: "Was ein CEOpreneur anders macht",
      paragraphs: [
        "Ein CEOpreneur verbindet zwei Rollen, die sich oft im Weg stehen: den Unternehmer, der Chancen sieht und Risiken trägt, und den CEO, der ein Unternehmen so gestaltet, dass es ohne ihn funktioniert. Der Macher arbeitet im Unternehmen. Der CEOpreneur arbeitet am Unternehmen.",
        "Die sechs Grundsätze sind keine Theorie. Sie sind das, was ich bei Inhabern sehe, die den Wechsel geschafft haben – und das, was bei denen fehlt, die nach Jahren noch immer jeden Abend die Mails des Tages abarbeiten. Sie bauen aufeinander auf, aber du kannst bei jedem beginnen.",
      ],
    },
    principlesTitle: "Die sechs Grundsätze",
    principles: [
      {
        title: "Führe über Systeme, nicht über Anwesenheit",
        summary: "Dein Unternehmen soll funktionieren, weil die Abläufe klar sind, nicht weil du im Büro bist.",
        detail:
          "Solange Qualität davon abhängt, dass du draufschaust, ist jede Abwesenheit ein Risiko. Systeme heißt nicht Bürokratie: Es reicht, die Abläufe, die wirklich zählen, so festzuhalten, dass ein fähiger Mitarbeiter sie ohne Rückfrage ausführen kann.",
        practices: [
          "Die zehn Abläufe benennen, die Umsatz und Qualität tragen",
          "Jeden dieser Abläufe einem verantwortlichen Menschen zuordnen",
          "Dokumentation so knapp halten, dass sie gelesen und gepflegt wird",
        ],
      },
      {
        title: "Entscheide nur, wo nur du entscheiden kannst",
        summary: "Deine Zeit gehört den Entscheidungen, die niemand sonst treffen kann.",
        detail:
          "Richtung, Kapital, Schlüsselpersonal und die großen Kundenbeziehungen – das sind CEO-Entscheidungen. Die Freigabe einer Bestellung, die Urlaubsplanung oder ein Rabatt im Rahmen sind es nicht. Wer beides gleich behandelt, hat für das Wichtige keine Zeit mehr.",
        practices: [
          "Eine Woche lang jede Entscheidung notieren, die bei dir landet",
          "Für jede Kategorie festlegen, wer künftig entscheidet und in welchem Rahmen",
          "Rückfragen mit der Gegenfrage beantworten: Was schlägst du vor?",
        ],
      },
      {
        title: "Baue ein Team, das entscheidet",
        summary: "Delegiere Verantwortung für Ergebnisse, nicht nur Aufgaben.",
        detail:
          "Ein Team, das Aufgaben abarbeitet, braucht dich weiterhin für jede Abweichung. Ein Team, das für ein Ergebnis verantwortlich ist, findet eigene Wege. Dafür braucht es klare Zuständigkeiten, echte Befugnisse und einen Chef, der Fehler aushält, ohne die Entscheidung wieder an sich zu ziehen.",
        practices: [
          "Für jeden Bereich ein Ergebnis und einen Entscheidungsrahmen festlegen",
          "Entscheidungen im Team nicht nachträglich korrigieren, sondern besprechen",
          "Führungskräfte an Ergebnissen messen, nicht an Anwesenheit",
        ],
      },
      {
        title: "Miss mit wenigen, klaren Zahlen",
        summary: "Fünf bis sieben Kennzahlen sagen dir mehr als jeder Rundgang durch den Betrieb.",
        detail:
          "Viele Inhaber steuern aus dem Bauch, weil sie alles selbst sehen. Sobald du nicht mehr überall bist, brauchst du einen anderen Blick auf dein Unternehmen: wenige Zahlen, wöchentlich, ohne dass jemand sie erst zusammensuchen muss.",
        practices: [
          "Die Kennzahlen wählen, die Frühwarnung geben, nicht nur Rückschau",
          "Für jede Kennzahl einen Verantwortlichen im Team bestimmen",
          "Einen festen wöchentlichen Termin für den Blick auf die Zahlen",
        ],
      },
      {
        title: "Gestalte dein Unternehmen verkaufsfähig",
        summary: "Baue so, als würdest du verkaufen – auch wenn du es nie tust.",
        detail:
          "Ein Unternehmen, das ein Käufer übernehmen könnte, ist auch für dich besser: planbar, übertragbar, mit Wissen, das nicht nur in deinem Kopf liegt. Ob du später verkaufst, übergibst oder bleibst, entscheidest du dann aus einer Position der Stärke.",
        practices: [
          "Einmal im Jahr mit den Augen eines Käufers auf das Unternehmen schauen",
          "Verträge, Zahlen und Abläufe so ordnen, dass sie einer Prüfung standhalten",
          "Abhängigkeiten von einzelnen Kunden und Personen gezielt abbauen",
        ],
      },
      {
        title: "Schütze deine Energie und deinen Fokus",
        summary: "Deine Aufmerksamkeit ist die knappste Ressource des Unternehmens.",
        detail:
          "Ein erschöpfter Inhaber trifft schlechtere Entscheidungen und hat keine Kraft für die großen Themen. Freie Zeit ist kein Luxus, sondern Voraussetzung für gute Führung. Wer das Unternehmen nie verlassen kann, merkt auch nicht, wo es ohne ihn hakt.",
        practices: [
          "Feste Zeitblöcke für strategische Arbeit, die nicht verschoben werden",
          "Erreichbarkeit klar regeln, statt immer ansprechbar zu sein",
          "Regelmäßig bewusst abwesend sein und auswerten, was dann passiert",
        ],
      },
    ],
    shift: {
      title: "Vom Macher zum CEOpreneur",
      fromLabel: "Macher",
      toLabel: "CEOpreneur",
      from: [
        "Beantwortet jede Rückfrage selbst",
        "Steuert nach Gefühl und eigenem Augenschein",
        "Die wichtigsten Kunden laufen über ihn persönlich",
        "Urlaub nur mit Laptop und Telefon",
        "Der Wert des Unternehmens hängt an seiner Person",
      ],
      to: [
        "Das Team entscheidet innerhalb klarer Regeln",
        "Steuert über wenige Kennzahlen im Wochenrhythmus",
        "Kundenbeziehungen liegen im Team",
        "Wochen ohne Erreichbarkeit, ohne dass etwas liegen bleibt",
        "Der Wert liegt in Systemen, Team und Kundenstamm",
      ],
    },
    closing: {
      title: "Wo stehst du heute?",
      text: "Der ExitReady Check zeigt dir in rund {{checkMinutes}} Minuten, wie stark dein Unternehmen noch an dir hängt und bei welchem Grundsatz du ansetzen solltest. Wenn du den Weg begleitet gehen willst, ist das CEO-Mentoring der nächste Schritt.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "CEO-Mentoring ansehen", pageId: "ceo-mentoring" },
    },
  },
  en: {
    seo: {
      title: "The CEOpreneur principles: 6 rules for owners",
      description:
        "Six principles that take owners from operator to CEO: lead through systems, clear decision rights, a team that decides, and a company that is ready to sell.",
    },
    hero: {
      eyebrow: "The CEOpreneur principles",
      title: "Stay an entrepreneur. Become a CEO.",
      lead: "Most owners are outstanding operators. That's what made their company big – and it's exactly what keeps it small now. The CEOpreneur principles describe, in six rules, how you keep a founder's drive while running a company that works without you.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
    },
    intro: {
      title: "What a CEOpreneur does differently",
      paragraphs: [
        "A CEOpreneur combines two roles that often get in each other's way: the entrepreneur who spots opportunities and carries the risk, and the CEO who shapes a company so it works without them. The operator works in the business. The CEOpreneur works on it.",
        "These six principles aren't theory. They're what I see in owners who have made the shift – and what's missing in those who, years later, still spend every evening clearing the day's email. They build on one another, but you can start with any of them.",
      ],
    },
    principlesTitle: "The six principles",
    principles: [
      {
        title: "Lead through systems, not presence",
        summary: "Your company should work because its processes are clear, not because you're in the office.",
        detail:
          "As long as quality depends on you checking things, every absence is a risk. Systems don't mean red tape. It's enough to capture the workflows that really matter well enough that a capable employee can run them without asking.",
        practices: [
          "Name the ten workflows that carry revenue and quality",
          "Give each of them one person who owns it",
          "Keep documentation short enough that people read and update it",
        ],
      },
      {
        title: "Decide only where only you can decide",
        summary: "Your time belongs to the decisions nobody else can make.",
        detail:
          "Direction, capital, key hires and the major customer relationships – those are CEO decisions. Approving a purchase order, planning vacations or granting a discount within policy are not. Treat both the same and you'll have no time left for what matters.",
        practices: [
          "For one week, log every decision that lands on your desk",
          "For each category, decide who makes the call from now on, and within what limits",
          "Answer questions with a question: what do you suggest?",
        ],
      },
      {
        title: "Build a team that decides",
        summary: "Delegate responsibility for results, not just tasks.",
        detail:
          "A team that works through tasks still needs you for every exception. A team that owns a result finds its own way. That takes clear areas of responsibility, real authority and a boss who can live with mistakes without pulling the decision back.",
        practices: [
          "Define a result and a decision scope for every area",
          "Discuss your team's decisions instead of overruling them after the fact",
          "Judge managers by results, not by hours at their desk",
        ],
      },
      {
        title: "Measure with a few clear numbers",
        summary: "Five to seven metrics tell you more than any walk through the shop floor.",
        detail:
          "Many owners steer by gut feeling because they see everything themselves. Once you're no longer everywhere, you need a different view of your company: a few numbers, every week, without anyone having to dig them up first.",
        practices: [
          "Pick metrics that give early warning, not just hindsight",
          "Make one person on the team responsible for each metric",
          "Set a fixed weekly slot for reviewing the numbers",
        ],
      },
      {
        title: "Design your company to be sellable",
        summary: "Build as if you were going to sell – even if you never do.",
        detail:
          "A company a buyer could take over is better for you, too: predictable, transferable, with knowledge that doesn't live only in your head. Whether you later sell, hand over or stay, you'll be deciding from a position of strength.",
        practices: [
          "Once a year, look at your company through a buyer's eyes",
          "Organize contracts, numbers and processes so they hold up under scrutiny",
          "Deliberately reduce dependence on individual customers and people",
        ],
      },
      {
        title: "Protect your energy and focus",
        summary: "Your attention is the scarcest resource your company has.",
        detail:
          "An exhausted owner makes worse decisions and has no energy left for the big questions. Time off isn't a luxury; it's a precondition for good leadership. If you can never leave the company, you'll never find out where it struggles without you.",
        practices: [
          "Block fixed time for strategic work and don't let it slip",
          "Set clear rules for when you can be reached instead of always being on call",
          "Step away on purpose from time to time and review what happened",
        ],
      },
    ],
    shift: {
      title: "From operator to CEOpreneur",
      fromLabel: "Operator",
      toLabel: "CEOpreneur",
      from: [
        "Answers every question personally",
        "Steers by gut feeling and personal observation",
        "Key customers deal with the owner directly",
        "Vacations only with laptop and phone",
        "The company's value depends on the owner",
      ],
      to: [
        "The team decides within clear rules",
        "Steers by a few metrics on a weekly rhythm",
        "Customer relationships sit with the team",
        "Weeks off the grid without anything piling up",
        "The value lies in systems, team and customer base",
      ],
    },
    closing: {
      title: "Where do you stand today?",
      text: "In about {{checkMinutes}} minutes, the ExitReady Check shows how much your company still depends on you and which principle to start with. If you'd like guidance along the way, CEO mentoring is the next step.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "See CEO mentoring", pageId: "ceo-mentoring" },
    },
  },
};
export default copy;
