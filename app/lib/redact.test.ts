import { describe, expect, it } from "vitest";
import { pages } from "~/pages";
import { analyticsPage, redactIds, redactPath, redactUrl } from "./redact";

// Secret URLs never reach GA4 or the logs (ADR 041; docs/security.md).

const SITE = "https://site.example";
const ATTEMPT = "3f1c7a7e-1111-4444-8888-123456789abc";
const WORKSPACE = "9d2e4b1a-2222-4aaa-9bbb-abcdefabcdef";
const TOKEN = "Xk3_q9ZyA1b-C2d3E4f5G6h7I8j9K0lMnOpQrStUv";
const UNSUB = "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY";
/** a booking's manage token (43 base64url characters); this one has no digit, unlike TOKEN */
const MANAGE = "abcdefghijklmnopqrstuvwxyz_ABCDEFGHIJ-KLMNO";
/** the consultant's feed token (BOOKINGS_FEED_TOKEN: letters, digits, - and _) */
const FEED = "feed-secret-only-lowercase-letters";

/** Every secret the cases below put into a URL: none may survive redaction. */
const SECRETS = [ATTEMPT, WORKSPACE, TOKEN, UNSUB, MANAGE, FEED, "4711", ATTEMPT.replace(/-/g, "")];

const secretRoutes: [string, string][] = [
  // ExitReady: attempt, questions, contact step and result, both languages
  [`/exit-ready-check/${ATTEMPT}/frage/3`, "/exit-ready-check/:attempt/frage/3"],
  [`/exitready/${ATTEMPT}/question/3`, "/exitready/:attempt/question/3"],
  [`/exit-ready-check/${ATTEMPT}/kontakt`, "/exit-ready-check/:attempt/kontakt"],
  [`/exitready/${ATTEMPT}/contact`, "/exitready/:attempt/contact"],
  [`/exit-ready-check/${ATTEMPT}/ergebnis`, "/exit-ready-check/:attempt/ergebnis"],
  [`/exitready/${ATTEMPT}/result`, "/exitready/:attempt/result"],
  [`/exitready/${ATTEMPT}/result/`, "/exitready/:attempt/result"],
  // the result as a PDF (ADR 069): a file under the result's address, as secret as the result
  [`/exit-ready-check/${ATTEMPT}/ergebnis/pdf`, "/exit-ready-check/:attempt/ergebnis/pdf"],
  [`/exitready/${ATTEMPT}/result/pdf`, "/exitready/:attempt/result/pdf"],
  [`/EXITREADY/${ATTEMPT}/result/pdf`, "/EXITREADY/:id/result/pdf"],
  // Build to Leave: the resume link, and module attempts
  [`/build-to-leave/resume/${WORKSPACE}`, "/build-to-leave/resume/:workspace"],
  [`/build-to-leave/modules/team-autonomy/${ATTEMPT}/2`, "/build-to-leave/modules/team-autonomy/:attempt/2"],
  [`/build-to-leave/modules/team-autonomy/${ATTEMPT}/result`, "/build-to-leave/modules/team-autonomy/:attempt/result"],
  // a booked strategy session: its page, cancel and reschedule, both languages (a token that does
  // not look random to redactIds: only the registry's :token removes it)
  [`/strategiegespraech/termin/${MANAGE}`, "/strategiegespraech/termin/:token"],
  [`/strategy-session/booking/${MANAGE}`, "/strategy-session/booking/:token"],
  [`/strategiegespraech/termin/${MANAGE}/absagen`, "/strategiegespraech/termin/:token/absagen"],
  [`/strategy-session/booking/${MANAGE}/cancel`, "/strategy-session/booking/:token/cancel"],
  [`/strategiegespraech/termin/${MANAGE}/verschieben`, "/strategiegespraech/termin/:token/verschieben"],
  [`/strategy-session/booking/${MANAGE}/reschedule.data`, "/strategy-session/booking/:token/reschedule.data"],
  // the consultant's calendar feed (BOOKINGS_FEED_PATH)
  [`/kalender/${FEED}.ics`, "/kalender/:file"],
  [`/kalender/${FEED}`, "/kalender/:file"],
  // other spellings the routes answer (case, escapes, empty segments) or a 404 still carries
  [`/Kalender/${FEED}.ics`, "/Kalender/:id"],
  [`/%6Balender/${FEED}.ics`, "/%6Balender/:id"],
  [`/kalender//${FEED}.ics`, "/kalender/:file"],
  [`/en/kalender/${FEED}.ics`, "/en/kalender/:id"],
  [`/Strategiegespraech/Termin/${MANAGE}`, "/Strategiegespraech/Termin/:id"],
  [`/strategy-session/BOOKING/${MANAGE}/cancel`, "/strategy-session/BOOKING/:id/cancel"],
  [`/en/strategiegespraech/termin/${MANAGE}`, "/en/strategiegespraech/termin/:id"],
  [`/strategiegespraech/%74ermin/${MANAGE}/absagen.data`, "/strategiegespraech/%74ermin/:id/absagen.data"],
  [`/EXITREADY/${FEED}/result`, "/EXITREADY/:id/result"],
  [`/build-to-leave/Modules/team-autonomy/${FEED}/2`, "/build-to-leave/Modules/team-autonomy/:id/2"],
  // Remix data requests of the same pages
  [`/exitready/${ATTEMPT}/result.data`, "/exitready/:attempt/result.data"],
  [`/build-to-leave/resume/${WORKSPACE}.data`, "/build-to-leave/resume/:workspace.data"],
  // unknown paths with an id (a mistyped or truncated link: a 404, still a secret)
  [`/exit-ready-check/${ATTEMPT}`, "/exit-ready-check/:id"],
  [`/exitready/${ATTEMPT}/resultx`, "/exitready/:id/resultx"],
  [`/build-to-leave/resume/${WORKSPACE}/x`, "/build-to-leave/resume/:id/x"],
  [`/build-to-leave/resume/${ATTEMPT.replace(/-/g, "")}`, "/build-to-leave/resume/:workspace"],
  [`/x/${ATTEMPT.toUpperCase()}`, "/x/:id"],
  [`/newsletter/bestaetigen/${TOKEN}`, "/newsletter/bestaetigen/:id"],
  [`/unsubscribe/${UNSUB}`, "/unsubscribe/:id"],
  // query strings and fragments never survive in a path
  [`/newsletter/bestaetigen?token=${TOKEN}`, "/newsletter/bestaetigen"],
  [`/newsletter/abmelden?id=4711&token=${UNSUB}`, "/newsletter/abmelden"],
  [`/exitready/${ATTEMPT}/result#${ATTEMPT}`, "/exitready/:attempt/result"],
];

