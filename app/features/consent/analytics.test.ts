import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  analyticsBootstrapScript,
  ga4CspHosts,
  GA_LOADER_ID,
  grantAnalytics,
  gtagScriptUrl,
  loadGtagScript,
  removeGaCookies,
  revokeAnalytics,
} from "./analytics";

const ID = "G-TEST123456";

/** Just enough of a browser document for the loader and the cookie clean-up. */
function fakeDocument(hostname = "www.example.ch", cookies: string[] = []) {
  const appended: { id: string; src: string; async: boolean }[] = [];
  const writes: string[] = [];
  const jar = new Map(cookies.map((c) => [c.split("=")[0]!, c]));
  const win: Record<string, unknown> = {};
  const doc = {
    defaultView: win,
    location: { hostname },
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
    expect(entries[3]![2]).toEqual({ allow_google_signals: false, allow_ad_personalization_signals: false });
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
        .slice(0, 3)
        .map((e) => e[0]),
    ).toEqual(["consent", "js", "config"]);
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
