import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Strategieberatung für KMU: Fokus statt Folien",
      description:
        "Strategieberatung für mittelständische Unternehmen: klarer Fokus, wenige Prioritäten und eine Strategie, die dein Team versteht und selbstständig umsetzt.",
    },
    service: {
      name: "Strategieberatung für KMU",
      description:
        "Strategieberatung für Inhaber und Geschäftsführer mittelständischer Unternehmen: Fokus, Prioritäten und eine Strategie, die das Team umsetzen kann.",
    },
    hero: {
      eyebrow: "Strategieberatung",
      title: "Eine Strategie, die im Alltag trägt – nicht nur in der Präsentation.",
      lead: "Mittelständische Unternehmen scheitern selten an fehlenden Ideen, sondern an zu vielen gleichzeitig. Ich arbeite mit dir und deinem Führungsteam an wenigen, klaren Entscheidungen: Wo liegt dein Fokus, was lässt du bewusst weg, und wer setzt was bis wann um? Das Ergebnis ist eine Strategie, die dein Team ohne dich erklären und umsetzen kann.",
      primary: { label: "Strategiegespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Zum Strategie-Guide", pageId: "strategy-guide" },
    },
    problem: {
      title: "Wenn alles wichtig ist, ist nichts Strategie",
      paragraphs: [
        "In vielen Unternehmen existiert die Strategie vor allem im Kopf des Inhabers. Sie ist gut durchdacht, aber das Team kennt sie nur in Bruchstücken. Deshalb landen Prioritätsfragen immer wieder bei dir, und jede neue Chance wird zur Ablenkung, weil niemand weiß, woran sie gemessen werden soll.",
        "Der andere Extremfall ist die aufwendig erarbeitete Strategie mit dicken Unterlagen, die nach dem Workshop in der Schublade verschwindet. Sie war zu abstrakt für den Alltag, niemand war persönlich für die Umsetzung verantwortlich, und nach wenigen Wochen hat das Tagesgeschäft gewonnen.",
        "Eine Strategie für ein mittelständisches Unternehmen muss anders aussehen: kurz, konkret, mit klaren Verzichtsentscheidungen und direkt an Verantwortliche und Kennzahlen gekoppelt. Nur dann wird sie zu dem Werkzeug, mit dem dein Team ohne ständige Rückfrage die richtigen Dinge tut.",
      ],
      signs: [
        "Dein Führungsteam würde die drei wichtigsten Ziele des Jahres unterschiedlich benennen.",
        "Es laufen deutlich mehr Projekte parallel, als dein Team gut umsetzen kann.",
        "Du weißt nicht genau, mit welchen Kunden und Produkten du wirklich Geld verdienst.",
        "Neue Chancen werden angenommen, ohne dass dafür etwas anderes gestoppt wird.",
        "Die letzte Strategieklausur hat gute Ideen produziert, aber kaum Veränderung.",
      ],
    },
    approach: {
      title: "Strategieberatung, die in der Umsetzung endet",
      intro:
        "Ich arbeite nicht mit Standardfolien, sondern mit deinen Zahlen, deinem Markt und deinem Team. Der Prozess ist bewusst schlank, damit er neben dem Tagesgeschäft funktioniert.",
      steps: [
        {
          title: "Klarheit über die Ausgangslage",
          text: "Wir analysieren, womit dein Unternehmen tatsächlich Geld verdient: nach Kunden, Produkten und Leistungen, mit Deckungsbeiträgen statt Bauchgefühl. Oft zeigt sich hier schon, wo Wachstum liegt und wo Aufwand versickert.",
        },
        {
          title: "Fokus festlegen",
          text: "Gemeinsam entscheiden wir, welche Kunden, Märkte und Angebote Vorrang haben und welche nicht mehr aktiv verfolgt werden. Die Verzichtsliste ist dabei genauso wichtig wie die Zielliste, denn sie schafft die Kapazität für das Wesentliche.",
        },
        {
          title: "Wenige Prioritäten ableiten",
          text: "Aus dem Fokus werden eine Handvoll Prioritäten für die nächsten Monate, jede mit einem klaren Ergebnis, einer verantwortlichen Person und einer Kennzahl, an der Fortschritt sichtbar wird.",
        },
        {
          title: "Mit dem Führungsteam verankern",
          text: "Dein Führungsteam arbeitet an der Strategie mit, statt sie nur präsentiert zu bekommen. So verstehen alle die Begründung hinter den Entscheidungen und können auch dann richtig handeln, wenn eine Situation nicht im Plan steht.",
        },
        {
          title: "Einen Umsetzungsrhythmus etablieren",
          text: "Monatliche Reviews und eine vierteljährliche Anpassung sorgen dafür, dass die Strategie lebendig bleibt. Ich begleite die ersten Zyklen, bis dein Team den Rhythmus selbst trägt.",
        },
      ],
    },
    outcomes: {
      title: "Was du nach der Strategieberatung hast",
      items: [
        "Eine Strategie auf einer Seite, die jede Führungskraft in wenigen Sätzen erklären kann.",
        "Eine schriftliche Verzichtsliste und spürbar weniger parallele Projekte.",
        "Klare Prioritäten mit Verantwortlichen und Kennzahlen, die monatlich überprüft werden.",
        "Ein Führungsteam, das {{teamPercent}} % der Entscheidungen in seinem Bereich anhand der Strategie selbst trifft.",
        "Mehr Zeit für dich, weil Prioritätsfragen nicht mehr automatisch auf deinem Tisch landen.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Strategieberatung",
      items: [
        {
          question: "Was unterscheidet deine Strategieberatung von großen Beratungshäusern?",
          answer:
            "Du arbeitest direkt mit mir, nicht mit einem wechselnden Team. Ich habe selbst Verantwortung für Umsatz und Organisation getragen und kenne die Grenzen mittelständischer Ressourcen. Statt umfangreicher Analysen stehen wenige klare Entscheidungen und ihre Umsetzung im Mittelpunkt.",
        },
        {
          question: "Brauche ich eine Strategie, wenn das Geschäft gut läuft?",
          answer:
            "Gerade dann, weil gute Phasen die meisten Chancen und damit die meisten Ablenkungen bringen. Eine klare Strategie hilft dir, Wachstum dorthin zu lenken, wo es Ertrag und Unternehmenswert steigert. Und sie macht dein Unternehmen unabhängiger von dir, weil das Team weiß, wohin es geht.",
        },
        {
          question: "Wie stark wird mein Team eingebunden?",
          answer:
            "So stark wie möglich, so eng wie nötig. Die Grundrichtung klären wir mit dir, die Ableitung von Prioritäten und Kennzahlen mit deinem Führungsteam. Wer an einer Strategie mitgearbeitet hat, setzt sie deutlich konsequenter um.",
        },
        {
          question: "Wie lange dauert die Strategiearbeit?",
          answer:
            "Die Grundlagen stehen meist innerhalb weniger Wochen. Danach geht es um die Umsetzung, und die begleite ich so lange, bis dein Team den Rhythmus aus Reviews und Anpassungen selbst trägt.",
        },
        {
          question: "Wie kann ich unverbindlich einsteigen?",
          answer:
            "Im kostenlosen Strategiegespräch klären wir, wo du stehst und ob eine Zusammenarbeit passt. Für Unternehmen mit {{auditRevenue}} Umsatz ist das Business Logic Audit ein guter Einstieg: ein Festpreis von {{auditPrice}}, konkrete Hebel innerhalb von {{auditHours}} Stunden.",
        },
      ],
    },
    closing: {
      title: "Weniger Initiativen, mehr Wirkung",
      text: "Lass uns in einem kostenlosen Strategiegespräch herausfinden, wo dein Unternehmen Fokus braucht und wie der erste Schritt aussehen kann.",
      primary: { label: "Strategiegespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Business Logic Audit ansehen", pageId: "audit" },
    },
    related: ["strategy-guide", "audit", "team-autonomy", "ceo-coaching"],
  },
  en: {
    seo: {
      title: "Strategy consulting for SMEs: focus over slides",
      description:
        "Strategy consulting for mid-sized companies: a clear focus, a few real priorities, and a strategy your team understands and can execute on its own.",
    },
    service: {
      name: "Strategy consulting for SMEs",
      description:
        "Strategy consulting for owners and CEOs of mid-sized companies: focus, priorities and a strategy the team can execute.",
    },
    hero: {
      eyebrow: "Strategy consulting",
      title: "A strategy that holds up on a Tuesday morning, not just in a presentation.",
      lead: "Mid-sized companies rarely fail for lack of ideas. They struggle because they chase too many at once. I work with you and your leadership team on a few clear decisions: where your focus lies, what you deliberately leave out, and who delivers what by when. The result is a strategy your team can explain and execute without you.",
      primary: { label: "Book a strategy session", pageId: "strategy-session" },
      secondary: { label: "Read the strategy guide", pageId: "strategy-guide" },
    },
    problem: {
      title: "When everything is important, nothing is strategy",
      paragraphs: [
        "In many companies, the strategy lives mainly in the owner's head. It's well thought through, but the team only knows bits and pieces of it. So priority questions keep landing on your desk, and every new opportunity becomes a distraction because nobody knows what to measure it against.",
        "The opposite extreme is the elaborate strategy with thick binders that disappears into a drawer after the offsite. It was too abstract for daily work, nobody was personally accountable for making it happen, and within a few weeks daily business had won.",
        "Strategy for a mid-sized company has to look different: short, concrete, with explicit decisions about what not to do, and tied directly to owners and metrics. Only then does it become the tool your team uses to do the right things without constantly checking with you.",
      ],
      signs: [
        "Your leadership team would name the three most important goals for the year differently.",
        "Far more projects run in parallel than your team can execute well.",
        "You don't know exactly which customers and products actually make you money.",
        "New opportunities get accepted without anything else being stopped.",
        "Your last strategy offsite produced good ideas but little change.",
      ],
    },
    approach: {
      title: "Strategy consulting that ends in execution",
      intro:
        "I don't work from template slides. I work with your figures, your market and your team. The process is deliberately lean so it fits alongside daily business.",
      steps: [
        {
          title: "Get clear on the starting point",
          text: "We analyze where your company actually makes money: by customer, product and service, using contribution margins instead of gut feeling. This step alone often shows where growth lies and where effort drains away.",
        },
        {
          title: "Set the focus",
          text: "Together we decide which customers, markets and offerings take priority and which you'll stop actively pursuing. The stop list matters as much as the goal list, because it frees up capacity for what counts.",
        },
        {
          title: "Derive a few priorities",
          text: "The focus turns into a handful of priorities for the coming months, each with a clear result, an accountable person and a metric that makes progress visible.",
        },
        {
          title: "Anchor it with your leadership team",
          text: "Your leadership team helps shape the strategy instead of just having it presented to them. That way everyone understands the reasoning behind the decisions and can act correctly even when a situation isn't in the plan.",
        },
        {
          title: "Establish an execution rhythm",
          text: "Monthly reviews and a quarterly adjustment keep the strategy alive. I facilitate the first cycles until your team carries the rhythm on its own.",
        },
      ],
    },
    outcomes: {
      title: "What you have after the engagement",
      items: [
        "A one-page strategy that every manager can explain in a few sentences.",
        "A written stop list and noticeably fewer projects running in parallel.",
        "Clear priorities with owners and metrics that are reviewed every month.",
        "A leadership team that makes {{teamPercent}}% of the decisions in its area on its own, guided by the strategy.",
        "More time for you, because priority questions no longer land on your desk by default.",
      ],
    },
    faq: {
      title: "Common questions about strategy consulting",
      items: [
        {
          question: "How is your strategy consulting different from large consulting firms?",
          answer:
            "You work directly with me, not with a rotating team. I've carried responsibility for revenue and organizations myself and know the limits of a mid-sized company's resources. The focus is on a few clear decisions and their execution rather than extensive analysis.",
        },
        {
          question: "Do I need a strategy if business is going well?",
          answer:
            "Especially then, because good times bring the most opportunities and therefore the most distractions. A clear strategy helps you steer growth toward what increases earnings and company value. It also makes your company less dependent on you, because the team knows where it's headed.",
        },
        {
          question: "How closely is my team involved?",
          answer:
            "As broadly as possible and as closely as necessary. We settle the basic direction with you, and work out priorities and metrics with your leadership team. People who helped build a strategy execute it far more consistently.",
        },
        {
          question: "How long does the strategy work take?",
          answer:
            "The foundations are usually in place within a few weeks. After that it's about execution, and I stay involved until your team runs the rhythm of reviews and adjustments on its own.",
        },
        {
          question: "How can I get started without commitment?",
          answer:
            "In a free strategy session, we look at where you stand and whether working together makes sense. For companies with {{auditRevenue}} in revenue, the Business Logic Audit is a good entry point: a fixed price of {{auditPrice}} and concrete levers within {{auditHours}} hours.",
        },
      ],
    },
    closing: {
      title: "Fewer initiatives, more impact",
      text: "Let's use a free strategy session to find out where your company needs focus and what the first step could look like.",
      primary: { label: "Book a strategy session", pageId: "strategy-session" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
    },
    related: ["strategy-guide", "audit", "team-autonomy", "ceo-coaching"],
  },
};
export default copy;
