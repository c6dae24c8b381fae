import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "priority-focus",
  title: {
    de: "Prioritäten und Fokus",
    en: "Priorities and Focus",
  },
  description: {
    de: "Wohin fließt deine Zeit wirklich? Dieses Modul zeigt, wie viel davon in echte CEO-Arbeit geht – Strategie, Führung, Schlüsselbeziehungen – und wie viel im operativen Kleinklein verschwindet.",
    en: "Where does your time actually go? This module shows how much of it goes into real CEO work (strategy, leadership, key relationships) and how much disappears into operational detail.",
  },
  impact: {
    de: "Jede Stunde, die du in Aufgaben steckst, die andere erledigen könnten, fehlt beim Aufbau einer Firma, die ohne dich Wert schafft.",
    en: "Every hour you spend on work others could do is an hour missing from building a company that creates value without you.",
  },
  minutes: 4,
  questions: [
    {
      id: "strategicTimeShare",
      text: {
        de: "Wie viel deiner Arbeitszeit fließt in einer typischen Woche in Strategie, Führung und Weiterentwicklung der Firma?",
        en: "In a typical week, how much of your working time goes into strategy, leadership and developing the company?",
      },
      options: [
        {
          de: "So gut wie nichts – ich stecke den ganzen Tag im operativen Geschäft.",
          en: "Next to nothing; I'm in operations all day.",
        },
        {
          de: "Weniger als ein Fünftel, meist abends oder am Wochenende.",
          en: "Less than a fifth, mostly in the evenings or on weekends.",
        },
        {
          de: "Etwa ein Fünftel bis ein Drittel.",
          en: "About a fifth to a third.",
        },
        {
          de: "Ein Drittel bis die Hälfte, in festen Zeitblöcken.",
          en: "A third to half, in fixed time blocks.",
        },
        {
          de: "Mehr als die Hälfte – operative Aufgaben sind die Ausnahme.",
          en: "More than half; operational tasks are the exception.",
        },
      ],
    },
    {
      id: "timeAwareness",
      text: {
        de: "Wie genau weißt du, wofür du deine Zeit tatsächlich verwendest?",
        en: "How precisely do you know what you actually spend your time on?",
      },
      options: [
        {
          de: "Gar nicht – die Tage verschwimmen.",
          en: "Not at all; the days blur together.",
        },
        {
          de: "Ich habe ein grobes Gefühl, das ich nie überprüft habe.",
          en: "I have a rough sense that I've never checked.",
        },
        {
          de: "Ich habe es einmal protokolliert, aber das ist lange her.",
          en: "I tracked it once, but that was a long time ago.",
        },
        {
          de: "Ich werte meinen Kalender gelegentlich aus, ziehe aber selten Konsequenzen.",
          en: "I review my calendar now and then but rarely act on it.",
        },
        {
          de: "Ich werte meine Zeit monatlich aus und streiche oder delegiere danach gezielt Aufgaben.",
          en: "I review my time monthly and then cut or delegate specific tasks.",
        },
      ],
    },
    {
      id: "priorityClarity",
      text: {
        de: "Kennst du die drei wichtigsten Prioritäten der Firma für dieses Jahr – und kennt dein Team sie auch?",
        en: "Do you know the company's three most important priorities for this year, and does your team know them too?",
      },
      options: [
        {
          de: "Es gibt keine festgelegten Prioritäten, wir reagieren auf das, was kommt.",
          en: "There are no set priorities; we react to whatever comes up.",
        },
        {
          de: "Ich habe sie im Kopf, aber nicht aufgeschrieben.",
          en: "I have them in my head but haven't written them down.",
        },
        {
          de: "Sie sind aufgeschrieben, aber es sind eher zehn als drei.",
          en: "They're written down, but there are closer to ten than three.",
        },
        {
          de: "Es gibt wenige klare Prioritäten, die das Führungsteam kennt.",
          en: "There are a few clear priorities that the leadership team knows.",
        },
        {
          de: "Jeder im Team kann sie nennen und weiß, was sein Beitrag dazu ist.",
          en: "Everyone on the team can name them and knows how they contribute.",
        },
      ],
    },
    {
      id: "dailyInterruptions",
      text: {
        de: "Wie oft wirst du an einem normalen Arbeitstag unterbrochen?",
        en: "How often are you interrupted on a normal workday?",
      },
      options: [
        {
          de: "Ständig – ich komme kaum dazu, etwas am Stück zu erledigen.",
          en: "Constantly; I rarely get to finish anything in one go.",
        },
        {
          de: "Mehrmals pro Stunde.",
          en: "Several times an hour.",
        },
        {
          de: "Einige Male am Tag, aber geschützte Zeit habe ich kaum.",
          en: "A few times a day, but I have little protected time.",
        },
        {
          de: "Selten – ich habe feste Zeiten, in denen ich nicht erreichbar bin.",
          en: "Rarely; I have set times when I'm not available.",
        },
        {
          de: "Kaum – das Team klärt Fragen untereinander und bündelt den Rest für feste Termine.",
          en: "Hardly ever; the team settles questions among themselves and saves the rest for set meetings.",
        },
      ],
    },
    {
      id: "sayingNo",
      text: {
        de: "Wie oft sagst du Nein zu Chancen, Anfragen oder Projekten, die nicht zu den Prioritäten passen?",
        en: "How often do you say no to opportunities, requests or projects that don't fit your priorities?",
      },
      options: [
        {
          de: "Nie – ich nehme fast alles an, was nach Umsatz aussieht.",
          en: "Never; I take on almost anything that looks like revenue.",
        },
        {
          de: "Selten, und dann meist mit schlechtem Gewissen.",
          en: "Rarely, and then usually with a guilty conscience.",
        },
        {
          de: "Manchmal, wenn die Überlastung schon spürbar ist.",
          en: "Sometimes, once the overload is already noticeable.",
        },
        {
          de: "Regelmäßig – ich prüfe Anfragen gegen klare Kriterien.",
          en: "Regularly; I check requests against clear criteria.",
        },
        {
          de: "Konsequent – Nein sagen ist bei uns ein bewusster Teil der Strategie.",
          en: "Consistently; saying no is a deliberate part of our strategy.",
        },
      ],
    },
    {
      id: "weekContent",
      text: {
        de: "Welche Art von Arbeit füllt den größten Teil deiner Woche?",
        en: "What kind of work fills most of your week?",
      },
      options: [
        {
          de: "Feuerwehr: Reklamationen, Ausfälle und alles, was sonst liegen bliebe.",
          en: "Firefighting: complaints, breakdowns and whatever would otherwise fall through the cracks.",
        },
        {
          de: "Ausführende Arbeit wie Angebote, Kundenbetreuung und Fachaufgaben.",
          en: "Hands-on work like proposals, customer service and specialist tasks.",
        },
        {
          de: "Koordination und Abstimmung, damit die Arbeit anderer läuft.",
          en: "Coordination and check-ins to keep other people's work moving.",
        },
        {
          de: "Führung: Mitarbeitende entwickeln, Ziele setzen, Ergebnisse besprechen.",
          en: "Leadership: developing people, setting goals, reviewing results.",
        },
        {
          de: "Strategie, Schlüsselbeziehungen und die Entwicklung des Führungsteams.",
          en: "Strategy, key relationships and developing the leadership team.",
        },
      ],
    },
    {
      id: "thinkingTime",
      text: {
        de: "Wann hast du zuletzt einen halben Tag oder mehr nur über die Zukunft der Firma nachgedacht?",
        en: "When did you last spend half a day or more thinking only about the company's future?",
      },
      options: [
        {
          de: "Daran kann ich mich nicht erinnern.",
          en: "I can't remember.",
        },
        {
          de: "Vor mehr als einem Jahr.",
          en: "More than a year ago.",
        },
        {
          de: "Einmal in den letzten zwölf Monaten.",
          en: "Once in the past twelve months.",
        },
        {
          de: "Mehrmals in den letzten zwölf Monaten.",
          en: "Several times in the past twelve months.",
        },
        {
          de: "Regelmäßig – feste Denktage stehen in meinem Kalender.",
          en: "Regularly; I have fixed thinking days in my calendar.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Du verbringst deine Zeit überwiegend mit Arbeit, die nur ein CEO leisten kann. Das ist die Voraussetzung dafür, dass die Firma wächst, ohne dass du mehr arbeitest. Damit das so bleibt, prüf einmal im Quartal deinen Kalender auf Aufgaben, die sich wieder eingeschlichen haben.",
      en: "You spend most of your time on work only a CEO can do. That's what allows the company to grow without you working more. To keep it that way, check your calendar once a quarter for tasks that have crept back in.",
    },
    good: {
      de: "Du hast einen guten Teil deiner Zeit für CEO-Arbeit freigeschaufelt, aber das operative Geschäft holt sich immer wieder Stunden zurück. Meist sind es zwei oder drei wiederkehrende Aufgaben, die nie sauber übergeben wurden. Protokolliere zwei Wochen lang deine Zeit und übergib die größte dieser Aufgaben mit klarer Verantwortung.",
      en: "You've cleared a good share of your time for CEO work, but operations keep reclaiming hours. Usually it's two or three recurring tasks that were never properly handed over. Track your time for two weeks and hand off the biggest of those tasks with clear ownership.",
    },
    satisfactory: {
      de: "Deine Woche wird mehr vom Tagesgeschäft bestimmt als von deinen Prioritäten. So bleibst du der wichtigste Sachbearbeiter deiner eigenen Firma, und für Strategie bleibt nur, was übrig ist. Blocke ab nächster Woche einen festen halben Tag pro Woche für CEO-Arbeit und verteidige ihn wie einen Kundentermin.",
      en: "Your week is driven more by daily operations than by your priorities. That keeps you the most important operator in your own company, and strategy gets only what's left over. Starting next week, block a fixed half day each week for CEO work and defend it like a customer meeting.",
    },
    critical: {
      de: "Du steckst fast vollständig im operativen Geschäft, und die Firma hat keine Richtung außer der, die sich aus dem Alltag ergibt. Daran ändert kein Zeitmanagement-Trick etwas; es braucht eine bewusste Neuordnung deiner Rolle. Genau das ist ein Kernthema im CEO-Mentoring, und ein kostenloses Erstgespräch zeigt dir, wo du anfangen kannst.",
      en: "You're almost entirely caught up in operations, and the company has no direction beyond what daily work dictates. No time-management trick will fix that; it takes a deliberate reorganization of your role. That's a core topic in CEO mentoring, and a free first conversation will show you where to start.",
    },
  },
};

export default module;
