// Hydrated pages (app/pages.ts `hydrate: true`: the forms and the flows' steps) load React and
// Remix's runtime at the visitor's first interaction, not at load
// (docs/decisions/061-load-on-intent.md). Both halves live here: the server's, which streams the
// page with Remix's module script and module preloads made inert, and the shell's, which turns the
// preloads on once the page is idle after load (fetched and compiled, not run) and runs the script
// once the first interaction is over, in place, so the document keeps the shape React hydrates.
//
// <html data-hydration> says where that stands: "loading" once asked for, "failed" when React
// will not take the page over (the modules did not load, nothing had hydrated after
// FAIL_AFTER_MS, or something else changed the page's content first: a translation tool or an
// extension, whose changes React 18 would answer by rendering the whole page again, losing what
// the visitor typed). The page then stays the server-rendered one, which works on its own.

/** The type of Remix's module script while it waits (the browser does not run unknown types). */
export const WAITING_SCRIPT_TYPE = "x-module-on-intent";
/**
 * The attribute of the `<template>` around each of Remix's module preloads while they wait: a
 * template's content is inert (the browser fetches nothing for it) and valid anywhere in <body>,
 * which a `<link>` with a rel of our own is not.
 */
export const WAITING_PRELOAD_ATTRIBUTE = "data-modulepreload-on-intent";

// Remix 2.17's <Scripts /> renders a module script (`<script nonce="…" type="module" async="">`, no
// src) that imports the route modules and the client entry, and a `<link rel="modulepreload">` per
// module (no nonce). The shell's own module script and preloads (in <head>, with `src`) stay.
const REMIX_MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/g;
const REMIX_MODULE_PRELOAD = /<link rel="modulepreload" href="(\/build\/(?!shell\/)[^"]*)"\/>/g;

const makeInert = (html: string) =>
  html
    .replace(REMIX_MODULE_SCRIPT, `<script nonce="$1" type="${WAITING_SCRIPT_TYPE}">`)
    .replace(
      REMIX_MODULE_PRELOAD,
      `<template ${WAITING_PRELOAD_ATTRIBUTE}=""><link rel="modulepreload" href="$1"/></template>`,
    );

/**
 * The server's half: passes a page's HTML through as it streams, with Remix's module script and
 * module preloads waiting for intent. Text from the last `<` on is held until the next piece (or
 * the end), so a tag split between two pieces is matched whole; React escapes `<` everywhere else.
 */
export function deferRemixModules() {
  let held = "";
  return {
    write(text: string): string {
      held += text;
      const cut = held.lastIndexOf("<");
      const ready = cut === -1 ? held : held.slice(0, cut);
      held = held.slice(ready.length);
      return makeInert(ready);
    },
    end(): string {
      const rest = makeInert(held);
      held = "";
      return rest;
    },
  };
}

const FAIL_AFTER_MS = 10_000;

/** The first of these anywhere in the page loads Remix's runtime (capture phase, passive). */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin"] as const;

interface RemixWindow {
  __remixContext?: unknown;
}

/** Did Remix's handoff script run on this page? (a plain object, not an element named by its id) */
export function isRemixPage(win: Window = window): boolean {
  const context = (win as RemixWindow).__remixContext;
  return typeof context === "object" && context !== null && Object.getPrototypeOf(context) === Object.prototype;
}

/**
 * The page's one waiting module script, if it carries the nonce of the shell's own script: an
 * element injected into the page could not know this response's nonce, so its text never runs.
 */
function waitingScript(doc: Document): HTMLScriptElement | null {
  const waiting = doc.querySelectorAll<HTMLScriptElement>(`script[type="${WAITING_SCRIPT_TYPE}"]`);
  const shell = doc.querySelector<HTMLScriptElement>('script[type="module"][src^="/build/shell/"]');
  const nonce = shell?.nonce ?? "";
  return waiting.length === 1 && nonce !== "" && waiting[0]!.nonce === nonce ? waiting[0]! : null;
}

let foreignChange = false;
let watcher: MutationObserver | null = null;

/** Notes changes to the page's content made by anything else before the modules load. */
function watchForForeignChanges(doc: Document) {
  watcher = new MutationObserver(() => {
    foreignChange = true;
  });
  watcher.observe(doc.body, { childList: true, characterData: true, subtree: true });
}

function fail(doc: Document, reason: string) {
  doc.documentElement.dataset.hydration = "failed";
  console.warn(`not enhancing this page: ${reason}`);
}

