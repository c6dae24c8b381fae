// Remix's entry (app/entry.client.tsx) holds some events back from React while the page hydrates
// (docs/decisions/060-events-during-hydration.md).

/**
 * The events React answers by hydrating at once (React 18's discrete, replayable events). While
 * Remix decodes the page's data (single fetch), the root's first render suspends; one of these
 * events reaching React then fails the root's hydration (React error #345), and the page stays
 * without React. Until the page has hydrated they stop at the window: their default actions still
 * happen (a character is typed, a box checked, a form posted as without JavaScript, a link
 * followed), only React does not see them.
 */
const HELD_EVENTS = [
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "mousedown",
  "mouseup",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "touchstart",
  "touchend",
  "touchcancel",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "change",
  "submit",
  "reset",
  "compositionstart",
  "compositionend",
  "copy",
  "cut",
  "paste",
  "dragstart",
  "dragend",
  "drop",
] as const;

/** Just before hydrating: holds HELD_EVENTS back from React until <html data-hydrated> (root.tsx). */
export function holdEventsUntilHydrated(win: Window = window) {
  const html = win.document.documentElement;
  if (html.dataset.hydrated === "true") return;
  const stop = (event: Event) => event.stopPropagation();
  for (const type of HELD_EVENTS) win.addEventListener(type, stop, true);
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    for (const type of HELD_EVENTS) win.removeEventListener(type, stop, true);
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}
