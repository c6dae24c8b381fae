import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations, hasJs, ready, setPreferences } from "./helpers";

// The analytics consent banner and GA4 with Consent Mode v2 (docs/product.md §4, §7, §8, §9;
// docs/decisions/030-analytics-consent.md, 031-ga4-consent-mode.md). The web server runs with
// GA_MEASUREMENT_ID=G-TEST123456 (playwright.config.ts). Every request to a Google host is
// intercepted and counted; gtag.js is answered with a stub that behaves like it in the ways that
// matter here (sets the _ga cookies, sends one hit unless opted out), so nothing leaves the machine.

const MEASUREMENT_ID = "G-TEST123456";
const GOOGLE_HOST =
  /(^|\.)(google-analytics\.com|googletagmanager\.com|google\.com|google\.[a-z]{2,3}(\.[a-z]{2})?|doubleclick\.net|googlesyndication\.com|googleadservices\.com|googleapis\.com|gstatic\.com)$/;

const GTAG_STUB = `(function () {
  var id = ${JSON.stringify(MEASUREMENT_ID)};
  window.__gtagStubRuns = (window.__gtagStubRuns || 0) + 1;
  var expires = new Date(Date.now() + 63072000000).toUTCString();
  document.cookie = "_ga=GA1.1.1234567890.1767225600; path=/; expires=" + expires;
  document.cookie = "_ga_TEST123456=GS1.1.1767225600.1.0.1767225600.0.0.0; path=/; expires=" + expires;
  if (!window["ga-disable-" + id]) {
    fetch("https://region1.google-analytics.com/g/collect?v=2&tid=" + id + "&en=page_view", {
      method: "POST", mode: "no-cors", keepalive: true
    });
  }
})();`;

interface GoogleTraffic {
  /** every request to a Google host, in order */
  urls: string[];
  scripts: () => number;
  hits: () => number;
  /** console messages about a Content Security Policy violation */
  cspViolations: string[];
  /** uncaught errors, e.g. a failed hydration (React #418) */
  pageErrors: string[];
}

async function watchGoogle(page: Page): Promise<GoogleTraffic> {
  const urls: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (!GOOGLE_HOST.test(url.hostname)) return route.continue();
    urls.push(url.href);
    if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
      return route.fulfill({ contentType: "text/javascript; charset=utf-8", body: GTAG_STUB });
    }
    return route.fulfill({ status: 204 });
  });
  return {
    urls,
    scripts: () => urls.filter((u) => u === `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`).length,
    hits: () => urls.filter((u) => u.startsWith("https://region1.google-analytics.com/g/collect")).length,
    cspViolations,
    pageErrors,
  };
}

function report(testInfo: TestInfo, counts: Record<string, number>) {
  const text = Object.entries(counts)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  testInfo.annotations.push({ type: "google-requests", description: text });
  console.log(`[google requests] ${testInfo.project.name} › ${testInfo.title}: ${text}`);
}

/** Gives late requests (async scripts, beacons) half a second, then returns the count. */
async function settled(page: Page, google: GoogleTraffic) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  return google.urls.length;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      JSON.parse(JSON.stringify(Array.from(args))),
    ),
  );

const texts = {
  de: {
    region: "Cookie-Einstellungen",
    text: "Ich nutze optionale Webanalyse (GA4), um die Website zu verbessern. Du kannst akzeptieren oder ablehnen.",
    accept: "Akzeptieren",
    decline: "Ablehnen",
    link: "Cookie-Einstellungen",
  },
  en: {
    region: "Cookie settings",
    text: "We use optional analytics (GA4) to improve the site. You can accept or decline.",
    accept: "Accept",
    decline: "Decline",
    link: "Cookie settings",
  },
} as const;

const banner = (page: Page, lng: "de" | "en" = "de") => page.getByRole("region", { name: texts[lng].region });
const footerLink = (page: Page, lng: "de" | "en" = "de") =>
  page.getByRole("contentinfo").getByRole("link", { name: texts[lng].link, exact: true });

