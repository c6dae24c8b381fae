// The copy glossary's machine-readable half: each term in both languages and the variants the copy
// must not use. docs/glossary.md explains the terms; `npm run build` (scripts/validate-content.ts,
// scanner app/content/glossary.server.ts) checks every copy file (page YAML, flows, testimonials,
// blog and legal Markdown, locale JSON) against `banned` and the range rule below. Add a variant here.

export type GlossaryLang = "de" | "en";

export interface BannedVariant {
  /** what the copy must not contain (matched per line) */
  pattern: RegExp;
  /** the glossary's term to use instead */
  use: string;
}

export interface GlossaryTerm {
  de: string;
  en: string;
  note: string;
  banned: Record<GlossaryLang, BannedVariant[]>;
}

const v = (pattern: RegExp, use: string): BannedVariant => ({ pattern, use });

// German determiners that make "Audit" masculine (nominative "der", accusative "den"/"einen" …);
// "dem", "des" and "ein" fit the neuter too and are allowed.
const masculine =
  "[Dd]er|[Dd]en|[Ee]inen|[Kk]einen|[Dd]einen|[Ii]hren|[Dd]iesen|[Dd]ieser|[Jj]eden|[Jj]eder|[Ww]elcher|[Ww]elchen";

export const glossary: GlossaryTerm[] = [
  {
    de: "das Business Logic Audit",
    en: "the Business Logic Audit",
    note: "German neuter (das/ein Audit), also for other audits such as das Zeit-Audit; short form das Audit / the audit",
    banned: {
      de: [
        v(new RegExp(`\\b(?:${masculine})\\s+(?:Business Logic |Zeit-)?Audit(?![-\\w])`), "das (Business Logic) Audit"),
        v(/\bBusiness[- ]Logic-Audit\b/, "Business Logic Audit"),
      ],
      en: [v(/\bBusiness Logic audit\b|\bbusiness logic audit\b|\bBusiness-Logic-Audit\b/, "Business Logic Audit")],
    },
  },
  {
    de: "ExitReady Check",
    en: "ExitReady Check",
    note: "product name, never translated; the result is the ExitReady Score",
    banned: {
      de: [v(/\bExit[- ]Ready[- ]?Check\b|\bExitReady-Check\b|\bExitready Check\b/, "ExitReady Check")],
      en: [
        v(/\bExit[- ]Ready[- ]?Check\b|\bExitReady-Check\b|\bExitready Check\b|\bExitReady check\b/, "ExitReady Check"),
      ],
    },
  },
  {
    de: "ExitReady Score (… von {{checkMaxScore}} Punkten)",
    en: "ExitReady Score (… out of {{checkMaxScore}} points)",
    note: "one scale: the check's 0–17; targets as {{checkTargetScore}}+ of {{checkMaxScore}}, never x/10",
    banned: {
      de: [
        v(/Exit-?Readiness-?Score/, "ExitReady Score"),
        v(
          /(?:Score|Exit-Readiness)[^.]{0,40}?\b\d+\+?\s*(?:von|\/)\s*10\b/,
          "{{checkTargetScore}} von {{checkMaxScore}} Punkten",
        ),
        // a target as "15+/17" or "15+ von 17"
        v(/(?:\d|\}\})\+\s*(?:von\b|\/\s*(?:\d|\{\{))/, "ab {{checkTargetScore}} von {{checkMaxScore}} Punkten"),
      ],
      en: [
        v(/\b[Ee]xit[- ]readiness score\b/, "ExitReady Score"),
        v(
          /(?:[Ss]core|[Ee]xit readiness)[^.]{0,40}?\b\d+\+?\s*(?:out of|\/)\s*10\b/,
          "{{checkTargetScore}} out of {{checkMaxScore}} points",
        ),
        v(/(?:\d|\}\})\+\s*\/\s*(?:\d|\{\{)/, "{{checkTargetScore}}+ out of {{checkMaxScore}} points"),
      ],
    },
  },
  {
    de: "Build to Leave",
    en: "Build to Leave",
    note: "product name, never translated, no hyphens",
    banned: {
      // a German compound hyphenates the name (Build-to-Leave-Dashboard)
      de: [v(/\bBuild-to-Leave\b(?!-)|\bBuild To Leave\b/, "Build to Leave")],
      en: [v(/\bBuild-to-Leave\b|\bBuild To Leave\b/, "Build to Leave")],
    },
  },
  {
    de: "Strategiegespräch",
    en: "strategy session",
    note: "the free session at /strategiegespraech; it is also the free first talk of the mentoring (one name for one offer: no Erstgespräch)",
    banned: {
      de: [
        v(/\bStrategie-Gespräch|\bStrategiesitzung|\bStrategie-Session/, "Strategiegespräch"),
        v(/\bErstgespräch|\bErst-Gespräch|\bKennenlern-?[Gg]espräch/, "Strategiegespräch"),
      ],
      en: [
        v(
          /\bstrategy (?:call|meeting|conversation|talk)s?\b|\bfirst conversation\b|\bintro(?:ductory)? calls?\b/i,
          "strategy session",
        ),
      ],
    },
  },
  {
    de: "freier Termin, freie Termine",
    en: "available time, open slot",
    note: "German: a bookable slot is ein freier Termin; freie Zeit means leisure",
    // the slot sense only: "die freie Zeit" (leisure, singular) stays allowed
    banned: {
      de: [v(/\b[Ff]reie[n]? Zeiten\b|\b(?:[Ee]ine|[Ee]iner|[Aa]ndere) freie Zeit\b/, "freier Termin / freie Termine")],
      en: [v(/\b[Ff]ree times\b/, "available times")],
    },
  },
  {
    de: "Sitzung (Mentoring, Coaching)",
    en: "session",
    note: "a meeting of the mentoring or the coaching; German copy says Sitzung, never the anglicism Session",
    banned: { de: [v(/\bSessions?\b/, "Sitzung")], en: [] },
  },
  {
    de: "unter vier Augen, Einzelcoaching",
    en: "one-on-one",
    note: "German eins zu eins is a calque of one-on-one",
    banned: { de: [v(/\beins zu eins\b/i, "unter vier Augen / im Einzelgespräch")], en: [] },
  },
  {
    de: "Arbeitsbereich (Build to Leave)",
    en: "workspace",
    note: "the Build to Leave workspace, as the privacy policy names it; Arbeitsplatz reads as job or desk",
    banned: {
      de: [
        v(
          /\b(?:[Dd]ein(?:en|em|es)?|[Kk]ein(?:em)?)\s+Arbeitsplatz(?:es)?\b|\bBuild-to-Leave-Arbeitsplatz/,
          "Arbeitsbereich",
        ),
      ],
      en: [],
    },
  },
  {
    de: "Team-Autonomie",
    en: "team autonomy",
    note: "German: one spelling for the page, the Build to Leave module and the roadmap phase",
    banned: { de: [v(/\bTeamautonomie\b/, "Team-Autonomie")], en: [] },
  },
  {
    de: "Strategie-Leitfaden",
    en: "strategy guide",
    note: "German: the guide page (/strategieberatung-guide); no Guide in German copy",
    banned: { de: [v(/\bStrategie(?:beratung)?-?Guide\b/, "Strategie-Leitfaden")], en: [] },
  },
  {
    de: "Delegationsstrategie",
    en: "delegation strategy",
    note: "page name and topic",
    banned: {
      de: [v(/\bDelegations?-Strategie\b/, "Delegationsstrategie")],
      en: [v(/\bdelegating strategy\b/i, "delegation strategy")],
    },
  },
  {
    de: "systematisieren, Systematisierung",
    en: "systematize, systematization",
    note: "American spelling in English (-ize, -or, program, canceled)",
    banned: {
      de: [],
      en: [
        v(
          /\b(?:systemati[s]|organi[s]|prioriti[s]|optimi[s]|recogni[s]|reali[s]|speciali[s]|minimi[s]|maximi[s]|standardi[s]|summari[s]|emphasi[s]|centrali[s]|visuali[s]|utili[s]|finali[s]|categori[s]|formali[s]|stabili[s]|digiti[s]|apologi[s]|customi[s])(?:e|es|ed|ing|ation|ations)\b/i,
          "-ize spelling",
        ),
        v(
          /\b(?:analys(?:e|ed|ing)|behaviours?|colours?|favour(?:s|ed|ite)?|honours?|labours?|neighbours?|programmes?|centres?|catalogues?|judgement|travelled|cancell(?:ed|ing)|enrolment|fulfil(?:s|ment)?)\b/i,
          "American spelling",
        ),
      ],
    },
  },
  {
    de: "Kennzahlen",
    en: "KPIs, key numbers",
    note: "German Kennzahlen; English never key figures",
    banned: {
      de: [v(/\bKPI's\b/, "KPIs / Kennzahlen")],
      en: [v(/\bkey figures?\b/i, "KPIs / key numbers"), v(/\bKPI's\b/, "KPIs")],
    },
  },
  {
    de: "Impulse",
    en: "ideas, insights",
    note: "German Impuls has no English twin: write ideas, insights, a monthly email",
    banned: { de: [], en: [v(/\bimpulses?\b/i, "ideas / insights")] },
  },
  {
    de: "Macher (operativer Inhaber)",
    en: "operator, operator-owner",
    note: "the owner who runs everything himself, as the CEOpreneur page names him; Betreiber is a calque",
    banned: { de: [v(/\bBetreiber-?Inhaber|\bBetreiberrolle\b|\bvom Betreiber zum\b/i, "Macher")], en: [] },
  },
  {
    de: "steuern, steuerbar (ein Unternehmen)",
    en: "run, manage, keep on course",
    note: "English steerable and steer by gut feeling are calques of steuerbar / aus dem Bauch steuern",
    banned: { de: [], en: [v(/\bsteerable\b|\bsteers? by\b|\bsteered through\b/i, "run / manage / keep on course")] },
  },
  {
    de: "Sparring, Sparringspartner",
    en: "sounding board, one-on-ones",
    note: "German Sparring(spartner) in business has no English twin outside boxing",
    banned: { de: [], en: [v(/\bsparring\b/i, "sounding board / one-on-ones")] },
  },
  {
    de: "Textform (AGB)",
    en: "in writing (email is sufficient)",
    note: "the terms' Textform (§ 126b BGB); English readers know in writing, the email clause keeps the meaning",
    banned: { de: [], en: [v(/\bin text form\b/i, "in writing")] },
  },
  {
    de: "Entscheidungswege",
    en: "decision-making",
    note: "no calque decision paths",
    banned: { de: [], en: [v(/\bdecision paths?\b/i, "decision-making")] },
  },
  {
    de: "du (informell), ich (der Berater)",
    en: "you, I (the consultant)",
    note: "German copy says du; the solo consultant says ich/I, never wir/we for himself (wir = you and I together)",
    banned: {
      de: [
        v(
          /\bIhnen\b|\b(?:unser|unsere|unserer|unserem|unseren) (?:Team|Kunden|Klienten|Beratung|Berater|Seite)\b/,
          "du / ich",
        ),
      ],
      en: [v(/\bour (?:team|clients|consultants|firm|page)\b/i, "I / my clients")],
    },
  },
];

/** Every banned variant of a language, with the term it belongs to. */
export function bannedVariants(lng: GlossaryLang): (BannedVariant & { term: string })[] {
  return glossary.flatMap((t) => t.banned[lng].map((b) => ({ ...b, term: lng === "de" ? t.de : t.en })));
}

/**
 * A range written with a hyphen between two numbers ("2-4 Wochen", "weeks 1-2") where prose wants
 * an en dash. Not matched: dates (2026-01-15), numbers inside ids, slugs and paths (q1-2, /a-1-2),
 * phone numbers (digits grouped by spaces or more hyphens).
 */
export const hyphenRange = /(?<![\w./:#+-]|\d )(\d+)-(\d+)(?![\w./-]|\s\d)/;
