import type { Lang } from "~/lib/i18n";
import type { ContactCopy } from "../types";

const copy: Record<Lang, ContactCopy> = {
  de: {
    seo: {
      title: "Kontakt – Lukas Brenner, Berater für Inhaber",
      description:
        "Schreib mir per E-Mail, ruf an oder nutze WhatsApp. Ich antworte innerhalb eines Werktags persönlich und sage dir ehrlich, ob und wie ich dir helfen kann.",
    },
    hero: {
      eyebrow: "Kontakt",
      title: "Lass uns über dein Unternehmen sprechen.",
      lead: "Ob du eine konkrete Frage hast, ein Erstgespräch vereinbaren willst oder erst einmal wissen möchtest, ob ich der Richtige für dein Anliegen bin: Schreib mir. Jede Nachricht lese ich selbst, und alles, was du mir erzählst, bleibt vertraulich.",
    },
    channels: {
      title: "So erreichst du mich",
      email: {
        label: "E-Mail",
        text: "Am besten für ausführlichere Anliegen und wenn du Unterlagen mitschicken willst.",
      },
      phone: {
        label: "Telefon",
        text: "Wenn du lieber direkt sprichst. Bin ich gerade in einem Termin, rufe ich dich zurück.",
      },
      whatsapp: {
        label: "WhatsApp",
        text: "Für kurze Fragen und eine schnelle Abstimmung, etwa zu einem Termin.",
      },
    },
    next: {
      title: "Was nach deiner Nachricht passiert",
      steps: [
        "Ich lese deine Nachricht persönlich und antworte dir innerhalb eines Werktags.",
        "Wenn es passt, schlage ich dir einen Termin für ein kostenloses Erstgespräch vor, in dem wir deine Situation in Ruhe anschauen.",
        "Danach bekommst du eine ehrliche Einschätzung und einen Vorschlag für den nächsten Schritt – oder den Hinweis, wer dir besser helfen kann.",
      ],
    },
    formTitle: "Schreib mir direkt",
    formIntro:
      "Ein paar Sätze zu deinem Unternehmen und deinem Anliegen reichen. Je konkreter du beschreibst, wo es gerade hakt, desto gezielter kann ich antworten.",
  },
  en: {
    seo: {
      title: "Contact Lukas Brenner – Advisor to business owners",
      description:
        "Email me, call, or send a WhatsApp message. I reply personally within one business day and tell you honestly whether and how I can help your company.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Let's talk about your company.",
      lead: "Whether you have a specific question, want to book a first conversation or simply want to know if I'm the right person for what you need: get in touch. I read every message myself, and everything you tell me stays confidential.",
    },
    channels: {
      title: "How to reach me",
      email: {
        label: "Email",
        text: "Best for more detailed questions or if you'd like to send documents along.",
      },
      phone: {
        label: "Phone",
        text: "If you'd rather talk directly. If I'm in a meeting, I'll call you back.",
      },
      whatsapp: {
        label: "WhatsApp",
        text: "For short questions and quick coordination, such as scheduling a call.",
      },
    },
    next: {
      title: "What happens after you get in touch",
      steps: [
        "I read your message personally and reply within one business day.",
        "If it's a fit, I'll suggest a time for a free first conversation where we look at your situation properly.",
        "Afterward, you get an honest assessment and a suggested next step – or a pointer to someone who can help you better.",
      ],
    },
    formTitle: "Send me a message",
    formIntro:
      "A few sentences about your company and what's on your mind are enough. The more specifically you describe where things are stuck, the more useful my answer will be.",
  },
};
export default copy;
