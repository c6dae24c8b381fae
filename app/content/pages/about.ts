import type { Lang } from "~/lib/i18n";
import type { AboutCopy } from "../types";

const copy: Record<Lang, AboutCopy> = {
  de: {
    seo: {
      title: "Über mich – Lukas Brenner, Berater für Inhaber",
      description:
        "Lukas Brenner aus Zürich: Vertriebsleiter, Geschäftsführer, Unternehmensverkäufer und heute Berater für Inhaber, deren Firma ohne sie laufen soll.",
    },
    hero: {
      eyebrow: "Über mich",
      title: "Ich war selbst der Engpass meines Unternehmens.",
      lead: "Ich bin Lukas Brenner. Bevor ich Inhaber beraten habe, habe ich im Vertrieb gearbeitet, ein Unternehmen geführt, es wachsen lassen und es verkauft. Dabei habe ich gelernt, was passiert, wenn zu viel an einer Person hängt – und wie man das ändert, ohne den Betrieb zu gefährden.",
    },
    tabsLabel: "Mehr über meine Arbeit",
    tabs: [
      {
        id: "profile",
        label: "Profil",
        title: "Berater für Inhaber, die ihr Unternehmen unabhängig machen wollen",
        paragraphs: [
          "Ich arbeite von Zürich aus mit Inhabern und Geschäftsführern in Deutschland, Österreich und der Schweiz. Meine Kunden führen Unternehmen mit {{audienceRevenue}} Umsatz – meist mit einem Team, das zu groß geworden ist, um alles selbst im Blick zu behalten, aber noch keine echte zweite Führungsebene hat.",
          "Fast alle bringen dasselbe Thema mit: Das Unternehmen funktioniert, aber es funktioniert über sie. Die wichtigen Kunden rufen den Chef an, die schwierigen Entscheidungen landen auf seinem Tisch, und der Urlaub wird mit dem Laptop verbracht. Genau da setze ich an: mit klaren Entscheidungsrechten, schlanken Systemen und einem Team, das Verantwortung übernimmt.",
          "Ich arbeite persönlich und ohne Stab von Junior-Beratern. Wer mit mir arbeitet, spricht mit mir – im Erstgespräch genauso wie in der zehnten Session.",
        ],
        highlights: [
          "Sitz in Zürich, tätig in Deutschland, Österreich und der Schweiz",
          "Für Inhaber und CEOs von Unternehmen mit {{audienceRevenue}} Umsatz",
          "Schwerpunkte: Inhaberabhängigkeit, Systeme, Exit-Readiness",
          "Persönliche Zusammenarbeit, keine Weitergabe an Dritte",
        ],
      },
      {
        id: "career",
        label: "Werdegang",
        title: "Vom Vertrieb über die Geschäftsführung zum Verkauf",
        paragraphs: [
          "Angefangen habe ich im Vertrieb eines industriellen Mittelständlers, später habe ich dort den Vertrieb geleitet. Dort habe ich gelernt, wie inhabergeführte Unternehmen ticken: kurze Wege, große Loyalität – und ein Inhaber, bei dem am Ende fast jede wichtige Frage landet.",
          "Danach war ich geschäftsführender Mitinhaber eines Dienstleistungsunternehmens. Wir sind über mehrere Jahre deutlich gewachsen, und irgendwann war ich derjenige, auf den alle warteten. Als wir das Unternehmen verkauft haben, wurde in der Due Diligence schnell klar, wie viel noch an mir hing. Der Verkauf ist gelungen, aber er hat länger gedauert und mich länger gebunden, als es hätte sein müssen.",
          "Seit mehreren Jahren begleite ich nun selbst Inhaber auf diesem Weg – mit dem Wissen, was ich damals früher hätte anders machen sollen. Ich erzähle diese Geschichte nicht, weil sie besonders ist, sondern weil ich sie bei fast jedem Kunden in einer anderen Version wiedererkenne.",
        ],
        highlights: [
          "Vertriebsleitung in einem industriellen Mittelständler",
          "Geschäftsführender Mitinhaber eines Dienstleistungsunternehmens",
          "Wachstum und Verkauf dieses Unternehmens aus eigener Erfahrung",
          "Seit mehreren Jahren selbstständiger Berater und Mentor",
        ],
      },
      {
        id: "sales",
        label: "Vertrieb & Abschluss",
        title: "Vertrieb, der nicht am Chef hängt",
        paragraphs: [
          "In vielen Firmen, die ich kennenlerne, ist der Inhaber der beste Verkäufer. Die großen Kunden kennen ihn persönlich, die Preise verhandelt er selbst, und Angebote gehen erst raus, wenn er sie gesehen hat. Das ist oft die stärkste und gleichzeitig die gefährlichste Abhängigkeit, weil sie direkt am Umsatz hängt.",
          "Weil ich aus dem Vertrieb komme, weiß ich, wie schwer es ist, eine Kundenbeziehung abzugeben, die man über Jahre aufgebaut hat. Wir machen das deshalb Schritt für Schritt: mit einem nachvollziehbaren Vertriebsprozess, klaren Preisregeln statt Chef-Rabatten und einer geplanten Übergabe der wichtigsten Kunden an dein Team.",
          "Abschluss heißt für mich auch der Abschluss, der am Ende stehen kann: der Verkauf oder die Übergabe deines Unternehmens. Ich habe selbst auf der Verkäuferseite am Tisch gesessen und weiß, welche Fragen Käufer stellen und wo Verhandlungen kippen.",
        ],
        highlights: [
          "Ein Vertriebsprozess, den auch neue Mitarbeitende verstehen",
          "Schlüsselkunden geplant und ohne Umsatzverlust übergeben",
          "Preisdisziplin statt Einzelentscheidungen des Inhabers",
          "Verhandlungserfahrung aus dem eigenen Unternehmensverkauf",
        ],
      },
      {
        id: "systems",
        label: "Systeme & Skalierung",
        title: "Systeme, die im Alltag benutzt werden",
        paragraphs: [
          "Als mein eigenes Unternehmen wuchs, hat das, was im kleinen Team selbstverständlich war, nicht mehr getragen. Absprachen auf Zuruf, Wissen in einzelnen Köpfen, Entscheidungen im Flur. Ich habe damals viel Zeit mit Systemen verloren, die auf dem Papier gut aussahen und im Alltag niemand benutzt hat.",
          "Heute baue ich mit meinen Kunden nur so viel System, wie das Unternehmen wirklich braucht: die zehn, fünfzehn Abläufe, die den Laden tragen, dokumentiert in einer Form, die das Team selbst pflegt. Dazu klare Entscheidungsrechte und wenige Kennzahlen, die jeder lesen kann.",
          "Skalierung ist dabei kein Selbstzweck. Ein Unternehmen, das ohne Rückfrage beim Inhaber funktioniert, kann wachsen, ohne dass dein Arbeitstag mitwächst – und es ist für einen Käufer oder Nachfolger deutlich mehr wert.",
        ],
        highlights: [
          "Nur so viel Prozess wie nötig, aber verbindlich gelebt",
          "Dokumentation, die das Team selbst pflegt",
          "Entscheidungsrechte statt Rückfragen",
          "Wenige Kennzahlen, die ohne Erklärung verständlich sind",
        ],
      },
      {
        id: "values",
        label: "Methodik & Werte",
        title: "Wie ich arbeite und was du von mir erwarten kannst",
        paragraphs: [
          "Jede Zusammenarbeit beginnt mit einer ehrlichen Bestandsaufnahme: Wo hängt das Unternehmen an dir, und was kostet dich das? Daraus entsteht ein Plan über {{programmeDays}} Tage mit messbaren Zielen, nicht ein Foliensatz, der in der Schublade landet. Wir arbeiten an deinem Unternehmen, nicht an einem Modellfall.",
          "Ich sage dir, was ich sehe, auch wenn es unbequem ist. Ich respektiere, dass dein Unternehmen oft ein Lebenswerk ist und dass Veränderungen im laufenden Betrieb Fingerspitzengefühl brauchen. Und ich sage ab, wenn ich nicht überzeugt bin, dass ich dir helfen kann.",
        ],
        highlights: [
          "Klarheit: ehrliche Diagnose statt Schönfärberei",
          "Verbindlichkeit: messbare Ziele und feste Termine",
          "Diskretion: was du mir erzählst, bleibt bei mir",
          "Respekt vor dem, was du aufgebaut hast",
        ],
      },
    ],
    facts: [
      { value: "{{programmeDays}} Tage", label: "Programm mit klarem Anfang und Ende" },
      { value: "{{auditHours}} h", label: "bis zur Lieferung des Business Logic Audits" },
      { value: "{{whatsappHours}} h", label: "Antwortzeit per WhatsApp an Werktagen" },
      { value: "1:1", label: "Persönliche Zusammenarbeit ohne Junior-Berater" },
    ],
    closing: {
      title: "Lass uns herausfinden, ob wir zusammenpassen",
      text: "Im kostenlosen Erstgespräch schauen wir gemeinsam auf deine Situation. Du bekommst eine ehrliche Einschätzung, auch wenn sie lautet, dass du mich gerade nicht brauchst.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Das CEOpreneur-Prinzip", pageId: "ceopreneur" },
    },
  },
  en: {
    seo: {
      title: "About Lukas Brenner – Advisor to business owners",
      description:
        "Lukas Brenner, based in Zurich: sales leader, managing director, seller of his own company, and advisor to owners who want a business that runs without them.",
    },
    hero: {
      eyebrow: "About me",
      title: "I used to be the bottleneck in my own company.",
      lead: "I'm Lukas Brenner. Before I started advising owners, I worked in sales, ran a company, grew it and sold it. Along the way I learned what happens when too much depends on one person – and how to change that without putting the business at risk.",
    },
    tabsLabel: "More about my work",
    tabs: [
      {
        id: "profile",
        label: "Profile",
        title: "An advisor for owners who want an independent company",
        paragraphs: [
          "I work out of Zurich with owners and managing directors in Germany, Austria and Switzerland. My clients run companies with {{audienceRevenue}} in revenue – usually with a team that has grown too big to oversee alone but doesn't yet have a real second layer of leadership.",
          "Almost all of them come to me with the same issue: the company works, but it works through them. Key customers call the boss, hard decisions land on the owner's desk, and vacations are spent with a laptop open. That's where I come in, with clear decision rights, lean systems and a team that takes ownership.",
          "I work with clients personally, without a bench of junior consultants. If you work with me, you talk to me – in the first conversation and in the tenth session alike.",
        ],
        highlights: [
          "Based in Zurich, working across Germany, Austria and Switzerland",
          "For owners and CEOs of companies with {{audienceRevenue}} in revenue",
          "Focus: owner dependency, systems, exit readiness",
          "Personal engagement, never handed off to someone else",
        ],
      },
      {
        id: "career",
        label: "Career",
        title: "From sales to running a company to selling it",
        paragraphs: [
          "I started out in sales at an industrial mid-sized company and later ran its sales department. That's where I learned how owner-led companies work: short decision paths, strong loyalty – and an owner who ends up with almost every important question.",
          "After that, I was managing director and co-owner of a services company. We grew substantially over several years, and at some point I was the person everyone was waiting on. When we sold the company, due diligence quickly showed how much still depended on me. The sale went through, but it took longer and tied me in longer than it needed to.",
          "For several years now, I've been guiding other owners down that same road, knowing what I should have done differently and earlier. I don't tell this story because it's unusual. I tell it because I recognize a version of it in almost every client I work with.",
        ],
        highlights: [
          "Head of sales at an industrial mid-sized company",
          "Managing director and co-owner of a services company",
          "Grew and sold that company – first-hand experience",
          "Independent advisor and mentor for several years",
        ],
      },
      {
        id: "sales",
        label: "Sales & Closing",
        title: "Sales that doesn't hinge on the boss",
        paragraphs: [
          "In many of the companies I get to know, the owner is the best salesperson. Major customers know them personally, they negotiate prices themselves, and no proposal goes out until they've seen it. That's often the strongest dependency and the most dangerous one, because it's tied directly to revenue.",
          "Having come from sales myself, I know how hard it is to let go of a customer relationship you've built over years. So we do it step by step: a sales process people can follow, clear pricing rules instead of owner discounts, and a planned handover of your most important accounts to your team.",
          "Closing also means the deal that may come at the very end: selling or handing over your company. I've sat on the seller's side of the table myself, and I know the questions buyers ask and where negotiations tend to fall apart.",
        ],
        highlights: [
          "A sales process that new hires can understand",
          "Key accounts handed over as planned, without losing revenue",
          "Pricing discipline instead of case-by-case calls by the owner",
          "Negotiation experience from selling my own company",
        ],
      },
      {
        id: "systems",
        label: "Systems & Scaling",
        title: "Systems people actually use",
        paragraphs: [
          "As my own company grew, the habits that worked in a small team stopped carrying the load. Agreements shouted across the room, knowledge stuck in a few heads, decisions made in the hallway. Back then I wasted a lot of time on systems that looked good on paper and that nobody used day to day.",
          "Today I build only as much system with my clients as the business really needs: the ten or fifteen workflows that keep it running, documented in a form the team maintains itself. Add clear decision rights and a handful of metrics everyone can read.",
          "Scaling isn't the goal in itself. A company that works without checking back with the owner can grow without your workday growing with it – and it's worth considerably more to a buyer or successor.",
        ],
        highlights: [
          "Only as much process as needed, but followed consistently",
          "Documentation the team maintains itself",
          "Decision rights instead of constant check-ins",
          "A few metrics that need no explanation",
        ],
      },
      {
        id: "values",
        label: "Methodology & Values",
        title: "How I work and what you can expect from me",
        paragraphs: [
          "Every engagement starts with an honest assessment: where does the company depend on you, and what is that costing you? From that comes a {{programmeDays}}-day plan with measurable goals, not a slide deck that ends up in a drawer. We work on your company, not on a textbook case.",
          "I tell you what I see, even when it's uncomfortable. I respect that your company is often your life's work and that change in a running business takes a careful hand. And I'll turn down an engagement if I'm not convinced I can help you.",
        ],
        highlights: [
          "Clarity: an honest diagnosis, not a polished one",
          "Commitment: measurable goals and fixed dates",
          "Discretion: what you tell me stays with me",
          "Respect for what you have built",
        ],
      },
    ],
    facts: [
      { value: "{{programmeDays}} days", label: "A program with a clear start and finish" },
      { value: "{{auditHours}} h", label: "to deliver the Business Logic Audit" },
      { value: "{{whatsappHours}} h", label: "WhatsApp reply time on weekdays" },
      { value: "1:1", label: "Personal work, no junior consultants" },
    ],
    closing: {
      title: "Let's find out whether we're a good fit",
      text: "In a free first conversation, we look at your situation together. You'll get an honest assessment, even if it's that you don't need me right now.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "The CEOpreneur principles", pageId: "ceopreneur" },
    },
  },
};
export default copy;
