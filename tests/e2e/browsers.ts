import { existsSync } from "node:fs";

// The Chromium each project runs. `js` runs Debian's Chromium, the browser visitors have: its
// headless mode schedules frames, idle callbacks and input as a window does, which loading React
// on intent depends on (the old headless shell ran neither the modules after a key's release nor
// the hold of a translated page). `no-js`, where no script runs, runs Debian's old headless shell
// when installed: the same Blink, and the whole suite took 404 s instead of 633 s with it.
// CHROMIUM_PATH sets both; with neither installed, Playwright's own Chromium.
export function chromiumFor(javaScript: boolean): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates = javaScript ? ["/usr/bin/chromium"] : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  return candidates.find((path) => existsSync(path));
}
