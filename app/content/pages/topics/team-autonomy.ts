import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Team-Autonomie: Ein Team, das in klaren Grenzen entscheidet",
      description:
        "Team-Autonomie für inhabergeführte Unternehmen: klare Verantwortungsbereiche, eigene Kennzahlen und Leitplanken, damit dein Team entscheidet statt zu warten.",
    },
    service: {
      name: "Aufbau von Team-Autonomie",
      description:
        "Ein Rahmen aus Verantwortungsbereichen, Kennzahlen, Leitplanken und Besprechungsrhythmus, in dem Teams die Entscheidungen ihres Bereichs selbst treffen.",
    },
    hero: {
      eyebrow: "Business Liberation · Team-Autonomie",
      title: "Ein Team, das entscheidet – innerhalb klarer Grenzen.",
      lead: "Autonomie heißt nicht, dass jeder macht, was er will. Es heißt, dass dein Team weiß, wofür es verantwortlich ist, woran Erfolg gemessen wird und wo die Grenzen liegen – und innerhalb dieser Grenzen entscheidet, ohne auf dich zu warten. Das Ziel: Dein Team trifft {{teamPercent}} % der Entscheidungen in seinem Bereich selbst.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
    problem: {
      title: "Warum gute Teams trotzdem auf den Chef warten",
      paragraphs: [
        "Du hast fähige Leute eingestellt. Im Gespräch wirken sie kompetent, engagiert und erfahren. Und doch passiert in deinem Unternehmen erstaunlich wenig, ohne dass du es anstößt. Projekte warten auf dein Okay, Probleme werden gemeldet statt gelöst, und in Besprechungen schauen alle zu dir, sobald es um eine Richtung geht.",
        "Das liegt selten am fehlenden Willen. Autonomie braucht drei Dinge, die in inhabergeführten Firmen oft fehlen: ein klares Bild davon, was erreicht werden soll, sichtbare Zahlen, an denen das Team seinen Fortschritt selbst ablesen kann, und ausgesprochene Grenzen, innerhalb derer Fehler erlaubt sind. Fehlt eines davon, ist Abwarten die vernünftigste Strategie.",
        "Dazu kommt die Vorgeschichte. Wenn du in der Vergangenheit Entscheidungen deines Teams kassiert oder im Alleingang umgeworfen hast, hat sich das eingeprägt. Autonomie entsteht deshalb nicht durch eine Ansage im Teammeeting, sondern durch einen Rahmen, der über Wochen verlässlich eingehalten wird – auch von dir.",
      ],
      signs: [
        "Dein Team bringt dir Probleme, aber selten Lösungsvorschläge.",
        "Besprechungen enden mit dem Satz „Das muss der Chef entscheiden“.",
        "Leistungsträger gehen, weil sie sich nicht entfalten können.",
        "Außer dir kennt niemand die wichtigsten Zahlen eines Bereichs.",
        "Wenn du nicht da bist, wird verwaltet, aber nicht gestaltet.",
      ],
    },
    approach: {
      title: "Wie wir Autonomie aufbauen, ohne dass du die Kontrolle verlierst",
      intro:
        "Autonomie ist das Ergebnis eines Rahmens, den wir gemeinsam mit dir und deinem Team bauen. Er macht sichtbar, was das Team verantwortet, und gibt dir die Sicherheit, dich zurückzuziehen.",
      steps: [
        {
          title: "Verantwortungsbereiche klären",
          text: "Jedes Team und jede Führungskraft bekommt einen klar umrissenen Bereich: welche Ergebnisse es verantwortet, welche Entscheidungen es trifft und wo es sich mit anderen abstimmen muss. Überschneidungen und weiße Flecken werden dabei sichtbar und aufgelöst.",
        },
        {
          title: "Ziele und Kennzahlen übergeben",
          text: "Für jeden Bereich definieren wir wenige Kennzahlen, an denen das Team selbst ablesen kann, ob es auf Kurs ist. Wer seine Zahlen kennt, braucht niemanden, der ihm sagt, ob es gut läuft.",
        },
        {
          title: "Leitplanken festlegen",
          text: "Gemeinsam legen wir fest, wo die Grenzen liegen: Budgets, Risiken, Kundenzusagen, Personalfragen. Innerhalb dieser Leitplanken entscheidet das Team, außerhalb wird eskaliert. Beides ist ausdrücklich erwünscht.",
        },
        {
          title: "Rhythmus statt Kontrolle",
          text: "Ein fester Besprechungsrhythmus ersetzt das ständige Nachhaken: kurze Wochenrunden im Team, ein monatlicher Blick auf die Zahlen mit dir. Du bleibst informiert, ohne dich einzumischen, und dein Team weiß, wann es deine Sicht bekommt.",
        },
        {
          title: "Führungskräfte stärken",
          text: "Autonomie steht und fällt mit der Führung im Team. Deine Führungskräfte lernen, Entscheidungen vorzubereiten, zu treffen und zu vertreten, und wir klären, wie sie ihrerseits Verantwortung an ihre Mitarbeitenden weitergeben.",
        },
      ],
    },
    outcomes: {
      title: "Woran du den Unterschied misst",
      items: [
        "Dein Team trifft {{teamPercent}} % der Entscheidungen in seinem Bereich ohne dich.",
        "Jeder Bereich hat schriftlich festgehaltene Ziele, Kennzahlen und Entscheidungsgrenzen.",
        "Eskalationen an dich folgen einer klaren Regel, nicht der Unsicherheit Einzelner.",
        "Ein Besprechungsrhythmus, der dich auf dem Laufenden hält, ohne dass du nachfragen musst.",
        "Das Unternehmen läuft {{weeksWithoutOwner}} Wochen ohne dich, ohne dass Entscheidungen liegen bleiben.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Team-Autonomie",
      items: [
        {
          question: "Ist mein Team überhaupt bereit für mehr Verantwortung?",
          answer:
            "Meistens mehr, als du glaubst, aber selten alle gleichzeitig. Wir beginnen mit den Menschen und Bereichen, in denen Erfahrung und Wille vorhanden sind, und bauen von dort aus weiter. Wer keine Verantwortung übernehmen will, wird dabei sichtbar – auch das ist eine wichtige Erkenntnis.",
        },
        {
          question: "Was ist der Unterschied zur Delegation?",
          answer:
            "Delegation überträgt einzelne Entscheidungsrechte von dir an andere. Team-Autonomie geht einen Schritt weiter: Ein Team verantwortet einen ganzen Bereich mit eigenen Zielen und Zahlen und organisiert sich darin selbst. Delegation ist meist der erste Schritt, Autonomie das Ziel.",
        },
        {
          question: "Was, wenn das Team anders entscheidet, als ich es getan hätte?",
          answer:
            "Solange die Entscheidung innerhalb der vereinbarten Leitplanken liegt und die Ziele erreicht werden, lässt du sie stehen. Das ist für die meisten Inhaber der schwierigste Teil und zugleich der wichtigste. Stört dich eine Entscheidung grundsätzlich, passen wir die Leitplanken an, nicht die einzelne Entscheidung.",
        },
        {
          question: "Brauchen wir dafür ein agiles Framework?",
          answer:
            "Nein. Wir bauen keinen Methodenapparat, sondern einen Rahmen, der zu deinem Unternehmen passt: Zuständigkeiten, Kennzahlen, Grenzen und Rhythmus. Arbeitet dein Team bereits mit einer bestimmten Methode, knüpfen wir daran an.",
        },
        {
          question: "Woran merke ich, dass es funktioniert?",
          answer:
            "Am deutlichsten an deinem Kalender und deinem Posteingang: weniger Freigaben, weniger Rückfragen, mehr Informationen im Nachhinein statt Fragen im Vorhinein. Messbar machen wir das, indem wir zu Beginn und nach der Umsetzung erfassen, welche Entscheidungen im Team getroffen werden und welche noch bei dir landen.",
        },
      ],
    },
    closing: {
      title: "Wie viel entscheidet dein Team heute schon selbst?",
      text: "Der ExitReady Check zeigt dir in {{checkMinutes}} Minuten, wie stark dein Unternehmen an dir hängt, auch bei Team und Führung. Danach weißt du, wo du ansetzen solltest.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "CEO-Mentoring ansehen", pageId: "ceo-mentoring" },
    },
    related: ["delegation-strategy", "entrepreneurial-freedom", "system-builder", "ceo-mentoring"],
  },
  en: {
    seo: {
      title: "Team Autonomy: A Team That Decides Within Clear Limits",
      description:
        "Team autonomy for owner-led companies: clear areas of responsibility, the team's own metrics and guardrails, so your people make decisions instead of waiting.",
    },
    service: {
      name: "Building team autonomy",
      description:
        "A framework of clear responsibilities, metrics, guardrails and meeting cadence within which teams make the decisions in their own area.",
    },
    hero: {
      eyebrow: "Business Liberation · Team autonomy",
      title: "A team that decides, within clear boundaries.",
      lead: "Autonomy doesn't mean everyone does whatever they want. It means your team knows what it owns, how success is measured and where the limits are, and within those limits it decides without waiting for you. The goal: your team makes {{teamPercent}}% of the decisions in its own area.",
      primary: { label: "Take the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
    problem: {
      title: "Why good teams still wait for the boss",
      paragraphs: [
        "You hired capable people. In conversation they come across as competent, committed and experienced. And yet surprisingly little happens in your company unless you set it in motion. Projects wait for your okay, problems get reported instead of solved, and in meetings every head turns to you the moment direction is on the table.",
        "It's rarely a lack of will. Autonomy requires three things that owner-led companies often lack: a clear picture of what needs to be achieved, visible numbers the team can use to track its own progress, and explicit limits within which mistakes are allowed. Take away any one of them, and waiting becomes the most sensible strategy.",
        "Then there's history. If you've overruled your team's decisions in the past or reversed them single-handedly, people remember. That's why autonomy doesn't come from an announcement at the team meeting. It comes from a framework that is reliably honored week after week, including by you.",
      ],
      signs: [
        "Your team brings you problems but rarely proposed solutions.",
        "Meetings end with “The boss has to decide that.”",
        "Top performers leave because they have no room to grow.",
        "Nobody but you knows the key numbers for a given area.",
        "When you're away, things get administered, not shaped.",
      ],
    },
    approach: {
      title: "How we build autonomy without you losing control",
      intro:
        "Autonomy is the result of a framework we build together with you and your team. It makes visible what the team owns and gives you the confidence to step back.",
      steps: [
        {
          title: "Clarify areas of responsibility",
          text: "Every team and every manager gets a clearly defined area: which results they own, which decisions they make and where they need to coordinate with others. Overlaps and blind spots surface along the way and get resolved.",
        },
        {
          title: "Hand over goals and metrics",
          text: "For each area we define a handful of metrics the team can read on its own to see whether it's on track. People who know their numbers don't need a boss to tell them how things are going.",
        },
        {
          title: "Set guardrails",
          text: "Together we define the limits: budgets, risks, customer commitments, staffing questions. Inside those guardrails the team decides; outside them, it escalates. Both are explicitly welcome.",
        },
        {
          title: "Cadence instead of control",
          text: "A fixed meeting cadence replaces constant check-ins: short weekly huddles within the team and a monthly review of the numbers with you. You stay informed without interfering, and your team knows when it will get your perspective.",
        },
        {
          title: "Strengthen your managers",
          text: "Autonomy stands or falls with leadership inside the team. Your managers learn to prepare, make and stand behind decisions, and we work out how they in turn pass responsibility on to their own people.",
        },
      ],
    },
    outcomes: {
      title: "How you'll measure the difference",
      items: [
        "Your team makes {{teamPercent}}% of the decisions in its area without you.",
        "Every area has written goals, metrics and decision limits.",
        "Escalations to you follow a clear rule, not individual uncertainty.",
        "A meeting cadence that keeps you informed without your having to ask.",
        "The company runs for {{weeksWithoutOwner}} weeks without you, and no decisions pile up.",
      ],
    },
    faq: {
      title: "Team autonomy: frequently asked questions",
      items: [
        {
          question: "Is my team even ready for more responsibility?",
          answer:
            "Usually more than you think, but rarely everyone at once. We start with the people and areas where experience and willingness are already there and build out from there. Whoever doesn't want responsibility becomes visible in the process, and that's a valuable insight too.",
        },
        {
          question: "How is this different from delegation?",
          answer:
            "Delegation hands individual decision rights from you to others. Team autonomy goes a step further: a team owns an entire area with its own goals and numbers and organizes itself within it. Delegation is usually the first step; autonomy is the destination.",
        },
        {
          question: "What if the team decides differently than I would have?",
          answer:
            "As long as the decision falls within the agreed guardrails and the goals are met, you let it stand. For most owners that's the hardest part, and the most important one. If a decision bothers you on principle, we adjust the guardrails, not the individual decision.",
        },
        {
          question: "Do we need an agile framework for this?",
          answer:
            "No. We don't install a methodology; we build a framework that fits your company: responsibilities, metrics, limits and cadence. If your team already works with a particular method, we build on it.",
        },
        {
          question: "How will I know it's working?",
          answer:
            "Most clearly in your calendar and your inbox: fewer approvals, fewer questions, more updates after the fact instead of requests beforehand. We make it measurable by recording at the start and after implementation which decisions the team makes and which still land on your desk.",
        },
      ],
    },
    closing: {
      title: "How much does your team already decide on its own?",
      text: "The ExitReady Check shows you in {{checkMinutes}} minutes how dependent your company is on you, including on team and leadership. Afterward you'll know where to start.",
      primary: { label: "Take the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Explore CEO Mentoring", pageId: "ceo-mentoring" },
    },
    related: ["delegation-strategy", "entrepreneurial-freedom", "system-builder", "ceo-mentoring"],
  },
};

export default copy;
