import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "bottleneck-analysis",
  title: {
    de: "Engpassanalyse",
    en: "Bottleneck Analysis",
  },
  description: {
    de: "Wo staut sich Arbeit, weil sie auf dich wartet? Dieses Modul macht sichtbar, an welchen Stellen Freigaben, Antworten und Entscheidungen bei dir hängen bleiben.",
    en: "Where does work pile up waiting for you? This module shows where approvals, answers and decisions get stuck with you.",
  },
  impact: {
    de: "Ist der Inhaber der Engpass, wächst die Firma nur so schnell wie sein Kalender, und ein Käufer sieht darin ein Risiko, das er vom Preis abzieht.",
    en: "When the owner is the bottleneck, the company can only grow as fast as the owner's calendar, and a buyer sees a risk to deduct from the price.",
  },
  minutes: 3,
  questions: [
    {
      id: "approvalQueue",
      text: {
        de: "Wie viele Vorgänge warten zu einem beliebigen Zeitpunkt auf deine Freigabe?",
        en: "At any given moment, how many items are waiting for your approval?",
      },
      options: [
        {
          de: "Ich habe den Überblick verloren – es sind ständig zu viele.",
          en: "I've lost track; there are always too many.",
        },
        {
          de: "Mehr als zehn, und einige davon warten seit Wochen.",
          en: "More than ten, and some have been waiting for weeks.",
        },
        {
          de: "Eine Handvoll, die ich meist innerhalb einer Woche abarbeite.",
          en: "A handful that I usually clear within a week.",
        },
        {
          de: "Wenige, die ich innerhalb von ein, zwei Tagen freigebe.",
          en: "A few, which I approve within a day or two.",
        },
        {
          de: "Kaum welche – Freigaben sind über Betragsgrenzen und Zuständigkeiten geregelt.",
          en: "Hardly any; approvals are governed by spending limits and clear responsibilities.",
        },
      ],
    },
    {
      id: "waitingTime",
      text: {
        de: "Wie lange warten Mitarbeitende typischerweise auf eine Antwort von dir, bevor sie weiterarbeiten können?",
        en: "How long do employees typically wait for an answer from you before they can carry on?",
      },
      options: [
        {
          de: "Oft mehrere Tage – manchmal geht uns dadurch ein Auftrag verloren.",
          en: "Often several days; sometimes we lose an order because of it.",
        },
        {
          de: "Meist ein bis zwei Tage.",
          en: "Usually one to two days.",
        },
        {
          de: "Ein paar Stunden, solange ich im Haus bin.",
          en: "A few hours, as long as I'm in the office.",
        },
        {
          de: "Kaum – die meisten Fragen klären sie ohne mich.",
          en: "Hardly at all; they resolve most questions without me.",
        },
        {
          de: "Gar nicht – kein Arbeitsschritt muss zwingend auf mich warten.",
          en: "Not at all; no step in our work has to wait for me.",
        },
      ],
    },
    {
      id: "coreWorkflowSteps",
      text: {
        de: "In wie vielen Schritten eurer Kernabläufe (Angebot, Auftrag, Lieferung, Rechnung) wirst du zwingend gebraucht?",
        en: "In how many steps of your core workflow (quote, order, delivery, invoice) are you required?",
      },
      options: [
        {
          de: "In fast jedem Schritt komme ich irgendwo vor.",
          en: "I'm involved somewhere in almost every step.",
        },
        {
          de: "In mehreren Schritten, etwa bei Preisen, Angeboten und Abnahmen.",
          en: "In several steps, such as pricing, proposals and sign-offs.",
        },
        {
          de: "In ein oder zwei Schritten, meist bei Preisen oder großen Aufträgen.",
          en: "In one or two steps, usually pricing or large orders.",
        },
        {
          de: "Nur bei klar definierten Ausnahmen, etwa Aufträgen über einer Wertgrenze.",
          en: "Only for clearly defined exceptions, such as orders above a set value.",
        },
        {
          de: "In keinem – die Kernabläufe laufen vollständig ohne mich.",
          en: "None; the core workflows run entirely without me.",
        },
      ],
    },
    {
      id: "misroutedQuestions",
      text: {
        de: "Wie viele der Fragen, die bei dir landen, könnte eigentlich jemand anderes beantworten?",
        en: "Of the questions that land on your desk, how many could someone else actually answer?",
      },
      options: [
        {
          de: "Fast alle – bei uns geht jede Unsicherheit zum Chef.",
          en: "Nearly all of them; at our company every doubt goes to the boss.",
        },
        {
          de: "Die meisten, weil sich sonst niemand traut oder es darf.",
          en: "Most of them, because no one else dares or is allowed to.",
        },
        {
          de: "Etwa die Hälfte, je nachdem, wer gerade fragt.",
          en: "About half, depending on who's asking.",
        },
        {
          de: "Wenige – ich schicke solche Fragen konsequent zurück.",
          en: "Few; I consistently send those questions back.",
        },
        {
          de: "Kaum welche – Zuständigkeiten sind klar und werden genutzt.",
          en: "Hardly any; responsibilities are clear and people use them.",
        },
      ],
    },
    {
      id: "capacityLimit",
      text: {
        de: "Wie oft lehnt ihr Aufträge ab oder verschiebt Projekte, weil deine Kapazität nicht reicht?",
        en: "How often do you turn down work or postpone projects because you personally don't have the capacity?",
      },
      options: [
        {
          de: "Ständig – meine Zeit ist die eigentliche Wachstumsgrenze.",
          en: "All the time; my time is the real limit on growth.",
        },
        {
          de: "Regelmäßig, vor allem bei Projekten, die ich selbst leiten müsste.",
          en: "Regularly, especially projects I would have to lead myself.",
        },
        {
          de: "Gelegentlich, in Spitzenzeiten.",
          en: "Occasionally, during peak periods.",
        },
        {
          de: "Selten – Engpässe liegen eher bei Personal oder Material, nicht bei mir.",
          en: "Rarely; our bottlenecks are staffing or materials, not me.",
        },
        {
          de: "Nie – unsere Kapazität hängt nicht an meiner Person.",
          en: "Never; our capacity doesn't depend on me personally.",
        },
      ],
    },
    {
      id: "bottleneckVisibility",
      text: {
        de: "Wie gut weißt du, wo genau sich Arbeit bei dir staut?",
        en: "How well do you know exactly where work piles up with you?",
      },
      options: [
        {
          de: "Gar nicht – ich merke es erst, wenn sich jemand beschwert.",
          en: "Not at all; I only notice when someone complains.",
        },
        {
          de: "Ich ahne es, habe es aber nie systematisch angeschaut.",
          en: "I have a hunch but have never looked at it systematically.",
        },
        {
          de: "Ich kenne die Engpässe, habe aber noch nichts daran geändert.",
          en: "I know the bottlenecks but haven't changed anything yet.",
        },
        {
          de: "Ich kenne sie und baue die größten gerade gezielt ab.",
          en: "I know them and am working through the biggest ones.",
        },
        {
          de: "Wir messen Durchlaufzeiten und sehen sofort, wenn etwas bei mir hängt.",
          en: "We measure turnaround times and see immediately when something is stuck with me.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Arbeit fließt in deiner Firma weitgehend an dir vorbei, und genau so soll es sein. Wachstum hängt nicht mehr an deinem Kalender, und ein Käufer sieht ein Unternehmen, das skalieren kann. Behalte die Durchlaufzeiten im Blick, denn neue Engpässe entstehen mit dem Wachstum oft unbemerkt.",
      en: "Work in your company largely flows past you, which is exactly how it should be. Growth no longer depends on your calendar, and a buyer sees a company that can scale. Keep an eye on turnaround times, because new bottlenecks often form unnoticed as the company grows.",
    },
    good: {
      de: "An einzelnen Stellen wartet Arbeit noch auf dich, aber das ist überschaubar. Typisch sind Preise, größere Angebote und Abnahmen. Lege für den größten verbleibenden Engpass eine klare Regel fest, etwa eine Wertgrenze, bis zu der dein Team selbst entscheidet.",
      en: "There are still a few places where work waits for you, but they're manageable. Pricing, larger proposals and sign-offs are typical. For the biggest remaining bottleneck, set a clear rule, such as a value limit below which your team decides on its own.",
    },
    satisfactory: {
      de: "Du bist an mehreren Stellen der Engpass, und das bremst Tempo, Kapazität und Motivation im Team. Mit jedem Wachstumsschritt verschärft sich das Problem. Führe eine Woche lang eine Liste aller Vorgänge, die auf dich warten, und ordne jedem einen künftigen Verantwortlichen zu.",
      en: "You're the bottleneck in several places, and it slows the pace, the capacity and the motivation of your team. The problem gets worse with every step of growth. For one week, list every item that waits for you and assign each one a future owner.",
    },
    critical: {
      de: "Deine Firma läuft im Takt deiner Verfügbarkeit. Jeder Urlaub, jede Krankheit und jedes große Projekt bremst sofort den gesamten Betrieb, und ein Käufer würde das als Klumpenrisiko bewerten. Hier lohnt sich Unterstützung von außen: In einem kostenlosen Strategiegespräch schauen wir, welche Engpässe du zuerst auflösen solltest.",
      en: "Your company runs at the pace of your availability. Every vacation, every illness and every big project immediately slows the whole operation, and a buyer would treat that as a concentration risk. Outside support pays off here: in a free strategy session we'll look at which bottlenecks to remove first.",
    },
  },
};

export default module;
