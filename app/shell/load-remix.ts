import { REMIX_MODULES_ID, type RemixModules } from "./remix-modules";

// The shell's half of loading React and Remix's runtime on a hydrated page
// (docs/decisions/061-load-on-intent.md): their modules are fetched once the page is idle after
// load (fetched and compiled, not run), and run after the visitor's first interaction has been
// painted, as Remix's own module script would run them at load: the manifest, the matched routes'
// modules (window.__remixRouteModules), then the client entry, which hydrates.

/** The first of these anywhere in the page loads Remix's runtime (capture phase, passive). */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin"] as const;
/**
 * An interaction's last events: the modules wait for them, so that their running (a long task)
 * delays no part of the interaction that asked for them (INP).
 */
const INTERACTION_ENDS: Partial<Record<string, string[]>> = {
  pointerdown: ["pointerup", "pointercancel"],
  touchstart: ["touchend", "touchcancel"],
  keydown: ["keyup"],
};

/** Only the build's own modules are ever imported. */
const ownModule = (href: unknown): href is string => typeof href === "string" && /^\/build\/[\w.:/-]+\.js$/.test(href);

/**
 * The page's modules, if it names them (a hydrated page) in an element with the nonce of the
 * shell's own script (markup injected into the page could not know this response's nonce), and
 * names only the build's.
 */
export function remixModules(doc: Document = document): RemixModules | null {
  const element = doc.getElementById(REMIX_MODULES_ID);
  const shell = doc.querySelector<HTMLScriptElement>('script[type="module"][src^="/build/shell/"]');
  if (!(element instanceof HTMLScriptElement) || !shell?.nonce || element.nonce !== shell.nonce) return null;
  let modules: RemixModules;
  try {
    modules = JSON.parse(element.textContent ?? "") as RemixModules;
  } catch {
    return null;
  }
  const all = [modules.manifest, modules.entry, ...modules.preload, ...(modules.routes ?? []).map((r) => r[1])];
  return Array.isArray(modules.routes) && Array.isArray(modules.preload) && all.every(ownModule) ? modules : null;
}

let preloaded = false;

/** Fetches the modules without running them (once). */
function preload(doc: Document, modules: RemixModules) {
  if (preloaded) return;
  preloaded = true;
  for (const href of [modules.manifest, modules.entry, ...modules.preload]) {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    doc.head.append(link);
  }
}

let started: Promise<void> | null = null;

/** Runs Remix's modules now (once); rejects when they do not load. */
export function loadRemix(doc: Document = document, modules = remixModules(doc)): Promise<void> {
  if (!modules) return Promise.reject(new Error("no modules named on this page"));
  started ??= (async () => {
    preload(doc, modules);
    await import(/* @vite-ignore */ modules.manifest);
    const routeModules = await Promise.all(modules.routes.map(([, href]) => import(/* @vite-ignore */ href)));
    (window as { __remixRouteModules?: Record<string, unknown> }).__remixRouteModules = Object.fromEntries(
      modules.routes.map(([id], i) => [id, routeModules[i]]),
    );
    await import(/* @vite-ignore */ modules.entry);
  })();
  return started;
}

/**
 * Loads Remix's runtime at the first interaction, after the frame that answers it has been painted
 * (the interaction is not kept waiting for the modules), and fetches its modules once the page is
 * idle after load. `loading` is called as the modules start to run.
 */
export function loadRemixOnIntent(loading: (done: Promise<void>) => void, doc: Document = document) {
  const modules = remixModules(doc);
  if (!modules) return false;
  const win = doc.defaultView!;
  const options = { capture: true, passive: true } as const;
  const run = () => win.requestAnimationFrame(() => win.setTimeout(() => loading(loadRemix(doc, modules))));
  const onIntent = (event: Event) => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, options);
    preload(doc, modules);
    const ends = INTERACTION_ENDS[event.type];
    if (!ends) return run();
    const onEnd = () => {
      for (const type of ends) win.removeEventListener(type, onEnd, options);
      run();
    };
    for (const type of ends) win.addEventListener(type, onEnd, options);
  };
  for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, options);
  const whenIdle = () =>
    "requestIdleCallback" in win ? win.requestIdleCallback(() => preload(doc, modules)) : preload(doc, modules);
  if (doc.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
  return true;
}