/** Clicks a banner button; returns once the banner is gone and the server has stored the choice. */
async function choose(page: Page, choice: "accept" | "decline", lng: "de" | "en" = "de") {
  // with JavaScript, the banner's own chunk must have loaded, or the click takes the no-JS path
  if (hasJs(test.info())) await expect(banner(page, lng)).toHaveAttribute("data-enhanced", "true");
  const stored = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/consent") && r.request().method() === "POST",
  );
  await banner(page, lng).getByRole("button", { name: texts[lng][choice], exact: true }).click();
  await expect(banner(page, lng)).toHaveCount(0);
  expect((await (await stored).allHeaders())["set-cookie"]).toMatch(/^consent=/);
}

test.describe("the banner", () => {
  for (const lng of ["de", "en"] as const) {
    test(`shows the exact texts and two equal buttons (${lng})`, async ({ page }, testInfo) => {
      await page.goto(lng === "en" ? "/services?lng=en" : "/services");
      await ready(page, testInfo);
      const region = banner(page, lng);
      await expect(region).toBeVisible();
      await expect(region.getByText(texts[lng].text, { exact: true })).toBeVisible();
      const accept = region.getByRole("button", { name: texts[lng].accept, exact: true });
      const decline = region.getByRole("button", { name: texts[lng].decline, exact: true });
      await expect(accept).toBeVisible();
      await expect(decline).toBeVisible();
      await expect(region.getByRole("button")).toHaveCount(2);
      await expect(region.getByRole("checkbox")).toHaveCount(0);
      const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
      expect(a!.width).toBeCloseTo(d!.width, 0);
      expect(a!.height).toBeCloseTo(d!.height, 0);
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return [s.fontSize, s.fontWeight, s.color, s.backgroundColor, s.borderColor].join("|");
      };
      expect(await accept.evaluate(look)).toBe(await decline.evaluate(look));
      await expect(footerLink(page, lng)).toBeVisible();
    });
  }

  test("sits in the page flow: it covers no focused element and no content", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/");
    await ready(page, testInfo);
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("static");
    // Every element focused with the keyboard is the topmost element at its centre.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const label = `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ""}`;
        return { label, visible: r.width > 0 && r.height > 0, covered: !!hit && !el.contains(hit) && hit !== el };
      });
      if (!state || !state.visible) continue;
      seen.add(state.label);
      expect(state.covered, `focused ${state.label} is covered`).toBe(false);
    }
    expect([...seen].some((l) => l.includes("Akzeptieren"))).toBe(true);
    expect([...seen].some((l) => l.includes("Ablehnen"))).toBe(true);
  });

  test("is keyboard operable: Tab reaches it after the header, Enter decides", async ({ page }, testInfo) => {
    await page.goto("/ceopreneur");
    await ready(page, testInfo);
    const accept = banner(page).getByRole("button", { name: "Akzeptieren" });
    for (let i = 0; i < 30 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Ablehnen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL("/ceopreneur");
    if (hasJs(testInfo)) await expect(page.locator("main#main")).toBeFocused();
  });

  test("links to the privacy policy's section on web analytics", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("link", { name: "Details in der Datenschutzerklärung" }).click();
    await expect(page).toHaveURL("/datenschutz#4-webanalyse-mit-google-analytics-4");
    await expect(page.locator('[id="4-webanalyse-mit-google-analytics-4"]')).toHaveText(
      "4. Webanalyse mit Google Analytics 4",
    );
    await page.goto("/privacy");
    await banner(page, "en").getByRole("link", { name: "Details in the privacy policy" }).click();
    await expect(page).toHaveURL("/privacy#4-web-analytics-with-google-analytics-4");
    await expect(page.locator('[id="4-web-analytics-with-google-analytics-4"]')).toHaveText(
      "4. Web analytics with Google Analytics 4",
    );
  });
});

