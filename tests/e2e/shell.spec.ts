import { expect, test, type Page } from "@playwright/test";
import { hasJs, ready, setPreferences } from "./helpers";

async function themeCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "theme");
  return cookie ? JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString()) : null;
}

const nav = [
  { de: "Start", en: "Home", path: "/", enPath: "/?lng=en" },
  { de: "Über mich", en: "About", path: "/ueber-mich", enPath: "/ueber-mich?lng=en" },
  { de: "CEOpreneur", en: "CEOpreneur", path: "/ceopreneur", enPath: "/ceopreneur?lng=en" },
  { de: "Leistungen", en: "Services", path: "/services", enPath: "/services?lng=en" },
  { de: "Blog", en: "Blog", path: "/blog", enPath: "/blog?lng=en" },
  { de: "Kontakt", en: "Contact", path: "/kontakt", enPath: "/kontakt?lng=en" },
];

test.describe("header navigation", () => {
  test("every link leads to its page and is marked current there", async ({ page }, testInfo) => {
    await page.goto("/");
    await ready(page, testInfo);
    const mainNav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const item of nav) {
      await mainNav.getByRole("link", { name: item.de, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      const current = mainNav.getByRole("link", { name: item.de, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toHaveClass(/is-active/);
      // one current item in the visible navigation (the mobile menu repeats the list)
      await expect(mainNav.locator('.nav-desktop [aria-current="page"]')).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);
    }
  });

  test("English links keep the language without a cookie", async ({ page }) => {
    await page.goto("/?lng=en");
    const mainNav = page.getByRole("navigation", { name: "Main navigation" });
    for (const item of nav) {
      await expect(mainNav.getByRole("link", { name: item.en, exact: true })).toHaveAttribute("href", item.enPath);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens, leads to a page, and is closed there", async ({ page }, testInfo) => {
    await page.goto("/");
    await ready(page, testInfo);
    const menu = page.locator("details.nav-mobile");
    const summary = menu.locator("summary");
    await expect(menu.getByRole("link", { name: "Leistungen", exact: true })).toBeHidden();
    await summary.click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "Leistungen", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(menu.getByRole("link", { name: "Leistungen", exact: true })).toBeHidden();
  });

  test("closes again by its button, and with JavaScript on Escape", async ({ page }, testInfo) => {
    await page.goto("/ceopreneur");
    await ready(page, testInfo);
    const menu = page.locator("details.nav-mobile");
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.locator("summary").click();
    await expect(menu).not.toHaveAttribute("open", "");
    if (hasJs(testInfo)) {
      await menu.locator("summary").click();
      await expect(menu).toHaveAttribute("open", "");
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(menu.locator("summary")).toBeFocused();
    }
  });
});

test.describe("theme", () => {
  test("switches, persists across reloads and pages, and switches back", async ({ page }, testInfo) => {
    await page.goto("/ceopreneur");
    await ready(page, testInfo);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    const toDark = page.getByRole("button", { name: "Zu dunklem Design wechseln" });
    await expect(toDark).toHaveAttribute("title", "Zu dunklem Design wechseln");
    await toDark.click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(page).toHaveURL("/ceopreneur");
    // the switch is optimistic with JavaScript: wait until the server has stored it
    await expect.poll(() => themeCookie(page)).toBe("dark");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.goto("/services");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Zu hellem Design wechseln" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect.poll(() => themeCookie(page)).toBe("light");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
  });

  test("has the binding English tooltips", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.getByRole("button", { name: "Switch to dark mode" })).toHaveAttribute(
      "title",
      "Switch to dark mode",
    );
    await setPreferences(page, { theme: "dark" });
    await page.goto("/?lng=en");
    await expect(page.getByRole("button", { name: "Switch to light mode" })).toHaveAttribute(
      "title",
      "Switch to light mode",
    );
  });
});

test.describe("language", () => {
  test("switches in place, follows the pair's path, and persists", async ({ page }, testInfo) => {
    await page.goto("/unternehmerfreiheit");
    await ready(page, testInfo);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "de");
    const toggle = page.getByRole("button", { name: "Switch to English" });
    await expect(toggle).toHaveAttribute("title", "Switch to English");
    await expect(toggle).toContainText("DE");
    await toggle.click();
    await expect(page).toHaveURL("/entrepreneurial-freedom");
    await expect(html).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    const back = page.getByRole("button", { name: "Auf Deutsch wechseln" });
    await expect(back).toContainText("EN");
    await page.reload();
    await expect(html).toHaveAttribute("lang", "en");
    // the cookie now sends the German path of a pair to its English path
    await page.goto("/exit-strategie");
    await expect(page).toHaveURL("/exit-strategy");
    await expect(html).toHaveAttribute("lang", "en");
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Auf Deutsch wechseln" }).click();
    await expect(page).toHaveURL("/exit-strategie");
    await expect(html).toHaveAttribute("lang", "de");
  });

  test("an unpaired page switches with ?lng=en", async ({ page }, testInfo) => {
    await page.goto("/ueber-mich");
    await ready(page, testInfo);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page).toHaveURL("/ueber-mich?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("?lng=en shows English and its links keep it; only the switch remembers it", async ({ page }, testInfo) => {
    // the page sets no cookie, so a cache in front may keep it for everybody (ADR 064)
    const response = await page.goto("/ceopreneur?lng=en");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await ready(page, testInfo);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Services" })
      .first()
      .click();
    await expect(page).toHaveURL("/services?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("pair redirects go both ways and answer 302", async ({ page, request }) => {
    for (const [from, to, lng] of [
      ["/exit-strategy", "/exit-strategie", "de"],
      ["/unternehmensnachfolge", "/business-succession", "en"],
      ["/strategy-consulting", "/strategieberatung", "de"],
      ["/unternehmerfreiheit", "/entrepreneurial-freedom", "en"],
    ] as const) {
      const response = await request.get(`${from}?lng=${lng}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers()["location"]).toBe(to);
    }
    // without a cookie or parameter a paired path shows its own language
    await page.goto("/exit-strategy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.context().clearCookies();
    await page.goto("/exit-strategie");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("a pending navigation is announced as loading", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "the status needs JavaScript; without it the browser shows its own");
  // What the status shows while the next page loads, recorded from the page (Playwright cannot
  // query a page whose document navigation is pending): its text, when it is on screen.
  const shown: string[] = [];
  await page.exposeFunction("statusShown", (text: string) => shown.push(text));
  // a content page (no React: the shell's script) and a hydrated form page (the router's state)
  for (const from of ["/", "/kontakt"]) {
    shown.length = 0;
    await page.goto(from);
    await ready(page, testInfo);
    await page.evaluate(() => {
      const status = document.querySelector('.loading-status[role="status"]')!;
      new MutationObserver(() => {
        const text = status.querySelector(".loading-text");
        if (text && text.getBoundingClientRect().height > 0) {
          (window as unknown as { statusShown(t: string | null): void }).statusShown(text.textContent);
        }
      }).observe(status, { childList: true, subtree: true, characterData: true });
    });
    // the next page's document (a page load) or its data (a client-side navigation) is slow
    await page.route(
      (url) => url.pathname === "/ceopreneur" || url.pathname === "/ceopreneur.data",
      async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      },
    );
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "CEOpreneur" }).click();
    await expect.poll(() => shown, { message: `loading status on ${from}` }).toContain("Wird geladen …");
    await expect(page).toHaveURL("/ceopreneur");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Wird geladen …" })).toHaveCount(0);
    await page.unrouteAll();
  }
});

test.describe("errors", () => {
  test("an unknown path answers 404 with a localized page", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
    await expect(page.getByText("Fehler 404", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Seite nicht gefunden");
    const en = await page.goto("/does-not-exist?lng=en");
    expect(en?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page doesn't exist");
    await expect(page.getByText("Error 404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });

  test("a thrown error shows the localized error page without details", async ({ page }) => {
    const response = await page.goto("/__error-probe");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Da ist etwas schiefgelaufen");
    await expect(page.getByText("Fehler 500", { exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("probe failure");
    await expect(page.locator("body")).not.toContainText("Unexpected Application Error");
    // no stack trace: no "at fn (file:line:col)" frames
    expect(await page.locator("body").innerText()).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

test.describe("security and health", () => {
  // only the `request` fixture: the same requests and answers whatever the browser's JavaScript setting
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP requests only: the js project runs them");
  test("the home page carries the CSP and the other headers, the same for every visitor", async ({ request }) => {
    const response = await request.get("/");
    const h = response.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).not.toContain("unsafe-inline");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    // the same bytes for the next visitor without cookies (a cache in front may keep it, ADR 064)
    const second = await request.get("/", { headers: { Cookie: "" } });
    expect(second.headers()["content-security-policy"]).toBe(h["content-security-policy"]);
    expect(await second.text()).toBe(await response.text());
  });

  test("assets and resource routes carry the base headers", async ({ request }) => {
    for (const path of ["/favicon.svg", "/healthz", "/robots.txt"]) {
      const response = await request.get(path);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("a POST from a foreign origin is refused", async ({ request }) => {
    const response = await request.post("/preferences/theme", {
      form: { theme: "dark", redirectTo: "/" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("redirects stay on this site", async ({ request }) => {
    const response = await request.post("/preferences/theme", {
      form: { theme: "dark", redirectTo: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
    // the ways out that URL normalisation opened before (ADR 041), through every redirecting form
    for (const redirectTo of ["/.//evil.example", "/..//evil.example", "/%2F/evil.example", "/%5Cevil.example"]) {
      for (const [action, field] of [
        ["/preferences/theme", { theme: "dark" }],
        ["/preferences/language", { lng: "de" }],
        ["/consent", { status: "denied" }],
      ] as const) {
        const answer = await request.post(action, { form: { ...field, redirectTo }, maxRedirects: 0 });
        expect([action, redirectTo, answer.status(), answer.headers()["location"]]).toEqual([
          action,
          redirectTo,
          303,
          "/",
        ]);
      }
    }
  });

  test("/healthz and /readyz answer", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });
});

// axe on the home page (de/en × light/dark, with the theme asserted): pages.spec.ts
// "accessibility of every page" › "axe: home".
