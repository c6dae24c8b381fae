import type { Lang } from "~/lib/i18n";
import type { SessionPageCopy } from "../types";

const copy: Record<Lang, SessionPageCopy> = {
  de: {
    seo: {
      title: "Kostenloses Strategiegespräch anfragen",
      description:
        "Ein ehrliches Gespräch über deine Rolle im Unternehmen, deine Ziele und den nächsten sinnvollen Schritt: kostenlos, unverbindlich, Rückmeldung in {{followUpHours}} Stunden.",
    },
    hero: {
      eyebrow: "Kostenloses Erstgespräch",
      title: "Lass uns über dein Unternehmen sprechen – nicht über Folien.",
      lead: "Im Strategiegespräch schauen wir gemeinsam darauf, wo dein Unternehmen heute an dir hängt, was du in den nächsten Jahren erreichen willst und welcher Schritt jetzt den größten Unterschied macht. Du bekommst eine ehrliche Einschätzung, auch wenn sie lautet, dass du mich nicht brauchst.",
    },
    formTitle: "Gespräch anfragen",
    expect: {
      title: "Was dich erwartet",
      items: [
        "Ich melde mich innerhalb von {{followUpHours}} Stunden und schlage dir Termine vor.",
        "Das Gespräch dauert 45 Minuten, per Video oder Telefon.",
        "Wir klären, wo du stehst, wo du hinwillst und was dich heute bremst.",
        "Du gehst mit mindestens einem konkreten nächsten Schritt aus dem Gespräch – egal, ob wir danach zusammenarbeiten.",
        "Kein Verkaufsdruck: Wenn ein Mentoring oder ein Audit passt, sage ich es. Wenn nicht, auch.",
      ],
    },
    notFor: {
      title: "Gut zu wissen",
      text: "Das Gespräch richtet sich an Inhaber, Geschäftsführer und CEOs von Unternehmen mit {{audienceRevenue}} Umsatz. Wenn du dich vorbereiten willst: Der ExitReady Check zeigt dir in {{checkMinutes}} Minuten, wo dein Unternehmen steht.",
    },
  },
  en: {
    seo: {
      title: "Request a free strategy session",
      description:
        "An honest conversation about your role in the company, your goals and the next sensible step: free, no obligation, a reply within {{followUpHours}} hours.",
    },
    hero: {
      eyebrow: "Free first conversation",
      title: "Let's talk about your company – not about slides.",
      lead: "In the strategy session we look together at where your company depends on you today, what you want to achieve in the coming years, and which step makes the biggest difference right now. You get an honest assessment, even if it is that you do not need me.",
    },
    formTitle: "Request a session",
    expect: {
      title: "What to expect",
      items: [
        "I get back to you within {{followUpHours}} hours and suggest times.",
        "The session takes 45 minutes, by video or phone.",
        "We clarify where you stand, where you want to go and what is holding you back today.",
        "You leave with at least one concrete next step – whether or not we work together afterwards.",
        "No sales pressure: if mentoring or an audit fits, I will say so. If not, I will say that too.",
      ],
    },
    notFor: {
      title: "Good to know",
      text: "The session is for owners, managing directors and CEOs of companies with {{audienceRevenue}} in revenue. If you want to prepare: the ExitReady Check shows you where your company stands in {{checkMinutes}} minutes.",
    },
  },
};

export default copy;