test.describe("Google requests", () => {
  test("none before a choice, and never after Decline", async ({ page }, testInfo) => {
    const google = await watchGoogle(page);
    await page.goto("/");
    await ready(page, testInfo);
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).click();
    await expect(page).toHaveURL("/services");
    await expect(banner(page)).toBeVisible();
    const beforeChoice = await settled(page, google);
    expect(google.urls).toEqual([]);
    if (hasJs(testInfo)) {
      // Consent Mode v2: the defaults are in the data layer before anything else.
      expect((await dataLayer(page))[0]).toEqual([
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ]);
    }

    await choose(page, "decline");
    const afterDecline = await settled(page, google);
    await page.reload();
    await ready(page, testInfo);
    await expect(page.locator("main")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/blog");
    await expect(banner(page)).toHaveCount(0);
    const afterReload = await settled(page, google);
    expect(google.urls).toEqual([]);
    expect(google.pageErrors).toEqual([]);
    if (hasJs(testInfo)) {
      expect(await page.evaluate(() => localStorage.getItem("consent.status"))).toBe("denied");
      await expect(page.locator("script#ga-loader")).toHaveCount(0);
    }
    report(testInfo, { beforeChoice, afterDecline, afterReloadAndNavigation: afterReload });
  });

  test("Accept loads gtag.js and pushes the consent update; later visits load it by themselves", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing can load: see the no-js test below");
    const google = await watchGoogle(page);
    await page.goto("/");
    await ready(page, testInfo);
    const beforeAccept = await settled(page, google);
    expect(beforeAccept).toBe(0);

    await choose(page, "accept");
    await expect.poll(() => google.scripts()).toBe(1);
    await expect.poll(() => google.hits()).toBe(1);
    const afterAccept = await settled(page, google);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(layer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(layer).toContainEqual([
      "config",
      MEASUREMENT_ID,
      { allow_google_signals: false, allow_ad_personalization_signals: false, send_page_view: false },
    ]);
    // the site sends the page view itself, with the redacted address (ADR 041)
    expect(layer).toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_location: new URL("/", page.url()).href, send_to: MEASUREMENT_ID }),
    ]);
    expect(await page.evaluate(() => (window as unknown as { __gtagStubRuns?: number }).__gtagStubRuns)).toBe(1);

    // a later visit: the server renders the loader, no banner
    await page.reload();
    await ready(page, testInfo);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.scripts()).toBe(2);
    await expect.poll(() => google.hits()).toBe(2);
    const afterReload = await settled(page, google);
    const reloaded = await dataLayer(page);
    expect(reloaded.slice(0, 2)).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied" })],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    // the next page (a page load: content pages do not hydrate) starts it again by itself
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await ready(page, testInfo);
    await expect.poll(() => google.scripts()).toBe(3);
    await expect.poll(() => google.hits()).toBe(3);
    const afterNavigation = await settled(page, google);
    expect(google.scripts()).toBe(3);
    // a hydrated page (the contact form) navigates on the client: the loaded script stays, and
    // the page view of the next page is sent with its address
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL("/kontakt");
    await ready(page, testInfo);
    await expect.poll(() => google.scripts()).toBe(4);
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Leistungen" }).click();
    await expect(page).toHaveURL("/services");
    await expect
      .poll(async () =>
        (await dataLayer(page)).some((a) => a[1] === "page_view" && /\/services$/.test(a[2]?.page_location)),
      )
      .toBe(true);
    expect(google.scripts()).toBe(4);
    expect(
      google.urls.every((u) => /^https:\/\/(www\.googletagmanager\.com|region1\.google-analytics\.com)\//.test(u)),
    ).toBe(true);
    expect(google.cspViolations).toEqual([]);
    expect(google.pageErrors).toEqual([]);
    report(testInfo, { beforeAccept, afterAccept, afterReload, afterNavigation });
  });

  test("a choice survives a reload that cancelled the request storing it", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "the stored choice heals the cookie with JavaScript");
    const google = await watchGoogle(page);
    await page.goto("/");
    await ready(page, testInfo);
    await expect(banner(page)).toHaveAttribute("data-enhanced", "true");
    // the POST that sets the cookie is still on its way when the visitor reloads (later ones pass)
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/consent"),
      async (route) => {
        if (route.request().method() !== "POST" || ++posts > 1) return route.fallback();
        await held;
        await route.abort().catch(() => {});
      },
    );
    await banner(page).getByRole("button", { name: texts.de.accept, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    // the choice took effect on this page (gtag.js comes after an on-demand module) before the reload
    await expect.poll(() => google.scripts()).toBe(1);
    expect((await page.context().cookies()).find((c) => c.name === "consent")).toBeUndefined();
    const healed = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith("/consent") && r.request().method() === "POST",
    );
    await page.reload();
    release();
    // the page arrived unset; the stored 'granted' is sent again instead of being erased
    expect((await (await healed).allHeaders())["set-cookie"]).toMatch(/^consent=/);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("consent.status"))).toBe("granted");
    await expect.poll(() => google.scripts()).toBe(2);
    // the next visit knows the choice from the cookie
    await page.goto("/blog");
    await ready(page, testInfo);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.scripts()).toBe(3);
    expect(google.pageErrors).toEqual([]);
  });

  test("without JavaScript the choice is kept in the cookie and nothing can track", async ({ page }, testInfo) => {
    test.skip(hasJs(testInfo), "the no-JavaScript behaviour");
    const google = await watchGoogle(page);
    await page.goto("/ueber-mich?lng=en");
    await choose(page, "accept", "en");
    await expect(page).toHaveURL("/ueber-mich?lng=en");
    const consent = (await page.context().cookies()).find((c) => c.name === "consent");
    expect(consent?.httpOnly).toBe(true);
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto("/services?lng=en");
    await expect(banner(page, "en")).toHaveCount(0);
    const afterAccept = await settled(page, google);
    expect(google.urls).toEqual([]);
    report(testInfo, { afterAcceptWithoutJavaScript: afterAccept });
  });

  test("a choice given for an older consent revision counts as unset", async ({ page, context, baseURL }, testInfo) => {
    const google = await watchGoogle(page);
    // the cookie as Remix writes it (base64 JSON), from revision 0: CONSENT_REVISION is 1
    const value = Buffer.from(JSON.stringify({ status: "granted", revision: 0 })).toString("base64");
    await context.addCookies([{ name: "consent", value, url: baseURL! }]);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("consent.status", "granted");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/");
    await ready(page, testInfo);
    await expect(banner(page)).toBeVisible();
    if (hasJs(testInfo)) {
      await expect.poll(() => page.evaluate(() => localStorage.getItem("consent.status"))).toBeNull();
    }
    const count = await settled(page, google);
    expect(google.urls).toEqual([]);
    report(testInfo, { staleRevisionGranted: count });
  });
});