describe("redactPath", () => {
  it.each(secretRoutes)("%s → %s", (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
    for (const secret of SECRETS) expect(redactPath(path)).not.toContain(secret);
  });

  it("covers every route of the table with a secret parameter", () => {
    const secretPages = pages.filter((p) => /:(attempt|workspace|token)/.test(p.de)).map((p) => p.id);
    expect(secretPages.sort()).toEqual(
      [
        "booking",
        "booking-cancel",
        "booking-reschedule",
        "btl-question",
        "btl-result",
        "btl-resume",
        "exit-ready-contact",
        "exit-ready-question",
        "exit-ready-report",
        "exit-ready-result",
      ].sort(),
    );
    for (const page of pages) {
      for (const pattern of [page.de, page.en].filter(Boolean) as string[]) {
        const path = pattern
          .replace(/:attempt|:workspace|:token/g, ATTEMPT)
          .replace(/:module/, "delegation")
          .replace(/:n/, "4");
        expect(redactPath(path)).not.toContain(ATTEMPT);
      }
    }
    // every other parameter name is known to be public
    const names = new Set(pages.flatMap((p) => [...`${p.de}${p.en ?? ""}`.matchAll(/:(\w+)/g)].map((m) => m[1])));
    expect([...names].sort()).toEqual(["attempt", "issue", "module", "n", "token", "workspace"]);
  });

  it.each([
    ["/", "/"],
    ["/ueber-mich", "/ueber-mich"],
    ["/exitready", "/exitready"],
    ["/newsletter/archiv/2026-12", "/newsletter/archiv/2026-12"],
    ["/blog/entscheidungen-delegieren-nicht-aufgaben", "/blog/entscheidungen-delegieren-nicht-aufgaben"],
    ["/blog/10-fragen-zur-unternehmensnachfolge-2026", "/blog/10-fragen-zur-unternehmensnachfolge-2026"],
    ["/build-to-leave/modules/team-autonomy", "/build-to-leave/modules/team-autonomy"],
    ["/build/entry.client-ABCDEFGH.js", "/build/entry.client-ABCDEFGH.js"],
    ["/newsletter/bestaetigen", "/newsletter/bestaetigen"],
  ])("keeps the public path %s", (path, expected) => {
    expect(redactPath(path)).toBe(expected);
  });

  it("redactIds replaces UUIDs and token-like segments anywhere", () => {
    expect(redactIds(`/a/${ATTEMPT}-x/b`)).toBe("/a/:id-x/b");
    expect(redactIds(`/a/deadbeefdeadbeef`)).toBe("/a/:id");
    expect(redactIds(`/a/${TOKEN}`)).toBe("/a/:id");
    expect(redactIds("/team-autonomy/delegation-strategie")).toBe("/team-autonomy/delegation-strategie");
  });
});

