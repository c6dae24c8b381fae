import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Due Diligence vorbereiten: So bestehst du die Prüfung",
      description:
        "Due-Diligence-Vorbereitung für Inhaber: Zahlen, Verträge, Dokumentation, Schlüsselpersonen und Inhaberabhängigkeit in Ordnung bringen, bevor der Käufer prüft.",
    },
    service: {
      name: "Due-Diligence-Vorbereitung",
      description:
        "Vorbereitung mittelständischer Unternehmen auf die Prüfung durch Käufer: Zahlen, Verträge, Dokumentation, Schlüsselpersonen und Inhaberabhängigkeit.",
    },
    hero: {
      eyebrow: "Due Diligence",
      title: "In der Due Diligence wird der Kaufpreis ein zweites Mal verhandelt.",
      lead: "Der Letter of Intent ist unterschrieben, die Stimmung gut. Dann beginnt die Prüfung, und jede Lücke in Zahlen, Verträgen oder Dokumentation wird zum Argument für einen Abschlag. Ich helfe dir, dein Unternehmen so vorzubereiten, dass der Käufer findet, was er sucht – und keine Überraschungen, die dich Geld kosten.",
      primary: { label: "Kostenloses Erstgespräch", pageId: "strategy-session" },
      secondary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
    },
    problem: {
      title: "Warum gute Unternehmen in der Prüfung an Wert verlieren",
      paragraphs: [
        "In der Due Diligence durchleuchtet das Team des Käufers dein Unternehmen in kurzer Zeit von allen Seiten: Finanzen, Steuern, Recht, Personal, Kunden, Technik. Es kommen lange Fragenlisten, und jede Antwort, die auf sich warten lässt oder nicht zu den Unterlagen passt, weckt Misstrauen.",
        "Das Problem ist selten, dass etwas Gravierendes verborgen wäre. Meistens ist es Unordnung: Monatszahlen, die sich nicht sauber zum Jahresabschluss überleiten lassen, Kundenverträge, die niemand findet, mündliche Absprachen mit wichtigen Mitarbeitenden. Der Käufer reagiert darauf nicht mit Verständnis, sondern mit Garantien, Einbehalten, variablen Kaufpreisanteilen oder einem niedrigeren Angebot.",
        "Dazu kommt die Doppelbelastung: Wenn du als Inhaber die Prüfung neben dem Tagesgeschäft allein stemmst, leidet beides. Ein schwächeres Quartal mitten in der Due Diligence ist eines der teuersten Dinge, die dir passieren können.",
      ],
      signs: [
        "Du könntest nicht in wenigen Tagen alle wesentlichen Kunden- und Lieferantenverträge vorlegen.",
        "Niemand hat geprüft, welche Verträge bei einem Eigentümerwechsel kündbar werden.",
        "Deine Monatszahlen und dein Jahresabschluss erzählen nicht dieselbe Geschichte.",
        "Wichtige Mitarbeitende haben keine Regelungen, die sie nach einem Verkauf im Unternehmen halten.",
        "Auf viele Fragen zu Abläufen und Kunden kannst nur du persönlich antworten.",
      ],
    },
    approach: {
      title: "Die Prüfung vorwegnehmen, bevor der Käufer sie macht",
      intro:
        "Gute Vorbereitung heißt, dein Unternehmen mit den Augen des Käufers zu sehen und Schwachstellen selbst zu finden, solange du sie noch in Ruhe beheben kannst. Rechtliche und steuerliche Fragen klären deine Fachberater; ich sorge dafür, dass Struktur, Zahlenlogik und Organisation stimmen.",
      steps: [
        {
          title: "Interne Vorprüfung durchführen",
          text: "Wir gehen die typischen Prüfbereiche eines Käufers durch und markieren jede Stelle, an der Unterlagen fehlen, Zahlen nicht erklärbar sind oder Risiken offen liegen. Daraus entsteht eine priorisierte Liste mit klaren Zuständigkeiten.",
        },
        {
          title: "Zahlen bereinigen und erklären",
          text: "Wir trennen einmalige Effekte, deinen Unternehmerlohn und private Positionen vom operativen Ergebnis und bauen ein Monatsreporting, das sich nahtlos zum Jahresabschluss überleiten lässt. So kann ein Käufer die Ertragskraft nachvollziehen, statt sie anzuzweifeln.",
        },
        {
          title: "Verträge und Rechte ordnen",
          text: "Kunden-, Lieferanten-, Miet- und Arbeitsverträge werden gesammelt, auf Kündigungsrechte bei Eigentümerwechsel geprüft und mit deinen Anwälten bereinigt. Auch Markenrechte, Software und Lizenzen gehören auf diese Liste.",
        },
        {
          title: "Schlüsselpersonen und Inhaberabhängigkeit adressieren",
          text: "Wir bestimmen, wer für den Fortbestand des Geschäfts unverzichtbar ist, und sorgen für Bindung und Stellvertretung. Gleichzeitig dokumentieren wir, wie weit das Unternehmen bereits ohne dich funktioniert – eine der ersten Fragen jedes Käufers.",
        },
        {
          title: "Datenraum und Fragenprozess aufsetzen",
          text: "Alle Unterlagen landen in einer klaren Struktur, die ein Käuferteam sofort versteht. Dazu legen wir fest, wer welche Fragen beantwortet und wie Vertraulichkeit im Team gewahrt bleibt, damit das Tagesgeschäft weiterläuft.",
        },
      ],
    },
    outcomes: {
      title: "Womit du in die Prüfung gehst",
      items: [
        "Ein strukturierter Datenraum, der vollständig ist, bevor der erste Käufer Zugang bekommt.",
        "Ein bereinigtes Ergebnis mit nachvollziehbarer Überleitung, das deine Ertragskraft belegt.",
        "Alle wesentlichen Verträge geprüft, Risiken bei Eigentümerwechsel bekannt und möglichst entschärft.",
        "Schlüsselpersonen mit Stellvertretung und Bindungsregelung, dazu ein Team, das {{teamPercent}} % der Entscheidungen in seinem Bereich selbst trifft.",
        "Ein Unternehmen, das während der Prüfung {{weeksWithoutOwner}} Wochen ohne dich im Tagesgeschäft auskommt.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Due-Diligence-Vorbereitung",
      items: [
        {
          question: "Was prüft ein Käufer in der Due Diligence?",
          answer:
            "In der Regel Finanzen und Steuern, Recht und Verträge, Personal, Kunden und Markt sowie Technik und Abläufe. Bei Firmen im Mittelstand kommt fast immer die Frage dazu, wie stark das Geschäft am Inhaber hängt. Wie tief geprüft wird, hängt vom Käufer und der Größe der Transaktion ab.",
        },
        {
          question: "Wann sollte ich mit der Vorbereitung anfangen?",
          answer:
            "Spätestens, wenn ein Verkauf konkret wird, besser deutlich vorher. Manche Punkte lassen sich schnell beheben, etwa fehlende Unterlagen. Andere, wie bereinigte Zahlen über mehrere Jahre oder eine zweite Führungsebene, brauchen Zeit, die du im laufenden Verkaufsprozess nicht mehr hast.",
        },
        {
          question: "Ersetzt du meinen Steuerberater oder Anwalt?",
          answer:
            "Nein. Rechtliche und steuerliche Prüfungen gehören in die Hände entsprechender Fachleute. Ich bereite die betriebswirtschaftliche und organisatorische Seite vor, bringe Struktur in die Unterlagen und stimme mich mit deinen Beratern ab, damit nichts doppelt oder gar nicht passiert.",
        },
        {
          question: "Was ist eine Vendor Due Diligence, und brauche ich eine?",
          answer:
            "Bei einer Vendor Due Diligence lässt der Verkäufer sein Unternehmen vorab selbst prüfen und stellt den Bericht den Interessenten zur Verfügung. Das kann sich bei größeren Transaktionen lohnen. Für viele mittelständische Verkäufe reicht eine gründliche interne Vorprüfung, wie ich sie mit dir durchführe.",
        },
        {
          question: "Wie halte ich die Vorbereitung vor meinem Team vertraulich?",
          answer:
            "Wir arbeiten zunächst mit einem sehr kleinen Kreis. Viele Maßnahmen – sauberes Reporting, geordnete Verträge, klare Zuständigkeiten – lassen sich ohnehin als normale Professionalisierung begründen. Wann und wie du dein Team einweihst, planen wir bewusst gemeinsam.",
        },
      ],
    },
    closing: {
      title: "Finde die Schwachstellen, bevor der Käufer sie findet",
      text: "In einem kostenlosen Erstgespräch schauen wir, wo dein Unternehmen steht und welche Themen vor einer Prüfung zuerst auf den Tisch gehören.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Zur Exit-Strategie", pageId: "exit-strategy" },
    },
    related: ["exit-strategy", "owner-dependency", "business-succession", "process-systematization"],
  },
  en: {
    seo: {
      title: "Due diligence preparation: pass the buyer's review",
      description:
        "Due diligence preparation for owners: get figures, contracts, documentation, key people and owner dependency in order before a buyer starts to dig in.",
    },
    service: {
      name: "Due diligence preparation",
      description:
        "Preparing mid-sized companies for a buyer's review: financials, contracts, documentation, key people and owner dependency.",
    },
    hero: {
      eyebrow: "Due diligence",
      title: "Due diligence is where the price gets negotiated a second time.",
      lead: "The letter of intent is signed and the mood is good. Then the review begins, and every gap in your figures, contracts or documentation becomes an argument for a discount. I help you prepare your company so the buyer finds what they're looking for – and no surprises that cost you money.",
      primary: { label: "Book a free first conversation", pageId: "strategy-session" },
      secondary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
    },
    problem: {
      title: "Why good companies lose value under review",
      paragraphs: [
        "During due diligence, the buyer's team examines your company from every angle in a short time: finance, tax, legal, people, customers, technology. Long lists of questions arrive, and every answer that takes too long or doesn't match the documents raises suspicion.",
        "The problem is rarely that something serious is being hidden. Usually it's disorder: monthly figures that don't reconcile cleanly with the annual accounts, customer contracts no one can find, verbal agreements with important employees. Buyers don't respond to that with understanding. They respond with warranties, escrows, earn-outs or a lower offer.",
        "Then there's the double load. If you handle the review on your own on top of running the business, both suffer. A weak quarter in the middle of due diligence is one of the most expensive things that can happen to you.",
      ],
      signs: [
        "You couldn't produce all major customer and supplier contracts within a few days.",
        "No one has checked which contracts can be terminated after a change of ownership.",
        "Your monthly figures and your annual accounts don't tell the same story.",
        "Key employees have no arrangements that keep them on board after a sale.",
        "Only you can answer many questions about operations and customers.",
      ],
    },
    approach: {
      title: "Run the review before the buyer does",
      intro:
        "Good preparation means seeing your company through the buyer's eyes and finding the weak spots yourself while there's still time to fix them calmly. Your specialist advisors handle legal and tax questions; I make sure structure, financial logic and organization hold up.",
      steps: [
        {
          title: "Run an internal pre-review",
          text: "We go through the areas a buyer typically examines and flag every point where documents are missing, figures can't be explained or risks are exposed. The result is a prioritized list with clear owners.",
        },
        {
          title: "Normalize and explain the figures",
          text: "We separate one-off effects, your owner's salary and personal items from operating results and build monthly reporting that reconciles seamlessly with the annual accounts. A buyer can then follow your earning power instead of questioning it.",
        },
        {
          title: "Put contracts and rights in order",
          text: "Customer, supplier, lease and employment contracts are collected, checked for change-of-control clauses and cleaned up with your attorneys. Trademarks, software and licenses belong on that list too.",
        },
        {
          title: "Address key people and owner dependency",
          text: "We identify who is essential to keeping the business going and put retention and backup in place. At the same time, we document how far the company already runs without you – one of the first questions every buyer asks.",
        },
        {
          title: "Set up the data room and Q&A process",
          text: "All documents go into a clear structure a buyer's team understands immediately. We also decide who answers which questions and how confidentiality is kept within the team, so daily business keeps running.",
        },
      ],
    },
    outcomes: {
      title: "What you walk into the review with",
      items: [
        "A structured data room that is complete before the first buyer gets access.",
        "Normalized earnings with a clear reconciliation that proves your earning power.",
        "All major contracts reviewed, change-of-control risks known and defused where possible.",
        "Key people with backups and retention arrangements, plus a team that makes {{teamPercent}}% of the decisions in its area on its own.",
        "A company that handles daily business for {{weeksWithoutOwner}} weeks without you while the review is underway.",
      ],
    },
    faq: {
      title: "Common questions about due diligence preparation",
      items: [
        {
          question: "What does a buyer examine in due diligence?",
          answer:
            "Typically finance and tax, legal and contracts, people, customers and market, plus technology and operations. With mid-sized companies, there's almost always the question of how much the business depends on its owner. How deep the review goes depends on the buyer and the size of the deal.",
        },
        {
          question: "When should I start preparing?",
          answer:
            "At the latest when a sale becomes concrete, and preferably well before. Some issues can be fixed quickly, such as missing documents. Others, like clean figures over several years or a second level of leadership, take time you won't have once the sale process is underway.",
        },
        {
          question: "Do you replace my tax advisor or attorney?",
          answer:
            "No. Legal and tax reviews belong in the hands of the right specialists. I prepare the business and organizational side, bring structure to the documents and coordinate with your advisors so nothing gets done twice or not at all.",
        },
        {
          question: "What is vendor due diligence, and do I need it?",
          answer:
            "In vendor due diligence, the seller has the company reviewed in advance and shares the report with prospective buyers. That can pay off in larger transactions. For many mid-sized sales, a thorough internal pre-review like the one I run with you is enough.",
        },
        {
          question: "How do I keep the preparation confidential from my team?",
          answer:
            "We start with a very small circle. Many of the measures – clean reporting, organized contracts, clear responsibilities – can be explained as ordinary professionalization anyway. When and how you bring your team in is something we plan deliberately together.",
        },
      ],
    },
    closing: {
      title: "Find the weak spots before the buyer does",
      text: "In a free first conversation, we look at where your company stands and which issues need to be on the table first before any review.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See the exit strategy", pageId: "exit-strategy" },
    },
    related: ["exit-strategy", "owner-dependency", "business-succession", "process-systematization"],
  },
};
export default copy;
