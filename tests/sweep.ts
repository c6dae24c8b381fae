// Exhaustive sweeps (every page, in both languages and themes) run whole in `npm run test:sweep`,
// which CI runs after `npm test`; the loop keeps one page per template, which is where a change to
// shared markup or styles shows first. A Playwright test of a sweep has "@sweep" in its title, one
// whose run without JavaScript is the sweep's "@sweep-no-js" (playwright.config.ts picks them by
// TEST_SWEEP); a Vitest file of one is named *.sweep.test.ts.

/** The first page of each route module: one per template. */
export function onePerTemplate<P extends { route: string }>(pages: readonly P[]): P[] {
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.route) && seen.add(page.route));
}

/** In `npm run test:sweep` (TEST_SWEEP=1): a *.sweep.test.ts file imports a loop's test file to run it whole. */
export const sweeping = process.env.TEST_SWEEP === "1";

/**
 * A whole flow in English without JavaScript is the German one's server behaviour in other words,
 * which the js project reads: the loop runs it in German, the sweep in English too.
 */
export const enNoJsSweep = (lng: "de" | "en") => (lng === "en" ? " @sweep-no-js" : "");

/** Playwright's filter for a project: with JavaScript (`js`) or without (`no-js`). */
export function sweepFilter(project: "js" | "no-js"): { grep?: RegExp; grepInvert?: RegExp } {
  const tag = project === "js" ? /@sweep(?!-no-js)/ : /@sweep/;
  return sweeping ? { grep: tag } : { grepInvert: tag };
}