test.describe("the footer link", () => {
  test("reopens the choice; withdrawing stops analytics and removes the _ga cookies", async ({
    page,
    context,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "withdrawal of running analytics needs JavaScript; no-js below");
    const google = await watchGoogle(page);
    await page.goto("/kontakt");
    await ready(page, testInfo);
    await choose(page, "accept");
    await expect.poll(() => google.hits()).toBe(1);
    const gaCookies = async () => (await context.cookies()).filter((c) => /^_ga(_|$)/.test(c.name)).map((c) => c.name);
    await expect.poll(gaCookies).toEqual(["_ga", "_ga_TEST123456"]);
    const afterAccept = await settled(page, google);

    const link = footerLink(page);
    await link.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText("Deine aktuelle Auswahl: akzeptiert.");
    await expect(page).toHaveURL("/kontakt");
    await choose(page, "decline");
    await expect(link).toBeFocused();
    expect(await gaCookies()).toEqual([]);
    expect(
      await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID),
    ).toBe(true);
    expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    const afterWithdrawal = await settled(page, google);

    await page.reload();
    await ready(page, testInfo);
    await expect(banner(page)).toHaveCount(0);
    const afterReload = await settled(page, google);
    expect(afterReload).toBe(afterWithdrawal);
    expect(google.scripts()).toBe(1);
    expect(await gaCookies()).toEqual([]);
    expect(google.pageErrors).toEqual([]);
    report(testInfo, { afterAccept, afterWithdrawal, afterReload });
  });

  test("its address opens the banner with the current choice; a decision returns without it", async ({
    page,
  }, testInfo) => {
    const google = await watchGoogle(page);
    await page.goto("/services");
    await ready(page, testInfo);
    await choose(page, "decline");
    await expect(footerLink(page)).toHaveAttribute("href", "/services?consent=settings#consent");
    await expect(footerLink(page)).toHaveAttribute("rel", "nofollow");
    // without JavaScript the link itself; with JavaScript the same address shared or bookmarked
    if (hasJs(testInfo)) await page.goto("/services?consent=settings#consent");
    else await footerLink(page).click();
    await expect(page).toHaveURL("/services?consent=settings#consent");
    await ready(page, testInfo);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("Deine aktuelle Auswahl: abgelehnt.");
    const beforeAccept = await settled(page, google);
    expect(beforeAccept).toBe(0);
    await choose(page, "accept");
    await expect(page).toHaveURL("/services");
    await page.reload();
    await ready(page, testInfo);
    await expect(banner(page)).toHaveCount(0);
    const afterAcceptAndReload = await settled(page, google);
    // without JavaScript nothing can load; with it, gtag.js after the choice and after the reload
    expect(google.scripts()).toBe(hasJs(testInfo) ? 2 : 0);
    expect(google.pageErrors).toEqual([]);
    report(testInfo, { beforeAccept, afterAcceptAndReload });
  });
});

