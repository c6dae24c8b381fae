// The shell's behaviour with JavaScript on every page (docs/product.md §2;
// docs/decisions/059-hydrate-only-flows-and-forms.md). Part of the shell's script: plain DOM, no
// framework, listeners on the document so they also hold for what React renders on hydrated pages.

/** The mobile menu closes when one of its links is followed, on Escape, and on a page from the back/forward cache. */
export function enhanceMenu(doc: Document = document) {
  const menus = () => doc.querySelectorAll<HTMLDetailsElement>("details.nav-mobile");
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const menu = link?.closest<HTMLDetailsElement>("details.nav-mobile");
    if (menu) menu.open = false;
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus()) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  doc.defaultView?.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of menus()) menu.open = false;
  });
}

/** A link or form that leaves the page: is it handled by the browser (a page load)? */
function leavesPage(event: Event, doc: Document): boolean {
  if (event.defaultPrevented) return false;
  if (event.type === "submit") {
    const form = event.target;
    return form instanceof HTMLFormElement && !form.target;
  }
  const click = event as MouseEvent;
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  const link = click.target instanceof Element ? click.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return false;
  const to = new URL(link.href, doc.baseURI);
  const here = doc.location;
  if (to.origin !== here.origin) return false;
  // a fragment of this same page: no load
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== "");
}

/**
 * Pages without React (docs/decisions/059): the polite status under the header shows "Wird geladen …" /
 * "Loading..." from a followed link or a submitted form until the next page replaces this one.
 * Hydrated pages show it from the router's navigation state (Shell.tsx) instead.
 */
export function enhanceLoading(doc: Document = document) {
  const status = doc.querySelector<HTMLElement>(".loading-status");
  if (!status) return;
  const text = status.dataset.loadingText ?? "";
  const set = (loading: boolean) => {
    status.classList.toggle("is-loading", loading);
    status.replaceChildren();
    if (!loading) return;
    const span = doc.createElement("span");
    span.className = "loading-text";
    span.textContent = text;
    status.append(span);
  };
  // after every other listener (the consent banner's submit prevents the default)
  const onLeave = (event: Event) => {
    if (leavesPage(event, doc)) set(true);
  };
  doc.defaultView?.addEventListener("click", onLeave);
  doc.defaultView?.addEventListener("submit", onLeave);
  doc.defaultView?.addEventListener("pageshow", (event) => {
    if (event.persisted) set(false);
  });
}

/**
 * Pages without React: Back or Forward to an entry of this same document with another address (a
 * hydrated page pushed it with client-side navigation before this page was reloaded) changes only
 * the address bar, as no router renders it; the page for that address is loaded instead. Entries
 * that differ only in their fragment (the table of contents' anchors) stay in-page.
 */
export function enhanceHistory(win: Window = window) {
  const address = () => win.location.pathname + win.location.search;
  let shown = address();
  // the consent banner drops ?consent=settings with replaceState: that address is shown too
  const replaceState = win.history.replaceState.bind(win.history);
  win.history.replaceState = (data, unused, url) => {
    replaceState(data, unused, url);
    shown = address();
  };
  win.addEventListener("popstate", () => {
    if (address() !== shown) win.location.reload();
  });
}
