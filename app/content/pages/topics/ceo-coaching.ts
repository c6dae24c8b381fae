import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "CEO-Coaching für Inhaber: Vom Macher zum Unternehmer",
      description:
        "CEO-Coaching für Inhaber und Geschäftsführer: vertrauliches Einzelcoaching für den Rollenwechsel vom operativen Macher zum Unternehmer, der führt und steuert.",
    },
    service: {
      name: "CEO-Coaching",
      description:
        "Vertrauliches Einzelcoaching für Inhaber und Geschäftsführer, die ihre Rolle vom operativen Macher zum steuernden Unternehmer verändern wollen.",
    },
    hero: {
      eyebrow: "Begleitung · CEO-Coaching",
      title: "Dein Unternehmen verändert sich erst, wenn sich deine Rolle verändert.",
      lead: "Die meisten Inhaber wissen, was sie abgeben sollten. Schwer ist, es tatsächlich zu tun: Gewohnheiten, Kontrolle und ein Stück der eigenen Identität loszulassen. Im CEO-Coaching arbeiten wir eins zu eins an genau diesem Wechsel – vom Menschen, der alles am Laufen hält, zum Unternehmer, der führt.",
      primary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
      secondary: { label: "CEO-Mentoring vergleichen", pageId: "ceo-mentoring" },
    },
    problem: {
      title: "Das Hindernis ist selten das Wissen",
      paragraphs: [
        "Du hast Bücher gelesen, Seminare besucht, vielleicht schon einen Berater im Haus gehabt. Die Konzepte sind klar: delegieren, Prozesse aufbauen, Verantwortung abgeben. Und trotzdem findest du dich am Montag wieder mitten im Tagesgeschäft, beantwortest Anfragen, die andere beantworten könnten, und schiebst die strategische Arbeit aufs Wochenende.",
        "Der Grund ist selten fehlende Disziplin. Die operative Rolle hat dir über Jahre Bestätigung, Kontrolle und Sicherheit gegeben. Du bist gut darin, und dein Team verlässt sich darauf. Sie aufzugeben fühlt sich wie ein Verlust an, auch wenn der Kopf weiß, dass es richtig ist. Dazu kommen Fragen, die man selten laut stellt: Was ist meine Aufgabe, wenn ich nicht mehr überall gebraucht werde? Und wer bin ich nach einem Verkauf?",
        "Solche Fragen lassen sich nicht im Führungskreis besprechen und nur begrenzt in der Familie. Sie brauchen einen geschützten Raum und ein Gegenüber, das die Situation aus eigener Erfahrung kennt, ohne eigene Interessen in deinem Unternehmen zu verfolgen.",
      ],
      signs: [
        "Du weißt, was du ändern müsstest, und tust es trotzdem nicht.",
        "Strategische Themen rutschen Woche für Woche nach hinten.",
        "Im Tagesgeschäft fühlst du dich wohler als in der Rolle des Unternehmers.",
        "Es gibt niemanden im Unternehmen, mit dem du offen über deine eigene Rolle sprechen kannst.",
        "Der Gedanke an Rückzug oder Verkauf löst eher Unruhe aus als Vorfreude.",
      ],
    },
    approach: {
      title: "Wie das CEO-Coaching abläuft",
      intro:
        "Coaching ist keine Beratung mit anderen Mitteln. Ich bringe Fragen, Struktur und Erfahrung ein, die Antworten entwickelst du. Im Mittelpunkt stehen du und deine Rolle; das Unternehmen ist der Ort, an dem die Veränderung sichtbar wird.",
      steps: [
        {
          title: "Standortbestimmung",
          text: "Wir beginnen mit einem ehrlichen Blick auf deine heutige Rolle: wofür du deine Zeit einsetzt, welche Aufgaben dir Energie geben und welche dich binden, was du in den nächsten Jahren willst. Daraus formulieren wir, wie deine künftige Rolle aussehen soll.",
        },
        {
          title: "Muster erkennen",
          text: "In den Sitzungen schauen wir auf konkrete Situationen der letzten Wochen: Wo hast du eingegriffen, obwohl es nicht nötig war? Was hat dich daran gehindert, loszulassen? So werden die Gewohnheiten sichtbar, die deinen Rollenwechsel bremsen.",
        },
        {
          title: "Neues Verhalten erproben",
          text: "Zwischen den Sitzungen probierst du bewusst Neues aus: eine Entscheidung nicht an dich ziehen, eine Besprechung nicht selbst leiten, einen Tag ohne Tagesgeschäft planen. Danach werten wir gemeinsam aus, was funktioniert hat und was nicht.",
        },
        {
          title: "Die neue Rolle festigen",
          text: "Mit der Zeit wird die neue Rolle zur Gewohnheit. Du arbeitest am Unternehmen statt im Unternehmen, führst über Ziele und Zahlen und hast Klarheit darüber, welche Zukunft du für dich und deine Firma willst.",
        },
      ],
    },
    outcomes: {
      title: "Was sich für dich verändert",
      items: [
        "Eine schriftlich formulierte CEO-Rolle mit klaren Aufgaben und bewussten Nicht-Aufgaben.",
        "Feste Zeitblöcke für strategische Arbeit, die du tatsächlich einhältst.",
        "Ein nachvollziehbarer Weg von {{hoursFrom}} auf {{hoursTo}} Wochenstunden, ablesbar an deinem Kalender.",
        "Klarheit über deine persönlichen Ziele für die nächsten Jahre, einschließlich Verkauf oder Nachfolge.",
        "Ein Führungsstil, der Verantwortung im Team stärkt, statt sie zu dir zurückzuholen.",
      ],
    },
    faq: {
      title: "Häufige Fragen zum CEO-Coaching",
      items: [
        {
          question: "Was ist der Unterschied zwischen CEO-Coaching und CEO-Mentoring?",
          answer:
            "Im CEO-Mentoring arbeiten wir nach einem strukturierten {{programmeDays}}-Tage-Plan am Unternehmen: Entscheidungsrechte, Prozesse, Kennzahlen, Übergabe – und ich bringe meine Erfahrung als Ratgeber aktiv ein. Im Coaching steht deine persönliche Rolle im Mittelpunkt, und du entwickelst die Antworten selbst. Viele Inhaber beginnen mit dem einen und nutzen das andere ergänzend.",
        },
        {
          question: "Für wen ist das Coaching gedacht?",
          answer:
            "Für Inhaber, geschäftsführende Gesellschafter und CEOs inhabergeführter Unternehmen, die spüren, dass ihre eigene Rolle der Engpass ist. Besonders wertvoll ist es in Übergangsphasen: nach starkem Wachstum, vor einer Nachfolge oder wenn ein Verkauf konkret wird.",
        },
        {
          question: "Bleibt das Coaching vertraulich?",
          answer:
            "Ja, vollständig. Was wir besprechen, bleibt zwischen uns – auch gegenüber deinem Team, deinen Mitgesellschaftern und deiner Familie. Gerade weil es um die eigene Rolle geht, ist dieser Schutz die Voraussetzung für ehrliche Arbeit.",
        },
        {
          question: "Wie finden die Sitzungen statt?",
          answer:
            "Persönlich oder per Video, je nachdem, was für dich einfacher ist. Die Abstände legen wir gemeinsam fest, sodass zwischen den Terminen genug Zeit bleibt, Neues auszuprobieren. Ob Coaching das richtige Format für dein Anliegen ist, klären wir vorab im kostenlosen Erstgespräch.",
        },
        {
          question: "Was bringst du als Coach mit?",
          answer:
            "Ich habe selbst ein Unternehmen geführt, wachsen lassen und verkauft und kenne den Rollenwechsel aus eigener Erfahrung, einschließlich der Phasen, in denen er nicht gelingt. Das ersetzt keine Methode, aber es sorgt dafür, dass du mir nichts erklären musst, was ein Unternehmer ohnehin weiß.",
        },
      ],
    },
    closing: {
      title: "Bereit, deine Rolle neu zu bestimmen?",
      text: "Im kostenlosen Erstgespräch sprechen wir über deine Situation und klären, ob Coaching, Mentoring oder eine Kombination der richtige Weg für dich ist.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Mehr über mich", pageId: "about" },
    },
    related: ["ceo-mentoring", "entrepreneurial-freedom", "delegation-strategy", "ceopreneur"],
  },
  en: {
    seo: {
      title: "Executive Coaching for Owners: From Operator to CEO",
      description:
        "Executive coaching for owners and managing directors: confidential one-on-one coaching for the shift from hands-on operator to a CEO who leads and steers.",
    },
    service: {
      name: "Executive coaching for owners",
      description:
        "Confidential one-on-one coaching for owners and managing directors who want to move from hands-on operator to a CEO who leads and steers.",
    },
    hero: {
      eyebrow: "Ongoing support · Executive coaching",
      title: "Your company changes only when your role changes.",
      lead: "Most owners know what they should let go of. The hard part is actually doing it: releasing habits, control and a piece of their own identity. In one-on-one coaching we work on exactly that shift, from the person who keeps everything running to the entrepreneur who leads.",
      primary: { label: "Free first conversation", pageId: "strategy-session" },
      secondary: { label: "Compare with CEO Mentoring", pageId: "ceo-mentoring" },
    },
    problem: {
      title: "Knowledge is rarely what's holding you back",
      paragraphs: [
        "You've read the books, attended the seminars, maybe even brought in a consultant. The concepts are clear: delegate, build processes, hand over responsibility. And still, every Monday you find yourself back in the thick of daily operations, answering requests others could handle and pushing strategic work to the weekend.",
        "The reason is rarely a lack of discipline. For years, the operator role has given you recognition, control and security. You're good at it, and your team relies on it. Giving it up feels like a loss, even when your head knows it's the right move. Then come the questions people rarely ask out loud: What's my job if I'm no longer needed everywhere? And who am I after a sale?",
        "These aren't questions you can raise with your leadership team, and only to a point with your family. They need a protected space and a counterpart who knows the situation firsthand and has no stake in your company.",
      ],
      signs: [
        "You know what needs to change, and you still don't do it.",
        "Strategic topics slip further down the list week after week.",
        "You feel more at home in daily operations than in the role of the entrepreneur.",
        "There's nobody in the company you can talk to openly about your own role.",
        "The thought of stepping back or selling brings more unease than anticipation.",
      ],
    },
    approach: {
      title: "How the coaching works",
      intro:
        "Coaching isn't consulting by other means. I bring questions, structure and experience; you develop the answers. The focus is on you and your role, and your company is where the change becomes visible.",
      steps: [
        {
          title: "Taking stock",
          text: "We start with an honest look at your current role: where your time goes, which tasks energize you and which tie you down, what you want from the next few years. From there, we define what your future role should look like.",
        },
        {
          title: "Recognizing patterns",
          text: "In our sessions we look at specific situations from recent weeks: Where did you step in when it wasn't necessary? What kept you from letting go? This brings to light the habits that slow down your shift in role.",
        },
        {
          title: "Trying new behavior",
          text: "Between sessions you deliberately try something different: not pulling a decision back to yourself, not chairing a meeting, blocking a full day free of operations. Afterward we review together what worked and what didn't.",
        },
        {
          title: "Making the new role stick",
          text: "Over time, the new role becomes habit. You work on the business instead of in it, lead through goals and numbers, and have clarity about the future you want for yourself and your company.",
        },
      ],
    },
    outcomes: {
      title: "What changes for you",
      items: [
        "A written definition of your CEO role, with clear responsibilities and deliberate non-responsibilities.",
        "Protected time blocks for strategic work that you actually keep.",
        "A credible path from {{hoursFrom}} to {{hoursTo}} hours a week, visible in your calendar.",
        "Clarity about your personal goals for the coming years, including a sale or succession.",
        "A leadership style that builds responsibility in your team instead of pulling it back to you.",
      ],
    },
    faq: {
      title: "Executive coaching: frequently asked questions",
      items: [
        {
          question: "What's the difference between executive coaching and CEO Mentoring?",
          answer:
            "In CEO Mentoring we work on the company following a structured {{programmeDays}}-day plan: decision rights, processes, KPIs, handover, and I actively contribute my experience as an advisor. In coaching, your personal role is the focus and you develop the answers yourself. Many owners start with one and add the other.",
        },
        {
          question: "Who is the coaching for?",
          answer:
            "For owners, owner-managers and CEOs of owner-led companies who sense that their own role has become the bottleneck. It's especially valuable in times of transition: after a period of strong growth, ahead of a succession or when a sale is becoming real.",
        },
        {
          question: "Is the coaching confidential?",
          answer:
            "Yes, completely. What we discuss stays between us, including with respect to your team, your co-owners and your family. Precisely because the work is about your own role, that protection is what makes honest work possible.",
        },
        {
          question: "How do the sessions take place?",
          answer:
            "In person or by video, whichever is easier for you. We agree on the intervals together so there's enough time between sessions to try new things. Whether coaching is the right format for what you're dealing with is something we clarify up front in a free first conversation.",
        },
        {
          question: "What do you bring to the table as a coach?",
          answer:
            "I've run a company myself, grown it and sold it, so I know this change of role firsthand, including the stretches where it doesn't go well. That doesn't replace method, but it means you never have to explain to me what any business owner already knows.",
        },
      ],
    },
    closing: {
      title: "Ready to redefine your role?",
      text: "In a free first conversation we talk about your situation and figure out whether coaching, mentoring or a combination of both is the right path for you.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "More about me", pageId: "about" },
    },
    related: ["ceo-mentoring", "entrepreneurial-freedom", "delegation-strategy", "ceopreneur"],
  },
};

export default copy;
