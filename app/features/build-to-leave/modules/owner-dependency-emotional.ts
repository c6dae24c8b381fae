import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "owner-dependency-emotional",
  title: {
    de: "Inhaberabhängigkeit: die emotionale Seite",
    en: "Owner Dependency: The Emotional Side",
  },
  description: {
    de: "Wie eng sind deine Identität und dein Alltag mit der Firma verwoben? Dieses Modul prüft, wie sehr das Unternehmen auf dich angewiesen ist – und wie sehr du darauf, gebraucht zu werden.",
    en: "How tightly are your identity and your days woven into the company? This module looks at how much the business depends on you, and how much you depend on being needed.",
  },
  impact: {
    de: "Ein Käufer bezahlt für ein Unternehmen, das ohne dich funktioniert, und deine Freiheit beginnt erst dort, wo du innerlich loslassen kannst.",
    en: "Buyers pay for a company that works without you, and your freedom only starts once you're able to let go on the inside.",
  },
  minutes: 4,
  questions: [
    {
      id: "threeMonthScenario",
      text: {
        de: "Was würde passieren, wenn du ab morgen drei Monate komplett weg wärst?",
        en: "What would happen if you were completely gone for three months starting tomorrow?",
      },
      options: [
        {
          de: "Das Geschäft käme innerhalb weniger Wochen zum Stillstand.",
          en: "The business would grind to a halt within a few weeks.",
        },
        {
          de: "Der Betrieb liefe weiter, aber wichtige Kunden und Entscheidungen blieben liegen.",
          en: "Operations would continue, but key customers and decisions would be left hanging.",
        },
        {
          de: "Das Tagesgeschäft liefe, größere Entscheidungen würden aber bis zu meiner Rückkehr warten.",
          en: "Day-to-day work would run, but bigger decisions would wait until I got back.",
        },
        {
          de: "Das Team käme gut zurecht, nur bei wenigen Ausnahmen wäre ich wirklich nötig.",
          en: "The team would manage well; only a few exceptions would truly need me.",
        },
        {
          de: "Alles liefe normal weiter, inklusive Entscheidungen, Kundenbeziehungen und Zahlen.",
          en: "Everything would carry on as usual, including decisions, customer relationships and numbers.",
        },
      ],
    },
    {
      id: "vacationInterruptions",
      text: {
        de: "Wie oft wird dein Urlaub durch Anrufe, Mails oder Nachrichten aus der Firma unterbrochen?",
        en: "How often does the company interrupt your vacation with calls, emails or messages?",
      },
      options: [
        {
          de: "Ich mache praktisch keinen Urlaub mehr, weil es ohne mich nicht geht.",
          en: "I barely take vacation anymore because things don't work without me.",
        },
        {
          de: "Täglich – ich bin auch im Urlaub voll erreichbar und arbeite mit.",
          en: "Daily; I stay fully reachable and keep working while I'm away.",
        },
        {
          de: "Mehrmals pro Woche, meist wegen Fragen, die nur ich beantworten kann.",
          en: "Several times a week, usually with questions only I can answer.",
        },
        {
          de: "Selten, nur bei echten Ausnahmen und über einen vereinbarten Kanal.",
          en: "Rarely, only for genuine exceptions and through an agreed channel.",
        },
        {
          de: "Nie – ich bin im Urlaub nicht erreichbar, und das Team braucht das auch nicht.",
          en: "Never; I'm offline on vacation, and the team doesn't need me to be reachable.",
        },
      ],
    },
    {
      id: "delegatableWork",
      text: {
        de: "Wie viel deiner heutigen Arbeit könnte jemand anderes erledigen, wenn du sie sauber übergibst?",
        en: "How much of your current work could someone else do if you handed it over properly?",
      },
      options: [
        {
          de: "Weniger als ein Viertel – fast alles hängt an meinem Wissen und meinen Kontakten.",
          en: "Less than a quarter; almost everything relies on my knowledge and my contacts.",
        },
        {
          de: "Ein Viertel bis die Hälfte, aber nur mit viel Einarbeitung und Kontrolle.",
          en: "A quarter to half, but only with a lot of training and checking.",
        },
        {
          de: "Etwa die Hälfte, wenn ich mir die Zeit für eine saubere Übergabe nehmen würde.",
          en: "About half, if I took the time to hand it over properly.",
        },
        {
          de: "Drei Viertel und mehr – bei mir bleiben vor allem Strategie und Schlüsselbeziehungen.",
          en: "Three quarters or more; mostly strategy and key relationships would stay with me.",
        },
        {
          de: "Fast alles – ich habe meine Rolle bewusst auf das reduziert, was nur ein Inhaber tun kann.",
          en: "Almost all of it; I've deliberately narrowed my role to what only an owner can do.",
        },
      ],
    },
    {
      id: "identityAttachment",
      text: {
        de: "Wie sehr hängt dein Selbstbild an deiner Rolle im Unternehmen?",
        en: "How much of your sense of self is tied to your role in the company?",
      },
      options: [
        {
          de: "Die Firma ist mein Leben – ohne sie wüsste ich nicht, wer ich bin.",
          en: "The company is my life; without it I wouldn't know who I am.",
        },
        {
          de: "Sehr stark – wenn es der Firma schlecht geht, geht es mir schlecht.",
          en: "Very much; when the company struggles, I struggle.",
        },
        {
          de: "Spürbar, aber es gibt Bereiche in meinem Leben, die mir genauso wichtig sind.",
          en: "Noticeably, but there are parts of my life that matter just as much to me.",
        },
        {
          de: "Moderat – ich bin gern Unternehmer, aber das ist nur ein Teil von mir.",
          en: "Moderately; I like being an entrepreneur, but it's only part of who I am.",
        },
        {
          de: "Kaum – mein Selbstwert hängt nicht davon ab, in der Firma gebraucht zu werden.",
          en: "Hardly at all; my self-worth doesn't depend on being needed at the company.",
        },
      ],
    },
    {
      id: "teamSolvesWithoutYou",
      text: {
        de: "Wie fühlt es sich an, wenn dein Team ein wichtiges Problem ohne dich löst?",
        en: "How does it feel when your team solves an important problem without you?",
      },
      options: [
        {
          de: "Das kommt nicht vor – bei wichtigen Problemen bin ich immer dabei.",
          en: "It doesn't happen; I'm always involved in important problems.",
        },
        {
          de: "Unangenehm – ich prüfe danach alles nach und korrigiere oft.",
          en: "Uncomfortable; I review everything afterward and often make corrections.",
        },
        {
          de: "Gemischt – ich bin erleichtert, fühle mich aber auch etwas überflüssig.",
          en: "Mixed; I'm relieved, but I also feel a bit redundant.",
        },
        {
          de: "Gut – ich frage nach, wie sie vorgegangen sind, und lasse die Lösung stehen.",
          en: "Good; I ask how they approached it and let their solution stand.",
        },
        {
          de: "Genau das will ich – ich erkenne es sichtbar an und baue bewusst darauf auf.",
          en: "That's exactly the goal; I acknowledge it openly and build on it deliberately.",
        },
      ],
    },
    {
      id: "lettingGoDecisions",
      text: {
        de: "Wie schwer fällt es dir, Entscheidungen abzugeben, die du bisher selbst getroffen hast?",
        en: "How hard is it for you to hand off decisions you've always made yourself?",
      },
      options: [
        {
          de: "Sehr schwer – ich gebe Entscheidungen praktisch nicht ab.",
          en: "Very hard; in practice I don't hand decisions off.",
        },
        {
          de: "Schwer – ich gebe sie ab, behalte mir aber das letzte Wort vor.",
          en: "Hard; I hand them off but keep the final say.",
        },
        {
          de: "Machbar bei kleinen Themen, alles Wichtige entscheide ich selbst.",
          en: "Manageable for small matters; I decide everything important myself.",
        },
        {
          de: "Meist leicht – ich gebe einen klaren Rahmen vor und halte mich dann raus.",
          en: "Mostly easy; I set clear boundaries and then stay out of it.",
        },
        {
          de: "Leicht – ich suche aktiv nach Entscheidungen, die ich noch abgeben kann.",
          en: "Easy; I actively look for decisions I can still let go of.",
        },
      ],
    },
    {
      id: "sellingThought",
      text: {
        de: "Wie reagierst du innerlich auf den Gedanken, die Firma eines Tages zu verkaufen oder zu übergeben?",
        en: "How do you react inside to the thought of one day selling or handing over the company?",
      },
      options: [
        {
          de: "Mit Abwehr – darüber denke ich lieber nicht nach.",
          en: "I push it away; I'd rather not think about it.",
        },
        {
          de: "Mit Unbehagen – ich weiß, dass es kommt, schiebe es aber vor mir her.",
          en: "With unease; I know it's coming, but I keep putting it off.",
        },
        {
          de: "Neutral – ich halte es für sinnvoll, habe mich aber noch nicht damit befasst.",
          en: "Neutrally; it makes sense to me, but I haven't really dealt with it yet.",
        },
        {
          de: "Mit Interesse – ich habe erste Gedanken zu Zeitpunkt und Form.",
          en: "With interest; I've started thinking about timing and form.",
        },
        {
          de: "Mit Vorfreude – ich habe ein klares Bild und arbeite bewusst darauf hin.",
          en: "With anticipation; I have a clear picture and am working toward it.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Du hast dich innerlich bereits weitgehend von der Firma gelöst, ohne das Interesse an ihr zu verlieren. Das ist seltener, als man denkt, und eine starke Grundlage für jeden Rückzug oder Verkauf. Prüfe als Nächstes in den Modulen Zweite Führungsebene und Due-Diligence-Vorbereitung, ob die Strukturen mit deiner Haltung mithalten.",
      en: "You've already let go of the company emotionally to a large extent without losing interest in it. That's rarer than most people think, and it's a strong foundation for stepping back or selling. Next, use the Management Layer and Due Diligence Preparation modules to check whether your structures keep pace with your mindset.",
    },
    good: {
      de: "Du bist auf einem guten Weg, aber an einzelnen Stellen hält die Firma dich noch fest – oder du sie. Schau dir die Fragen mit den niedrigsten Punkten an: Meist ist es eine bestimmte Entscheidung oder Beziehung, die du noch nicht abgeben willst. Wähle eine davon und übergib sie in den nächsten vier Wochen bewusst.",
      en: "You're on a good path, but in a few places the company still holds on to you, or you to it. Look at the questions where you scored lowest: usually it's one specific decision or relationship you're not ready to give up yet. Pick one and hand it over deliberately within the next four weeks.",
    },
    satisfactory: {
      de: "Die Firma läuft, aber sie läuft durch dich. Viele Inhaber in dieser Lage arbeiten hart an Prozessen und Delegation und bleiben trotzdem an der eigenen Rolle hängen, weil es sich gut anfühlt, gebraucht zu werden. Schreib die drei Aufgaben auf, die dir die meiste Bestätigung geben, und frag dich ehrlich, ob sie wirklich bei dir liegen müssen.",
      en: "The company runs, but it runs through you. Many owners in this position work hard on processes and delegation and still get stuck on their own role, because being needed feels good. Write down the three tasks that give you the most validation and ask yourself honestly whether they really have to stay with you.",
    },
    critical: {
      de: "Du und die Firma seid im Moment kaum zu trennen – für einen Käufer ist das ein erhebliches Risiko und für dich eine dauerhafte Belastung. Das ist kein Charakterfehler, sondern das normale Ergebnis von Jahren, in denen du alles getragen hast. Allein ist dieser Knoten schwer zu lösen; ein kostenloses Strategiegespräch ist ein guter erster Schritt, um einen realistischen Weg heraus zu skizzieren.",
      en: "Right now you and the company are hard to tell apart. For a buyer that's a serious risk, and for you it's a constant strain. It isn't a character flaw; it's the normal result of years of carrying everything yourself. This knot is hard to untie alone, and a free strategy session is a good first step toward mapping a realistic way out.",
    },
  },
};

export default module;
