import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Exit-Strategie: Verkauf Jahre im Voraus vorbereiten",
      description:
        "Exit-Ready Systems für Inhaber im Mittelstand: Unternehmen rechtzeitig verkaufsbereit machen, Wert belegen und den Zeitpunkt des Exits selbst bestimmen.",
    },
    service: {
      name: "Exit-Ready Systems",
      description:
        "Vorbereitung mittelständischer Unternehmen auf Verkauf oder Übergabe: übertragbare Führung, belastbare Zahlen und Strukturen, die einer Käuferprüfung standhalten.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems",
      title: "Den besten Exit planst du, lange bevor du verkaufen willst.",
      lead: "Die meisten Inhaber denken ernsthaft über einen Verkauf nach, wenn sie müde sind, ein Angebot auf dem Tisch liegt oder die Gesundheit ein Signal sendet. Dann fehlt die Zeit, um den Wert des Unternehmens noch zu steigern. Mit Exit-Ready Systems baust du deine Firma Jahre vorher so auf, dass du verkaufen kannst, wann du willst – zu Bedingungen, die du mitbestimmst.",
      primary: { label: "ExitReady Score ermitteln", pageId: "exit-ready-check" },
      secondary: { label: "Strategiegespräch vereinbaren", pageId: "strategy-session" },
    },
    problem: {
      title: "Warum viele Exits zur falschen Zeit und zum falschen Preis passieren",
      paragraphs: [
        "Ein Unternehmensverkauf ist für die meisten Inhaber ein einmaliges Ereignis. Der Käufer dagegen hat oft schon viele Firmen geprüft und weiß genau, wonach er suchen muss: nach Abhängigkeiten, nach Schwankungen in den Zahlen, nach Risiken, die du selbst nicht mehr siehst, weil du seit Jahren mit ihnen lebst.",
        "Wer erst mit dem Verkaufsentschluss beginnt, die Firma aufzuräumen, verhandelt aus einer schwachen Position. Verbesserungen, die erst kurz vor dem Verkauf entstehen, sind in den Jahresabschlüssen noch nicht sichtbar und überzeugen deshalb wenig. Gleichzeitig bindet der Verkaufsprozess selbst so viel Energie, dass das Tagesgeschäft oft genau dann nachlässt, wenn es am meisten zählt.",
        "Eine Exit-Strategie dreht diese Logik um. Du entscheidest früh, was du mit deinem Unternehmen vorhast, und richtest Führung, Systeme und Zahlen daran aus. Dann ist der Verkauf kein Kraftakt mehr, sondern der nächste logische Schritt.",
      ],
      signs: [
        "Du denkst immer wieder über einen Verkauf nach, hast aber keinen konkreten Zeitplan.",
        "Du weißt nicht, welchen Betrag du aus dem Verkauf brauchst, um finanziell frei zu sein.",
        "Ohne dich gäbe es heute keine Geschäftsführung, die ein Käufer übernehmen könnte.",
        "Deine Zahlen sind steuerlich optimiert, aber nicht so aufbereitet, dass sie die Ertragskraft zeigen.",
        "Wichtige Verträge, Prozesse und Zuständigkeiten sind nirgends vollständig dokumentiert.",
      ],
    },
    approach: {
      title: "So entsteht ein Unternehmen, das bereit für den Exit ist",
      intro:
        "Exit-Ready Systems verbindet drei Ebenen: deine persönlichen Ziele, die Übertragbarkeit des Unternehmens und die Belege, die ein Käufer sehen will. Wir arbeiten sie in dieser Reihenfolge ab.",
      steps: [
        {
          title: "Dein Exit-Ziel klären",
          text: "Wann willst du raus, wie vollständig und an wen? Welcher Erlös macht dich unabhängig, und welche Rolle willst du danach spielen? Ohne diese Antworten lässt sich keine sinnvolle Vorbereitung planen.",
        },
        {
          title: "Exit-Readiness ehrlich messen",
          text: "Wir bewerten Unabhängigkeit vom Inhaber, Qualität der Zahlen, Stärke des Teams und Reife der Systeme. So siehst du, wie weit dein Unternehmen heute von einem verkaufsfähigen Zustand entfernt ist und wo die größten Lücken liegen.",
        },
        {
          title: "Übertragbare Strukturen aufbauen",
          text: "Wir bauen eine Führungsebene auf, die ohne dich entscheidet, dokumentieren Kernprozesse und sorgen für ein Reporting, das jeder versteht. Das ist der Kern von Exit-Ready Systems: ein Unternehmen, das ein Käufer übernehmen kann, ohne dich mitzukaufen.",
        },
        {
          title: "Wert steigern und belegen",
          text: "Wir arbeiten an den Faktoren, die Käufer honorieren: wiederkehrende Umsätze, geringere Abhängigkeit von einzelnen Kunden, stabile Margen. Entscheidend ist, dass sich diese Verbesserungen über mehrere Jahresabschlüsse in den Zahlen zeigen.",
        },
        {
          title: "Das Verkaufsfenster bewusst wählen",
          text: "Wenn Unternehmen und Zahlen bereit sind, entscheidest du über den Zeitpunkt, statt von den Umständen getrieben zu werden. Für den eigentlichen Verkaufsprozess arbeiten wir mit deinen M&A-, Rechts- und Steuerberatern zusammen.",
        },
      ],
    },
    outcomes: {
      title: "Womit du in die Verkaufsgespräche gehst",
      items: [
        "Ein schriftliches Exit-Ziel mit Zeitrahmen, Wunschkäufertyp und dem Betrag, den du persönlich brauchst.",
        "Ein ExitReady Score von {{exitScore}} von {{exitScale}} oder mehr, nachvollziehbar hergeleitet.",
        "Eine Geschäftsführungsebene, die das Unternehmen {{weeksWithoutOwner}} Wochen ohne dich nachweislich führt.",
        "Ein aufbereitetes Zahlenwerk, das die bereinigte Ertragskraft über mehrere Jahre zeigt.",
        "Mehrere realistische Optionen – Familie, Management oder externer Käufer – statt einer einzigen Notlösung.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Exit-Strategie",
      items: [
        {
          question: "Wann sollte ich mit der Vorbereitung beginnen?",
          answer:
            "Deutlich früher, als die meisten denken: idealerweise mehrere Jahre vor dem gewünschten Verkaufszeitpunkt. Käufer wollen sehen, dass Verbesserungen dauerhaft wirken, und das zeigt sich erst über mehrere Jahresabschlüsse. Wer später anfängt, kann trotzdem viel erreichen, hat aber weniger Spielraum beim Preis.",
        },
        {
          question: "Verkaufst du mein Unternehmen?",
          answer:
            "Nein. Ich bin kein M&A-Makler und verdiene nicht am Kaufpreis. Meine Aufgabe ist, dein Unternehmen verkaufsbereit zu machen. Für den Transaktionsprozess selbst arbeitest du mit spezialisierten M&A-Beratern, Anwälten und Steuerberatern, mit denen ich mich eng abstimme.",
        },
        {
          question: "Lohnt sich das, wenn ich noch gar nicht sicher bin, ob ich verkaufen will?",
          answer:
            "Gerade dann. Ein Unternehmen, das ohne dich läuft, saubere Zahlen hat und eine starke zweite Ebene besitzt, ist auch dann besser, wenn du es behältst. Du gewinnst Freiheit und hältst dir alle Optionen offen, statt dich später unter Druck entscheiden zu müssen.",
        },
        {
          question: "Was unterscheidet Exit-Ready Systems von der Due-Diligence-Vorbereitung?",
          answer:
            "Die Due-Diligence-Vorbereitung sorgt dafür, dass du die Prüfung eines Käufers gut bestehst. Exit-Ready Systems setzt früher an und verändert das Unternehmen selbst, damit es überhaupt einen hohen Wert hat. Beides gehört zusammen, aber die Reihenfolge ist wichtig.",
        },
        {
          question: "Wie steige ich ein?",
          answer:
            "Mit dem kostenlosen ExitReady Check bekommst du in etwa {{checkMinutes}} Minuten einen ersten Score auf einer Skala bis {{checkMaxScore}}. Danach besprechen wir in einem Strategiegespräch, ob eine Begleitung im CEO-Mentoring für {{mentoringPrice}} pro Monat oder zunächst ein Audit sinnvoll ist.",
        },
      ],
    },
    closing: {
      title: "Bestimme den Zeitpunkt deines Exits selbst",
      text: "Je früher du weißt, wo dein Unternehmen steht, desto mehr Spielraum hast du beim Wert und beim Zeitpunkt. Starte mit einer ehrlichen Standortbestimmung.",
      primary: { label: "ExitReady Check starten", pageId: "exit-ready-check" },
      secondary: { label: "Build to Leave entdecken", pageId: "build-to-leave" },
    },
    related: ["due-diligence", "business-succession", "owner-dependency", "build-to-leave"],
  },
  en: {
    seo: {
      title: "Exit strategy: prepare your sale years in advance",
      description:
        "Exit-Ready Systems for owners of mid-sized companies: make your business sale-ready early, prove its value, and choose the timing of your exit yourself.",
    },
    service: {
      name: "Exit-Ready Systems",
      description:
        "Preparing mid-sized companies for a sale or handover: transferable leadership, reliable figures and structures that hold up under a buyer's scrutiny.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems",
      title: "The best exits are planned long before the owner wants out.",
      lead: "Most owners start thinking seriously about selling when they're tired, when an offer lands on the table, or when their health sends a signal. By then there's no time left to increase the company's value. With Exit-Ready Systems you shape your company years ahead, so you can sell when you choose, on terms you help set.",
      primary: { label: "Get your ExitReady Score", pageId: "exit-ready-check" },
      secondary: { label: "Book a strategy session", pageId: "strategy-session" },
    },
    problem: {
      title: "Why so many exits happen at the wrong time and the wrong price",
      paragraphs: [
        "For most owners, selling the company happens once in a lifetime. The buyer, on the other hand, has often looked at many companies and knows exactly what to look for: dependencies, swings in the numbers, and risks you no longer notice because you've lived with them for years.",
        "If you only start cleaning up the company once you've decided to sell, you negotiate from a position of weakness. Improvements made shortly before a sale don't yet show up in the annual accounts, so they carry little weight. Meanwhile, the sale process itself takes so much energy that day-to-day performance often slips exactly when it matters most.",
        "An exit strategy reverses that logic. You decide early what you want to do with your company and align leadership, systems and figures with that goal. The sale stops being a heroic effort and becomes the next logical step.",
      ],
      signs: [
        "You keep thinking about selling but have no concrete timeline.",
        "You don't know how much you need from a sale to be financially independent.",
        "Without you, there would be no management team a buyer could take over.",
        "Your figures are optimized for taxes, not prepared to show true earning power.",
        "Key contracts, processes and responsibilities aren't fully documented anywhere.",
      ],
    },
    approach: {
      title: "How a company becomes ready for an exit",
      intro:
        "Exit-Ready Systems connects three levels: your personal goals, the transferability of the company, and the evidence a buyer wants to see. We work through them in that order.",
      steps: [
        {
          title: "Define your exit goal",
          text: "When do you want out, how completely, and to whom? What proceeds would make you independent, and what role do you want afterward? Without those answers, there's nothing meaningful to prepare for.",
        },
        {
          title: "Measure exit readiness honestly",
          text: "We assess independence from the owner, quality of the figures, strength of the team and maturity of the systems. You see how far your company is from a sellable state today and where the biggest gaps are.",
        },
        {
          title: "Build transferable structures",
          text: "We build a leadership level that makes decisions without you, document core processes and set up reporting everyone can read. That's the heart of Exit-Ready Systems: a company a buyer can take over without having to buy you along with it.",
        },
        {
          title: "Increase value and prove it",
          text: "We work on the factors buyers reward: recurring revenue, less reliance on individual customers, stable margins. What counts is that these improvements show up in the figures across several years of annual accounts.",
        },
        {
          title: "Choose your window to sell",
          text: "Once the company and the figures are ready, you decide on the timing instead of being driven by circumstances. For the transaction itself, we work alongside your M&A advisors, attorneys and tax advisors.",
        },
      ],
    },
    outcomes: {
      title: "What you bring to the negotiating table",
      items: [
        "A written exit goal with a time frame, the type of buyer you want, and the amount you personally need.",
        "An ExitReady Score of {{exitScore}} out of {{exitScale}} or higher, with a clear rationale behind it.",
        "A management team with a proven record of running the company for {{weeksWithoutOwner}} weeks without you.",
        "Well-prepared financials that show adjusted earning power over several years.",
        "Several realistic options – family, management or an outside buyer – instead of a single emergency exit.",
      ],
    },
    faq: {
      title: "Common questions about exit strategy",
      items: [
        {
          question: "When should I start preparing?",
          answer:
            "Much earlier than most owners think: ideally several years before you want to sell. Buyers want to see that improvements last, and that only becomes visible over several years of accounts. Starting later can still achieve a lot, but it leaves you less room on price.",
        },
        {
          question: "Will you sell my company?",
          answer:
            "No. I'm not an M&A broker, and I don't earn a share of the purchase price. My job is to make your company ready to sell. For the transaction itself, you work with specialized M&A advisors, attorneys and tax advisors, and I coordinate closely with them.",
        },
        {
          question: "Is this worth it if I'm not even sure I want to sell?",
          answer:
            "Especially then. A company that runs without you, has clean figures and a strong second level of leadership is better even if you keep it. You gain freedom and keep every option open, rather than having to decide under pressure later.",
        },
        {
          question: "How is Exit-Ready Systems different from due diligence preparation?",
          answer:
            "Due diligence preparation makes sure you come through a buyer's review well. Exit-Ready Systems starts earlier and changes the company itself, so that it's worth a high price in the first place. The two belong together, but the order matters.",
        },
        {
          question: "How do I get started?",
          answer:
            "The free ExitReady Check gives you an initial score on a scale up to {{checkMaxScore}} in about {{checkMinutes}} minutes. Then we discuss in a strategy session whether CEO mentoring at {{mentoringPrice}} a month or an audit first makes more sense for you.",
        },
      ],
    },
    closing: {
      title: "Set the timing of your exit yourself",
      text: "The sooner you know where your company stands, the more room you have on value and timing. Start with an honest assessment.",
      primary: { label: "Start the ExitReady Check", pageId: "exit-ready-check" },
      secondary: { label: "Explore Build to Leave", pageId: "build-to-leave" },
    },
    related: ["due-diligence", "business-succession", "owner-dependency", "build-to-leave"],
  },
};
export default copy;
