import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Delegation-Strategie: Entscheidungen abgeben, nicht Aufgaben",
      description:
        "Delegieren heißt Entscheidungsrechte übertragen, nicht nur Arbeit verteilen. So gibst du Verantwortung ab, ohne die Kontrolle über deine Firma zu verlieren.",
    },
    service: {
      name: "Delegation-Strategie für Inhaber",
      description:
        "Aufbau klarer Entscheidungsrechte, damit Routineentscheidungen im Team getroffen werden und beim Inhaber nur die Entscheidungen bleiben, die wirklich seine sind.",
    },
    hero: {
      eyebrow: "Business Liberation · Delegation-Strategie",
      title: "Gib Entscheidungen ab, nicht nur Aufgaben.",
      lead: "Die meisten Inhaber delegieren fleißig – und bekommen trotzdem jede zweite Frage zurück auf den Tisch. Der Grund: Abgegeben wurde die Arbeit, nicht die Entscheidung. Ich helfe dir, Entscheidungsrechte so zu verteilen, dass dein Team handelt, statt nachzufragen, und du trotzdem weißt, was in deinem Unternehmen passiert.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Business Logic Audit ansehen", pageId: "audit" },
    },
    problem: {
      title: "Warum Delegieren dich bisher nicht entlastet",
      paragraphs: [
        "Du hast Aufgaben verteilt, Zuständigkeiten benannt, vielleicht sogar eine zweite Führungsebene eingezogen. Und trotzdem steht jeden Morgen jemand in deiner Tür: ob der Rabatt in Ordnung geht, ob der Lieferant gewechselt werden darf, ob das Angebot so rausgehen kann. Die Aufgabe liegt beim Team, die Entscheidung ist bei dir geblieben. Damit hast du Arbeit verschoben, aber keine Verantwortung übertragen.",
        "Das ist selten ein Problem der Mitarbeitenden. Meistens fehlt schlicht die Klarheit, wer was entscheiden darf, bis zu welcher Grenze und nach welchen Kriterien. Wo diese Klarheit fehlt, ist Nachfragen die sichere Wahl. Und jedes Mal, wenn du eine Entscheidung doch wieder selbst triffst oder im Nachhinein korrigierst, lernt dein Team: Am Ende entscheidet ohnehin der Chef.",
        "Die Folgen spürst du im Kalender und später in der Bewertung deines Unternehmens. Du wirst zum Nadelöhr für Tempo und Qualität, deine besten Leute bleiben unter ihren Möglichkeiten, und ein Käufer sieht eine Firma, deren gesamte Entscheidungslogik in einem einzigen Kopf steckt.",
      ],
      signs: [
        "Du bekommst täglich Fragen, deren Antwort dein Team eigentlich kennt.",
        "Entscheidungen bleiben liegen, sobald du im Urlaub oder beim Kunden bist.",
        "Du korrigierst delegierte Entscheidungen nachträglich – und alle wissen es.",
        "Freigaben für Rabatte, Einkäufe oder Einstellungen laufen ausnahmslos über dich.",
        "Deine Führungskräfte sagen „Ich kläre das mit dem Chef“ statt „Ich habe entschieden“.",
      ],
    },
    approach: {
      title: "Wie wir Entscheidungsrechte neu verteilen",
      intro:
        "Delegation ist kein Appell an dein Vertrauen, sondern eine Frage der Konstruktion. Wir bauen sie in vier Schritten auf und beginnen mit den Entscheidungen, die dich heute am meisten Zeit kosten.",
      steps: [
        {
          title: "Entscheidungsinventur",
          text: "Zwei Wochen lang notierst du jede Entscheidung, die bei dir landet. Daraus entsteht eine Landkarte: was wiederkehrt, was dringend ist und was wirklich Inhabersache ist. Erfahrungsgemäß ist der größte Teil Routine, die du nur aus Gewohnheit noch selbst übernimmst.",
        },
        {
          title: "Entscheidungsrechte festlegen",
          text: "Für jede Art von Entscheidung legen wir fest, wer entscheidet, wer vorher gefragt und wer danach informiert wird. Dazu kommen klare Grenzen: Betragsschwellen, Kundengruppen, Risikoklassen. So weiß jeder, wo sein Spielraum beginnt und wo er endet.",
        },
        {
          title: "Kriterien statt Bauchgefühl",
          text: "Deine Entscheidungen folgen Mustern, die du vermutlich nie aufgeschrieben hast. Wir machen sie ausdrücklich: Nach welchen Kriterien bewertest du ein Angebot, einen Lieferanten, eine Bewerbung? Dann entscheidet dein Team nicht wie du, aber nach denselben Maßstäben.",
        },
        {
          title: "Übergabe mit Sicherheitsnetz",
          text: "Wir übergeben stufenweise: erst Entscheidung mit Rücksprache, dann Entscheidung mit anschließender Information, schließlich volle Verantwortung. Ein kurzer wöchentlicher Rückblick ersetzt die ständige Einzelfreigabe. Fehler werden besprochen, nicht zurückgenommen.",
        },
      ],
    },
    outcomes: {
      title: "Was sich messbar verändert",
      items: [
        "{{delegatedPercent}} % der Routineentscheidungen werden ohne dich getroffen.",
        "Eine schriftliche Entscheidungsmatrix für alle wiederkehrenden Entscheidungsarten.",
        "Spürbar weniger Unterbrechungen – nachvollziehbar an deinem Kalender und deinem Posteingang.",
        "Klare Betragsgrenzen und Freigaberegeln, die auch neue Führungskräfte sofort verstehen.",
        "Eine Entscheidungslogik, die in der Due Diligence dokumentiert vorliegt, statt an dir zu hängen.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Delegation-Strategie",
      items: [
        {
          question: "Was ist der Unterschied zwischen Aufgaben- und Entscheidungsdelegation?",
          answer:
            "Bei der Aufgabendelegation erledigt jemand anderes die Arbeit, die Entscheidung darüber, ob sie gut ist und wie es weitergeht, bleibt bei dir. Bei der Entscheidungsdelegation überträgst du das Recht, innerhalb klarer Grenzen selbst zu entscheiden. Erst das entlastet dich wirklich, weil die Rückfrage entfällt.",
        },
        {
          question: "Was, wenn mein Team falsch entscheidet?",
          answer:
            "Das wird passieren, so wie dir auch Fehlentscheidungen passieren. Deshalb legen wir Grenzen fest, innerhalb derer ein Fehler verkraftbar ist, und besprechen Entscheidungen regelmäßig im Rückblick. Die meisten Inhaber, mit denen ich arbeite, stellen fest, dass ihr Team eher vorsichtiger entscheidet als erwartet.",
        },
        {
          question: "Welche Entscheidungen sollte ich auf keinen Fall abgeben?",
          answer:
            "Die Richtung des Unternehmens, die Besetzung deiner direkten Führungskräfte, große Investitionen und alles, was den Fortbestand der Firma berührt. Das ist meist nur ein kleiner Teil dessen, was heute bei dir landet. Alles andere prüfen wir nüchtern darauf, ob es wirklich deine Aufgabe ist.",
        },
        {
          question: "Wie lange dauert es, bis Delegation spürbar wirkt?",
          answer:
            "Die erste Entlastung merkst du oft nach wenigen Wochen, weil wir die häufigsten Routineentscheidungen zuerst übergeben. Bis die neue Entscheidungslogik stabil gelebt wird, vergehen in der Regel die {{programmeDays}} Tage, die auch das CEO-Mentoring umfasst. Entscheidend ist, dass du in dieser Zeit nicht rückfällig wirst.",
        },
        {
          question: "Brauche ich dafür eine zweite Führungsebene?",
          answer:
            "Nicht zwingend. In kleineren Teams übertragen wir Entscheidungsrechte direkt an erfahrene Mitarbeitende, in größeren an Bereichsleitungen. Oft zeigt erst die Entscheidungsinventur, wo eine Führungsrolle fehlt und wer sie ausfüllen könnte.",
        },
      ],
    },
    closing: {
      title: "Welche Entscheidungen hängen heute noch an dir?",
      text: "Im kostenlosen Erstgespräch schauen wir auf deine Entscheidungslandschaft und klären, wo Delegation bei dir den größten Hebel hat. Kein Verkaufsgespräch, sondern eine ehrliche Einschätzung.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
    },
    related: ["owner-dependency", "team-autonomy", "process-systematization", "ceo-mentoring"],
  },
  en: {
    seo: {
      title: "Delegation Strategy: Hand Over Decisions, Not Just Tasks",
      description:
        "Real delegation means handing over decision rights, not just work. Learn how owners distribute responsibility clearly without losing control of their company.",
    },
    service: {
      name: "Delegation strategy for owners",
      description:
        "Clear decision rights so that routine decisions are made by the team and the owner keeps only the decisions that truly belong to the owner.",
    },
    hero: {
      eyebrow: "Business Liberation · Delegation strategy",
      title: "Delegate decisions, not just tasks.",
      lead: "Most owners delegate plenty and still get half the questions bounced back to their desk. The reason is simple: they handed over the work but kept the decision. I help you distribute decision rights so your team acts instead of asking, and you still know exactly what is happening in your company.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
    },
    problem: {
      title: "Why delegating hasn't freed you up yet",
      paragraphs: [
        "You've assigned tasks, named owners for each area, maybe even built a second layer of management. Yet every morning someone is at your door: Is this discount okay? Can we switch suppliers? Can this proposal go out as is? The task sits with the team, but the decision stayed with you. You moved the work around without transferring any responsibility.",
        "That is rarely your people's fault. What's usually missing is clarity: who gets to decide what, up to which limit, and based on which criteria. Without that clarity, asking the boss is the safe move. And every time you make the call yourself after all, or quietly reverse a decision, your team learns the real rule: the boss decides in the end anyway.",
        "You feel the cost in your calendar today and in your company's valuation later. You become the bottleneck for speed and quality, your best people never reach their potential, and a buyer sees a business whose entire decision logic lives in one person's head.",
      ],
      signs: [
        "You field questions every day that your team already knows the answer to.",
        "Decisions stall the moment you are on vacation or visiting a client.",
        "You overrule delegated decisions after the fact, and everyone knows it.",
        "Every discount, purchase and new hire needs your sign-off, without exception.",
        "Your managers say “I'll check with the boss” instead of “I've decided.”",
      ],
    },
    approach: {
      title: "How we redistribute decision rights",
      intro:
        "Delegation isn't a matter of trusting more. It's a matter of design. We build it in four steps, starting with the decisions that cost you the most time today.",
      steps: [
        {
          title: "Decision inventory",
          text: "For two weeks, you log every decision that lands on your desk. The result is a map: what recurs, what's urgent and what genuinely requires the owner. In my experience, most of it is routine you still handle out of habit.",
        },
        {
          title: "Define decision rights",
          text: "For each type of decision we set who decides, who is consulted beforehand and who is informed afterward. Then we add clear limits: spending thresholds, customer segments, risk levels. Everyone knows where their authority starts and where it ends.",
        },
        {
          title: "Criteria instead of gut feeling",
          text: "Your decisions follow patterns you have probably never written down. We make them explicit: How do you evaluate a proposal, a supplier, a candidate? Your team won't decide exactly like you, but they will decide by the same standards.",
        },
        {
          title: "Handover with a safety net",
          text: "We hand over in stages: decide after checking in, then decide and report back, then full ownership. A short weekly review replaces constant case-by-case approvals. Mistakes get discussed, not reversed.",
        },
      ],
    },
    outcomes: {
      title: "What changes, measurably",
      items: [
        "{{delegatedPercent}}% of routine decisions are made without you.",
        "A written decision matrix covering every recurring type of decision.",
        "Far fewer interruptions, visible in your calendar and your inbox.",
        "Clear approval limits and sign-off rules that new managers grasp on day one.",
        "A decision logic that is documented for due diligence instead of depending on you.",
      ],
    },
    faq: {
      title: "Delegation strategy: frequently asked questions",
      items: [
        {
          question: "What's the difference between delegating tasks and delegating decisions?",
          answer:
            "When you delegate a task, someone else does the work, but the judgment about whether it's good and what happens next stays with you. When you delegate a decision, you hand over the right to decide within clear limits. Only the second actually frees you up, because the follow-up question disappears.",
        },
        {
          question: "What if my team makes the wrong call?",
          answer:
            "It will happen, just as you make wrong calls too. That's why we set limits within which a mistake is affordable and review decisions regularly after the fact. Most owners I work with find their team decides more cautiously than they expected, not less.",
        },
        {
          question: "Which decisions should I never hand over?",
          answer:
            "The direction of the company, who sits on your leadership team, major investments and anything that affects the survival of the business. That's usually a small share of what lands on your desk today. Everything else we examine soberly to see whether it really needs to be yours.",
        },
        {
          question: "How long until delegation makes a noticeable difference?",
          answer:
            "You'll often feel the first relief within a few weeks, because we hand over the most frequent routine decisions first. For the new decision logic to hold on its own, plan on the {{programmeDays}} days that the CEO Mentoring program covers. What matters most is that you don't slip back into old habits during that time.",
        },
        {
          question: "Do I need a second layer of management for this?",
          answer:
            "Not necessarily. In smaller teams we hand decision rights directly to experienced employees; in larger ones, to department heads. Often the decision inventory is what reveals where a leadership role is missing and who could fill it.",
        },
      ],
    },
    closing: {
      title: "Which decisions still depend on you?",
      text: "In a free first conversation we look at where decisions pile up in your company and where delegation would make the biggest difference. No sales pitch, just an honest assessment.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "Take the ExitReady Check", pageId: "exit-ready-check" },
    },
    related: ["owner-dependency", "team-autonomy", "process-systematization", "ceo-mentoring"],
  },
};

export default copy;
