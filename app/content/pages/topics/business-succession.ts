import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Unternehmensnachfolge planen: Familie, MBO, Verkauf",
      description:
        "Unternehmensnachfolge im Mittelstand: Familie, Management-Buy-out oder externer Verkauf – Optionen prüfen, Zeitplan aufstellen, Übergabe sauber gestalten.",
    },
    service: {
      name: "Begleitung der Unternehmensnachfolge",
      description:
        "Begleitung von Inhabern bei der Nachfolge: Wahl zwischen Familie, Management-Buy-out und externem Verkauf, Zeitplan, Aufbau des Nachfolgers und Gestaltung der Übergabe.",
    },
    hero: {
      eyebrow: "Unternehmensnachfolge",
      title: "Eine gute Nachfolge beginnt mit der Frage, wer du danach sein willst.",
      lead: "Ob deine Kinder übernehmen, dein Management die Firma kauft oder ein externer Käufer einsteigt: Jede Nachfolge verlangt ein Unternehmen, das ohne dich funktioniert, einen Nachfolger, der bereit ist, und einen Plan, der rechtzeitig beginnt. Ich begleite dich von der ersten Entscheidung bis zu dem Tag, an dem du wirklich loslässt.",
      primary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
      secondary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
    },
    problem: {
      title: "Warum Nachfolge so oft zu spät und zu hastig passiert",
      paragraphs: [
        "Nachfolge ist das Thema, das im Kalender immer eine Woche nach hinten rutscht. Es gibt dringendere Aufgaben, die Gespräche mit der Familie sind schwierig, und sich selbst als ersetzbar zu denken, fühlt sich für viele Inhaber falsch an. So wird aus einer strategischen Entscheidung irgendwann eine, die von außen erzwungen wird.",
        "Dazu kommt, dass jeder Nachfolgeweg eigene Fallstricke hat. In der Familie vermischen sich Unternehmens- und Erbfragen, und Erwartungen werden selten offen ausgesprochen. Beim Management-Buy-out fehlt dem Team oft das Kapital und die Erfahrung, ein ganzes Unternehmen zu führen. Beim externen Verkauf entscheidet die Übertragbarkeit über Preis und Konditionen.",
        "Gemeinsam ist allen Wegen: Sie funktionieren nur, wenn das Unternehmen nicht mehr an dir hängt und dein Nachfolger Zeit hatte, in die Rolle hineinzuwachsen. Beides lässt sich nicht in wenigen Monaten nachholen.",
      ],
      signs: [
        "Du hast keinen schriftlichen Plan, wann und wie du übergeben willst.",
        "In der Familie wurde noch nie offen darüber gesprochen, wer übernehmen will und kann.",
        "Es gibt keine Person im Unternehmen, die du heute schon als möglichen Nachfolger aufbaust.",
        "Du weißt nicht, welche Rolle du nach der Übergabe spielen willst – oder ob überhaupt eine.",
        "Mitarbeitende und wichtige Kunden fragen vorsichtig nach, wie es weitergeht.",
      ],
    },
    approach: {
      title: "Der Fahrplan für deine Nachfolge",
      intro:
        "Eine Nachfolge folgt einer Zeitachse, die du rückwärts planst: vom Übergabetag zurück bis heute. Ich gehe mit dir fünf Etappen, von der Grundsatzentscheidung bis zur Zeit nach dem Stichtag.",
      steps: [
        {
          title: "Optionen ehrlich prüfen",
          text: "Wir vergleichen Familie, Management-Buy-out und externen Verkauf entlang klarer Kriterien: Wer ist fähig und willens, wie viel Erlös brauchst du, wie wichtig sind dir Fortbestand, Arbeitsplätze und Name? Am Ende steht eine bewusste Entscheidung, kein Bauchgefühl.",
        },
        {
          title: "Die Zeitachse rückwärts planen",
          text: "Ausgehend von deinem Wunschtermin legen wir Meilensteine fest: wann das Unternehmen übergabefähig sein muss, wann der Nachfolger Verantwortung übernimmt, wann Bank, Team und Kunden informiert werden. So wird aus einem vagen Vorhaben ein Plan mit Terminen.",
        },
        {
          title: "Das Unternehmen übergabefähig machen",
          text: "Entscheidungen, Kundenbeziehungen und Wissen wandern von dir ins Team, Prozesse werden dokumentiert, die Zahlen transparent. Das ist die Voraussetzung für jeden Nachfolgeweg und zugleich der Teil, der am meisten Zeit braucht.",
        },
        {
          title: "Den Nachfolger aufbauen",
          text: "Ob Tochter, Geschäftsführer oder neuer Eigentümer: Verantwortung wird schrittweise übertragen, mit klaren Bereichen, echten Entscheidungen und regelmäßiger Reflexion. Ich begleite dabei auch den Nachfolger, damit er nicht versucht, dich zu kopieren, sondern seinen eigenen Führungsstil findet.",
        },
        {
          title: "Übergang gestalten und loslassen",
          text: "Wir definieren deine Rolle nach dem Stichtag, etwa als Beirat, Berater oder gar nicht mehr, und planen die Kommunikation an Team, Kunden und Partner. Rechtliche und steuerliche Gestaltung liegt bei deinen Fachberatern, mit denen ich eng zusammenarbeite.",
        },
      ],
    },
    outcomes: {
      title: "Was eine vorbereitete Nachfolge ausmacht",
      items: [
        "Eine dokumentierte Entscheidung für einen Nachfolgeweg, die Familie und Schlüsselpersonen kennen.",
        "Ein Zeitplan mit festen Meilensteinen vom heutigen Tag bis nach der Übergabe.",
        "Ein Nachfolger, der bereits eigene Bereiche verantwortet, und ein Team, das {{teamPercent}} % der Entscheidungen in seinem Bereich selbst trifft.",
        "Ein Unternehmen, das {{weeksWithoutOwner}} Wochen ohne dich läuft, bevor du endgültig übergibst.",
        "Eine klar beschriebene Rolle für dich nach dem Stichtag – und die Freiheit, sie auch einzuhalten.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Unternehmensnachfolge",
      items: [
        {
          question: "Wie lange dauert eine Unternehmensnachfolge?",
          answer:
            "Von der ersten Entscheidung bis zur vollständigen Übergabe in der Regel mehrere Jahre, bei familieninternen Lösungen oft länger. Den größten Teil der Zeit braucht nicht der Vertrag, sondern der Aufbau eines übergabefähigen Unternehmens und eines Nachfolgers, der die Rolle ausfüllt.",
        },
        {
          question: "Familie, Management oder externer Käufer – was ist der beste Weg?",
          answer:
            "Es gibt keinen besten Weg, nur einen passenden. Familie sichert oft Kontinuität, verlangt aber echte Eignung und klare Absprachen. Ein Management-Buy-out erhält Know-how, braucht aber eine tragfähige Finanzierung. Ein externer Verkauf bringt meist den höchsten Erlös, wenn das Unternehmen gut übertragbar ist.",
        },
        {
          question: "Was mache ich, wenn meine Kinder nicht übernehmen wollen?",
          answer:
            "Dann ist das eine wertvolle Information, die besser früh als spät auf den Tisch kommt. Viele Inhaber erleben das Gespräch als Entlastung, weil danach klar ist, in welche Richtung es geht. Wir richten die Vorbereitung dann auf Management oder externen Käufer aus.",
        },
        {
          question: "Wie wird ein Management-Buy-out finanziert?",
          answer:
            "Meist aus einer Kombination von Eigenkapital des Managements, Bankfinanzierung und einem Verkäuferdarlehen, manchmal ergänzt durch Investoren. Die konkrete Struktur erarbeitest du mit Bank und Fachberatern. Ich sorge dafür, dass Unternehmen und Team so aufgestellt sind, dass Geldgeber dem Vorhaben vertrauen.",
        },
        {
          question: "Welche Rolle habe ich nach der Übergabe?",
          answer:
            "Das entscheidest du, aber bewusst und vorher. Manche Inhaber bleiben eine Zeit lang als Berater oder im Beirat, andere ziehen einen klaren Schnitt. Schwierig wird es nur, wenn die Rolle unklar bleibt und der Nachfolger nie weiß, ob seine Entscheidungen wirklich gelten.",
        },
      ],
    },
    closing: {
      title: "Plane deine Nachfolge, solange du die Wahl hast",
      text: "Im kostenlosen Erstgespräch klären wir, welche Nachfolgewege für dich realistisch sind und was die nächsten Schritte wären.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Exit-Strategie ansehen", pageId: "exit-strategy" },
    },
    related: ["exit-strategy", "due-diligence", "team-autonomy", "ceo-mentoring"],
  },
  en: {
    seo: {
      title: "Business succession: family, buyout or sale",
      description:
        "Business succession for mid-sized companies: weigh family, management buyout and outside sale, set a timeline, and hand over your company cleanly.",
    },
    service: {
      name: "Business succession support",
      description:
        "Support for owners planning succession: choosing between family, management buyout and outside sale, the timeline, developing the successor and shaping the handover.",
    },
    hero: {
      eyebrow: "Business succession",
      title: "Good succession starts with deciding who you want to be afterward.",
      lead: "Whether your children take over, your management team buys the company or an outside buyer steps in, every succession needs three things: a company that works without you, a successor who is ready, and a plan that starts early enough. I support you from the first decision to the day you actually let go.",
      primary: { label: "Book a free first conversation", pageId: "strategy-session" },
      secondary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
    },
    problem: {
      title: "Why succession so often happens too late and too fast",
      paragraphs: [
        "Succession is the item that keeps sliding to next week on the calendar. There are more urgent tasks, the conversations with family are hard, and thinking of yourself as replaceable feels wrong to many owners. Eventually a strategic decision becomes one that's forced on you from outside.",
        "On top of that, every succession route has its own pitfalls. Within a family, business questions get tangled up with inheritance, and expectations are rarely spoken out loud. In a management buyout, the team often lacks the capital and the experience to run an entire company. In an outside sale, transferability determines price and terms.",
        "What all routes share: they only work if the company no longer hinges on you and your successor has had time to grow into the role. Neither can be made up for in a few months.",
      ],
      signs: [
        "You have no written plan for when and how you'll hand over.",
        "Your family has never openly discussed who wants to take over and who is able to.",
        "There's no one in the company you are already developing as a potential successor.",
        "You don't know what role you want after the handover – or whether you want one at all.",
        "Employees and key customers are cautiously asking what comes next.",
      ],
    },
    approach: {
      title: "A roadmap for your succession",
      intro:
        "Succession follows a timeline that you plan backward, from handover day to today. I take you through five stages, from the fundamental decision to the period after the transfer date.",
      steps: [
        {
          title: "Weigh the options honestly",
          text: "We compare family, management buyout and outside sale against clear criteria: Who is able and willing? How much do you need from the deal? How much do continuity, jobs and the company name matter to you? The result is a deliberate decision, not a gut feeling.",
        },
        {
          title: "Plan the timeline backward",
          text: "Starting from your target date, we set milestones: when the company must be ready for handover, when the successor takes on responsibility, and when the bank, team and customers are told. A vague intention turns into a plan with dates.",
        },
        {
          title: "Make the company ready to hand over",
          text: "Decisions, customer relationships and knowledge move from you to the team, processes get documented, and the figures become transparent. This is the prerequisite for every succession route and the part that takes the longest.",
        },
        {
          title: "Develop the successor",
          text: "Whether it's your daughter, a managing director or a new owner, responsibility is handed over step by step, with clear areas, real decisions and regular reflection. I also work with the successor, so they don't try to copy you but find their own leadership style.",
        },
        {
          title: "Shape the transition and let go",
          text: "We define your role after the transfer date – as an advisory board member, a consultant, or not at all – and plan how to communicate with the team, customers and partners. Legal and tax structuring stays with your specialist advisors, whom I work with closely.",
        },
      ],
    },
    outcomes: {
      title: "What a well-prepared succession looks like",
      items: [
        "A documented decision on the succession route that your family and key people know about.",
        "A timeline with firm milestones from today until after the handover.",
        "A successor who already owns areas of responsibility, and a team that makes {{teamPercent}}% of the decisions in its area.",
        "A company that runs for {{weeksWithoutOwner}} weeks without you before you hand over for good.",
        "A clearly defined role for you after the transfer date – and the freedom to stick to it.",
      ],
    },
    faq: {
      title: "Common questions about business succession",
      items: [
        {
          question: "How long does business succession take?",
          answer:
            "From the first decision to the complete handover, usually several years, and often longer within families. Most of that time isn't spent on the contract but on building a company that can be handed over and a successor who can fill the role.",
        },
        {
          question: "Family, management or outside buyer – which route is best?",
          answer:
            "There's no best route, only the right fit. Family often secures continuity but requires genuine aptitude and clear agreements. A management buyout keeps know-how in the company but needs solid financing. An outside sale usually brings the highest proceeds, provided the company is easy to transfer.",
        },
        {
          question: "What if my children don't want to take over?",
          answer:
            "Then that's valuable information, and it's better to have it early than late. Many owners find the conversation a relief, because afterward the direction is clear. We then gear the preparation toward your management team or an outside buyer.",
        },
        {
          question: "How is a management buyout financed?",
          answer:
            "Usually through a combination of the managers' own equity, bank financing and a seller's loan, sometimes supplemented by investors. You work out the specific structure with your bank and advisors. My part is making sure the company and the team are set up so that lenders trust the plan.",
        },
        {
          question: "What will my role be after the handover?",
          answer:
            "That's your call, but make it deliberately and in advance. Some owners stay on for a while as advisors or on an advisory board, others make a clean break. It only gets difficult when the role stays vague and the successor never knows whether their decisions really stand.",
        },
      ],
    },
    closing: {
      title: "Plan your succession while you still have the choice",
      text: "In a free first conversation, we clarify which succession routes are realistic for you and what the next steps would be.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See the exit strategy", pageId: "exit-strategy" },
    },
    related: ["exit-strategy", "due-diligence", "team-autonomy", "ceo-mentoring"],
  },
};
export default copy;
