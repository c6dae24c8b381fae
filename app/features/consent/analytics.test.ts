import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  analyticsBootstrapScript,
  ga4CspHosts,
  GA_LOADER_ID,
  grantAnalytics,
  gtagScriptUrl,
  loadGtagScript,
  prepareNavigation,
  removeGaCookies,
  revokeAnalytics,
  startAnalytics,
  trackNavigation,
} from "./analytics";

const ID = "G-TEST123456";

/** Just enough of a browser document for the loader and the cookie clean-up. */
function fakeDocument(
  hostname = "www.example.ch",
  cookies: string[] = [],
  href = `https://${hostname}/`,
  referrer = "",
) {
  const appended: { id: string; src: string; async: boolean }[] = [];
  const writes: string[] = [];
  const jar = new Map(cookies.map((c) => [c.split("=")[0]!, c]));
  const win: Record<string, unknown> = {};
  const doc = {
    defaultView: win,
    location: { hostname, href },
    referrer,
    head: { appendChild: (el: { id: string; src: string; async: boolean }) => appended.push(el) },
    createElement: () => ({ id: "", src: "", async: false }),
    getElementById: (id: string) => appended.find((el) => el.id === id) ?? null,
    get cookie() {
      return [...jar.values()].join("; ");
    },
    set cookie(value: string) {
      writes.push(value);
      if (/max-age=0/.test(value)) jar.delete(value.split("=")[0]!);
    },
  };
  win.document = doc;
  return { doc: doc as unknown as Document, win, appended, writes };
}

const layer = (win: Record<string, unknown>) => (win.dataLayer as IArguments[]).map((args) => Array.from(args));

describe("the inline bootstrap script", () => {
  it("only pushes the denied defaults before consent: no script, no request", () => {
    const { doc, win, appended } = fakeDocument();
    runInNewContext(analyticsBootstrapScript(ID, false), Object.assign(win, { window: win, document: doc }));
    expect(layer(win)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
    ]);
    expect(appended).toEqual([]);
  });

  it("grants analytics and configures GA once the visitor has accepted, still changing no DOM", () => {
    const { doc, win, appended } = fakeDocument();
    runInNewContext(analyticsBootstrapScript(ID, true), Object.assign(win, { window: win, document: doc }));
    const entries = layer(win);
    expect(entries.map((e) => e.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
      ["js", expect.anything()],
      ["config", ID],
    ]);
    expect(entries[1]![2]).toEqual({ analytics_storage: "granted" });
    expect(entries[3]![2]).toEqual({
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      send_page_view: false,
    });
    expect(appended).toEqual([]);
  });

  it("cannot be broken out of by its values", () => {
    expect(analyticsBootstrapScript("G-</script>", true)).not.toContain("</script>");
  });
});

