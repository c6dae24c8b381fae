import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "ceo-operating-system",
  title: {
    de: "CEO-Betriebssystem",
    en: "CEO Operating System",
  },
  description: {
    de: "Der feste Takt, in dem deine Firma geführt wird: Wochenrhythmus, Meetings, Kennzahlen und Planung. Das Modul prüft, ob Führung nach System funktioniert oder nach Tagesform.",
    en: "The steady rhythm your company is run by: weekly cadence, meetings, KPIs and planning. This module checks whether leadership runs on a system or on how the day happens to go.",
  },
  impact: {
    de: "Ein verlässliches Führungssystem hält die Firma steuerbar, auch wenn du nicht im Raum bist, und lässt sich an einen Nachfolger weit leichter übergeben als dein Bauchgefühl.",
    en: "A reliable management system keeps the company steerable even when you're not in the room, and it's far easier to hand to a successor than your gut feeling.",
  },
  minutes: 4,
  questions: [
    {
      id: "weeklyRhythm",
      text: {
        de: "Gibt es einen festen Wochenrhythmus, in dem das Führungsteam Ergebnisse, Probleme und Prioritäten bespricht?",
        en: "Is there a fixed weekly rhythm in which the leadership team reviews results, problems and priorities?",
      },
      options: [
        {
          de: "Nein – wir sprechen miteinander, wenn es brennt.",
          en: "No; we talk when something's on fire.",
        },
        {
          de: "Es gibt Treffen, aber unregelmäßig und ohne feste Agenda.",
          en: "There are meetings, but they're irregular and have no set agenda.",
        },
        {
          de: "Es gibt ein wöchentliches Treffen, das aber oft ausfällt oder ausufert.",
          en: "There's a weekly meeting, but it's often canceled or runs long.",
        },
        {
          de: "Ein fester Wochentermin mit Agenda, der fast immer stattfindet.",
          en: "A fixed weekly meeting with an agenda that almost always happens.",
        },
        {
          de: "Ein fester Wochentermin mit Agenda, der auch ohne mich stattfindet und zu Entscheidungen führt.",
          en: "A fixed weekly meeting with an agenda that also happens without me and ends in decisions.",
        },
      ],
    },
    {
      id: "meetingOutcomes",
      text: {
        de: "Wie produktiv sind eure internen Besprechungen?",
        en: "How productive are your internal meetings?",
      },
      options: [
        {
          de: "Gar nicht – viel Gerede, kaum Ergebnisse, und meistens rede ich.",
          en: "Not at all; lots of talk, few results, and I do most of the talking.",
        },
        {
          de: "Mäßig – Themen werden besprochen, aber selten abgeschlossen.",
          en: "Somewhat; topics get discussed but rarely closed.",
        },
        {
          de: "Ordentlich, aber Aufgaben werden nicht konsequent nachverfolgt.",
          en: "Decent, but action items aren't consistently followed up.",
        },
        {
          de: "Gut – jedes Meeting endet mit klaren Aufgaben, Verantwortlichen und Terminen.",
          en: "Good; every meeting ends with clear tasks, owners and deadlines.",
        },
        {
          de: "Sehr gut – kurz, vorbereitet, nachverfolgt und nicht von mir geleitet.",
          en: "Very good; short, prepared, followed up, and not run by me.",
        },
      ],
    },
    {
      id: "weeklyKpis",
      text: {
        de: "Gibt es eine kleine Zahl von Kennzahlen, die jede Woche zeigen, ob die Firma auf Kurs ist?",
        en: "Is there a small set of KPIs that show each week whether the company is on track?",
      },
      options: [
        {
          de: "Nein – ich verlasse mich auf mein Gefühl.",
          en: "No; I rely on my gut.",
        },
        {
          de: "Es gibt Zahlen, aber sie werden nur sporadisch angeschaut.",
          en: "There are numbers, but people only look at them now and then.",
        },
        {
          de: "Es gibt Kennzahlen, aber zu viele oder nur rückblickende.",
          en: "There are KPIs, but too many of them or only backward-looking ones.",
        },
        {
          de: "Eine überschaubare Zahl von Kennzahlen mit Verantwortlichen, wöchentlich aktualisiert.",
          en: "A manageable set of KPIs, each with an owner, updated weekly.",
        },
        {
          de: "Wenige Frühindikatoren mit Verantwortlichen und Zielwerten, die das Team selbst steuert.",
          en: "A few leading indicators with owners and targets that the team manages on its own.",
        },
      ],
    },
    {
      id: "planningCadence",
      text: {
        de: "Wie plant ihr eure Ziele für Jahr und Quartal?",
        en: "How do you plan your annual and quarterly goals?",
      },
      options: [
        {
          de: "Gar nicht – wir arbeiten ab, was reinkommt.",
          en: "We don't; we work through whatever comes in.",
        },
        {
          de: "Es gibt ein Budget, aber keine gemeinsamen Ziele.",
          en: "There's a budget, but no shared goals.",
        },
        {
          de: "Es gibt Jahresziele, die ich allein festlege und selten überprüfe.",
          en: "There are annual goals that I set alone and rarely review.",
        },
        {
          de: "Jahresziele entstehen mit dem Führungsteam und werden quartalsweise überprüft.",
          en: "Annual goals are set with the leadership team and reviewed quarterly.",
        },
        {
          de: "Jahres- und Quartalsziele mit festen Planungsterminen, die das Führungsteam selbst vorbereitet.",
          en: "Annual and quarterly goals with set planning dates that the leadership team prepares itself.",
        },
      ],
    },
    {
      id: "issueTracking",
      text: {
        de: "Wie werden Probleme und offene Themen im Führungsteam festgehalten und gelöst?",
        en: "How are problems and open issues captured and resolved in the leadership team?",
      },
      options: [
        {
          de: "Sie stecken in meinem Kopf oder in meinem Posteingang.",
          en: "They live in my head or my inbox.",
        },
        {
          de: "In verstreuten Notizen, Mails und Chats.",
          en: "In scattered notes, emails and chats.",
        },
        {
          de: "In einer gemeinsamen Liste, die aber kaum gepflegt wird.",
          en: "In a shared list that hardly anyone keeps up to date.",
        },
        {
          de: "In einer gepflegten Themenliste, die wir im Wochenmeeting abarbeiten.",
          en: "In a maintained issues list that we work through in the weekly meeting.",
        },
        {
          de: "In einem festen System, in dem jedes Thema einen Verantwortlichen und einen Abschluss hat.",
          en: "In a set system where every issue has an owner and gets closed out.",
        },
      ],
    },
    {
      id: "decisionCascade",
      text: {
        de: "Wie gelangen Entscheidungen aus der Führungsrunde zu allen Mitarbeitenden?",
        en: "How do decisions from the leadership team reach every employee?",
      },
      options: [
        {
          de: "Gar nicht gezielt – vieles erfahren sie über den Flurfunk.",
          en: "Not deliberately; a lot of it travels through the grapevine.",
        },
        {
          de: "Ich informiere bei Gelegenheit selbst, meist mündlich.",
          en: "I pass things on myself when I get the chance, usually in person.",
        },
        {
          de: "Über gelegentliche Mails oder Betriebsversammlungen.",
          en: "Through occasional emails or all-hands meetings.",
        },
        {
          de: "Führungskräfte geben Entscheidungen nach einem festen Ablauf an ihre Teams weiter.",
          en: "Managers pass decisions on to their teams following a set routine.",
        },
        {
          de: "Fester Ablauf mit Rückmeldung – wir prüfen, ob Entscheidungen wirklich angekommen sind.",
          en: "A set routine with a feedback loop; we check whether decisions have really landed.",
        },
      ],
    },
    {
      id: "systemTransferability",
      text: {
        de: "Könnte ein Nachfolger euren Führungsrhythmus ohne dich übernehmen?",
        en: "Could a successor take over your management rhythm without you?",
      },
      options: [
        {
          de: "Nein – es gibt keinen Rhythmus, den man übernehmen könnte.",
          en: "No; there's no rhythm to take over.",
        },
        {
          de: "Kaum – der Rhythmus existiert nur, weil ich ihn antreibe.",
          en: "Hardly; the rhythm exists only because I drive it.",
        },
        {
          de: "Teilweise – die Termine stehen, aber die Logik dahinter kenne nur ich.",
          en: "Partly; the meetings are scheduled, but only I know the logic behind them.",
        },
        {
          de: "Weitgehend – Termine, Agenden und Kennzahlen sind dokumentiert.",
          en: "Largely; meetings, agendas and KPIs are documented.",
        },
        {
          de: "Ja – das System läuft schon heute ohne mich als Taktgeber.",
          en: "Yes; the system already runs today without me setting the pace.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Deine Firma wird nach einem klaren System geführt, nicht nach deiner Tagesform. Das macht sie berechenbar, steuerbar und für einen Nachfolger übernehmbar. Prüfe einmal im Jahr, ob Meetings und Kennzahlen noch zu den aktuellen Zielen passen, und streiche, was sich überlebt hat.",
      en: "Your company runs on a clear system, not on your daily mood. That makes it predictable, steerable and something a successor can take over. Once a year, check whether meetings and KPIs still fit your current goals, and cut what has outlived its purpose.",
    },
    good: {
      de: "Die Grundstruktur steht, aber sie hängt noch zu sehr an dir als Taktgeber. Wenn du ausfällst, geraten Meetings und Nachverfolgung schnell ins Stocken. Übergib die Leitung des Wochenmeetings an eine Führungskraft und konzentriere dich darauf, die richtigen Fragen zu stellen.",
      en: "The basic structure is there, but it still relies too much on you to keep the beat. When you're out, meetings and follow-up quickly stall. Hand over running the weekly meeting to one of your managers and focus on asking the right questions.",
    },
    satisfactory: {
      de: "Es gibt Ansätze eines Führungssystems, aber vieles läuft unregelmäßig oder versandet. Die Folge sind wiederkehrende Diskussionen, liegen gebliebene Aufgaben und ein Team, das auf Anweisungen wartet. Starte mit einem Baustein: einem wöchentlichen Meeting von höchstens einer Stunde mit fester Agenda, fünf Kennzahlen und einer Aufgabenliste.",
      en: "There are the beginnings of a management system, but much of it runs irregularly or fizzles out. The result is recurring discussions, dropped tasks and a team waiting for instructions. Start with one building block: a weekly meeting of no more than an hour with a fixed agenda, five KPIs and an action list.",
    },
    critical: {
      de: "Deine Firma wird im Moment über deinen Kopf und deine Anwesenheit gesteuert. Das funktioniert, solange du da bist, macht aber jede Abwesenheit und jede Übergabe riskant. Ein schlankes Führungssystem lässt sich in wenigen Monaten aufbauen; wenn du dabei Begleitung möchtest, ist ein kostenloses Strategiegespräch ein guter Start.",
      en: "Right now your company is steered through your head and your presence. That works as long as you're there, but it makes every absence and every handover risky. A lean management system can be built within a few months; if you'd like support along the way, a free strategy session is a good place to start.",
    },
  },
};

export default module;
