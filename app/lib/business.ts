import { localeTags, type Lang } from "./i18n";
import { fillDeep } from "./interpolate";

// Business constants (docs/product.md §1, §9): every price, duration, target and limit, typed once.
// Copy refers to them as {{placeholders}} (see `businessVars`), so no number is typed twice.

export const business = {
  mentoring: { pricePerMonth: 2500, currency: "CHF", firstConversationFree: true },
  audit: {
    price: 2500,
    currency: "EUR",
    deliveryHours: 48,
    guaranteeMinLevers: 3,
    applicationMinutes: 5,
    targetRevenueMillions: { min: 1, max: 5 },
  },
  /** exitReadyMin: the lowest score of the check's "exit-ready" band (app/features/exit-ready/scoring.ts) */
  exitReady: { questions: 8, minutes: 3, maxScore: 17, categories: 4, exitReadyMin: 15 },
  buildToLeave: { modules: 12 },
  programme: { days: 90, phases: ["1-2", "3-8", "9-12"] as const },
  support: { whatsappReplyHours: 24, sessionFollowUpHours: 24 },
  targets: {
    hoursFrom: 70,
    hoursTo: 20,
    weeksWithoutOwner: 4,
    /** the product description's target "exit-ready score 8+/10"; the copy states it on the check's
     * own scale, as its "exit-ready" band (exitReady.exitReadyMin of maxScore) */
    exitReadyScore: 8,
    exitReadyScale: 10,
    delegatedDecisionsPercent: 70,
    teamDecisionsPercent: 80,
  },
  /** the firms the copy addresses, by annual revenue (sample: set your own, docs/content.md) */
  audience: { revenueMillions: { min: 1, max: 50 }, currency: "EUR" },
} as const;

function money(amount: number, currency: string, lng: Lang) {
  return new Intl.NumberFormat(lng === "de" ? "de-DE" : localeTags.en.intl, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The values copy may interpolate as {{name}}, formatted for the language. */
export function businessVars(lng: Lang): Record<string, string> {
  const b = business;
  // A revenue range in millions, with its currency.
  const range = (r: { min: number; max: number }, currency?: string) => {
    const symbol = currency === "EUR" ? "€" : currency;
    if (lng === "de") return `${r.min}–${r.max} Mio.${symbol ? ` ${symbol}` : ""}`;
    return symbol === "€" ? `€${r.min}–${r.max} million` : `${r.min}–${r.max} million${symbol ? ` ${symbol}` : ""}`;
  };
  return {
    mentoringPrice: money(b.mentoring.pricePerMonth, b.mentoring.currency, lng),
    auditPrice: money(b.audit.price, b.audit.currency, lng),
    auditHours: String(b.audit.deliveryHours),
    auditLevers: String(b.audit.guaranteeMinLevers),
    auditMinutes: String(b.audit.applicationMinutes),
    auditRevenue: range(b.audit.targetRevenueMillions, b.audit.currency),
    audienceRevenue: range(b.audience.revenueMillions, b.audience.currency),
    checkQuestions: String(b.exitReady.questions),
    checkMinutes: String(b.exitReady.minutes),
    checkMaxScore: String(b.exitReady.maxScore),
    modules: String(b.buildToLeave.modules),
    programmeDays: String(b.programme.days),
    phase1: b.programme.phases[0].replace("-", "–"),
    phase2: b.programme.phases[1].replace("-", "–"),
    phase3: b.programme.phases[2].replace("-", "–"),
    whatsappHours: String(b.support.whatsappReplyHours),
    followUpHours: String(b.support.sessionFollowUpHours),
    hoursFrom: String(b.targets.hoursFrom),
    hoursTo: String(b.targets.hoursTo),
    weeksWithoutOwner: String(b.targets.weeksWithoutOwner),
    exitScore: String(b.targets.exitReadyScore),
    exitScale: String(b.targets.exitReadyScale),
    // The exit-readiness target on the ExitReady Check's own scale, so copy that names the
    // ExitReady Score uses one scale: the lowest score of the check's "exit-ready" band.
    checkTargetScore: String(b.exitReady.exitReadyMin),
    delegatedPercent: String(b.targets.delegatedDecisionsPercent),
    teamPercent: String(b.targets.teamDecisionsPercent),
  };
}

/** Fills {{name}} placeholders in copy with the business constants; an unknown name throws. */
export function interpolate<T>(value: T, vars: Record<string, string>): T {
  return fillDeep(value, vars, "throw");
}
