import type { Lang } from "~/lib/i18n";
import type { AuditCopy } from "../types";

const copy: Record<Lang, AuditCopy> = {
  de: {
    seo: {
      title: "Business Logic Audit: klare Hebel in {{auditHours}} Stunden",
      description:
        "Der Business Logic Audit zeigt dir in {{auditHours}} Stunden die wirksamsten Hebel in deinem Unternehmen. {{auditPrice}} Festpreis, Geld zurück bei weniger als {{auditLevers}} Hebeln.",
    },
    service: {
      name: "Business Logic Audit",
      description:
        "Analyse von Zahlen, Abläufen und Entscheidungswegen für Unternehmen mit {{auditRevenue}} Umsatz, mit mindestens {{auditLevers}} konkreten Hebeln, geliefert innerhalb von {{auditHours}} Stunden.",
    },
    hero: {
      eyebrow: "Business Logic Audit · {{auditPrice}} Festpreis",
      title: "Die Hebel, die dein Unternehmen wirklich voranbringen – in {{auditHours}} Stunden.",
      lead: "Ich analysiere, wie dein Unternehmen Geld verdient, wo Marge und Zeit verloren gehen und an welchen Stellen alles an dir hängt. Du bekommst mindestens {{auditLevers}} konkrete, priorisierte Hebel. Wenn nicht, bekommst du dein Geld zurück.",
      primary: { label: "Jetzt bewerben", pageId: "audit", hash: "apply" },
      guaranteeLink: "Garantiebedingungen lesen",
    },
    facts: [
      { value: "{{auditPrice}}", label: "Festpreis" },
      { value: "{{auditHours}} h", label: "Lieferung nach Eingang deiner Unterlagen" },
      { value: "{{auditLevers}}+", label: "konkrete Hebel, sonst Geld zurück" },
      { value: "{{auditMinutes}} Min.", label: "für die Bewerbung" },
    ],
    forWhom: {
      title: "Für wen der Audit gedacht ist",
      items: [
        "Inhaber und Geschäftsführer von Unternehmen mit {{auditRevenue}} Umsatz",
        "Du hast das Gefühl, dass mehr drin ist, kannst aber nicht genau benennen, wo",
        "Du willst einen fundierten Blick von außen, bevor du größere Entscheidungen triffst",
        "Du willst wissen, wo du anfangen sollst, ohne dich gleich langfristig zu binden",
        "Du bist bereit, Zahlen und Abläufe offen zu zeigen",
      ],
      notFor:
        "Nicht geeignet ist der Audit, wenn du eine vollständige Unternehmensbewertung, eine rechtliche oder steuerliche Prüfung oder eine Sanierungsberatung in akuter Krise brauchst. Dafür gibt es Spezialisten, und ich sage dir gern, wann du einen brauchst.",
    },
    deliverables: {
      title: "Was du bekommst",
      items: [
        {
          title: "Mindestens {{auditLevers}} konkrete Hebel",
          text: "Jeder Hebel beschreibt eine spezifische Maßnahme in deinem Unternehmen, die erwartete Wirkung, den ungefähren Aufwand und den ersten Schritt. Priorisiert nach Wirkung, nicht nach Schlagworten.",
        },
        {
          title: "Deine Geschäftslogik auf einer Seite",
          text: "Wie dein Unternehmen tatsächlich Geld verdient: welche Kunden, Produkte und Abläufe den Ertrag tragen und wo Marge versickert.",
        },
        {
          title: "Die Stellen, an denen alles an dir hängt",
          text: "Eine klare Übersicht, welche Entscheidungen, Kundenbeziehungen und welches Wissen heute nur bei dir liegen – und was das für Wachstum und Unternehmenswert bedeutet.",
        },
        {
          title: "Eine Umsetzungsreihenfolge",
          text: "Was du in den nächsten Wochen zuerst angehst, was warten kann und was du dir sparen kannst. Umsetzbar mit deinem Team, auch ohne weitere Begleitung.",
        },
      ],
    },
    process: {
      title: "So läuft der Audit ab",
      steps: [
        {
          title: "Bewerbung",
          text: "Du beantwortest ein paar Fragen zu deinem Unternehmen und deiner Situation. Das dauert rund {{auditMinutes}} Minuten.",
        },
        {
          title: "Prüfung und Bestätigung",
          text: "Ich prüfe persönlich, ob der Audit zu deinem Unternehmen passt. Wenn ja, bekommst du die Bestätigung, die Rechnung und eine kurze Liste der Unterlagen, die ich brauche.",
        },
        {
          title: "Unterlagen",
          text: "Du stellst Zahlen und Informationen bereit, etwa Jahresabschlüsse, aktuelle Auswertungen, Organigramm und eine Übersicht deiner wichtigsten Kunden. Was nicht vorhanden ist, klären wir kurz.",
        },
        {
          title: "Analyse und Lieferung",
          text: "Innerhalb von {{auditHours}} Stunden nach Eingang der vollständigen Unterlagen bekommst du deinen Audit als schriftlichen Bericht.",
        },
      ],
    },
    guarantee: {
      title: "Die Geld-zurück-Garantie",
      text: "Enthält dein Audit weniger als {{auditLevers}} konkrete Hebel, erstatte ich dir 100 % des Preises. Damit die Garantie fair und nachvollziehbar ist, gelten diese Bedingungen. Wenn wir uns uneinig sind, ob ein Hebel die Kriterien erfüllt, gehen wir ihn gemeinsam durch; im Zweifel entscheide ich zu deinen Gunsten.",
      conditions: [
        "Ein konkreter Hebel ist eine spezifische, umsetzbare Maßnahme für dein Unternehmen mit beschriebener erwarteter Wirkung, etwa auf Marge, Zeit oder Risiko. Allgemeine Ratschläge wie „Prozesse verbessern“ zählen nicht.",
        "Du stellst die angefragten Unterlagen vollständig und innerhalb der vereinbarten Frist bereit. Die Lieferfrist von {{auditHours}} Stunden beginnt mit ihrem Eingang.",
        "Du machst die Garantie innerhalb von 14 Tagen nach Lieferung per E-Mail geltend und nennst kurz, welche Punkte aus deiner Sicht die Kriterien nicht erfüllen.",
        "Die Erstattung des vollen Betrags erfolgt innerhalb von zehn Werktagen auf das Konto, von dem du bezahlt hast.",
        "Die Garantie bezieht sich auf den Inhalt des Audits. Ob und wie du die Hebel umsetzt, liegt bei dir und hat keinen Einfluss auf die Garantie.",
      ],
    },
    apply: {
      title: "Bewirb dich für deinen Audit",
      text: "Die Bewerbung dauert rund {{auditMinutes}} Minuten und ist unverbindlich. Ich lese jede Bewerbung selbst und melde mich persönlich, ob der Audit zu deinem Unternehmen passt. Erst nach meiner Bestätigung entstehen Kosten.",
    },
    faq: {
      title: "Häufige Fragen zum Business Logic Audit",
      items: [
        {
          question: "Welche Unterlagen brauchst du von mir?",
          answer:
            "In der Regel die letzten zwei Jahresabschlüsse, aktuelle monatliche Zahlen, ein Organigramm und eine Übersicht deiner wichtigsten Kunden nach Umsatz. Vorhandene Prozessbeschreibungen helfen, sind aber keine Voraussetzung. Die genaue Liste bekommst du mit der Bestätigung.",
        },
        {
          question: "Wie vertraulich werden meine Daten behandelt?",
          answer:
            "Streng vertraulich. Ich nutze deine Unterlagen ausschließlich für den Audit und gebe sie nicht weiter. Auf Wunsch unterschreibe ich vorab eine Vertraulichkeitsvereinbarung und lösche die Unterlagen nach Abschluss.",
        },
        {
          question: "Wie gründlich kann eine Analyse in {{auditHours}} Stunden sein?",
          answer:
            "Gründlich genug für das, was sie leisten soll: die wirksamsten Hebel finden. Der Audit ist bewusst fokussiert auf Geschäftslogik, Abläufe und Inhaberabhängigkeit, nicht auf eine vollständige Due Diligence. Die Bewerbung und die angefragten Unterlagen sorgen dafür, dass ich nicht bei null anfange.",
        },
        {
          question: "Lohnt sich der Audit auch bei einem Umsatz außerhalb von {{auditRevenue}} Euro?",
          answer:
            "Der Audit ist auf diese Größenordnung zugeschnitten. Bei kleineren Unternehmen ist der kostenlose ExitReady Check oft der bessere Einstieg, bei deutlich größeren reicht der Umfang meist nicht aus. Schreib mir kurz, dann sage ich dir ehrlich, was für dich sinnvoll ist.",
        },
        {
          question: "Was ist der Unterschied zum ExitReady Check?",
          answer:
            "Der ExitReady Check ist eine kostenlose Selbsteinschätzung mit {{checkQuestions}} Fragen und einem automatischen Ergebnis. Der Audit ist eine persönliche Analyse deiner echten Zahlen und Abläufe durch mich, mit Hebeln, die auf dein Unternehmen zugeschnitten sind.",
        },
        {
          question: "Muss ich danach mit dir weiterarbeiten?",
          answer:
            "Nein. Der Audit ist ein abgeschlossenes Angebot, und die Hebel sind so beschrieben, dass du sie mit deinem Team selbst umsetzen kannst. Wenn du Begleitung willst, sprechen wir darüber, aber erst, wenn du fragst.",
        },
      ],
    },
  },
  en: {
    seo: {
      title: "Business Logic Audit: clear levers in {{auditHours}} hours",
      description:
        "The Business Logic Audit shows you your company's most effective levers within {{auditHours}} hours. {{auditPrice}} fixed price, money back if you get fewer than {{auditLevers}}.",
    },
    service: {
      name: "Business Logic Audit",
      description:
        "An analysis of figures, processes and decision paths for companies with {{auditRevenue}} in revenue, with at least {{auditLevers}} concrete levers, delivered within {{auditHours}} hours.",
    },
    hero: {
      eyebrow: "Business Logic Audit · {{auditPrice}} fixed price",
      title: "The levers that will actually move your company forward – in {{auditHours}} hours.",
      lead: "I analyze how your company makes money, where margin and time are lost, and where everything hinges on you. You get at least {{auditLevers}} concrete, prioritized levers. If you don't, you get your money back.",
      primary: { label: "Apply now", pageId: "audit", hash: "apply" },
      guaranteeLink: "Read the guarantee terms",
    },
    facts: [
      { value: "{{auditPrice}}", label: "fixed price" },
      { value: "{{auditHours}} h", label: "delivery after your documents arrive" },
      { value: "{{auditLevers}}+", label: "concrete levers or your money back" },
      { value: "{{auditMinutes}} min", label: "to apply" },
    ],
    forWhom: {
      title: "Who the audit is for",
      items: [
        "Owners and managing directors of companies with {{auditRevenue}} in revenue",
        "You sense there's more in your business but can't pin down exactly where",
        "You want a well-founded outside view before making bigger decisions",
        "You want to know where to start without committing long term",
        "You're willing to open up your numbers and processes",
      ],
      notFor:
        "The audit isn't the right fit if you need a full business valuation, a legal or tax review, or turnaround advice in an acute crisis. There are specialists for those, and I'm happy to tell you when you need one.",
    },
    deliverables: {
      title: "What you get",
      items: [
        {
          title: "At least {{auditLevers}} concrete levers",
          text: "Each lever describes a specific action in your company, its expected effect, the rough effort involved and the first step. Prioritized by impact, not by buzzwords.",
        },
        {
          title: "Your business logic on one page",
          text: "How your company actually makes money: which customers, products and processes carry the profit, and where margin leaks away.",
        },
        {
          title: "Where everything hinges on you",
          text: "A clear overview of which decisions, customer relationships and knowledge sit only with you today – and what that means for growth and company value.",
        },
        {
          title: "An order of implementation",
          text: "What to tackle first in the coming weeks, what can wait and what you can skip. Something your team can implement, even without further support.",
        },
      ],
    },
    process: {
      title: "How the audit works",
      steps: [
        {
          title: "Application",
          text: "You answer a few questions about your company and your situation. It takes about {{auditMinutes}} minutes.",
        },
        {
          title: "Review and confirmation",
          text: "I personally check whether the audit is a good fit for your company. If it is, you receive a confirmation, the invoice and a short list of the documents I need.",
        },
        {
          title: "Documents",
          text: "You provide figures and information, such as annual financial statements, current management reports, an org chart and an overview of your key customers. Anything you don't have, we sort out quickly.",
        },
        {
          title: "Analysis and delivery",
          text: "Within {{auditHours}} hours of receiving your complete documents, you get your audit as a written report.",
        },
      ],
    },
    guarantee: {
      title: "The money-back guarantee",
      text: "If your audit contains fewer than {{auditLevers}} concrete levers, I refund 100% of the price. To keep the guarantee fair and transparent, the following terms apply. If we disagree on whether a lever meets the criteria, we go through it together, and when in doubt, I decide in your favor.",
      conditions: [
        "A concrete lever is a specific, actionable measure for your company with a described expected effect, for example on margin, time or risk. General advice such as “improve your processes” doesn't count.",
        "You provide the requested documents in full and within the agreed time frame. The {{auditHours}}-hour delivery window starts when they arrive.",
        "You claim the guarantee by email within 14 days of delivery and briefly state which points you believe don't meet the criteria.",
        "The full amount is refunded within ten business days to the account you paid from.",
        "The guarantee covers the content of the audit. Whether and how you implement the levers is up to you and doesn't affect the guarantee.",
      ],
    },
    apply: {
      title: "Apply for your audit",
      text: "The application takes about {{auditMinutes}} minutes and commits you to nothing. I read every application myself and get back to you personally on whether the audit fits your company. You only pay once I've confirmed.",
    },
    faq: {
      title: "Frequently asked questions about the Business Logic Audit",
      items: [
        {
          question: "What documents do you need from me?",
          answer:
            "Usually your last two annual financial statements, current monthly figures, an org chart and an overview of your key customers by revenue. Existing process descriptions help but aren't required. You'll get the exact list with your confirmation.",
        },
        {
          question: "How confidential is my data?",
          answer:
            "Strictly confidential. I use your documents only for the audit and never pass them on. If you like, I'll sign a nondisclosure agreement beforehand and delete the documents once we're done.",
        },
        {
          question: "How thorough can an analysis in {{auditHours}} hours be?",
          answer:
            "Thorough enough for what it's meant to do: find the most effective levers. The audit deliberately focuses on business logic, processes and owner dependency, not on full due diligence. Your application and the requested documents mean I don't start from scratch.",
        },
        {
          question: "Is the audit worth it if my revenue is outside the {{auditRevenue}} range?",
          answer:
            "The audit is designed for companies of that size. For smaller businesses, the free ExitReady Check is often the better place to start; for much larger ones, the scope usually isn't enough. Send me a short message and I'll tell you honestly what makes sense for you.",
        },
        {
          question: "How is this different from the ExitReady Check?",
          answer:
            "The ExitReady Check is a free self-assessment with {{checkQuestions}} questions and an automatic result. The audit is my personal analysis of your actual figures and processes, with levers tailored to your company.",
        },
        {
          question: "Do I have to keep working with you afterward?",
          answer:
            "No. The audit is a self-contained service, and the levers are written so that you and your team can implement them yourselves. If you want support, we can talk about it, but only when you ask.",
        },
      ],
    },
  },
};
export default copy;