test.describe("the record in the browser", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "localStorage and events need JavaScript");

  test("each choice dispatches consentchange with the record", async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      const w = window as unknown as { consentEvents: unknown[] };
      w.consentEvents = [];
      window.addEventListener("consentchange", (event) => w.consentEvents.push((event as CustomEvent).detail));
    });
    await page.goto("/");
    await ready(page, testInfo);
    const events = () => page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const started = Date.now();
    await choose(page, "accept");
    await footerLink(page).click();
    await choose(page, "decline");
    const detail = (await events()) as { status: string; timestamp: string; userAgent: string }[];
    expect(detail.map((d) => d.status)).toEqual(["granted", "denied"]);
    for (const d of detail) {
      expect(Object.keys(d).sort()).toEqual(["status", "timestamp", "userAgent"]);
      expect(new Date(d.timestamp).toISOString()).toBe(d.timestamp);
      expect(Date.parse(d.timestamp)).toBeGreaterThanOrEqual(started - 1000);
      expect(d.userAgent).toBe(userAgent);
    }
    // the event carries the record that was logged
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem("consent.log") ?? "[]"));
    expect(log).toEqual(detail);
  });

  test("a choice on a form page before React has hydrated is recorded in place (ADR 060)", async ({ page }) => {
    const google = await watchGoogle(page);
    // Remix's modules arrive late, as on a slow connection: the click comes before React
    await page.route("**/build/**", async (route) => {
      const url = route.request().url();
      if (!url.includes("/build/shell/") && url.endsWith(".js")) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // the shell's script (a module: it runs before DOMContentLoaded) holds the choice
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await banner(page).getByRole("button", { name: texts.de.accept }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    await expect.poll(() => google.scripts()).toBe(1);
    // held and replayed by the script, not posted by the browser: still the same document
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/kontakt");
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem("consent.log") ?? "[]"));
    expect(log.map((r: { status: string }) => r.status)).toEqual(["granted"]);
    expect(google.pageErrors).toEqual([]);
  });

  test("a choice held for React goes to the browser when React cannot load (ADR 060)", async ({ page }) => {
    // a deploy replaced the build since this page was loaded: its modules are gone
    await page.route("**/build/**", (route) =>
      route.request().url().includes("/build/shell/") || route.request().url().endsWith(".css")
        ? route.continue()
        : route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/kontakt");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await banner(page).getByRole("button", { name: texts.de.accept }).click();
    // posted by the browser once the shell gave React up (10 s): a new document, the choice in
    // the cookie, the banner closed
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as unknown as { before?: boolean }).before ?? "new document")
            .catch(() => "loading"),
        { timeout: 20_000 },
      )
      .toBe("new document");
    await expect(banner(page)).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === "consent")?.value ?? "";
    expect(JSON.parse(Buffer.from(cookie, "base64").toString("utf8"))).toMatchObject({ status: "granted" });
    expect(new URL(page.url()).pathname).toBe("/kontakt");
  });

  test("keeps the status and a log of the last 50 records (51 changes)", async ({ page }, testInfo) => {
    // 51 changes: the first 49 are earlier visits' records already in the log (as the banner wrote
    // them: status, timestamp, user agent), the last two are made here through the banner and the
    // footer link. The cap itself, counted over 51 appends, is unit-tested in
    // app/features/consent/record.test.ts ("keeps the last 50 records of 51 changes, oldest first").
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await ready(page, testInfo);
    const choices: ("granted" | "denied")[] = [];
    for (let i = 0; i < 49; i++) choices.push(i % 2 === 0 ? "granted" : "denied");
    await page.evaluate((earlier) => {
      const start = Date.now() - 60_000;
      const log = earlier.map((status, i) => ({
        status,
        timestamp: new Date(start + i * 1000).toISOString(),
        userAgent: navigator.userAgent,
      }));
      localStorage.setItem("consent.log", JSON.stringify(log));
    }, choices);
    for (let i = 49; i < 51; i++) {
      const choice = i % 2 === 0 ? "accept" : "decline";
      if (i > 49) await footerLink(page).click();
      await choose(page, choice);
      choices.push(choice === "accept" ? "granted" : "denied");
    }
    const stored = await page.evaluate(() => ({
      status: localStorage.getItem("consent.status"),
      log: JSON.parse(localStorage.getItem("consent.log") ?? "null") as { status: string; timestamp: string }[],
    }));
    expect(stored.status).toBe("granted");
    expect(stored.log).toHaveLength(50);
    expect(stored.log.map((r) => r.status)).toEqual(choices.slice(1));
    const times = stored.log.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // the server has the last choice too
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
  });

  test("a failing log write is only reported on the console", async ({ page }, testInfo) => {
    const google = await watchGoogle(page);
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const consoleErrors: string[] = [];
    const pageErrors: Error[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => pageErrors.push(e));
    await page.goto("/");
    await ready(page, testInfo);
    await choose(page, "accept");
    await expect
      .poll(() => consoleErrors.some((m) => m.includes("[consent] could not write the consent log")))
      .toBe(true);
    expect(pageErrors).toEqual([]);
    // the visitor sees nothing of it: no error message, and the choice takes effect
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("could not");
    await expect.poll(() => google.scripts()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("consent.log"))).toBeNull();
    const afterAccept = await settled(page, google);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.scripts()).toBe(2);
    report(testInfo, { afterAccept, afterReload: await settled(page, google) });
  });
});

