import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";

const copy: Record<Lang, TopicCopy> = {
  de: {
    seo: {
      title: "Lokale SEO für KMU: Mehr Anfragen aus deiner Region",
      description:
        "Lokale Suchmaschinenoptimierung für inhabergeführte KMU: Google-Unternehmensprofil, lokale Landingpages, Bewertungen und messbare Anfragen aus der Region.",
    },
    service: {
      name: "Lokale Suchmaschinenoptimierung für KMU",
      description:
        "Aufbau lokaler Sichtbarkeit für inhabergeführte Unternehmen: Google-Unternehmensprofil, lokale Landingpages, Bewertungsprozess und einheitliche Einträge, gemessen an qualifizierten Anfragen.",
    },
    hero: {
      eyebrow: "Wachstum & Sichtbarkeit · Lokale SEO",
      title: "Gefunden werden, wo deine Kunden suchen – unabhängig von deinem Netzwerk.",
      lead: "Viele inhabergeführte Firmen gewinnen ihre Kunden in der Region: Handwerks- und Baubetriebe, Dienstleister, Praxen, Händler, regionale B2B-Anbieter. Ein großer Teil dieser Kunden sucht zuerst bei Google. Ich helfe dir, dort sichtbar zu werden und aus Sichtbarkeit messbare Anfragen zu machen – als Vertriebskanal, der nicht an deinen persönlichen Kontakten hängt.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Alle Leistungen ansehen", pageId: "services" },
    },
    problem: {
      title: "Warum gute regionale Anbieter online unsichtbar sind",
      paragraphs: [
        "In vielen Unternehmen, die ich kennenlerne, kommt Neugeschäft vor allem über Empfehlungen und über den Inhaber selbst. Das funktioniert, solange du Zeit für Netzwerk, Verbände und Kundenbesuche hast. Es wird zum Risiko, sobald du dich aus dem Tagesgeschäft zurückziehen willst, und es drückt den Wert, wenn ein Käufer fragt, woher die Neukunden kommen, wenn du nicht mehr da bist.",
        "Gleichzeitig suchen potenzielle Kunden in deiner Region genau nach dem, was du anbietest – und finden deine Wettbewerber. Das Google-Unternehmensprofil ist unvollständig oder wurde nie beansprucht, die Website sagt nichts über die Orte, in denen du tätig bist, Bewertungen sind wenige und alt, und in Branchenverzeichnissen stehen unterschiedliche Adressen und Telefonnummern.",
        "Lokale Suchmaschinenoptimierung ist kein Marketing-Feuerwerk, sondern solide Handwerksarbeit. Richtig aufgesetzt, wird sie zu einem System: Sichtbarkeit in der Suche, Vertrauen durch echte Bewertungen und ein klarer Weg zur Anfrage, den dein Team selbstständig betreut.",
      ],
      signs: [
        "Suchst du nach deiner Leistung und deinem Ort, erscheinst du nicht in der Kartenansicht.",
        "Dein Google-Unternehmensprofil wurde seit Langem nicht gepflegt.",
        "Du hast deutlich weniger Bewertungen als deine Wettbewerber, obwohl deine Kunden zufrieden sind.",
        "Adresse, Telefonnummer und Öffnungszeiten unterscheiden sich je nach Verzeichnis.",
        "Du weißt nicht, wie viele Anfragen tatsächlich über Website und Google kommen.",
      ],
    },
    approach: {
      title: "Vier Bausteine für lokale Sichtbarkeit",
      intro:
        "Wir beginnen mit einer Bestandsaufnahme: Wie sichtbar bist du heute, und mit welchen Begriffen suchen Kunden in deiner Region tatsächlich? Darauf bauen vier Bausteine auf, die zusammenwirken.",
      steps: [
        {
          title: "Google-Unternehmensprofil",
          text: "Wir vervollständigen und schärfen dein Profil: passende Kategorien, Leistungen, Einzugsgebiet, Fotos, Öffnungszeiten und regelmäßige Beiträge. Hast du mehrere Standorte, bekommt jeder ein eigenes, sauber gepflegtes Profil.",
        },
        {
          title: "Lokale Landingpages",
          text: "Für deine wichtigsten Leistungen und Orte entstehen Seiten, die konkret beantworten, was Suchende wissen wollen: was du anbietest, wo, für wen und wie man dich erreicht. Keine austauschbaren Textbausteine, sondern Inhalte mit echten Projekten, Ansprechpartnern und Referenzen aus der Region.",
        },
        {
          title: "Bewertungsprozess",
          text: "Bewertungen entstehen nicht zufällig. Wir bauen einen einfachen, fairen Ablauf, mit dem dein Team zufriedene Kunden im richtigen Moment um eine Bewertung bittet, und eine Regel, wie auf jede Bewertung geantwortet wird – auch auf kritische.",
        },
        {
          title: "Einheitliche Einträge und Messung",
          text: "Name, Adresse und Telefonnummer werden in allen relevanten Verzeichnissen vereinheitlicht. Gleichzeitig richten wir die Messung ein: Anrufe, Formularanfragen und Routenaufrufe werden erfasst, damit du siehst, was der Kanal tatsächlich bringt.",
        },
      ],
    },
    outcomes: {
      title: "Was du am Ende messen kannst",
      items: [
        "Ein vollständiges, gepflegtes Google-Unternehmensprofil für jeden Standort.",
        "Lokale Landingpages für deine wichtigsten Leistungen und Einzugsgebiete.",
        "Ein laufender Bewertungsprozess, den dein Team ohne dich betreut.",
        "Einheitliche Unternehmensdaten in allen relevanten Verzeichnissen.",
        "Ein monatlicher Bericht über Anrufe, Anfragen und Routenaufrufe aus der lokalen Suche.",
        "Ein Neukundenkanal, der nicht von deinem persönlichen Netzwerk abhängt.",
      ],
    },
    faq: {
      title: "Häufige Fragen zur lokalen SEO",
      items: [
        {
          question: "Warum bietet ein Unternehmensberater lokale SEO an?",
          answer:
            "Weil viele meiner Kunden ihr Geschäft in der Region machen und ihr Vertrieb stark am Inhaber hängt. Ein planbarer lokaler Anfragekanal baut genau diese Abhängigkeit ab und macht Umsatz übertragbar. Ich sehe lokale SEO deshalb als Baustein eines unabhängigen Unternehmens, nicht als isolierte Marketingmaßnahme.",
        },
        {
          question: "Wie schnell zeigen sich Ergebnisse?",
          answer:
            "Ein vollständiges Google-Unternehmensprofil und einheitliche Einträge wirken oft schon nach einigen Wochen. Landingpages und Bewertungen brauchen länger, weil Suchmaschinen Vertrauen über die Zeit aufbauen. Deshalb messen wir von Anfang an, damit du die Entwicklung an echten Anfragen verfolgen kannst.",
        },
        {
          question: "Für welche Unternehmen lohnt sich lokale SEO?",
          answer:
            "Für alle, deren Kunden aus einem erreichbaren Umkreis kommen oder die gezielt in bestimmten Regionen wachsen wollen: Handwerks- und Baubetriebe, Dienstleister, Praxen, Händler und regionale B2B-Anbieter. Wer ausschließlich überregional oder international verkauft, braucht einen anderen Ansatz.",
        },
        {
          question: "Kann ich Bewertungen kaufen oder von Mitarbeitenden schreiben lassen?",
          answer:
            "Davon rate ich klar ab. Gefälschte Bewertungen verstoßen gegen die Richtlinien der Plattformen, können rechtliche Folgen haben und untergraben genau das Vertrauen, um das es geht. Ein guter Bewertungsprozess mit echten, zufriedenen Kunden bringt nachhaltig mehr.",
        },
        {
          question: "Was muss mein Team danach selbst übernehmen?",
          answer:
            "Das Profil aktuell halten, Beiträge veröffentlichen, um Bewertungen bitten und darauf antworten. Dafür bekommt dein Team eine kurze, klare Anleitung und feste Zuständigkeiten. Das Ziel ist ein Ablauf, der ohne dich funktioniert, wie jeder andere gute Prozess im Unternehmen.",
        },
      ],
    },
    closing: {
      title: "Wie sichtbar ist dein Unternehmen in deiner Region?",
      text: "Im kostenlosen Erstgespräch schauen wir gemeinsam auf deine lokale Sichtbarkeit und klären, ob und wie sich ein lokaler Anfragekanal für dein Unternehmen lohnt.",
      primary: { label: "Erstgespräch vereinbaren", pageId: "strategy-session" },
      secondary: { label: "Alle Leistungen ansehen", pageId: "services" },
    },
    related: ["owner-dependency", "strategy-consulting", "process-systematization", "strategy-guide"],
  },
  en: {
    seo: {
      title: "Local SEO for Small Businesses: More Leads From Your Area",
      description:
        "Local SEO for owner-led small and midsize businesses: Google Business Profile, local landing pages, reviews, consistent listings and leads you can measure.",
    },
    service: {
      name: "Local SEO for small and midsize businesses",
      description:
        "Building local visibility for owner-led companies through a Google Business Profile, local landing pages, a review process and consistent listings, measured by qualified inquiries.",
    },
    hero: {
      eyebrow: "Growth & visibility · Local SEO",
      title: "Get found where your customers search, not just through your network.",
      lead: "Many owner-led companies win their customers close to home: trades and construction firms, service providers, medical and professional practices, retailers, regional B2B suppliers. Many of those customers start with a Google search. I help you become visible there and turn that visibility into measurable inquiries, a sales channel that doesn't depend on your personal contacts.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See all services", pageId: "services" },
    },
    problem: {
      title: "Why strong local businesses are invisible online",
      paragraphs: [
        "In many of the companies I get to know, new business comes mainly through referrals and through the owner personally. That works as long as you have time for networking, industry associations and client visits. It becomes a risk the moment you want to step back from daily operations, and it hurts your valuation when a buyer asks where new customers will come from once you're gone.",
        "Meanwhile, potential customers in your area are searching for exactly what you offer and finding your competitors. Your Google Business Profile is incomplete or was never claimed, your website says nothing about the towns you serve, your reviews are few and old, and business directories list different addresses and phone numbers.",
        "Local SEO isn't marketing fireworks. It's solid craftsmanship. Set up properly, it becomes a system: visibility in search, trust built on genuine reviews and a clear path to an inquiry that your team can manage on its own.",
      ],
      signs: [
        "When you search for your service and your town, you don't show up in the map results.",
        "Your Google Business Profile hasn't been touched in ages.",
        "You have far fewer reviews than your competitors, even though your customers are happy.",
        "Your address, phone number and hours differ from one directory to the next.",
        "You don't know how many inquiries actually come from your website and Google.",
      ],
    },
    approach: {
      title: "Four building blocks for local visibility",
      intro:
        "We start with an audit: How visible are you today, and which terms do customers in your area actually search for? Four building blocks follow, and they work together.",
      steps: [
        {
          title: "Google Business Profile",
          text: "We complete and sharpen your profile: the right categories, services, service area, photos, hours and regular posts. If you have several locations, each one gets its own well-maintained profile.",
        },
        {
          title: "Local landing pages",
          text: "For your most important services and locations, we create pages that answer exactly what searchers want to know: what you offer, where, for whom and how to reach you. No interchangeable boilerplate, but content with real projects, named contacts and references from the area.",
        },
        {
          title: "Review process",
          text: "Reviews don't happen by accident. We set up a simple, fair routine for your team to ask satisfied customers for a review at the right moment, plus a clear rule for responding to every review, including critical ones.",
        },
        {
          title: "Consistent listings and tracking",
          text: "Your name, address and phone number are made consistent across all relevant directories. At the same time we set up tracking for calls, form submissions and direction requests, so you can see what the channel actually delivers.",
        },
      ],
    },
    outcomes: {
      title: "What you'll be able to measure",
      items: [
        "A complete, well-maintained Google Business Profile for every location.",
        "Local landing pages for your key services and service areas.",
        "An ongoing review process your team runs without you.",
        "Consistent business information across all relevant directories.",
        "A monthly report on calls, inquiries and direction requests from local search.",
        "A new-customer channel that doesn't depend on your personal network.",
      ],
    },
    faq: {
      title: "Local SEO: frequently asked questions",
      items: [
        {
          question: "Why does a business consultant offer local SEO?",
          answer:
            "Because many of my clients do business regionally and their sales depend heavily on the owner. A predictable local lead channel reduces exactly that dependency and makes revenue transferable. That's why I treat local SEO as one building block of an independent company, not as an isolated marketing tactic.",
        },
        {
          question: "How quickly will we see results?",
          answer:
            "A complete Google Business Profile and consistent listings often make a difference within a few weeks. Landing pages and reviews take longer, because search engines build trust over time. That's why we track from day one, so you can follow progress in real inquiries.",
        },
        {
          question: "Which companies benefit from local SEO?",
          answer:
            "Any company whose customers come from within driving distance, or that wants to grow deliberately in specific regions: trades and construction firms, service providers, practices, retailers and regional B2B suppliers. If you sell exclusively nationally or internationally, you need a different approach.",
        },
        {
          question: "Can I buy reviews or have employees write them?",
          answer:
            "I strongly advise against it. Fake reviews violate the platforms' policies, can have legal consequences and undermine the very trust you're trying to build. A good review process with real, satisfied customers pays off far more over time.",
        },
        {
          question: "What will my team need to handle afterward?",
          answer:
            "Keeping the profile current, publishing posts, asking for reviews and responding to them. Your team gets short, clear instructions and defined responsibilities for this. The goal is a routine that runs without you, like any other good process in your company.",
        },
      ],
    },
    closing: {
      title: "How visible is your company in your area?",
      text: "In a free first conversation we look at your local visibility together and work out whether, and how, a local lead channel makes sense for your business.",
      primary: { label: "Book a first conversation", pageId: "strategy-session" },
      secondary: { label: "See all services", pageId: "services" },
    },
    related: ["owner-dependency", "strategy-consulting", "process-systematization", "strategy-guide"],
  },
};

export default copy;
