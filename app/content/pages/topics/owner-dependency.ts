import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Inhaberabhängigkeit messen und gezielt senken",
      description:
        "Wie stark hängt dein Unternehmen an dir? Warum Inhaberabhängigkeit Unternehmenswert kostet und wie du sie messbar reduzierst, bevor ein Käufer sie findet.",
    },
    service: {
      name: "Inhaberabhängigkeit reduzieren",
      description:
        "Analyse und schrittweiser Abbau der Abhängigkeit eines Unternehmens von seinem Inhaber bei Entscheidungen, Kundenbeziehungen, Wissen und Führung.",
    },
    hero: {
      eyebrow: "Inhaberabhängigkeit",
      title: "Je mehr an dir hängt, desto weniger ist dein Unternehmen wert.",
      lead: "Für dich ist es ein Zeichen von Engagement, dass ohne dich wenig läuft. Für einen Käufer, eine Bank oder einen Nachfolger ist es ein Risiko, das er einpreist. Ich helfe dir, die Abhängigkeit von deiner Person sichtbar zu machen und so abzubauen, dass dein Unternehmen stabiler, wertvoller und übertragbar wird.",
      primary: { label: "Abhängigkeit im ExitReady Check messen", pageId: "exit-ready-check" },
      secondary: { label: "Business Logic Audit ansehen", pageId: "audit" },
    },
    problem: {
      title: "Warum deine Unverzichtbarkeit Geld kostet",
      paragraphs: [
        "Inhaberabhängigkeit wächst leise. Der wichtigste Kunde ruft dich direkt an, weil er es seit Jahren so macht. Die Kalkulation großer Aufträge prüfst du selbst, weil du die Fallstricke kennst. Die Bank spricht nur mit dir. Jede dieser Gewohnheiten ist für sich vernünftig. Zusammen ergeben sie ein Unternehmen, dessen Ertrag an einer einzigen Person hängt.",
        "Genau das sieht ein Käufer zuerst. Er fragt sich nicht, was die Firma heute verdient, sondern was sie verdient, wenn du nicht mehr da bist. Kann er das nicht sicher beantworten, reagiert er mit einem niedrigeren Preis, einem größeren Anteil variabler Kaufpreiszahlungen oder einer langen Übergangszeit, in der du weiter mitarbeiten musst. Manche Interessenten springen ganz ab.",
        "Auch ohne Verkaufsabsicht ist die Abhängigkeit teuer: Sie begrenzt das Wachstum auf deine Kapazität, macht jede Krankheit zum Betriebsrisiko und hält gute Führungskräfte klein, weil für sie kein echter Verantwortungsraum entsteht.",
      ],
      signs: [
        "Deine wichtigsten Kunden haben im Unternehmen keinen zweiten festen Ansprechpartner.",
        "Preise, Rabatte und größere Angebote gehen grundsätzlich über deinen Tisch.",
        "Wesentliches Know-how zu Produkten, Kalkulation oder Lieferanten ist nirgends festgehalten.",
        "Deine Führungskräfte setzen um, was du vorgibst, statt eigene Entscheidungen zu verantworten.",
        "Bank, Steuerberater und wichtige Partner sprechen ausschließlich mit dir.",
      ],
    },
    approach: {
      title: "Von der Abhängigkeit zur Übertragbarkeit",
      intro:
        "Inhaberabhängigkeit ist kein Gefühl, sondern lässt sich entlang weniger Dimensionen erfassen. Wir messen sie, priorisieren nach Wertrisiko und bauen sie dort zuerst ab, wo sie am meisten kostet.",
      steps: [
        {
          title: "Abhängigkeitslandkarte erstellen",
          text: "Wir gehen fünf Bereiche durch: Entscheidungen, Kundenbeziehungen, Fachwissen, externe Beziehungen und Führung. Für jeden Bereich halten wir fest, was heute ausschließlich an dir hängt und was passieren würde, wenn du kurzfristig ausfällst.",
        },
        {
          title: "Nach Wertrisiko priorisieren",
          text: "Nicht jede Abhängigkeit ist gleich gefährlich. Ein Kunde mit großem Umsatzanteil, der nur dich kennt, wiegt schwerer als eine Freigabe für Büromaterial. Wir ordnen die Punkte danach, wie stark sie Ertrag und Unternehmenswert gefährden.",
        },
        {
          title: "Beziehungen zuerst übertragen",
          text: "Kundenbeziehungen brauchen am längsten, deshalb beginnen wir dort. Du führst gezielt zweite Ansprechpartner ein, nimmst sie in Gespräche mit und trittst schrittweise in den Hintergrund, bis der Kunde mit ihnen genauso selbstverständlich arbeitet wie mit dir.",
        },
        {
          title: "Wissen und Entscheidungen verankern",
          text: "Parallel halten wir dein Fachwissen in Standards fest und geben Entscheidungsrechte mit klaren Grenzen an dein Team. Führungskräfte bekommen Verantwortung für Ergebnisse, nicht nur für Aufgaben.",
        },
        {
          title: "Erneut messen und belegen",
          text: "Am Ende messen wir erneut und dokumentieren die Veränderung. So kannst du einem Käufer oder Nachfolger nicht nur sagen, dass dein Unternehmen weniger an dir hängt, sondern es belegen.",
        },
      ],
    },
    outcomes: {
      title: "Woran du die geringere Abhängigkeit erkennst",
      items: [
        "Jeder Schlüsselkunde hat mindestens einen festen Ansprechpartner neben dir, der die Beziehung aktiv führt.",
        "Dein Team trifft {{teamPercent}} % der Entscheidungen in seinem Bereich ohne dich.",
        "Das Unternehmen läuft {{weeksWithoutOwner}} Wochen ohne dich, ohne dass Umsatz oder Qualität einbrechen.",
        "Das kritische Fachwissen ist dokumentiert und mindestens einer weiteren Person vertraut.",
        "Dein ExitReady Score erreicht {{exitScore}} von {{exitScale}} oder mehr – ein belastbares Argument in jeder Verhandlung.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Inhaberabhängigkeit",
      items: [
        {
          question: "Ist es nicht normal, dass ein inhabergeführtes Unternehmen vom Inhaber abhängt?",
          answer:
            "Normal ja, aber nicht unvermeidlich. Eine gewisse Prägung durch dich ist sogar ein Wert, etwa bei Kultur und Qualitätsanspruch. Problematisch wird es, wenn der laufende Ertrag davon abhängt, dass du persönlich anwesend bist.",
        },
        {
          question: "Wie bewerten Käufer die Abhängigkeit vom Inhaber?",
          answer:
            "Sie schauen darauf, wer die Kunden hält, wer die wichtigen Entscheidungen trifft und ob es eine zweite Führungsebene gibt. In Gesprächen mit deinem Team merken sie schnell, ob Verantwortung wirklich verteilt ist. Je unsicherer das Bild, desto mehr Risiko verlagern sie über Preis und Vertragsgestaltung auf dich.",
        },
        {
          question: "Wie lange dauert es, die Abhängigkeit spürbar zu senken?",
          answer:
            "Erste Entlastung bei Entscheidungen und Abläufen ist innerhalb von {{programmeDays}} Tagen realistisch. Kundenbeziehungen und eine tragfähige zweite Führungsebene brauchen länger, weil Vertrauen wachsen muss. Deshalb lohnt es sich, lange vor einem geplanten Verkauf anzufangen.",
        },
        {
          question: "Ich will gar nicht verkaufen. Betrifft mich das trotzdem?",
          answer:
            "Ja. Eine Firma, die an einer Person hängt, ist anfälliger bei Krankheit, wächst langsamer und hält ambitionierte Führungskräfte schlechter. Weniger Abhängigkeit bedeutet zuerst mehr Stabilität und mehr Freiheit für dich, unabhängig davon, ob du jemals verkaufst.",
        },
        {
          question: "Wie finde ich heraus, wie abhängig mein Unternehmen ist?",
          answer:
            "Der schnellste Einstieg ist der kostenlose ExitReady Check: {{checkQuestions}} Fragen, etwa {{checkMinutes}} Minuten, mit einer Einschätzung deiner Unabhängigkeit. Für eine tiefere Analyse deiner Zahlen und Entscheidungswege eignet sich das Business Logic Audit.",
        },
      ],
    },
    closing: {
      title: "Wie viel von deinem Unternehmen bist eigentlich du?",
      text: "Finde heraus, wo die Abhängigkeit am größten ist, bevor ein Käufer oder ein unerwarteter Ausfall es dir zeigt. Der ExitReady Check gibt dir in wenigen Minuten ein klares Bild.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
    },
    related: ["entrepreneurial-freedom", "exit-strategy", "delegation-strategy", "process-systematization"],
  },
  en: {
    seo: {
      title: "Owner dependency: measure it and reduce it",
      description:
        "How much does your company depend on you? Why owner dependency drags down company value, and how to reduce it measurably before a buyer finds it.",
    },
    service: {
      name: "Reducing owner dependency",
      description:
        "Analysis and step-by-step reduction of a company's dependence on its owner across decisions, customer relationships, knowledge and leadership.",
    },
    hero: {
      eyebrow: "Owner dependency",
      title: "The more that hinges on you, the less your company is worth.",
      lead: "To you, the fact that little happens without you is a sign of commitment. To a buyer, a bank or a successor, it's a risk they will price in. I help you make your company's dependence on you visible and reduce it, so the business becomes more stable, more valuable and transferable.",
      primary: { label: "Measure it with the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "See the Business Logic Audit", pageId: "audit" },
    },
    problem: {
      title: "Why being indispensable costs you money",
      paragraphs: [
        "Owner dependency grows quietly. Your biggest customer calls you directly because that's how it has always worked. You review the pricing on large orders yourself because you know where the traps are. The bank only talks to you. Each of these habits makes sense on its own. Taken together, they add up to a company whose earnings rest on a single person.",
        "That is exactly what a buyer sees first. The question isn't what the company earns today, but what it will earn once you're gone. If they can't answer that with confidence, they respond with a lower price, a larger earn-out, or a long transition period in which you have to keep working. Some prospective buyers simply walk away.",
        "Even if you never plan to sell, dependency is expensive. It caps growth at your personal capacity, turns every illness into an operational risk, and keeps good managers small because there is no real room for them to own anything.",
      ],
      signs: [
        "Your key customers have no second regular point of contact in the company.",
        "Pricing, discounts and larger quotes always go across your desk.",
        "Critical know-how about products, pricing or suppliers isn't written down anywhere.",
        "Your managers carry out what you decide instead of owning decisions themselves.",
        "Your bank, accountant and key partners deal only with you.",
      ],
    },
    approach: {
      title: "From dependency to transferability",
      intro:
        "Owner dependency isn't a feeling. It can be assessed along a handful of dimensions. We measure it, rank it by the risk it poses to value, and reduce it first where it costs the most.",
      steps: [
        {
          title: "Map the dependency",
          text: "We go through five areas: decisions, customer relationships, expertise, external relationships and leadership. For each, we record what rests on you alone today and what would happen if you were suddenly unavailable.",
        },
        {
          title: "Prioritize by value at risk",
          text: "Not every dependency is equally dangerous. A customer with a large share of revenue who only knows you matters far more than sign-off on office supplies. We rank each item by how much it threatens earnings and company value.",
        },
        {
          title: "Transfer relationships first",
          text: "Customer relationships take the longest, so that's where we start. You deliberately introduce a second point of contact, bring them into meetings, and step into the background until the customer works with them as naturally as with you.",
        },
        {
          title: "Anchor knowledge and decisions",
          text: "In parallel, we capture your expertise in standards and hand decision rights to your team within clear limits. Managers take responsibility for results, not just for tasks.",
        },
        {
          title: "Measure again and document it",
          text: "At the end we measure again and document the change. That way you can do more than tell a buyer or successor that your company depends less on you. You can prove it.",
        },
      ],
    },
    outcomes: {
      title: "How you can tell the dependency is shrinking",
      items: [
        "Every key customer has at least one dedicated contact besides you who actively manages the relationship.",
        "Your team makes {{teamPercent}}% of the decisions in its area without you.",
        "The company runs for {{weeksWithoutOwner}} weeks without you, with no drop in revenue or quality.",
        "Critical expertise is documented and familiar to at least one other person.",
        "Your ExitReady Score reaches {{exitScore}} out of {{exitScale}} or higher – a solid argument in any negotiation.",
      ],
    },
    faq: {
      title: "Common questions about owner dependency",
      items: [
        {
          question: "Isn't it normal for an owner-managed company to depend on its owner?",
          answer:
            "Normal, yes, but not inevitable. Some of your imprint is actually an asset, for example in culture and standards of quality. It becomes a problem when ongoing earnings depend on you being there in person.",
        },
        {
          question: "How do buyers assess owner dependency?",
          answer:
            "They look at who holds the customers, who makes the important decisions and whether there is a second level of leadership. In conversations with your team, they quickly sense whether responsibility is really shared. The murkier the picture, the more risk they shift back onto you through price and deal terms.",
        },
        {
          question: "How long does it take to reduce dependency noticeably?",
          answer:
            "Initial relief in decisions and day-to-day workflows is realistic within {{programmeDays}} days. Customer relationships and a solid second level of leadership take longer, because trust has to grow. That's why it pays to start well before any planned sale.",
        },
        {
          question: "I have no intention of selling. Does this still apply to me?",
          answer:
            "Yes. A company that hinges on one person is more vulnerable to illness, grows more slowly and struggles to keep ambitious managers. Less dependency means more stability and more freedom for you first of all, whether or not you ever sell.",
        },
        {
          question: "How do I find out how dependent my company is?",
          answer:
            "The fastest way in is the free ExitReady Check: {{checkQuestions}} questions, about {{checkMinutes}} minutes, including an assessment of your independence. For a deeper analysis of your figures and decision paths, the Business Logic Audit is the right tool.",
        },
      ],
    },
    closing: {
      title: "How much of your company is actually you?",
      text: "Find out where the dependency is greatest before a buyer or an unexpected absence shows you. The ExitReady Check gives you a clear picture in a few minutes.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Book a free first conversation", pageId: "strategy-session" },
    },
    related: ["entrepreneurial-freedom", "exit-strategy", "delegation-strategy", "process-systematization"],
  },
};
export default copy;