describe("redactUrl and analyticsPage (GA4's page_location and page_referrer)", () => {
  it.each(secretRoutes)("%s is sent without its secret", (path, redacted) => {
    const { page_location } = analyticsPage(`${SITE}${path}`, "");
    expect(page_location).toBe(`${SITE}${redacted}`);
    for (const secret of SECRETS) expect(page_location).not.toContain(secret);
  });

  it("keeps only harmless query parameters (language, list position, campaign), never a fragment", () => {
    expect(redactUrl(`${SITE}/blog?category=leadership&page=2&token=${TOKEN}#x`, SITE)).toBe(
      `${SITE}/blog?category=leadership&page=2`,
    );
    expect(redactUrl(`${SITE}/ueber-mich?lng=en&utm_source=newsletter&utm_campaign=spring&email=a%40b.ch`, SITE)).toBe(
      `${SITE}/ueber-mich?lng=en&utm_source=newsletter&utm_campaign=spring`,
    );
    expect(redactUrl(`${SITE}/newsletter/abmelden?id=4711&token=${UNSUB}&lng=en`, SITE)).toBe(
      `${SITE}/newsletter/abmelden?lng=en`,
    );
    expect(redactUrl(`${SITE}/newsletter/bestaetigen?status=confirmed`, SITE)).toBe(`${SITE}/newsletter/bestaetigen`);
  });

  it("redacts a referrer from this site the same way, and cuts another site's to its origin", () => {
    const page = analyticsPage(`${SITE}/audit`, `${SITE}/exitready/${ATTEMPT}/result?x=1`);
    expect(page).toEqual({ page_location: `${SITE}/audit`, page_referrer: `${SITE}/exitready/:attempt/result` });
    expect(analyticsPage(`${SITE}/`, "https://www.google.com/search?q=secret").page_referrer).toBe(
      "https://www.google.com/",
    );
    expect(analyticsPage(`${SITE}/`, "").page_referrer).toBe("");
    expect(analyticsPage(`${SITE}/`, "android-app://com.example/").page_referrer).toBe("");
    expect(analyticsPage(`${SITE}/`, "not a url").page_referrer).toBe(`${SITE}/not%20a%20url`);
  });
});
