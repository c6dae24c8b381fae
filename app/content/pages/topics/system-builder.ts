import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "System Builder: Das Betriebssystem deines Unternehmens",
      description:
        "Systematisierung für inhabergeführte Firmen: Rollen, Kernprozesse, Kennzahlen und Besprechungsrhythmus als ein System, das dein Unternehmen ohne dich steuert.",
    },
    service: {
      name: "System Builder – Unternehmenssystematisierung",
      description:
        "Aufbau eines zusammenhängenden Betriebssystems aus Rollen, Kernprozessen, Kennzahlen und Besprechungsrhythmus, damit ein inhabergeführtes Unternehmen unabhängig vom Inhaber steuerbar wird.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems · System Builder",
      title: "Baue das Betriebssystem deines Unternehmens.",
      lead: "Jedes Unternehmen hat ein Betriebssystem. In vielen inhabergeführten Firmen heißt es schlicht: der Inhaber. Gemeinsam bauen wir eines, das nicht an dir hängt – aus klaren Rollen, schlanken Kernprozessen, aussagekräftigen Kennzahlen und einem Besprechungsrhythmus, der dein Unternehmen steuerbar macht.",
      primary: { label: "Business Logic Audit ansehen", pageId: "audit" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
    problem: {
      title: "Wenn der Inhaber das System ist",
      paragraphs: [
        "In der Gründungs- und frühen Wachstumsphase ist es richtig, dass alles über dich läuft. Du kennst jeden Kunden, jede Zahl, jeden Ablauf. Irgendwann aber ist das Unternehmen größer als dein Überblick. Rollen sind historisch gewachsen, Kennzahlen liegen verstreut in Tabellen, Besprechungen finden statt, wenn es brennt, und der eigentliche Steuerungsmechanismus ist dein Gedächtnis.",
        "Einzelne Verbesserungen helfen dann nur kurz. Ein neues Werkzeug hier, ein Prozesshandbuch da, ein Workshop für die Führungskräfte – alles für sich richtig, aber ohne Zusammenhang. Was fehlt, ist ein System, in dem Rollen, Abläufe, Zahlen und Besprechungen ineinandergreifen und sich gegenseitig stützen.",
        "Für dich bedeutet das: Du kannst dich nicht zurückziehen, ohne dass die Steuerung wegbricht. Für einen Käufer oder Nachfolger bedeutet es: Er übernimmt ein Unternehmen, dessen Betriebsanleitung beim Verkäufer bleibt. Das macht ihn vorsichtig, und Vorsicht kostet dich Geld.",
      ],
      signs: [
        "Niemand könnte auf einer Seite erklären, wer im Unternehmen wofür verantwortlich ist.",
        "Die wichtigsten Kennzahlen suchst du dir selbst zusammen, oft erst am Monatsende.",
        "Besprechungen haben keine feste Agenda und enden ohne klare Zuständigkeiten.",
        "Jede Verbesserung ist ein Einzelprojekt, das nach ein paar Wochen einschläft.",
        "Neue Führungskräfte brauchen lange, bis sie verstehen, wie das Unternehmen tickt.",
      ],
    },
    approach: {
      title: "Vier Bausteine, ein System",
      intro:
        "Ein Betriebssystem für dein Unternehmen besteht aus vier Bausteinen, die wir nacheinander aufbauen und miteinander verbinden. Entscheidend ist nicht die Perfektion jedes einzelnen, sondern dass sie zusammen funktionieren.",
      steps: [
        {
          title: "Rollen und Verantwortung",
          text: "Wir entwerfen die Organisation nach Verantwortungen, nicht nach Personen: Welche Rollen braucht das Unternehmen, wer füllt sie heute aus, und wo liegt noch zu viel bei dir? Das Ergebnis ist eine einseitige Übersicht, die jeder im Unternehmen versteht.",
        },
        {
          title: "Kernprozesse",
          text: "Für die wichtigsten Abläufe vom Vertrieb bis zur Auslieferung definieren wir schlanke Standards mit klaren Verantwortlichen. Sie sind das Rückgrat, auf dem Rollen und Zahlen aufsetzen.",
        },
        {
          title: "Kennzahlen-Cockpit",
          text: "Wir legen eine Handvoll Kennzahlen fest, die den Zustand deines Unternehmens zeigen – wöchentlich und ohne dass du sie selbst zusammensuchen musst. Jede Zahl hat eine verantwortliche Person und einen Zielwert.",
        },
        {
          title: "Besprechungsrhythmus",
          text: "Wöchentliche Teamrunden, ein monatliches Führungstreffen mit Blick auf die Zahlen und eine quartalsweise Strategieklausur. Jede Besprechung hat einen festen Zweck und eine feste Agenda und endet mit Verantwortlichen und Terminen.",
        },
      ],
    },
    outcomes: {
      title: "Was das System leistet",
      items: [
        "Ein einseitiges Organigramm nach Rollen und Verantwortungen, nicht nach Namen.",
        "Verbindliche Standards für die Kernprozesse vom Vertrieb bis zur Auslieferung, jeweils mit einer verantwortlichen Person.",
        "Ein Kennzahlen-Cockpit, das du wöchentlich liest, ohne nachzufragen.",
        "Ein fester Besprechungsrhythmus mit Agenda, Protokoll und klaren Folgeaufgaben.",
        "Weniger Tagesgeschäft für dich – mit dem Ziel, von {{hoursFrom}} auf {{hoursTo}} Stunden pro Woche zu kommen.",
        "Ein Unternehmen, das ein Käufer versteht, ohne dich jeden Tag fragen zu müssen.",
      ],
    },
    faq: {
      title: "Häufige Fragen zum System Builder",
      items: [
        {
          question: "Was unterscheidet das von klassischer Organisationsberatung?",
          answer:
            "Ich liefere kein Konzept für die Schublade, sondern baue das System mit dir und deinem Team im laufenden Betrieb auf. Der Umfang ist auf inhabergeführte Unternehmen zugeschnitten: so viel Struktur wie nötig, so wenig wie möglich. Und das Ziel ist klar benannt: ein Unternehmen, das ohne dich steuerbar ist.",
        },
        {
          question: "Wie lange dauert der Aufbau?",
          answer:
            "Die Grundstruktur steht in der Regel innerhalb von {{programmeDays}} Tagen: zuerst Klarheit über Rollen und Engpässe, dann Prozesse und Kennzahlen, schließlich Rhythmus und Übergabe. Danach geht es ums Einüben, bis das System ohne Anstoß von außen läuft.",
        },
        {
          question: "Brauchen wir dafür eine bestimmte Software?",
          answer:
            "Nein. Das System funktioniert mit einfachen Mitteln: einer gemeinsamen Ablage für die Prozesse, einer Tabelle oder dem vorhandenen Reporting für die Kennzahlen, einem Kalender für den Rhythmus. Software kommt erst dazu, wenn sie einen klar definierten Zweck erfüllt.",
        },
        {
          question: "Ist das nicht zu viel Struktur für ein Unternehmen unserer Größe?",
          answer:
            "Gerade bei Unternehmen mit {{audienceRevenue}} Umsatz ist der Nutzen am größten, weil sie zu groß für Zuruf und zu klein für eine Konzernorganisation sind. Wir bauen bewusst schlank und lassen alles weg, was niemand nutzt.",
        },
        {
          question: "Wie hängt das mit einem späteren Verkauf zusammen?",
          answer:
            "Ein funktionierendes Betriebssystem ist genau das, wofür Käufer bezahlen: Es macht Umsatz und Ergebnis unabhängig von dir. In der Due Diligence kannst du es vorzeigen, statt es erklären zu müssen, und die Übergangsphase nach dem Verkauf wird deutlich kürzer.",
        },
      ],
    },
    closing: {
      title: "Wie systematisch läuft dein Unternehmen heute?",
      text: "Im Business Logic Audit schaue ich mir Rollen, Abläufe, Zahlen und Entscheidungswege an und zeige dir die Hebel mit der größten Wirkung. Festpreis {{auditPrice}}, Ergebnis in {{auditHours}} Stunden.",
      primary: { label: "Zum Business Logic Audit", pageId: "audit" },
      secondary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
    },
    related: ["process-systematization", "team-autonomy", "exit-strategy", "ceo-mentoring"],
  },
  en: {
    seo: {
      title: "Business Systematization: Your Company's Operating System",
      description:
        "Business systematization for owner-led firms: roles, core processes, KPIs and a meeting cadence combined into one system that runs your company without you.",
    },
    service: {
      name: "System Builder – business systematization",
      description:
        "Building a coherent operating system of roles, core processes, KPIs and meeting cadence so an owner-led company can be run independently of its owner.",
    },
    hero: {
      eyebrow: "Exit-Ready Systems · System Builder",
      title: "Build your company's operating system.",
      lead: "Every company has an operating system. In many owner-led businesses, it's simply called the owner. Together we build one that doesn't depend on you: clear roles, lean core processes, meaningful KPIs and a meeting cadence that makes your company steerable.",
      primary: { label: "See the Business Logic Audit", pageId: "audit" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
    problem: {
      title: "When the owner is the system",
      paragraphs: [
        "In the startup and early growth years, it makes sense for everything to run through you. You know every customer, every number, every workflow. At some point, though, the company outgrows your overview. Roles have evolved by accident, numbers are scattered across spreadsheets, meetings happen when something is on fire, and the real control mechanism is your memory.",
        "At that stage, isolated fixes only help for a while. A new tool here, a process manual there, a leadership workshop: each one sensible on its own, but disconnected. What's missing is a system in which roles, processes, numbers and meetings interlock and reinforce each other.",
        "For you, that means you can't step back without the steering falling apart. For a buyer or successor, it means taking over a company whose operating manual leaves with the seller. That makes them cautious, and caution costs you money.",
      ],
      signs: [
        "Nobody could explain on one page who is responsible for what.",
        "You pull together the key numbers yourself, often not until month-end.",
        "Meetings have no fixed agenda and end without clear ownership.",
        "Every improvement is a one-off project that fizzles out after a few weeks.",
        "New managers take a long time to understand how the company really works.",
      ],
    },
    approach: {
      title: "Four building blocks, one system",
      intro:
        "An operating system for your company has four building blocks that we put in place one after another and connect to each other. What matters isn't perfecting each one but making them work together.",
      steps: [
        {
          title: "Roles and accountability",
          text: "We design the organization around responsibilities, not people: Which roles does the company need, who fills them today, and where does too much still sit with you? The result is a one-page overview everyone in the company understands.",
        },
        {
          title: "Core processes",
          text: "For the most important workflows, from sales to delivery, we define lean standards with clear owners. They are the backbone that roles and numbers are built on.",
        },
        {
          title: "KPI dashboard",
          text: "We choose a handful of KPIs that show the health of your business every week, without you having to dig for them. Each number has an owner and a target.",
        },
        {
          title: "Meeting cadence",
          text: "Weekly team huddles, a monthly leadership meeting focused on the numbers and a quarterly strategy offsite. Every meeting has a defined purpose and a fixed agenda and ends with owners and deadlines.",
        },
      ],
    },
    outcomes: {
      title: "What the system delivers",
      items: [
        "A one-page org chart built on roles and responsibilities, not names.",
        "Binding standards for the core processes from sales to delivery, each with a named owner.",
        "A KPI dashboard you read every week without having to ask anyone.",
        "A fixed meeting cadence with agendas, notes and clear follow-ups.",
        "Less day-to-day work for you, with the goal of going from {{hoursFrom}} to {{hoursTo}} hours a week.",
        "A company a buyer can understand without calling you every day.",
      ],
    },
    faq: {
      title: "System Builder: frequently asked questions",
      items: [
        {
          question: "How is this different from traditional organizational consulting?",
          answer:
            "I don't hand you a concept that ends up on a shelf. I build the system with you and your team while the business keeps running. The scope is tailored to owner-led companies: as much structure as necessary, as little as possible. And the goal is stated plainly: a company that can be run without you.",
        },
        {
          question: "How long does it take to build?",
          answer:
            "The basic structure is usually in place within {{programmeDays}} days: first clarity on roles and bottlenecks, then processes and KPIs, finally cadence and handover. After that it's a matter of practice until the system runs without outside prompting.",
        },
        {
          question: "Do we need specific software?",
          answer:
            "No. The system works with simple means: a shared space for processes, a spreadsheet or your existing reporting for the KPIs, a calendar for the cadence. Software comes in only when it serves a clearly defined purpose.",
        },
        {
          question: "Isn't this too much structure for a company our size?",
          answer:
            "Companies with {{audienceRevenue}} in revenue actually benefit most, because they're too big to run by shouting across the office and too small for a corporate bureaucracy. We deliberately keep it lean and leave out anything nobody uses.",
        },
        {
          question: "How does this relate to selling the company later?",
          answer:
            "A working operating system is exactly what buyers pay for: it makes revenue and profit independent of you. In due diligence you can show it instead of having to explain it, and the transition period after the sale gets much shorter.",
        },
      ],
    },
    closing: {
      title: "How systematic is your company today?",
      text: "In the Business Logic Audit I review your roles, processes, numbers and decision paths and show you the levers with the greatest impact. Fixed price of {{auditPrice}}, results in {{auditHours}} hours.",
      primary: { label: "Go to the Business Logic Audit", pageId: "audit" },
      secondary: { label: "Book a first conversation", pageId: "strategy-session" },
    },
    related: ["process-systematization", "team-autonomy", "exit-strategy", "ceo-mentoring"],
  },
};

export default copy;
