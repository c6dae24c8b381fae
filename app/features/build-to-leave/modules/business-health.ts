import type { BtlModule } from "../types";

const module: BtlModule = {
  id: "business-health",
  title: {
    de: "Wirtschaftliche Gesundheit",
    en: "Business Health",
  },
  description: {
    de: "Ein Blick auf die wirtschaftliche Substanz deiner Firma: Profitabilität, Wachstum, Liquidität und wie stark du von einzelnen Kunden abhängst.",
    en: "A look at your company's financial substance: profitability, growth, cash, and how much you rely on individual customers.",
  },
  impact: {
    de: "Ertrag und stabile Umsätze bestimmen den Unternehmenswert und geben dir den Spielraum, Führung aufzubauen, statt selbst jede Lücke zu füllen.",
    en: "Earnings and stable revenue drive company value, and they give you the room to build leadership instead of filling every gap yourself.",
  },
  minutes: 3,
  questions: [
    {
      id: "profitability",
      text: {
        de: "Wie steht die Profitabilität deiner Firma im Vergleich zu deiner Branche da?",
        en: "How does your company's profitability compare with your industry?",
      },
      options: [
        {
          de: "Wir machen Verlust oder arbeiten knapp an der Nulllinie.",
          en: "We're losing money or hovering around break-even.",
        },
        {
          de: "Wir sind profitabel, aber klar unter dem Branchenniveau.",
          en: "We're profitable, but clearly below industry level.",
        },
        {
          de: "Etwa auf Branchenniveau, mit starken Schwankungen von Jahr zu Jahr.",
          en: "Around industry level, with big swings from year to year.",
        },
        {
          de: "Stabil auf oder leicht über Branchenniveau.",
          en: "Consistently at or slightly above industry level.",
        },
        {
          de: "Seit Jahren deutlich über Branchenniveau, und ich kenne die Gründe dafür.",
          en: "Well above industry level for years, and I know why.",
        },
      ],
    },
    {
      id: "revenueTrend",
      text: {
        de: "Wie hat sich der Umsatz in den letzten drei Jahren entwickelt?",
        en: "How has revenue developed over the last three years?",
      },
      options: [
        {
          de: "Deutlich rückläufig.",
          en: "Declining significantly.",
        },
        {
          de: "Leicht rückläufig oder stark schwankend.",
          en: "Slightly declining or very volatile.",
        },
        {
          de: "Stagnierend, ungefähr auf gleichem Niveau.",
          en: "Flat, roughly at the same level.",
        },
        {
          de: "Moderat wachsend, ohne größere Einbrüche.",
          en: "Growing moderately, without major dips.",
        },
        {
          de: "Stetig wachsend, getragen von mehreren Kunden und Angeboten.",
          en: "Growing steadily, driven by several customers and offerings.",
        },
      ],
    },
    {
      id: "customerConcentration",
      text: {
        de: "Welchen Anteil am Umsatz machen deine drei größten Kunden zusammen aus?",
        en: "What share of revenue do your three largest customers account for together?",
      },
      options: [
        {
          de: "Mehr als 50 %.",
          en: "More than 50%.",
        },
        {
          de: "Zwischen 30 und 50 %.",
          en: "Between 30% and 50%.",
        },
        {
          de: "Zwischen 20 und 30 %.",
          en: "Between 20% and 30%.",
        },
        {
          de: "Zwischen 10 und 20 %.",
          en: "Between 10% and 20%.",
        },
        {
          de: "Weniger als 10 %.",
          en: "Less than 10%.",
        },
      ],
    },
    {
      id: "cashCushion",
      text: {
        de: "Wie lange könnte deine Firma ihre Fixkosten aus vorhandener Liquidität decken, wenn der Umsatz ausbliebe?",
        en: "How long could your company cover its fixed costs from available cash if revenue stopped?",
      },
      options: [
        {
          de: "Weniger als einen Monat.",
          en: "Less than a month.",
        },
        {
          de: "Ein bis zwei Monate.",
          en: "One to two months.",
        },
        {
          de: "Drei bis vier Monate.",
          en: "Three to four months.",
        },
        {
          de: "Fünf bis sechs Monate.",
          en: "Five to six months.",
        },
        {
          de: "Mehr als sechs Monate.",
          en: "More than six months.",
        },
      ],
    },
    {
      id: "recurringRevenue",
      text: {
        de: "Wie viel deines Umsatzes ist wiederkehrend oder vertraglich gesichert?",
        en: "How much of your revenue is recurring or secured by contract?",
      },
      options: [
        {
          de: "Praktisch nichts – jeder Monat beginnt bei null.",
          en: "Practically none; every month starts from zero.",
        },
        {
          de: "Weniger als ein Viertel, meist von Stammkunden ohne Vertrag.",
          en: "Less than a quarter, mostly from regular customers without contracts.",
        },
        {
          de: "Etwa ein Viertel bis ein Drittel.",
          en: "About a quarter to a third.",
        },
        {
          de: "Etwa die Hälfte, mit Verträgen über mindestens ein Jahr.",
          en: "About half, with contracts running at least a year.",
        },
        {
          de: "Der Großteil, mit planbaren Verlängerungen und wenigen Kündigungen.",
          en: "Most of it, with predictable renewals and low churn.",
        },
      ],
    },
    {
      id: "pricingPower",
      text: {
        de: "Wie leicht kannst du Preiserhöhungen bei deinen Kunden durchsetzen?",
        en: "How easily can you push through price increases with your customers?",
      },
      options: [
        {
          de: "Gar nicht – wir konkurrieren fast nur über den Preis.",
          en: "Not at all; we compete almost entirely on price.",
        },
        {
          de: "Schwer – jede Erhöhung kostet uns spürbar Kunden.",
          en: "With difficulty; every increase costs us a noticeable number of customers.",
        },
        {
          de: "Nur mit langer Vorankündigung und viel Erklärung.",
          en: "Only with long notice and a lot of explaining.",
        },
        {
          de: "Meist problemlos, wenn wir sie sachlich begründen.",
          en: "Usually without trouble when we give a solid reason.",
        },
        {
          de: "Leicht – Kunden kommen wegen unseres Werts, nicht wegen des Preises.",
          en: "Easily; customers come for our value, not our price.",
        },
      ],
    },
  ],
  advice: {
    excellent: {
      de: "Deine Firma steht wirtschaftlich solide da: profitabel, breit aufgestellt und liquide. Das ist die beste Ausgangslage, um Strukturen aufzubauen und den Wert weiter zu steigern, ohne unter Druck zu stehen. Nutze diesen Spielraum jetzt für die Module, in denen du schwächer abgeschnitten hast, denn gesunde Zahlen allein machen eine Firma noch nicht unabhängig von dir.",
      en: "Your company is financially solid: profitable, broadly based and liquid. That's the best starting point for building structure and raising value further without pressure. Use this room now for the modules where you scored lower, because healthy numbers alone don't make a company independent of you.",
    },
    good: {
      de: "Die Substanz stimmt, aber es gibt einzelne Schwachstellen, die ein Käufer sofort finden würde, oft eine zu hohe Kundenkonzentration oder ein zu dünnes Liquiditätspolster. Nimm dir den schwächsten Punkt vor und setz dir ein messbares Ziel für die nächsten zwölf Monate.",
      en: "The substance is there, but there are weak spots a buyer would find immediately, often too much customer concentration or too thin a cash cushion. Take on the weakest point and set yourself a measurable target for the next twelve months.",
    },
    satisfactory: {
      de: "Die Firma trägt sich, aber sie ist anfällig: Ein verlorener Großkunde oder ein schwaches Quartal würde dich direkt zurück ins Krisenmanagement ziehen. Bevor du an deinem Rückzug arbeitest, brauchst du mehr wirtschaftlichen Puffer. Konzentriere dich auf zwei Dinge: Liquidität aufbauen und die Abhängigkeit von den größten Kunden senken.",
      en: "The company pays its way, but it's fragile: losing one major customer or a weak quarter would pull you straight back into crisis management. Before you work on stepping back, you need more financial cushion. Focus on two things: building cash and reducing your dependence on your largest customers.",
    },
    critical: {
      de: "Die wirtschaftliche Basis ist im Moment zu schwach für einen Verkauf und zu unsicher für einen Rückzug. Das heißt nicht, dass es zu spät ist, aber die Reihenfolge ist klar: erst Ertrag und Liquidität stabilisieren, dann Strukturen bauen. Ein kostenloses Strategiegespräch hilft dir, die zwei oder drei Maßnahmen zu finden, die jetzt am meisten bewirken.",
      en: "Right now the financial base is too weak for a sale and too uncertain for stepping back. That doesn't mean it's too late, but the order is clear: stabilize earnings and cash first, then build structure. A free strategy session helps you identify the two or three actions that will make the biggest difference now.",
    },
  },
};

export default module;
