import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Unternehmerfreiheit: Zeit, Geld und Freiheit zurück",
      description:
        "Business Liberation für Inhaber im Mittelstand: raus aus dem Tagesgeschäft, Entscheidungen verteilen und wieder Unternehmer statt Feuerwehr sein.",
    },
    service: {
      name: "Business Liberation",
      description:
        "Begleitung für Inhaber mittelständischer Unternehmen, die sich aus dem Tagesgeschäft lösen und Zeit, Einkommen und Handlungsfreiheit zurückgewinnen wollen.",
    },
    hero: {
      eyebrow: "Business Liberation",
      title: "Du hast ein Unternehmen gegründet – nicht einen Job, der dich nie loslässt.",
      lead: "Viele Inhaber arbeiten mehr als jeder ihrer Mitarbeitenden, verdienen gemessen an ihren Stunden erstaunlich wenig und können nicht abschalten, ohne dass etwas liegen bleibt. Business Liberation holt dich Schritt für Schritt aus dem operativen Zentrum heraus: Deine Firma läuft weiter, und du entscheidest wieder selbst über deine Zeit, dein Geld und deine nächsten Jahre.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
    },
    problem: {
      title: "Die Firma wächst, deine Freiheit schrumpft",
      paragraphs: [
        "Am Anfang war es richtig, dass alles über deinen Tisch ging. Du kanntest jeden Kunden, jedes Angebot und jede Schwachstelle. Inzwischen ist das Unternehmen deutlich größer geworden, und deine Rolle ist mitgewachsen, ohne sich zu verändern. Du bist Verkäufer, Projektleiter, Personalabteilung und letzte Instanz zugleich – und jede dieser Rollen fühlt sich unverzichtbar an.",
        "Der Preis dafür steht selten in der Bilanz, sondern in deinem Kalender. Strategische Themen wandern ins Wochenende, Urlaube werden zu Arbeitswochen mit schönerer Aussicht, und deine Entnahmen spiegeln nicht wider, was du tatsächlich leistest. Die meisten Inhaber, mit denen ich arbeite, haben das längst bemerkt. Was ihnen fehlt, ist nicht die Einsicht, sondern ein Weg, der das laufende Geschäft nicht gefährdet.",
        "Freiheit entsteht nicht dadurch, dass du einfach weniger arbeitest und hoffst, dass es gut geht. Sie entsteht, wenn Entscheidungen, Wissen und Kundenbeziehungen so verteilt sind, dass deine Abwesenheit kein Risiko mehr ist, sondern ein normaler Zustand.",
      ],
      signs: [
        "Deine Arbeitswoche liegt näher bei {{hoursFrom}} Stunden als bei einer normalen Vollzeitstelle.",
        "Im Urlaub liest du täglich Mails, weil sonst Entscheidungen liegen bleiben.",
        "Dein Team fragt dich auch bei Dingen, die es längst selbst entscheiden könnte.",
        "Dein Unternehmerlohn steht in keinem vernünftigen Verhältnis zu deinen Stunden.",
        "Für Strategie, Familie und eigene Projekte bleibt nur, was das Tagesgeschäft übrig lässt.",
        "Du weißt nicht genau, was passieren würde, wenn du morgen für längere Zeit ausfällst.",
      ],
    },
    approach: {
      title: "So gewinnst du deine Unternehmerfreiheit zurück",
      intro:
        "Business Liberation folgt einer festen Reihenfolge. Wer zuerst delegiert und erst danach Klarheit schafft, bekommt Rückfragen statt Entlastung. Deshalb gehen wir über {{programmeDays}} Tage in fünf Schritten vor, jeweils mit messbaren Zwischenständen.",
      steps: [
        {
          title: "Deine Zeit ehrlich vermessen",
          text: "In den Wochen {{phase1}} erfassen wir, wofür du deine Stunden wirklich einsetzt: welche Aufgaben nur du erledigen kannst, welche du aus Gewohnheit machst und welche eigentlich jemand anderem gehören. Das Ergebnis ist meistens unbequem – und die beste Grundlage für alles Weitere.",
        },
        {
          title: "Entscheidungsrechte neu verteilen",
          text: "In den Wochen {{phase2}} legen wir fest, wer was entscheidet, bis zu welcher Grenze und mit welcher Information. Klare Entscheidungsrahmen ersetzen das ständige „Kannst du kurz draufschauen?“. Dein Team bekommt Sicherheit, und du bekommst Ruhe.",
        },
        {
          title: "Wissen und Abläufe übertragbar machen",
          text: "Was heute nur in deinem Kopf liegt, wird zu schlanken Standards: Kalkulationsregeln, Qualitätskriterien, Antworten auf typische Kundenfragen. Nicht als Handbuch, das niemand liest, sondern als Werkzeug, mit dem dein Team im Alltag arbeitet.",
        },
        {
          title: "Abwesenheit bewusst testen",
          text: "In den Wochen {{phase3}} planst du gezielt Zeiten, in denen du nicht erreichbar bist. Danach werten wir aus, was funktioniert hat und wo es gehakt hat. So wird Freiheit nicht behauptet, sondern geprüft.",
        },
        {
          title: "Rolle und Einkommen neu ordnen",
          text: "Zum Schluss definieren wir deine künftige Rolle: Wofür bist du als Inhaber noch da, und wofür nicht mehr? Wir trennen deinen Unternehmerlohn sauber vom Gewinn, damit du siehst, was die Firma ohne deine unbezahlten Stunden wirklich verdient.",
        },
      ],
    },
    outcomes: {
      title: "Woran du merkst, dass es wirkt",
      items: [
        "Deine Arbeitszeit sinkt von rund {{hoursFrom}} auf etwa {{hoursTo}} Stunden pro Woche, ohne dass das Geschäft leidet.",
        "Dein Team trifft {{delegatedPercent}} % der Routineentscheidungen ohne Rückfrage bei dir.",
        "Das Unternehmen läuft {{weeksWithoutOwner}} Wochen ohne dich, und du kommst nicht zu einem Berg offener Themen zurück.",
        "Dein Unternehmerlohn ist klar vom Gewinn getrennt, und du kennst die tatsächliche Ertragskraft deiner Firma.",
        "Du hast feste Zeiten für Strategie und Entwicklung, die das Tagesgeschäft nicht mehr auffrisst.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Unternehmerfreiheit",
      items: [
        {
          question: "Heißt Unternehmerfreiheit, dass ich mich ganz aus meiner Firma zurückziehe?",
          answer:
            "Nur wenn du das willst. Es geht darum, dass du wählen kannst: ob du dich auf Strategie, Schlüsselkunden oder ein neues Projekt konzentrierst, ob du weniger arbeitest oder irgendwann verkaufst. Entscheidend ist, dass dein Unternehmen nicht ins Stocken gerät, sobald du einen Schritt zurücktrittst.",
        },
        {
          question: "Ich habe schon oft versucht zu delegieren. Warum sollte es diesmal klappen?",
          answer:
            "Delegieren scheitert selten am Team, sondern meistens an fehlenden Entscheidungsregeln. Wenn niemand weiß, in welchem Rahmen er selbst entscheiden darf, landen die Fragen zuverlässig wieder bei dir. Deshalb klären wir zuerst die Regeln und übergeben erst danach Aufgaben.",
        },
        {
          question: "Wie viel Zeit muss ich während der Begleitung selbst investieren?",
          answer:
            "Am Anfang etwas mehr, weil wir Wissen aus deinem Kopf holen und Entscheidungsrahmen festlegen. Rechne in den ersten Wochen mit einigen zusätzlichen Stunden pro Woche. Spätestens ab der Mitte des Programms gewinnst du deutlich mehr Zeit zurück, als du hineinsteckst.",
        },
        {
          question: "Was passiert, wenn bei der Übergabe Fehler passieren?",
          answer:
            "Sie werden passieren, und das ist eingeplant. Wir legen vorher fest, welche Fehler tolerierbar sind und wo es eine Sicherung braucht, etwa bei großen Angeboten oder Personalentscheidungen. So lernt dein Team, ohne dass du ein unkalkulierbares Risiko eingehst.",
        },
        {
          question: "Wie fange ich am sinnvollsten an?",
          answer:
            "Mit einer ehrlichen Standortbestimmung. Der ExitReady Check zeigt dir in etwa {{checkMinutes}} Minuten, wie stark dein Unternehmen heute an dir hängt. Wenn du danach tiefer einsteigen willst, sprechen wir im kostenlosen Erstgespräch über deine Situation und den passenden Weg.",
        },
      ],
    },
    closing: {
      title: "Hol dir dein Unternehmen zurück",
      text: "Der erste Schritt kostet dich nichts außer ein paar Minuten Ehrlichkeit. Der ExitReady Check zeigt dir, wo deine Firma heute an dir hängt und wo du anfangen solltest.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "CEO-Mentoring ansehen", pageId: "ceo-mentoring" },
    },
    related: ["owner-dependency", "delegation-strategy", "team-autonomy", "ceo-mentoring"],
  },
  en: {
    seo: {
      title: "Business Liberation: get your time and freedom back",
      description:
        "Business Liberation for owners of mid-sized companies: step out of daily operations, hand off decisions, and lead your company instead of fighting its fires.",
    },
    service: {
      name: "Business Liberation",
      description:
        "Guidance for owners of mid-sized companies who want to step out of daily operations and win back their time, income and freedom to choose.",
    },
    hero: {
      eyebrow: "Business Liberation",
      title: "You started a company – not a job that never lets you go.",
      lead: "Many owners work longer hours than anyone on their payroll, earn surprisingly little for the time they put in, and can't switch off without things grinding to a halt. Business Liberation moves you out of the operational center step by step. Your company keeps running, and you get to decide again how you spend your time, your money and the years ahead.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Book a free first conversation", pageId: "strategy-session" },
    },
    problem: {
      title: "The company grows, your freedom shrinks",
      paragraphs: [
        "In the early days, it made sense for everything to cross your desk. You knew every customer, every quote and every weak spot. Since then the company has grown considerably, and your role has grown with it without ever changing shape. You are head of sales, project manager, HR department and court of last resort – and each of those roles feels impossible to give up.",
        "The cost rarely shows up on the balance sheet. It shows up in your calendar. Strategic work gets pushed to the weekend, vacations turn into working weeks with a better view, and what you take out of the business doesn't reflect what you actually put in. Most owners I work with noticed this long ago. What they lack isn't insight but a path that doesn't put the running business at risk.",
        "Freedom doesn't come from simply working less and hoping for the best. It comes from spreading decisions, knowledge and customer relationships so widely that your absence stops being a risk and becomes business as usual.",
      ],
      signs: [
        "Your work week is closer to {{hoursFrom}} hours than to a normal full-time job.",
        "On vacation you check email every day, because otherwise decisions stall.",
        "Your team asks you about things it could easily decide on its own.",
        "Your owner's salary bears no sensible relation to the hours you work.",
        "Strategy, family and your own projects get whatever daily business leaves over.",
        "You honestly don't know what would happen if you were out for an extended period starting tomorrow.",
      ],
    },
    approach: {
      title: "How you win back your freedom as an owner",
      intro:
        "Business Liberation follows a fixed order. Delegate before you create clarity and you get more questions, not less work. That is why we work through five steps over {{programmeDays}} days, each with measurable checkpoints.",
      steps: [
        {
          title: "Take an honest inventory of your time",
          text: "In weeks {{phase1}} we track where your hours actually go: which tasks only you can do, which you do out of habit, and which really belong to someone else. The result is usually uncomfortable – and the best possible foundation for everything that follows.",
        },
        {
          title: "Redistribute decision rights",
          text: "In weeks {{phase2}} we define who decides what, up to which limit and based on which information. Clear decision frameworks replace the constant “Could you take a quick look?” Your team gains confidence, and you gain quiet.",
        },
        {
          title: "Make knowledge and workflows transferable",
          text: "What lives only in your head today becomes lean standards: pricing rules, quality criteria, answers to the questions customers always ask. Not a manual nobody opens, but tools your team actually uses every day.",
        },
        {
          title: "Test your absence on purpose",
          text: "In weeks {{phase3}} you schedule stretches of time when you are deliberately unavailable. Afterward we review what worked and where things snagged. Freedom isn't claimed; it's tested.",
        },
        {
          title: "Redefine your role and your income",
          text: "Finally, we define your future role: what you are still there for as the owner, and what you are not. We separate your salary cleanly from the company's profit, so you can see what the business really earns without your unpaid hours.",
        },
      ],
    },
    outcomes: {
      title: "How you'll know it's working",
      items: [
        "Your working time drops from around {{hoursFrom}} to roughly {{hoursTo}} hours a week without the business suffering.",
        "Your team makes {{delegatedPercent}}% of routine decisions without checking with you.",
        "The company runs for {{weeksWithoutOwner}} weeks without you, and you don't come back to a mountain of open issues.",
        "Your owner's salary is clearly separated from profit, and you know your company's true earning power.",
        "You have protected time for strategy and development that daily business no longer eats up.",
      ],
    },
    faq: {
      title: "Common questions about entrepreneurial freedom",
      items: [
        {
          question: "Does entrepreneurial freedom mean I step away from my company entirely?",
          answer:
            "Only if that's what you want. The point is to have a choice: whether you focus on strategy, key accounts or a new venture, whether you work less or eventually sell. What matters is that your company doesn't stall the moment you take a step back.",
        },
        {
          question: "I've tried delegating many times. Why would it work this time?",
          answer:
            "Delegation rarely fails because of the team. It usually fails because there are no decision rules. If nobody knows how far they are allowed to decide on their own, the questions will reliably land back on your desk. So we settle the rules first and hand over tasks second.",
        },
        {
          question: "How much of my own time does the process take?",
          answer:
            "A bit more at the start, because we need to get knowledge out of your head and agree on decision frameworks. Expect a few extra hours a week in the first weeks. By the middle of the program at the latest, you get back far more time than you put in.",
        },
        {
          question: "What if mistakes happen during the handover?",
          answer:
            "They will, and that is part of the plan. We decide up front which mistakes are acceptable and where a safeguard is needed, for example on large quotes or hiring decisions. That way your team learns without you taking on risks you can't calculate.",
        },
        {
          question: "What's the best way to get started?",
          answer:
            "With an honest look at where you stand. The ExitReady Check shows you in about {{checkMinutes}} minutes how much your company depends on you today. If you want to go deeper after that, we'll talk through your situation and the right path in a free first conversation.",
        },
      ],
    },
    closing: {
      title: "Take your company back",
      text: "The first step costs you nothing but a few minutes of honesty. The ExitReady Check shows where your company depends on you today and where you should start.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Explore CEO mentoring", pageId: "ceo-mentoring" },
    },
    related: ["owner-dependency", "delegation-strategy", "team-autonomy", "ceo-mentoring"],
  },
};
export default copy;
