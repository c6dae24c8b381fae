import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { createTranslator, translateMessage } from "~/lib/translate";
import { rateLimitedMessage, submitHeaders } from "./submit.server";

// What a visitor over the rate limit reads (ADR 062): when to try again, in their language, from
// the Retry-After seconds rounded up to whole minutes.
describe("rateLimitedMessage", () => {
  const render = (lng: "de" | "en", seconds: number) =>
    translateMessage(createTranslator(lng === "de" ? de : en, lng).t, rateLimitedMessage(seconds));

  it.each([
    ["de", 720, "Bitte sende das Formular in 12 Minuten noch einmal."],
    ["de", 661, "Bitte sende das Formular in 12 Minuten noch einmal."],
    ["de", 60, "Bitte sende das Formular in einer Minute noch einmal."],
    ["de", 1, "Bitte sende das Formular in einer Minute noch einmal."],
    ["de", 3600, "Bitte sende das Formular in 60 Minuten noch einmal."],
    ["en", 720, "Please try again in 12 minutes."],
    ["en", 61, "Please try again in 2 minutes."],
    ["en", 59, "Please try again in one minute."],
  ] as const)("%s, %i seconds: %s", (lng, seconds, ending) => {
    const text = render(lng, seconds);
    expect(text.endsWith(ending), text).toBe(true);
  });

  it("says the connection may be shared, not that the visitor sent too much", () => {
    expect(render("de", 600)).toMatch(/^Über deine Internetverbindung .* vielleicht auch von anderen/);
    expect(render("en", 600)).toMatch(/from your internet connection, possibly by others who share it/);
  });
});

// Remix sends an action's headers only through the route's `headers` export: every route whose
// action is submitForm exports submitHeaders, or its 429 would arrive without Retry-After.
describe("submitHeaders", () => {
  const args = (actionHeaders: Headers) =>
    ({ actionHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined }) as never;

  it("passes an action's Retry-After and nothing else", () => {
    const entries = (headers: Headers) => [...new Headers(submitHeaders(args(headers))).entries()];
    expect(entries(new Headers({ "Retry-After": "720", "X-Other": "1" }))).toEqual([["retry-after", "720"]]);
    expect(entries(new Headers())).toEqual([]);
  });

  const routes = readdirSync("app/features", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `app/features/${file}`)
    .filter((file) => readFileSync(file, "utf8").includes("submitForm("));

  it("finds the routes of every form", () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(routes)("%s exports it as headers", async (file) => {
    const module = (await import(/* @vite-ignore */ `~/${file.slice("app/".length).replace(/\.tsx$/, "")}`)) as {
      headers?: unknown;
    };
    expect(module.headers).toBe(submitHeaders);
  });
});
