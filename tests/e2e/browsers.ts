import { existsSync } from "node:fs";

// Which Chromium runs which browser tests. Debian's old headless shell starts and renders a page
// in about two thirds of the time of Debian's Chromium (its /usr/bin wrapper also turns on GPU
// rasterisation, which headless draws in software): the whole suite took 404 s on it against 633 s.
// But it schedules frames, idle callbacks and input unlike a browser window, which typing during
// hydration and the consent banner depend on (three of their tests failed on it). So the specs of
// those behaviours run on Chromium itself with JavaScript, and everything else on the shell.
// CHROMIUM_PATH sets one browser for all; with none installed, Playwright's own Chromium.

/** The specs whose JavaScript behaviour depends on a browser window's scheduling. */
export const WINDOW_SPECS = ["forms.spec.ts", "consent.spec.ts"];

const WINDOW = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"];
const SHELL = ["/usr/bin/chromium-headless-shell", ...WINDOW];

export function chromium(kind: "window" | "shell"): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return (kind === "window" ? WINDOW : SHELL).find((path) => existsSync(path));
}
