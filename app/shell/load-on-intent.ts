import { INTENT_EVENTS, WAITING_PRELOAD_REL, WAITING_SCRIPT_TYPE } from "~/lib/on-intent";

// The shell's part of loading React and Remix's runtime on intent (docs/decisions/061-load-on-intent.md).
// The server left Remix's module script and preloads inert (app/lib/on-intent.server.ts); this
// turns them back on in place, so the document keeps the shape React hydrates. Remix's entry
// (app/entry.client.tsx) then hydrates as it does on any page.

/** Is this a page whose Remix modules wait for the visitor's intent? */
export const waitsForIntent = (doc: Document = document) =>
  doc.querySelector(`script[type="${WAITING_SCRIPT_TYPE}"]`) !== null;

/** Loads Remix's modules now (once): the preloads first, so the modules are fetched side by side. */
export function loadRemix(doc: Document = document) {
  const html = doc.documentElement;
  if (html.dataset.hydration) return;
  html.dataset.hydration = "loading";
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${WAITING_PRELOAD_REL}"]`)) {
    link.rel = "modulepreload";
  }
  for (const waiting of doc.querySelectorAll<HTMLScriptElement>(`script[type="${WAITING_SCRIPT_TYPE}"]`)) {
    // a new element: a script element runs once at most, and never after a change of its type
    const script = doc.createElement("script");
    script.type = "module";
    script.nonce = waiting.nonce ?? "";
    script.textContent = waiting.textContent;
    waiting.replaceWith(script);
  }
}

/** Loads Remix's modules at the visitor's first interaction anywhere in the page. */
export function loadRemixOnIntent(win: Window = window) {
  const doc = win.document;
  const load = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, load, true);
    loadRemix(doc);
  };
  for (const type of INTENT_EVENTS) win.addEventListener(type, load, { capture: true, passive: true });
}
