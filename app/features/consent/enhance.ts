import {
  BANNER_ID,
  CONSENT_ACTION,
  isConsentStatus,
  settingsRequested,
  withoutSettingsParam,
  type ConsentStatus,
} from "./consent";
import { browserStorage, healableStatus, recordConsent, syncStoredStatus } from "./record";

// The consent banner's behaviour with JavaScript, on every page (docs/product.md §4, §9;
// docs/decisions/059-hydrate-only-flows-and-forms.md). Part of the shell's script: plain DOM, no
// framework. It works on the server-rendered banner (./ConsentBanner.tsx):
// - a choice is stored in place: localStorage status and log, the `consentchange` event, GA4
//   started or stopped, the `consent` cookie set by a background POST; the banner closes and focus
//   goes back to the footer link that reopened it, else on to the content;
// - the footer's "Cookie settings" link reopens the banner in place, with the current choice;
// - on load: a stored 'granted' starts GA4, the status key follows the cookie, and a choice whose
//   request a reload cancelled heals the missing cookie (record.ts, healableStatus).
// The analytics code (gtag, redaction) is its own chunk, loaded only when it has something to do.

const analytics = () => import("./analytics");

export function enhanceConsent(doc: Document = document) {
  const banner = doc.getElementById(BANNER_ID);
  if (!banner) return; // analytics is not configured
  const measurementId = banner.dataset.measurementId ?? "";
  const known = banner.dataset.status;
  let status: ConsentStatus | null = isConsentStatus(known) ? known : null;
  let opener: HTMLElement | null = null;

  const current = banner.querySelector<HTMLElement>(".consent-current");
  const announcement = doc.getElementById(`${BANNER_ID}-announcement`);
  const redirectInput = banner.querySelector<HTMLInputElement>('input[name="redirectTo"]');

  const store = (choice: ConsentStatus) =>
    fetch(CONSENT_ACTION, {
      method: "POST",
      body: new URLSearchParams({ status: choice }),
      credentials: "same-origin",
    }).catch((error: unknown) => console.error("[consent] could not store the choice", error));

  const show = () => {
    if (current) {
      current.hidden = status === null;
      current.textContent = status === null ? "" : (current.dataset[status] ?? "");
    }
    banner.hidden = false;
  };

  // on load
  const storage = browserStorage();
  const heal = status === null ? healableStatus(storage, new Date()) : null;
  if (heal) {
    status = heal;
    void store(heal);
    if (!settingsRequested(doc.location.search)) banner.hidden = true;
    if (heal === "granted") void analytics().then((m) => m.grantAnalytics(measurementId, doc));
  } else {
    syncStoredStatus(status, storage);
    if (status === "granted") void analytics().then((m) => m.startAnalytics(measurementId, doc));
  }

  banner.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    const choice = submitter instanceof HTMLButtonElement ? submitter.value : null;
    if (!isConsentStatus(choice)) return; // the browser posts the form
    event.preventDefault();
    status = choice;
    recordConsent(choice);
    void analytics().then((m) =>
      choice === "granted" ? m.grantAnalytics(measurementId, doc) : m.revokeAnalytics(measurementId, doc),
    );
    void store(choice);
    banner.dataset.status = choice;
    banner.hidden = true;
    if (announcement)
      announcement.textContent = banner.dataset[choice === "granted" ? "savedGranted" : "savedDenied"] ?? "";
    (opener ?? doc.getElementById("main"))?.focus();
    opener = null;
    const here = doc.location.pathname + doc.location.search;
    if (settingsRequested(doc.location.search)) {
      // the address without the parameter and its #consent; the router's history entry stays (hydrated pages)
      doc.defaultView?.history.replaceState(doc.defaultView.history.state, "", withoutSettingsParam(here));
      if (redirectInput) redirectInput.value = withoutSettingsParam(here);
    }
  });

  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-settings]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener = link;
    show();
    banner.focus();
  });

  banner.dataset.enhanced = "true";
}

/**
 * On a hydrated page before React has taken it over: a choice in the banner or a click on "Cookie
 * settings" is held (not posted, not followed). `release()` hands the
 * held actions, in order, to the banner's handlers once they are attached (enhanceConsent), or to
 * the browser when React will not come: the choice is then posted, the link followed.
 */
export function holdConsentUntilHydrated(doc: Document = document) {
  const held: Array<() => void> = [];
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.closest(`#${BANNER_ID}`) === null) return;
    const submitter = (event as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || !isConsentStatus(submitter.value)) return;
    event.preventDefault();
    held.push(() => form.requestSubmit(submitter));
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-settings]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held.push(() => link.click());
  };
  // on the window, registered before Remix's entry holds events back from React (app/lib/hold-events.client.ts)
  const win = doc.defaultView ?? window;
  win.addEventListener("submit", onSubmit, true);
  win.addEventListener("click", onClick, true);
  return function release() {
    win.removeEventListener("submit", onSubmit, true);
    win.removeEventListener("click", onClick, true);
    const actions = held.splice(0);
    // in a task of its own: after Remix's entry has stopped holding events back from React
    if (actions.length > 0) win.setTimeout(() => actions.forEach((action) => action()), 0);
  };
}
