import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";
import { localizedCategories, localizedQuickWins } from "./content.server";
import type { StoredResult } from "./exit-ready.server";
import { BANDS, MAX_SCORE, PHASES, QUICK_WIN_CATEGORIES } from "./scoring";

/** A threshold table as score ranges, highest first: { id, from, to }. */
const ranges = <Id extends string>(table: { id: Id; min: number }[]) =>
  table.map((x, i) => ({ id: x.id, from: x.min, to: i === 0 ? MAX_SCORE : table[i - 1]!.min - 1 }));

/**
 * What the result page and the result's PDF (ADR 069) both show of a stored result, in one
 * language: the categories with their names, the quick wins of the weakest ones, both threshold
 * tables as score ranges, and the paths of the booking page with this attempt and of the PDF. One
 * definition, so the two never differ.
 */
export function resultSummary(attempt: string, result: StoredResult, lng: Lang) {
  const names = Object.fromEntries(localizedCategories(lng).map((c) => [c.id, c.name]));
  return {
    categories: result.categories.map((c) => ({ ...c, name: names[c.id] ?? c.id })),
    quickWins: localizedQuickWins(result.weakest.slice(0, QUICK_WIN_CATEGORIES), lng),
    bands: ranges(BANDS),
    phases: ranges(PHASES),
    // the strategy session is booked on its page, with this attempt: name and email filled in,
    // and the score goes to the consultant with the booking
    booking: `${localizedPath("strategy-session", lng)}?attempt=${attempt}`,
    pdf: localizedPath("exit-ready-report", lng, { params: { attempt } }),
  };
}
