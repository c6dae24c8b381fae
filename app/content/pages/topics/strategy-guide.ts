import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Strategie entwickeln: Leitfaden für Inhaber",
      description:
        "Praxis-Guide zur Strategieberatung: Wie du als Inhaber in fünf Schritten eine Strategie entwickelst, die dein Team versteht, umsetzt und regelmäßig überprüft.",
    },
    service: {
      name: "Strategieberatung-Guide für Inhaber",
      description:
        "Ein praktischer Leitfaden, mit dem Inhaber mittelständischer Unternehmen Schritt für Schritt eine umsetzbare Strategie erarbeiten.",
    },
    hero: {
      eyebrow: "Strategieberatung-Guide",
      title: "So entwickelst du eine Strategie, die dein Team wirklich umsetzt.",
      lead: "Du brauchst keine Beratungsarmee und kein Strategiepapier mit Dutzenden Seiten. Du brauchst ehrliche Zahlen, ein paar harte Entscheidungen und einen Rhythmus, der sie am Leben hält. Dieser Leitfaden zeigt dir den Weg, den ich mit Inhabern gehe – so beschrieben, dass du ihn auch allein beginnen kannst.",
      primary: { label: "Strategiegespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Strategieberatung ansehen", pageId: "strategy-consulting" },
    },
    problem: {
      title: "Woran Strategien im Mittelstand meistens scheitern",
      paragraphs: [
        "Die meisten Inhaber haben sehr wohl eine Vorstellung davon, wohin ihr Unternehmen soll. Das Problem liegt woanders: Die Strategie ist nicht aufgeschrieben, sie enthält keine Verzichtsentscheidungen, und sie hat keinen Platz im Kalender. Also entscheidet im Alltag das Dringende über das Wichtige.",
        "Bevor du mit den Schritten unten beginnst, lohnt ein kurzer Selbsttest. Wenn du mehrere der folgenden Punkte wiedererkennst, fehlt deinem Unternehmen nicht die Richtung, sondern die Übersetzung dieser Richtung in Entscheidungen, die andere ohne dich treffen können.",
      ],
      signs: [
        "Deine Strategie lässt sich nicht auf einer Seite aufschreiben.",
        "Du kannst nicht benennen, was ihr im nächsten Jahr bewusst nicht mehr tun werdet.",
        "Dein Team erfährt von Prioritäten vor allem durch deine Reaktionen im Alltag.",
        "Ziele werden einmal im Jahr festgelegt und erst am Jahresende wieder angeschaut.",
        "Für strategische Arbeit hast du keinen festen Termin, der auch eingehalten wird.",
      ],
    },
    approach: {
      title: "In fünf Schritten zu deiner Strategie",
      intro:
        "Plane für die ersten vier Schritte einige konzentrierte Arbeitstage außerhalb des Tagesgeschäfts ein, verteilt über wenige Wochen. Schritt fünf ist kein Abschluss, sondern der Beginn eines dauerhaften Rhythmus.",
      steps: [
        {
          title: "Die ehrliche Bestandsaufnahme",
          text: "Beantworte drei Fragen mit Zahlen, nicht mit Eindrücken: Welche Kunden und Leistungen tragen den größten Teil deines Deckungsbeitrags? Wo verlierst du Geld oder Zeit? Was schätzen deine besten Kunden an dir, das andere Anbieter nicht leisten? Sprich dafür mit einigen Kunden direkt.",
        },
        {
          title: "Das Zielbild formulieren",
          text: "Beschreibe, wie dein Unternehmen in einigen Jahren aussehen soll: Umsatz und Ertrag, Kundengruppen, Teamgröße und deine eigene Rolle. Formuliere es so konkret, dass ein Außenstehender erkennen könnte, ob es erreicht ist. Dein persönliches Ziel gehört hinein, etwa weniger operative Arbeit oder ein späterer Verkauf.",
        },
        {
          title: "Die Verzichtsentscheidungen treffen",
          text: "Leg fest, auf welche Kunden, Märkte und Angebote du dich konzentrierst – und was du auslaufen lässt. Schreibe eine Verzichtsliste. Sie ist der unbequemste und zugleich wirksamste Teil jeder Strategie, weil sie Kapazität freisetzt, die sonst im Kleinklein verschwindet.",
        },
        {
          title: "Prioritäten und Verantwortliche festlegen",
          text: "Leite aus Zielbild und Fokus wenige Prioritäten für die nächsten Monate ab, nicht mehr, als dein Team neben dem Tagesgeschäft schaffen kann. Jede Priorität bekommt eine verantwortliche Person, ein messbares Ergebnis und einen Termin. Erarbeite das mit deinem Führungsteam, nicht für es.",
        },
        {
          title: "Den Rhythmus etablieren",
          text: "Setze ein kurzes monatliches Review mit deinem Führungsteam und eine ausführlichere Überprüfung pro Quartal an. Schau dort auf Kennzahlen, Fortschritt und Hindernisse, und passe Prioritäten an, wenn sich die Lage verändert. Das Zielbild bleibt stabil, der Weg dorthin darf sich bewegen.",
        },
      ],
    },
    outcomes: {
      title: "Was du am Ende in der Hand hältst",
      items: [
        "Ein Strategiepapier auf einer Seite mit Zielbild, Fokus und Verzichtsliste.",
        "Eine Übersicht, welche Kunden und Leistungen wie viel zum Ergebnis beitragen.",
        "Eine kurze Liste von Prioritäten, jede mit Verantwortlichem, Kennzahl und Termin.",
        "Feste Termine für monatliche Reviews und quartalsweise Anpassungen im Kalender.",
        "Ein Führungsteam, das Entscheidungen an der Strategie ausrichtet, statt bei dir nachzufragen.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Strategieentwicklung",
      items: [
        {
          question: "Was ist der Unterschied zwischen Vision, Strategie und Plan?",
          answer:
            "Die Vision beschreibt, wofür dein Unternehmen langfristig steht. Die Strategie legt fest, auf welchem Weg und mit welchem Fokus du dorthin kommst, einschließlich dessen, was du nicht tust. Der Plan übersetzt das in konkrete Prioritäten, Verantwortliche und Termine.",
        },
        {
          question: "Wie viel Zeit muss ich als Inhaber investieren?",
          answer:
            "Für die Erarbeitung einige konzentrierte Tage, verteilt über wenige Wochen. Danach etwa einen halben Tag im Monat für Reviews und etwas mehr pro Quartal. Das ist wenig im Vergleich zu der Zeit, die du heute mit ungeklärten Prioritätsfragen verbringst.",
        },
        {
          question: "Soll ich mein Team von Anfang an einbinden?",
          answer:
            "Bei der Bestandsaufnahme und den Prioritäten unbedingt, denn dein Team kennt Kunden und Abläufe oft besser als du. Das Zielbild und die großen Verzichtsentscheidungen solltest du zunächst für dich klären, weil sie mit deinen persönlichen Zielen zusammenhängen.",
        },
        {
          question: "Was mache ich, wenn sich der Markt plötzlich verändert?",
          answer:
            "Dafür gibt es den Rhythmus aus Schritt fünf. Im nächsten Review prüfst du, ob die Prioritäten noch stimmen, und passt sie an. Das Zielbild änderst du nur, wenn sich die Grundannahmen wirklich verschoben haben, nicht bei jeder Schwankung.",
        },
        {
          question: "Wie oft sollte ich die Strategie überarbeiten?",
          answer:
            "Prioritäten überprüfst du monatlich und passt sie pro Quartal an. Fokus und Zielbild schaust du einmal im Jahr grundsätzlich an. Wer häufiger umsteuert, verwirrt sein Team; wer seltener hinschaut, merkt zu spät, dass die Strategie nicht mehr trägt.",
        },
        {
          question: "Wann lohnt sich Unterstützung von außen?",
          answer:
            "Wenn du merkst, dass du dir die unbequemen Fragen selbst nicht stellst, wenn dein Team Entscheidungen nicht mitträgt oder wenn der Rhythmus nach wenigen Monaten einschläft. Ein Blick von außen hilft vor allem bei den Verzichtsentscheidungen. In der Strategieberatung begleite ich genau diese Punkte.",
        },
      ],
    },
    closing: {
      title: "Lieber gemeinsam als allein?",
      text: "Wenn du den Weg nicht allein gehen willst, sprechen wir in einem kostenlosen Strategiegespräch über deine Ausgangslage und den sinnvollsten ersten Schritt.",
      primary: { label: "Strategiegespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Newsletter abonnieren", pageId: "newsletter" },
    },
    related: ["strategy-consulting", "team-autonomy", "audit", "ceo-coaching"],
  },
  en: {
    seo: {
      title: "Building a strategy: a practical guide for owners",
      description:
        "A practical strategy guide for owners: five steps to a strategy your team understands, executes and reviews regularly, without a thick binder nobody reads.",
    },
    service: {
      name: "Strategy guide for owners",
      description:
        "A practical guide that helps owners of mid-sized companies build an executable strategy step by step.",
    },
    hero: {
      eyebrow: "Strategy guide",
      title: "How to build a strategy your team will actually execute.",
      lead: "You don't need an army of consultants or a strategy document dozens of pages long. You need honest numbers, a few hard decisions and a rhythm that keeps them alive. This guide walks you through the process I use with owners, written so that you can start it on your own.",
      primary: { label: "Book a strategy session", pageId: "strategy-session" },
      secondary: { label: "See strategy consulting", pageId: "strategy-consulting" },
    },
    problem: {
      title: "Where strategy in mid-sized companies usually breaks down",
      paragraphs: [
        "Most owners have a very clear idea of where they want their company to go. The problem lies elsewhere: the strategy isn't written down, it contains no decisions about what to stop, and it has no place on the calendar. So in daily work, the urgent wins out over the important.",
        "Before you start on the steps below, take a quick self-test. If several of the following points sound familiar, your company doesn't lack direction. What it lacks is a translation of that direction into decisions other people can make without you.",
      ],
      signs: [
        "Your strategy can't be written down on a single page.",
        "You can't name anything your company will deliberately stop doing next year.",
        "Your team learns about priorities mainly from how you react day to day.",
        "Goals are set once a year and not looked at again until year-end.",
        "You have no fixed, protected time for strategic work.",
      ],
    },
    approach: {
      title: "Five steps to your strategy",
      intro:
        "For the first four steps, set aside a few focused working days away from daily business, spread over a few weeks. Step five isn't an ending; it's the start of an ongoing rhythm.",
      steps: [
        {
          title: "Take an honest inventory",
          text: "Answer three questions with numbers, not impressions: Which customers and services generate most of your contribution margin? Where are you losing money or time? What do your best customers value about you that other providers don't deliver? Talk to a few customers directly to find out.",
        },
        {
          title: "Describe where you're headed",
          text: "Describe what your company should look like a few years from now: revenue and profit, customer groups, team size and your own role. Make it concrete enough that an outsider could tell whether you've arrived. Include your personal goal, such as less operational work or a future sale.",
        },
        {
          title: "Decide what you won't do",
          text: "Decide which customers, markets and offerings you'll concentrate on – and which you'll phase out. Write a stop list. It's the most uncomfortable part of any strategy and also the most effective, because it frees up capacity that would otherwise disappear into small stuff.",
        },
        {
          title: "Set priorities and owners",
          text: "Derive a few priorities for the coming months from your direction and focus – no more than your team can handle alongside daily business. Each priority gets an accountable person, a measurable result and a deadline. Work this out with your leadership team, not for them.",
        },
        {
          title: "Establish the rhythm",
          text: "Schedule a short monthly review with your leadership team and a more thorough check each quarter. Look at metrics, progress and obstacles, and adjust priorities when the situation changes. The destination stays stable; the route is allowed to move.",
        },
      ],
    },
    outcomes: {
      title: "What you end up with",
      items: [
        "A one-page strategy with your destination, focus and stop list.",
        "An overview of how much each customer group and service contributes to your results.",
        "A short list of priorities, each with an owner, a metric and a deadline.",
        "Recurring dates on the calendar for monthly reviews and quarterly adjustments.",
        "A leadership team that aligns its decisions with the strategy instead of checking with you.",
      ],
    },
    faq: {
      title: "Common questions about building a strategy",
      items: [
        {
          question: "What's the difference between vision, strategy and plan?",
          answer:
            "The vision describes what your company stands for in the long run. The strategy defines the route and focus that get you there, including what you won't do. The plan translates that into concrete priorities, owners and deadlines.",
        },
        {
          question: "How much time do I need to invest as the owner?",
          answer:
            "A few focused days to build it, spread over a few weeks. After that, roughly half a day a month for reviews and a bit more each quarter. That's little compared to the time you currently spend on unresolved priority questions.",
        },
        {
          question: "Should I involve my team from the start?",
          answer:
            "For the inventory and the priorities, absolutely, because your team often knows customers and operations better than you do. Your destination and the major stop decisions are worth clarifying on your own first, since they're tied to your personal goals.",
        },
        {
          question: "What if the market suddenly shifts?",
          answer:
            "That's what the rhythm in step five is for. At the next review, you check whether your priorities still hold and adjust them. Only change the destination when your core assumptions have genuinely shifted, not with every fluctuation.",
        },
        {
          question: "How often should I revise the strategy?",
          answer:
            "Review priorities monthly and adjust them quarterly. Revisit focus and destination thoroughly once a year. Change course more often and you'll confuse your team; look less often and you'll notice too late that the strategy no longer holds.",
        },
        {
          question: "When does outside support make sense?",
          answer:
            "When you notice you're not asking yourself the uncomfortable questions, when your team doesn't buy into decisions, or when the rhythm fades after a few months. An outside view helps most with the stop decisions. That's exactly where I come in with strategy consulting.",
        },
      ],
    },
    closing: {
      title: "Rather not do it alone?",
      text: "If you'd prefer not to go it alone, let's talk about your starting point and the most useful first step in a free strategy session.",
      primary: { label: "Book a strategy session", pageId: "strategy-session" },
      secondary: { label: "Subscribe to the newsletter", pageId: "newsletter" },
    },
    related: ["strategy-consulting", "team-autonomy", "audit", "ceo-coaching"],
  },
};
export default copy;