test("POST /consent validates the choice and redirects only on this site", async ({ request }, testInfo) => {
  test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
  const bad = await request.post("/consent", { form: { status: "maybe", redirectTo: "/" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(bad.headers()["set-cookie"]).toBeUndefined();
  const away = await request.post("/consent", {
    form: { status: "denied", redirectTo: "https://evil.example/" },
    maxRedirects: 0,
  });
  expect(away.status()).toBe(303);
  expect(away.headers()["location"]).toBe("/");
  const back = await request.post("/consent", {
    form: { status: "granted", redirectTo: "/ueber-mich?lng=en&consent=settings" },
    maxRedirects: 0,
  });
  expect(back.headers()["location"]).toBe("/ueber-mich?lng=en");
  expect((await back.headersArray()).find((h) => h.name.toLowerCase() === "set-cookie")?.value).toMatch(
    /^consent=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  // without redirectTo (a script posting directly): JSON, and the cookie all the same
  const direct = await request.post("/consent", { form: { status: "denied" }, maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  expect(await direct.json()).toEqual({ ok: true, status: "denied" });
  expect((await direct.headersArray()).some((h) => /^consent=/.test(h.value))).toBe(true);
});

test("the CSP names GA4's hosts and no other Google host", async ({ request }, testInfo) => {
  test.skip(!hasJs(testInfo), "HTTP requests only (the request fixture): the js project runs them");
  // a content page (no nonce: the bootstrap by its hash, ADR 064) and a form page (a nonce)
  for (const [path, scriptSrc] of [
    ["/", /^script-src 'self' 'sha256-[^']+' https:\/\/\*\.googletagmanager\.com\/gtag\/$/],
    ["/kontakt", /^script-src 'self' 'nonce-[^']+' 'strict-dynamic' https:\/\/\*\.googletagmanager\.com$/],
  ] as const) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src"), path).toMatch(scriptSrc);
    expect(directive("connect-src"), path).toContain("https://*.google-analytics.com https://*.analytics.google.com");
    const hosts = new Set(csp.match(/https:\/\/[^\s;/]+/g));
    expect([...hosts].sort(), path).toEqual([
      "https://*.analytics.google.com",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ]);
    expect(csp, path).not.toContain("unsafe-inline");
  }
});

test.describe("accessibility with the banner visible", () => {
  // The banner as a first visit shows it (de/en × light/dark, banner asserted visible): axe in
  // pages.spec.ts "accessibility of every page", on every page (including /ceo-mentoring).

  test("axe: the reopened banner with the current choice", async ({ page }, testInfo) => {
    await setPreferences(page, { theme: "dark" });
    await page.goto("/");
    await ready(page, testInfo);
    await choose(page, "decline");
    await footerLink(page).click();
    await expect(banner(page)).toContainText("Deine aktuelle Auswahl: abgelehnt.");
    await expectNoAxeViolations(page, "reopened");
  });
});