/**
 * New `<link rel="modulepreload">` elements for the build's modules a waiting template holds.
 * Only those: the template's content itself is never put into the page (markup injected into it
 * must not come alive, a script there would run under 'strict-dynamic').
 */
function modulePreloads(doc: Document, template: HTMLTemplateElement): HTMLLinkElement[] {
  return [...template.content.children].flatMap((child) => {
    const href = child.getAttribute("href");
    if (child.localName !== "link" || child.getAttribute("rel") !== "modulepreload") return [];
    if (!href?.startsWith("/build/")) return [];
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.setAttribute("href", href);
    return [link];
  });
}

/**
 * Fetches Remix's modules without running them (once): the browser fetches and compiles a module
 * preload, and runs it only when the module script imports it.
 */
function preloadRemix(doc: Document = document) {
  // changes to the page before this one are someone else's; this one's own are not
  if (watcher && watcher.takeRecords().length > 0) foreignChange = true;
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${WAITING_PRELOAD_ATTRIBUTE}]`)) {
    template.replaceWith(...modulePreloads(doc, template));
  }
  watcher?.takeRecords();
}

/** Loads Remix's modules now (once): the preloads first, so the modules are fetched side by side. */
export function loadRemix(doc: Document = document) {
  const html = doc.documentElement;
  if (html.dataset.hydration) return;
  if (watcher && watcher.takeRecords().length > 0) foreignChange = true;
  watcher?.disconnect();
  if (foreignChange) return fail(doc, "its content was changed by something else (a translation, an extension)");
  const waiting = waitingScript(doc);
  if (!waiting) return fail(doc, "no module script of this response");
  html.dataset.hydration = "loading";
  preloadRemix(doc);
  // a new element: a script element runs once at most, and never after a change of its type
  const script = doc.createElement("script");
  script.type = "module";
  script.nonce = waiting.nonce;
  script.textContent = waiting.textContent;
  script.addEventListener("error", () => fail(doc, "its modules did not load"));
  waiting.replaceWith(script);
  doc.defaultView?.setTimeout(() => {
    if (html.dataset.hydrated !== "true" && html.dataset.hydration === "loading")
      fail(doc, "React did not start in time");
  }, FAIL_AFTER_MS);
}

/**
 * The events that end the interaction an intent event starts (a tap or click: its `click`, or
 * its cancellation; a key: its `keyup`). The modules run after them, so that the browser paints
 * the interaction's answer first (its INP) instead of waiting for their evaluation.
 */
const INTERACTION_ENDS: Partial<Record<(typeof INTENT_EVENTS)[number], readonly string[]>> = {
  pointerdown: ["click", "pointercancel", "touchcancel", "dragstart"],
  touchstart: ["click", "pointercancel", "touchcancel", "dragstart"],
  keydown: ["keyup"],
};
/** A press held longer than this (a long press, a key held down) does not wait any longer. */
const INTERACTION_WAIT_MS = 1000;

/**
 * On a page whose modules wait: loads them at the visitor's first interaction anywhere in the
 * page, once it is painted, or at once when `atOnce()` says the page has work for React at load.
 */
export function loadRemixOnIntent(atOnce: () => boolean, win: Window = window) {
  const doc = win.document;
  if (waitingScript(doc) === null) return;
  if (atOnce()) return loadRemix(doc);
  watchForForeignChanges(doc);
  let asked = false;
  // after the next frame is painted (a task queued from the frame's callback runs after it)
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(() => loadRemix(doc), 0));
  const intent = (event: Event) => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, intent, true);
    if (asked) return;
    asked = true;
    const ends = INTERACTION_ENDS[event.type as (typeof INTENT_EVENTS)[number]];
    if (!ends) return afterPaint();
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      for (const type of ends) win.removeEventListener(type, end, true);
      afterPaint();
    };
    for (const type of ends) win.addEventListener(type, end, { capture: true, passive: true });
    win.setTimeout(end, INTERACTION_WAIT_MS);
  };
  for (const type of INTENT_EVENTS) win.addEventListener(type, intent, { capture: true, passive: true });
  // fetched once the page is idle after load, so the visitor's first tap only runs them
  const idle = () => (win.requestIdleCallback ?? win.setTimeout)(() => preloadRemix(doc));
  if (doc.readyState === "complete") idle();
  else win.addEventListener("load", idle, { once: true });
}
