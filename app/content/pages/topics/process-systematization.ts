import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Prozess-Systematisierung: Abläufe einfach und übertragbar",
      description:
        "Prozesse systematisieren für inhabergeführte Firmen: die wichtigen Abläufe vereinfachen, schlank dokumentieren und zum Standard machen, der ohne dich trägt.",
    },
    service: {
      name: "Prozess-Systematisierung",
      description:
        "Die Kernprozesse eines inhabergeführten Unternehmens werden ausgewählt, vereinfacht, schlank dokumentiert und als gelebter Standard im Alltag verankert.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems · Prozess-Systematisierung",
      title: "Weniger Prozesse, aber die richtigen: einfach, dokumentiert, gelebt.",
      lead: "In den meisten inhabergeführten Firmen funktionieren Abläufe, weil die richtigen Leute wissen, wie es geht. Das trägt, bis jemand krank wird, kündigt oder du verkaufen willst. Ich helfe dir, die Prozesse, an denen Umsatz, Qualität und Marge hängen, zu vereinfachen, festzuhalten und zum Standard zu machen.",
      primary: { label: "Business Logic Audit ansehen", pageId: "audit" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
    problem: {
      title: "Wenn Wissen in Köpfen steckt statt in Abläufen",
      paragraphs: [
        "In deinem Unternehmen gibt es Abläufe, die seit Jahren gut funktionieren – solange bestimmte Menschen da sind. Die Angebotskalkulation macht die eine Kollegin, die Reklamationen kennt nur der Werkstattleiter, und wie ein Großkunde eingearbeitet wird, weißt am Ende nur du. Das ist kein Versagen, sondern der natürliche Zustand eines gewachsenen Unternehmens.",
        "Problematisch wird es, sobald die Firma weiter wächst. Neue Mitarbeitende brauchen lange, bis sie selbstständig arbeiten, Fehler wiederholen sich, und jede Abweichung landet als Frage bei dir oder deinen Schlüsselpersonen. Viele Inhaber reagieren darauf mit einem großen Dokumentationsprojekt: ein Wiki mit unzähligen Seiten, das nach kurzer Zeit niemand mehr öffnet.",
        "Prozess-Systematisierung heißt nicht, alles aufzuschreiben. Es heißt, die wenigen Abläufe zu finden, an denen Umsatz, Qualität und Kundenzufriedenheit hängen, sie zu vereinfachen, bevor man sie festhält, und sie so zu dokumentieren, dass sie tatsächlich genutzt werden. Für einen Käufer ist genau das der Unterschied zwischen einem Unternehmen und einer Sammlung von Gewohnheiten.",
      ],
      signs: [
        "Neue Mitarbeitende lernen vor allem durch Zuschauen und Nachfragen.",
        "Fällt eine Schlüsselperson aus, stockt ein ganzer Bereich.",
        "Dieselben Fehler tauchen in Angeboten, Aufträgen oder Rechnungen immer wieder auf.",
        "Es gibt Dokumentation, aber niemand arbeitet danach.",
        "Jedes Team und jeder Standort erledigt dieselbe Sache auf seine eigene Weise.",
      ],
    },
    approach: {
      title: "Vom Gewohnheitsablauf zum Standard in vier Schritten",
      intro:
        "Wir arbeiten nicht an allen Prozessen gleichzeitig, sondern an denen mit der größten Wirkung. Der Maßstab ist einfach: Würde dieser Ablauf auch funktionieren, wenn die Person, die ihn heute trägt, für längere Zeit ausfällt?",
      steps: [
        {
          title: "Die kritischen Prozesse auswählen",
          text: "Gemeinsam mit dir und deinem Team bestimmen wir die Abläufe, die direkt an Umsatz, Marge, Qualität oder Kundenbindung hängen. In den meisten Firmen sind das etwa zehn Kernprozesse, nicht hundert. Alles andere darf vorerst bleiben, wie es ist.",
        },
        {
          title: "Vereinfachen, bevor wir dokumentieren",
          text: "Jeder Prozess wird einmal mit den Menschen durchgegangen, die ihn tatsächlich ausführen. Überflüssige Schleifen, doppelte Freigaben und Medienbrüche fliegen raus. Ein schlechter Ablauf wird durch Dokumentation nicht besser, nur dauerhafter.",
        },
        {
          title: "Schlank dokumentieren",
          text: "Jeder Kernprozess bekommt eine Beschreibung, die auf ein bis zwei Seiten passt: Auslöser, Schritte, Verantwortliche, Qualitätskriterien, typische Fehler. Ergänzt wird sie durch Checklisten und kurze Bildschirmvideos, wo diese schneller erklären als Text.",
        },
        {
          title: "Verankern und pflegen",
          text: "Jeder Prozess bekommt eine verantwortliche Person, die ihn aktuell hält. Wir verknüpfen die Abläufe mit Einarbeitung, Kennzahlen und Teambesprechungen, damit sie Teil des Alltags werden und nicht in einem Ordner verschwinden.",
        },
      ],
    },
    outcomes: {
      title: "Was du am Ende in der Hand hast",
      items: [
        "Die zehn wichtigsten Prozesse sind vereinfacht, dokumentiert und einer verantwortlichen Person zugeordnet.",
        "Neue Mitarbeitende arbeiten deutlich früher selbstständig, weil sie nachlesen statt nachfragen.",
        "Wiederkehrende Fehler nehmen ab, nachvollziehbar an Reklamationen und Korrekturschleifen.",
        "Der Ausfall einer einzelnen Schlüsselperson legt keinen Bereich mehr lahm.",
        "Eine Prozessdokumentation, die in der Due Diligence als Beleg für übertragbares Wissen dient.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur Prozess-Systematisierung",
      items: [
        {
          question: "Müssen wir dafür eine neue Software einführen?",
          answer:
            "Nein. Wir arbeiten zuerst mit den Werkzeugen, die du schon hast; oft reichen ein gut strukturiertes Laufwerk oder ein bestehendes Wiki. Software lohnt sich erst, wenn klar ist, welcher Ablauf abgebildet werden soll. Wer mit dem Werkzeug beginnt, digitalisiert meist nur das bestehende Durcheinander.",
        },
        {
          question: "Wie viel Zeit kostet das mein Team?",
          answer:
            "Pro Kernprozess sind es einige Stunden gemeinsamer Arbeit mit den Beteiligten, verteilt über wenige Wochen. Das ist weniger, als die meisten erwarten, und der Aufwand holt sich durch weniger Rückfragen und Fehler schnell wieder herein. Die Dokumentation ist so aufgebaut, dass dein Team sie selbst weiterführen kann.",
        },
        {
          question: "Macht Standardisierung uns nicht unflexibel?",
          answer:
            "Meist ist das Gegenteil der Fall. Wenn die Routine klar geregelt ist, bleiben Kopf und Zeit für die Fälle, die wirklich Urteilsvermögen brauchen. Standards beschreiben den Normalfall, nicht jede Ausnahme, und sie dürfen geändert werden, sobald sich ein besserer Weg zeigt.",
        },
        {
          question: "Welche Prozesse sollten wir zuerst angehen?",
          answer:
            "Die mit dem größten Schaden, wenn sie schiefgehen, und die mit der stärksten Abhängigkeit von einzelnen Personen. Typisch sind Angebotserstellung, Auftragsabwicklung, Reklamationen, Einarbeitung und das Monatsreporting. Das Business Logic Audit zeigt dir innerhalb von {{auditHours}} Stunden, wo bei dir die größten Hebel liegen.",
        },
        {
          question: "Warum ist das für einen Verkauf so wichtig?",
          answer:
            "Käufer bezahlen für ein Unternehmen, das nach der Übergabe weiter funktioniert. Dokumentierte und gelebte Prozesse sind der sichtbarste Beleg dafür. Fehlen sie, rechnet ein Käufer mit Risiko und einer langen Übergangsphase mit dir – beides drückt den Preis.",
        },
      ],
    },
    closing: {
      title: "Welche Abläufe hängen bei dir an einzelnen Köpfen?",
      text: "Das Business Logic Audit zeigt dir, welche Prozesse du zuerst systematisieren solltest und was das bewirkt. Festpreis {{auditPrice}}, Ergebnis in {{auditHours}} Stunden, mit Geld-zurück-Garantie.",
      primary: { label: "Zum Business Logic Audit", pageId: "audit" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
    related: ["system-builder", "delegation-strategy", "due-diligence", "owner-dependency"],
  },
  en: {
    seo: {
      title: "Process Systematization: Simple, Transferable Workflows",
      description:
        "Process systematization for owner-led companies: simplify the workflows that matter, document them lean and turn them into standards that run without you.",
    },
    service: {
      name: "Process systematization",
      description:
        "The core processes of an owner-led company are selected, simplified, documented in lean form and embedded as standards the team actually follows.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems · Process systematization",
      title: "Fewer processes, but the right ones: simple, documented, followed.",
      lead: "In most owner-led companies, things work because the right people know how to do them. That holds until someone gets sick, quits or you decide to sell. I help you simplify, capture and standardize the processes that drive your revenue, quality and margins.",
      primary: { label: "See the Business Logic Audit", pageId: "audit" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
    problem: {
      title: "When know-how lives in heads instead of processes",
      paragraphs: [
        "Your company has workflows that have run smoothly for years, as long as certain people are around. One colleague handles the pricing on proposals, only the shop supervisor knows how complaints really get resolved, and how a key account gets onboarded is, in the end, known only to you. That's not a failure. It's the natural state of a company that grew organically.",
        "It becomes a problem as the business keeps growing. New hires take a long time to work independently, the same mistakes keep resurfacing, and every exception lands as a question on your desk or with a handful of key people. Many owners respond with a big documentation project: a wiki with endless pages that nobody opens after the first few weeks.",
        "Systematizing processes doesn't mean writing everything down. It means finding the few workflows that revenue, quality and customer satisfaction depend on, simplifying them before you capture them, and documenting them in a way people actually use. To a buyer, that is exactly the difference between a company and a collection of habits.",
      ],
      signs: [
        "New employees learn mainly by watching and asking around.",
        "When one key person is out, an entire department slows to a crawl.",
        "The same errors keep showing up in proposals, orders or invoices.",
        "Documentation exists, but nobody works from it.",
        "Every team and location does the same job its own way.",
      ],
    },
    approach: {
      title: "From habit to standard in four steps",
      intro:
        "We don't tackle every process at once, only the ones with the greatest impact. The test is simple: Would this workflow still run if the person who carries it today were out for an extended period?",
      steps: [
        {
          title: "Pick the critical processes",
          text: "Together with you and your team, we identify the workflows tied directly to revenue, margin, quality or customer retention. In most companies that's about ten core processes, not a hundred. Everything else can stay as it is for now.",
        },
        {
          title: "Simplify before documenting",
          text: "We walk through each process with the people who actually do the work. Redundant loops, duplicate approvals and manual handoffs between systems get cut. Documenting a bad process doesn't make it better; it only makes it permanent.",
        },
        {
          title: "Document lean",
          text: "Each core process gets a description that fits on one or two pages: trigger, steps, owners, quality criteria, common mistakes. Where a checklist or a short screen recording explains things faster than text, we add one.",
        },
        {
          title: "Embed and maintain",
          text: "Every process gets a named owner who keeps it current. We tie the workflows into onboarding, metrics and team meetings so they become part of daily work instead of disappearing into a folder.",
        },
      ],
    },
    outcomes: {
      title: "What you have at the end",
      items: [
        "Your ten most important processes are simplified, documented and assigned to a named owner.",
        "New hires become independent much sooner because they can look things up instead of asking.",
        "Recurring errors decline, visible in complaints and rework.",
        "Losing a single key person no longer brings a department to a halt.",
        "Process documentation that serves as proof of transferable know-how in due diligence.",
      ],
    },
    faq: {
      title: "Process systematization: frequently asked questions",
      items: [
        {
          question: "Do we need to buy new software for this?",
          answer:
            "No. We start with the tools you already have; a well-organized shared drive or an existing wiki is often enough. Software pays off only once it's clear which workflow it should support. Start with the tool and you usually just digitize the existing mess.",
        },
        {
          question: "How much of my team's time will this take?",
          answer:
            "Each core process takes a few hours of joint work with the people involved, spread over a few weeks. That's less than most owners expect, and it pays for itself quickly through fewer questions and fewer mistakes. The documentation is built so your team can maintain it without outside help.",
        },
        {
          question: "Won't standardization make us rigid?",
          answer:
            "Usually the opposite happens. Once routine work is clearly defined, people have the time and headspace for the cases that really call for judgment. Standards describe the normal case, not every exception, and they can be changed as soon as a better way emerges.",
        },
        {
          question: "Which processes should we tackle first?",
          answer:
            "The ones that do the most damage when they go wrong and the ones most dependent on individual people. Typical candidates are proposals, order fulfillment, complaints, onboarding and monthly reporting. The Business Logic Audit shows you within {{auditHours}} hours where your biggest levers are.",
        },
        {
          question: "Why does this matter so much for a sale?",
          answer:
            "Buyers pay for a company that keeps working after the handover. Documented processes that people actually follow are the most visible proof of that. Without them, a buyer prices in risk and a long transition period with you, and both push the price down.",
        },
      ],
    },
    closing: {
      title: "Which workflows depend on a single person?",
      text: "The Business Logic Audit shows you which processes to systematize first and what it will change. Fixed price of {{auditPrice}}, results in {{auditHours}} hours, backed by a money-back guarantee.",
      primary: { label: "Go to the Business Logic Audit", pageId: "audit" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
    related: ["system-builder", "delegation-strategy", "due-diligence", "owner-dependency"],
  },
};

export default copy;
