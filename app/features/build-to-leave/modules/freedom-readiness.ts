import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "freedom-readiness",
  title: {
    de: "Bereitschaft für mehr Freiheit",
    en: "Readiness for More Freedom",
  },
  description: {
    de: "Freiheit beginnt nicht in der Firma, sondern bei dir. Dieses Modul prüft, ob du weißt, wofür du die gewonnene Zeit nutzen willst, ob deine Finanzen einen Rückzug tragen und wer du ohne das Tagesgeschäft bist.",
    en: "Freedom starts with you, not with the company. This module checks whether you know what you'd do with the time you gain, whether your finances can support stepping back, and who you are without the daily grind.",
  },
  impact: {
    de: "Inhaber ohne klares Ziel für die Zeit danach holen sich das Tagesgeschäft schnell zurück und bremsen damit Übergabe und Verkauf.",
    en: "Owners without a clear goal for life afterward tend to drift back into daily operations, which stalls both the handover and the sale.",
  },
  minutes: 4,
  questions: [
    {
      id: "postExitGoals",
      text: {
        de: "Wie klar ist dir, was du mit der Zeit anfangen willst, die du durch deinen Rückzug gewinnst?",
        en: "How clear are you on what you'll do with the time you gain by stepping back?",
      },
      options: [
        {
          de: "Gar nicht – darüber habe ich noch nie nachgedacht.",
          en: "Not at all; I've never thought about it.",
        },
        {
          de: "Vage – irgendetwas mit mehr Zeit für Familie und Reisen.",
          en: "Vaguely; something with more time for family and travel.",
        },
        {
          de: "Ich habe ein paar konkrete Ideen, aber noch keine Prioritäten.",
          en: "I have a few concrete ideas but haven't set priorities.",
        },
        {
          de: "Ich weiß, was ich will, und habe die ersten Schritte geplant.",
          en: "I know what I want and have planned the first steps.",
        },
        {
          de: "Ich habe ein klares Bild und probiere es schon aus, etwa mit freien Tagen oder eigenen Projekten.",
          en: "I have a clear picture and am already trying it out, for example with days off or side projects.",
        },
      ],
    },
    {
      id: "personalFinances",
      text: {
        de: "Wie unabhängig sind deine privaten Finanzen von Gehalt und Ausschüttungen aus der Firma?",
        en: "How independent are your personal finances from your salary and distributions from the company?",
      },
      options: [
        {
          de: "Gar nicht – fast mein ganzes Vermögen steckt in der Firma.",
          en: "Not at all; almost all my wealth is tied up in the company.",
        },
        {
          de: "Kaum – ohne laufende Einnahmen aus der Firma wird es schnell eng.",
          en: "Barely; without ongoing income from the company, things get tight fast.",
        },
        {
          de: "Teilweise – ich habe Rücklagen, aber keinen Plan für die Zeit danach.",
          en: "Partly; I have savings, but no plan for the years after.",
        },
        {
          de: "Weitgehend – ich habe außerhalb der Firma Vermögen aufgebaut.",
          en: "Largely; I've built up wealth outside the company.",
        },
        {
          de: "Vollständig – ein Finanzplan zeigt, dass ich auch ohne Firmeneinkommen gut lebe.",
          en: "Fully; a financial plan shows I can live well without income from the company.",
        },
      ],
    },
    {
      id: "freedomNumber",
      text: {
        de: "Weißt du, welchen Verkaufserlös oder welches Einkommen du brauchst, um frei zu sein?",
        en: "Do you know what sale proceeds or income you need to be free?",
      },
      options: [
        {
          de: "Nein, davon habe ich keine Vorstellung.",
          en: "No, I have no idea.",
        },
        {
          de: "Ich habe ein Bauchgefühl, aber nie gerechnet.",
          en: "I have a gut feeling but have never run the numbers.",
        },
        {
          de: "Ich habe grob gerechnet, aber ohne Steuern und Lebenshaltungskosten im Detail.",
          en: "I've done a rough calculation, but without taxes and living costs in detail.",
        },
        {
          de: "Ich kenne meine Zahl und habe sie von einem Berater prüfen lassen.",
          en: "I know my number and have had an advisor check it.",
        },
        {
          de: "Ich kenne meine geprüfte Zahl und weiß, wie weit der heutige Firmenwert davon entfernt ist.",
          en: "I know my verified number and how far today's company value is from it.",
        },
      ],
    },
    {
      id: "futureRole",
      text: {
        de: "Wie klar ist, welche Rolle du nach deinem Rückzug noch in der Firma haben willst?",
        en: "How clear is the role you want to keep in the company after stepping back?",
      },
      options: [
        {
          de: "Unklar – ich kann mir keine andere Rolle als die jetzige vorstellen.",
          en: "Unclear; I can't picture any role other than my current one.",
        },
        {
          de: "Ich schwanke zwischen ganz raus und doch alles weitermachen.",
          en: "I go back and forth between leaving completely and carrying on as before.",
        },
        {
          de: "Ich habe eine Vorstellung, aber sie ist mit niemandem besprochen.",
          en: "I have an idea, but I haven't discussed it with anyone.",
        },
        {
          de: "Die Rolle ist klar und mit Familie oder Mitgesellschaftern abgestimmt.",
          en: "The role is clear and agreed with my family or co-owners.",
        },
        {
          de: "Rolle, Zeitrahmen und Übergang sind festgelegt und dem Führungsteam bekannt.",
          en: "The role, timeline and transition are set and known to the leadership team.",
        },
      ],
    },
    {
      id: "lifeOutsideWork",
      text: {
        de: "Wie viel Raum haben Interessen, Beziehungen und Aufgaben außerhalb der Firma heute in deinem Leben?",
        en: "How much room do interests, relationships and commitments outside the company have in your life today?",
      },
      options: [
        {
          de: "Kaum welchen – die Firma füllt praktisch meine ganze Zeit und Energie.",
          en: "Hardly any; the company takes up practically all my time and energy.",
        },
        {
          de: "Wenig – Hobbys und Freundschaften kommen regelmäßig zu kurz.",
          en: "Little; hobbies and friendships regularly fall by the wayside.",
        },
        {
          de: "Einigen, aber meist nur am Wochenende oder im Urlaub.",
          en: "Some, but mostly only on weekends or vacation.",
        },
        {
          de: "Viel – ich habe feste Zeiten für Dinge außerhalb der Firma.",
          en: "A lot; I have set times for things outside the company.",
        },
        {
          de: "Sehr viel – mein Leben außerhalb der Firma ist erfüllt und trägt auch ohne sie.",
          en: "A great deal; my life outside the company is full and would hold up without it.",
        },
      ],
    },
    {
      id: "familyAlignment",
      text: {
        de: "Wie sehr sind Partner oder Familie in deine Pläne für mehr Freiheit oder einen Ausstieg eingebunden?",
        en: "How involved are your partner or family in your plans for more freedom or an exit?",
      },
      options: [
        {
          de: "Gar nicht – wir haben nie darüber gesprochen.",
          en: "Not at all; we've never talked about it.",
        },
        {
          de: "Es gibt unterschiedliche Erwartungen, die keiner ausspricht.",
          en: "There are different expectations that nobody says out loud.",
        },
        {
          de: "Wir haben darüber gesprochen, aber nichts vereinbart.",
          en: "We've talked about it but haven't agreed on anything.",
        },
        {
          de: "Wir haben gemeinsame Ziele, nur die Details sind noch offen.",
          en: "We share goals; only the details are still open.",
        },
        {
          de: "Wir haben einen gemeinsamen Plan, auch zur Frage einer Nachfolge in der Familie.",
          en: "We have a shared plan, including whether anyone in the family will take over.",
        },
      ],
    },
    {
      id: "timeHorizon",
      text: {
        de: "Bis wann willst du spürbar weniger im Tagesgeschäft stecken?",
        en: "By when do you want to be noticeably less involved in daily operations?",
      },
      options: [
        {
          de: "Ich habe keinen Zeitpunkt im Kopf.",
          en: "I don't have a date in mind.",
        },
        {
          de: "Irgendwann, wenn es gerade mal ruhiger ist.",
          en: "Someday, when things calm down.",
        },
        {
          de: "In ein paar Jahren, aber ohne konkretes Datum.",
          en: "In a few years, but without a specific date.",
        },
        {
          de: "Ich habe ein Zieljahr, aber noch keinen Plan, wie ich es erreiche.",
          en: "I have a target year but no plan yet for getting there.",
        },
        {
          de: "Ich habe ein Zieldatum mit Meilensteinen, die ich regelmäßig überprüfe.",
          en: "I have a target date with milestones that I review regularly.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Du weißt, wofür du frei sein willst, und deine Finanzen tragen diesen Schritt. Damit bist du vielen Inhabern voraus, die erst nach dem Verkauf merken, dass ihnen ein Plan für die Zeit danach fehlt. Gleiche als Nächstes deinen Zeitplan mit dem Stand der Firma ab: Die Module Zweite Führungsebene und Due-Diligence-Vorbereitung zeigen dir, ob sie mithalten kann.",
      en: "You know what you want to be free for, and your finances can support the move. That puts you ahead of many owners who only realize after the sale that they have no plan for what comes next. Next, match your timeline against where the company stands; the Management Layer and Due Diligence Preparation modules show whether it can keep up.",
    },
    good: {
      de: "Die Richtung stimmt, aber an einzelnen Punkten fehlt noch Klarheit, oft bei den Zahlen oder bei der Abstimmung mit der Familie. Kläre deine schwächste Antwort zuerst, denn genau dort entstehen später Zögern und Rückzieher. Ein Termin mit deinem Finanz- oder Steuerberater zu deiner persönlichen Zielzahl ist meist der schnellste Hebel.",
      en: "The direction is right, but some points still lack clarity, often the numbers or the conversation with your family. Resolve your weakest answer first, because that's where hesitation and second thoughts come from later. A meeting with your financial or tax advisor about your personal target number is usually the quickest lever.",
    },
    satisfactory: {
      de: "Du willst mehr Freiheit, aber dein Bild davon ist noch unscharf. Das ist heikel, denn ohne klares Ziel fällt es schwer, Verantwortung wirklich abzugeben, und die Lücke füllt sich wieder mit Tagesgeschäft. Nimm dir einen halben Tag ohne Firma und schreib auf, wie eine normale Woche in drei Jahren aussehen soll und was dieses Leben kostet.",
      en: "You want more freedom, but your picture of it is still blurry. That's risky: without a clear goal it's hard to truly hand over responsibility, and the gap fills up with daily operations again. Take half a day away from the company and write down what an ordinary week should look like three years from now, and what that life costs.",
    },
    critical: {
      de: "Im Moment fehlt die persönliche Grundlage für einen Rückzug: Ziel, Finanzen und deine Rolle danach sind offen. Setz genau hier an, bevor du an Prozessen oder Strukturen arbeitest, sonst baust du eine Firma, die du am Ende nicht loslassen kannst. Im CEO-Mentoring ist das oft das erste Thema; ein kostenloses Erstgespräch zeigt dir, ob der Ansatz zu dir passt.",
      en: "Right now the personal groundwork for stepping back is missing: your goal, your finances and your future role are all open. Start here before you work on processes or structures, or you'll build a company you can't let go of in the end. In CEO mentoring this is often the first topic we tackle, and a free first conversation will show you whether the approach fits.",
    },
  },
};

export default module;
