import { describe, expect, it } from "vitest";
import de from "~/locales/de";
import en from "~/locales/en";
import { createTranslator, translateMessage } from "~/lib/translate";
import { rateLimitedMessage } from "./submit.server";

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
    ["en", 720, "Please send the form again in 12 minutes."],
    ["en", 61, "Please send the form again in 2 minutes."],
    ["en", 59, "Please send the form again in one minute."],
  ] as const)("%s, %i seconds: %s", (lng, seconds, ending) => {
    const text = render(lng, seconds);
    expect(text.endsWith(ending), text).toBe(true);
  });

  it("says the connection may be shared, not that the visitor sent too much", () => {
    expect(render("de", 600)).toMatch(/^Über deine Internetverbindung .* vielleicht auch von anderen/);
    expect(render("en", 600)).toMatch(/over your internet connection, perhaps also by others who share it/);
  });
});
