// When a hydrated page (the forms and the flows' steps, app/pages.ts `hydrate: true`) hands itself
// to React: on the visitor's first interaction, not at load (docs/decisions/060-hydrate-on-intent.md).
// Until then it is the server-rendered page, which works on its own: a form posts, a link loads.
// The shell's script (./enhance.ts, loaded early in <head>) notes the first interaction, and asks
// for hydration when it has work that needs React on the page; Remix's entry
// (app/entry.client.tsx, loaded later) hydrates once either has happened.

/** The first of these anywhere in the page asks for hydration (capture phase, before any handler). */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
const REQUEST_EVENT = "hydration-request";

/** Asks for hydration now: it starts at once, or as soon as Remix's entry has loaded. */
export function requestHydration(doc: Document = document) {
  if (doc.documentElement.dataset.hydration === "requested") return;
  doc.documentElement.dataset.hydration = "requested";
  doc.dispatchEvent(new Event(REQUEST_EVENT));
}

/** The shell's script: the visitor's first interaction (or a focused element at load) asks for hydration. */
export function requestHydrationOnIntent(win: Window = window) {
  const doc = win.document;
  const ask = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, ask, true);
    requestHydration(doc);
  };
  if (doc.activeElement !== null && doc.activeElement !== doc.body) return ask();
  for (const type of INTENT_EVENTS) win.addEventListener(type, ask, { capture: true, passive: true });
}

/** Remix's entry: runs `hydrate` once hydration has been asked for (before this ran, or later). */
export function onHydrationRequest(hydrate: () => void, win: Window = window) {
  const doc = win.document;
  // after the event that asked for it has been dispatched: React's listeners, attached by
  // hydrateRoot, must not receive that same event half-way (React error #345)
  const start = () => win.setTimeout(hydrate, 0);
  if (doc.documentElement.dataset.hydration === "requested") return start();
  doc.addEventListener(REQUEST_EVENT, start, { once: true });
}

/**
 * The events React answers by hydrating at once (React 18's discrete, replayable events). While
 * Remix decodes the page's data, the root's first render suspends; one of these events reaching
 * React then would fail the root's hydration (React error #345). Until the page has hydrated they
 * stop at the window: their default actions still happen (a character is typed, a box checked, a
 * form posted as without JavaScript, a link followed), only React does not see them.
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

/** Remix's entry, just before hydrating: holds HELD_EVENTS back from React until <html data-hydrated>. */
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