describe("grant and revoke in the browser", () => {
  it("adds gtag.js once", () => {
    const { doc, appended } = fakeDocument();
    expect(loadGtagScript(ID, doc)).toBe(true);
    expect(loadGtagScript(ID, doc)).toBe(false);
    expect(appended).toEqual([{ id: GA_LOADER_ID, src: gtagScriptUrl(ID), async: true }]);
  });

  it("after a granted bootstrap, Accept pushes only the update (no second config)", () => {
    const { doc, win } = fakeDocument();
    runInNewContext(analyticsBootstrapScript(ID, true), Object.assign(win, { window: win, document: doc }));
    loadGtagScript(ID, doc);
    grantAnalytics(ID, doc);
    expect(layer(win).filter((e) => e[0] === "config")).toHaveLength(1);
    expect(layer(win).at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  it("loads gtag.js once, after the consent update", () => {
    const { doc, win, appended } = fakeDocument();
    grantAnalytics(ID, doc);
    grantAnalytics(ID, doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123456");
    expect(
      layer(win)
        .slice(0, 5)
        .map((e) => e[0]),
    ).toEqual(["consent", "js", "config", "set", "event"]);
    expect(win[`ga-disable-${ID}`]).toBe(false);
  });

  it("a decline loads nothing, sets Google's opt-out flag and pushes the denied update", () => {
    const { doc, win, appended } = fakeDocument();
    revokeAnalytics(ID, doc);
    expect(appended).toEqual([]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(layer(win)).toEqual([["consent", "update", { analytics_storage: "denied" }]]);
  });

  it("removes the _ga cookies on the host and every parent domain, and nothing else", () => {
    const { doc, writes } = fakeDocument("www.example.ch", [
      "_ga=GA1.1.1.1",
      "_ga_TEST123456=GS1.1.1",
      "lng=de",
      "_gallery=keep",
    ]);
    removeGaCookies(doc);
    const cleared = (name: string) => writes.filter((w) => w.startsWith(`${name}=;`));
    expect(cleared("_ga").map((w) => w.replace(/.*path=\//, ""))).toEqual([
      "",
      "; domain=.www.example.ch",
      "; domain=.example.ch",
    ]);
    expect(cleared("_ga_TEST123456")).toHaveLength(3);
    expect(writes.some((w) => w.startsWith("lng=") || w.startsWith("_gallery="))).toBe(false);
  });

  it("on localhost clears the host-only cookie", () => {
    const { doc, writes } = fakeDocument("localhost", ["_ga=1"]);
    removeGaCookies(doc);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=\/$/);
  });
});

describe("the CSP hosts for GA4", () => {
  it("are Google's documented GA4 hosts and nothing else", () => {
    expect(ga4CspHosts).toEqual({
      scriptHosts: ["https://*.googletagmanager.com"],
      imgHosts: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      connectHosts: [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
    });
  });
});

// GA4 never receives a secret URL (ADR 041): every page view carries the redacted address.
describe("page views with redacted addresses", () => {
  const SITE = "https://www.example.ch";
  const ATTEMPT = "3f1c7a7e-1111-4444-8888-123456789abc";
  const WORKSPACE = "9d2e4b1a-2222-4aaa-9bbb-abcdefabcdef";
  const TOKEN = "Xk3_q9ZyA1b-C2d3E4f5G6h7I8j9K0lMnOpQrStUv";
  const secretPages: [string, string][] = [
    [`/exit-ready-check/${ATTEMPT}/frage/2`, "/exit-ready-check/:attempt/frage/2"],
    [`/exitready/${ATTEMPT}/question/2`, "/exitready/:attempt/question/2"],
    [`/exit-ready-check/${ATTEMPT}/kontakt`, "/exit-ready-check/:attempt/kontakt"],
    [`/exitready/${ATTEMPT}/contact`, "/exitready/:attempt/contact"],
    [`/exit-ready-check/${ATTEMPT}/ergebnis`, "/exit-ready-check/:attempt/ergebnis"],
    [`/exitready/${ATTEMPT}/result`, "/exitready/:attempt/result"],
    [`/build-to-leave/resume/${WORKSPACE}`, "/build-to-leave/resume/:workspace"],
    [`/build-to-leave/modules/delegation/${ATTEMPT}/1`, "/build-to-leave/modules/delegation/:attempt/1"],
    [`/build-to-leave/modules/delegation/${ATTEMPT}/result`, "/build-to-leave/modules/delegation/:attempt/result"],
    [`/newsletter/bestaetigen?token=${TOKEN}`, "/newsletter/bestaetigen"],
    [`/newsletter/confirm?token=${TOKEN}&lng=en`, "/newsletter/confirm?lng=en"],
    [`/newsletter/abmelden?id=4711&token=${TOKEN}`, "/newsletter/abmelden"],
    [`/newsletter/unsubscribe?id=4711&token=${TOKEN}`, "/newsletter/unsubscribe"],
  ];
  const noSecret = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const secret of [ATTEMPT, WORKSPACE, TOKEN, "4711", "token"]) expect(text).not.toContain(secret);
  };

  it.each(secretPages)("Accept on %s sends %s, with a redacted referrer", (path, redacted) => {
    const { doc, win } = fakeDocument("www.example.ch", [], `${SITE}${path}#frag`, `${SITE}${path}`);
    grantAnalytics(ID, doc);
    const entries = layer(win);
    const page = { page_location: `${SITE}${redacted}`, page_referrer: `${SITE}${redacted}` };
    expect(entries).toContainEqual(["set", page]);
    expect(entries).toContainEqual(["event", "page_view", { ...page, send_to: ID }]);
    expect(entries.find((e) => e[0] === "config")![2]).toMatchObject({ send_page_view: false });
    noSecret(entries);
  });

  it.each(secretPages)("a page load with consent on %s sends %s before gtag.js is added", (path, redacted) => {
    const { doc, win, appended } = fakeDocument("www.example.ch", [], `${SITE}${path}`, "https://www.google.com/");
    runInNewContext(analyticsBootstrapScript(ID, true), Object.assign(win, { window: win, document: doc }));
    startAnalytics(ID, doc);
    const entries = layer(win);
    expect(entries.at(-1)).toEqual([
      "event",
      "page_view",
      { page_location: `${SITE}${redacted}`, page_referrer: "https://www.google.com/", send_to: ID },
    ]);
    expect(appended).toHaveLength(1);
    startAnalytics(ID, doc);
    expect(layer(win)).toHaveLength(entries.length);
    noSecret(layer(win));
  });

  it.each(secretPages)(
    "a client-side navigation from %s redacts the referrer and the next address",
    (path, redacted) => {
      const { doc, win } = fakeDocument("www.example.ch", [], `${SITE}/`);
      grantAnalytics(ID, doc);
      // before the address changes: the next page's fields
      prepareNavigation(ID, `${SITE}${path}`, doc);
      expect(layer(win).at(-1)).toEqual(["set", { page_location: `${SITE}${redacted}`, page_referrer: `${SITE}/` }]);
      // on the secret page, then away from it
      (doc.location as { href: string }).href = `${SITE}${path}`;
      trackNavigation(ID, `${SITE}/`, doc);
      (doc.location as { href: string }).href = `${SITE}/audit`;
      trackNavigation(ID, `${SITE}${path}`, doc);
      const views = layer(win).filter((e) => e[0] === "event" && e[1] === "page_view");
      expect(views.map((v) => v[2])).toEqual([
        { page_location: `${SITE}/`, page_referrer: "", send_to: ID },
        { page_location: `${SITE}${redacted}`, page_referrer: `${SITE}/`, send_to: ID },
        { page_location: `${SITE}/audit`, page_referrer: `${SITE}${redacted}`, send_to: ID },
      ]);
      noSecret(layer(win));
    },
  );

  it("sends no second page view when only a redacted part of the address changed", () => {
    const { doc, win } = fakeDocument("www.example.ch", [], `${SITE}/kontakt?consent=settings`);
    grantAnalytics(ID, doc);
    (doc.location as { href: string }).href = `${SITE}/kontakt`;
    trackNavigation(ID, `${SITE}/kontakt?consent=settings`, doc);
    (doc.location as { href: string }).href = `${SITE}/blog?page=2`;
    trackNavigation(ID, `${SITE}/kontakt`, doc);
    const views = layer(win).filter((e) => e[0] === "event" && e[1] === "page_view");
    expect(views.map((v) => (v[2] as { page_location: string }).page_location)).toEqual([
      `${SITE}/kontakt`,
      `${SITE}/blog?page=2`,
    ]);
  });

  it("sends nothing on navigation before consent or after a withdrawal", () => {
    const { doc, win } = fakeDocument("www.example.ch", [], `${SITE}/exitready/${ATTEMPT}/result`);
    trackNavigation(ID, `${SITE}/`, doc);
    prepareNavigation(ID, `${SITE}/audit`, doc);
    expect(win.dataLayer).toBeUndefined();
    grantAnalytics(ID, doc);
    revokeAnalytics(ID, doc);
    const before = layer(win).length;
    trackNavigation(ID, `${SITE}/`, doc);
    prepareNavigation(ID, `${SITE}/audit`, doc);
    expect(layer(win)).toHaveLength(before);
  });
});
