import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "management-layer",
  title: {
    de: "Zweite Führungsebene",
    en: "Management Layer",
  },
  description: {
    de: "Wer führt die Firma unterhalb von dir? Das Modul prüft, ob es eine zweite Führungsebene gibt, welche Befugnisse sie wirklich hat und wie gezielt sie entwickelt wird.",
    en: "Who runs the company below you? This module checks whether there's a second level of leadership, how much authority it really has and how deliberately it's being developed.",
  },
  impact: {
    de: "Eine starke zweite Führungsebene ist das, was ein Käufer übernehmen will – ohne sie bleibst du nach einem Verkauf oft noch jahrelang in der Pflicht.",
    en: "A strong second level of leadership is what a buyer wants to take over; without it, you often stay on the hook for years after a sale.",
  },
  minutes: 3,
  questions: [
    {
      id: "leadershipStructure",
      text: {
        de: "Gibt es unter dir Führungskräfte, die ganze Bereiche verantworten?",
        en: "Are there managers below you who are responsible for entire areas?",
      },
      options: [
        {
          de: "Nein – alle berichten direkt an mich.",
          en: "No; everyone reports directly to me.",
        },
        {
          de: "Es gibt Teamleiter, die aber eher Vorarbeiter als Führungskräfte sind.",
          en: "There are team leads, but they're more senior doers than managers.",
        },
        {
          de: "Für einzelne Bereiche ja, für andere nicht.",
          en: "For some areas yes, for others no.",
        },
        {
          de: "Für alle wesentlichen Bereiche, mit klarer Verantwortung.",
          en: "For all major areas, with clear responsibilities.",
        },
        {
          de: "Für alle Bereiche – und sie arbeiten als Team, nicht nur jeder für sich.",
          en: "For every area, and they work as a team rather than each on their own.",
        },
      ],
    },
    {
      id: "managerAuthority",
      text: {
        de: "Welche Befugnisse haben deine Führungskräfte tatsächlich?",
        en: "What authority do your managers actually have?",
      },
      options: [
        {
          de: "Kaum welche – wichtige Entscheidungen treffe ich.",
          en: "Hardly any; I make the important decisions.",
        },
        {
          de: "Sie organisieren die Arbeit, aber Personal und Geld bleiben bei mir.",
          en: "They organize the work, but people and money decisions stay with me.",
        },
        {
          de: "Sie haben ein Budget, aber über Einstellungen und Kündigungen entscheide ich.",
          en: "They have a budget, but I decide on hiring and firing.",
        },
        {
          de: "Sie verantworten Budget, Personal und Ziele ihres Bereichs.",
          en: "They own the budget, staffing and goals of their area.",
        },
        {
          de: "Volle Bereichsverantwortung, dazu Mitsprache bei Strategie und Gesamtergebnis.",
          en: "Full responsibility for their area, plus a voice in strategy and overall results.",
        },
      ],
    },
    {
      id: "managerDevelopment",
      text: {
        de: "Wie gezielt entwickelst du deine Führungskräfte?",
        en: "How deliberately do you develop your managers?",
      },
      options: [
        {
          de: "Gar nicht – sie lernen im Alltag.",
          en: "Not at all; they learn on the job.",
        },
        {
          de: "Gelegentlich ein Seminar, ohne Plan dahinter.",
          en: "An occasional seminar, with no plan behind it.",
        },
        {
          de: "Wir sprechen über Entwicklung, aber ohne festen Rahmen.",
          en: "We talk about development, but there's no set framework.",
        },
        {
          de: "Jede Führungskraft hat einen Entwicklungsplan und regelmäßige Einzelgespräche.",
          en: "Every manager has a development plan and regular one-on-ones.",
        },
        {
          de: "Entwicklungspläne, Coaching und schrittweise Übergabe von Verantwortung als fester Ablauf.",
          en: "Development plans, coaching and a step-by-step handoff of responsibility as a standing routine.",
        },
      ],
    },
    {
      id: "managerRetention",
      text: {
        de: "Wie fest sind deine Führungskräfte an die Firma gebunden?",
        en: "How firmly are your managers committed to the company?",
      },
      options: [
        {
          de: "Gar nicht – ich rechne jederzeit mit Abgängen.",
          en: "Not at all; I expect departures at any time.",
        },
        {
          de: "Wenig – die Bindung hängt vor allem an ihrer Beziehung zu mir.",
          en: "Weakly; their loyalty depends mainly on their relationship with me.",
        },
        {
          de: "Ordentlich, aber ohne besondere Anreize.",
          en: "Reasonably, but without any special incentives.",
        },
        {
          de: "Gut – mit erfolgsabhängiger Vergütung und klarer Perspektive.",
          en: "Well; with performance-based pay and a clear career path.",
        },
        {
          de: "Sehr gut – mit langfristigen Anreizen, die auch einen Eigentümerwechsel überdauern.",
          en: "Very well; with long-term incentives designed to hold through a change of ownership.",
        },
      ],
    },
    {
      id: "successorCandidate",
      text: {
        de: "Gibt es jemanden, der deine Rolle als Geschäftsführer übernehmen könnte?",
        en: "Is there someone who could take over your role as managing director?",
      },
      options: [
        {
          de: "Nein, und ich wüsste auch nicht, wer es sein könnte.",
          en: "No, and I wouldn't know who it could be.",
        },
        {
          de: "Vielleicht, aber die Person weiß nichts davon und ist noch weit davon entfernt.",
          en: "Maybe, but the person doesn't know it and is far from ready.",
        },
        {
          de: "Es gibt einen Kandidaten, mit dem ich darüber gesprochen habe.",
          en: "There's a candidate I've discussed it with.",
        },
        {
          de: "Ein Kandidat wird gezielt vorbereitet und übernimmt schon Teile meiner Rolle.",
          en: "A candidate is being prepared deliberately and already takes on parts of my role.",
        },
        {
          de: "Ja – diese Person führt die Firma faktisch schon, ich bin nur noch strategisch dabei.",
          en: "Yes; that person effectively runs the company already, and I'm only involved strategically.",
        },
      ],
    },
    {
      id: "chainBypassing",
      text: {
        de: "Wie oft gehen Mitarbeitende an ihren Führungskräften vorbei direkt zu dir?",
        en: "How often do employees go around their managers and come straight to you?",
      },
      options: [
        {
          de: "Ständig – die eigentliche Führung bin immer noch ich.",
          en: "All the time; I'm still the real boss.",
        },
        {
          de: "Häufig, und ich nehme die Themen meist an.",
          en: "Often, and I usually take the issues on.",
        },
        {
          de: "Gelegentlich, dann verweise ich meist zurück.",
          en: "Occasionally; I usually send them back to their manager.",
        },
        {
          de: "Selten – die Führungskräfte sind die erste Anlaufstelle.",
          en: "Rarely; managers are the first point of contact.",
        },
        {
          de: "Praktisch nie – die Linie ist klar, und ich halte sie selbst konsequent ein.",
          en: "Practically never; the reporting lines are clear and I respect them myself.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Unter dir steht eine echte Führungsebene mit Befugnissen, Perspektive und Entwicklung. Das ist einer der stärksten Werttreiber überhaupt, denn ein Käufer übernimmt ein Team, das die Firma ohne dich weiterführt. Achte als Nächstes darauf, dass diese Menschen auch über einen möglichen Eigentümerwechsel hinaus gebunden bleiben.",
      en: "Below you there's a real leadership layer with authority, prospects and development. That's one of the strongest value drivers there is, because a buyer takes over a team that will keep running the company without you. Next, make sure these people stay committed through a possible change of ownership.",
    },
    good: {
      de: "Die zweite Ebene existiert und trägt, aber sie hat noch nicht die volle Verantwortung oder nicht in allen Bereichen. Oft behält der Inhaber Personal- und Budgetentscheidungen, und die Führungskräfte bleiben dadurch halbe Chefs. Gib einer Führungskraft in den nächsten drei Monaten die volle Verantwortung für Budget und Personal ihres Bereichs.",
      en: "The second level exists and carries weight, but it doesn't yet have full responsibility, or not in every area. Owners often hold on to people and budget decisions, which leaves their managers as half-bosses. Over the next three months, give one manager full responsibility for the budget and staffing of their area.",
    },
    satisfactory: {
      de: "Es gibt Ansätze einer Führungsebene, aber wenn es darauf ankommt, führst immer noch du. Deine Führungskräfte sind eher verlängerte Arme als eigenständige Leiter, und das bindet dich dauerhaft. Kläre mit jeder Führungskraft schriftlich, wofür sie verantwortlich ist und was sie ohne dich entscheiden darf, und besprich das monatlich.",
      en: "There are the beginnings of a leadership layer, but when it counts, you're still the one leading. Your managers are more extensions of you than independent leaders, and that ties you down permanently. Agree in writing with each manager what they're responsible for and what they can decide without you, and review it monthly.",
    },
    critical: {
      de: "Eine zweite Führungsebene gibt es faktisch nicht, alles läuft direkt über dich. Für einen Käufer ist das ein zentrales Risiko, und für dich bedeutet es, dass jeder Versuch, dich zurückzuziehen, ins Leere läuft. Führungskräfte aufzubauen braucht Zeit und klare Schritte; genau dabei begleitet das CEO-Mentoring, und ein kostenloses Erstgespräch zeigt, ob es für dich passt.",
      en: "In practice there's no second level of leadership; everything runs directly through you. For a buyer that's a central risk, and for you it means every attempt to step back leads nowhere. Building a management team takes time and clear steps; that's exactly what CEO mentoring supports, and a free first conversation will show whether it's right for you.",
    },
  },
};

export default module;
