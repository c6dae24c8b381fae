import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/lib/site";
import de from "~/locales/de";
import en from "~/locales/en";
import { parsePdf } from "../../../tests/integration/pdf";
import { exitReadyContent } from "./content.server";
import type { StoredResult } from "./exit-ready.server";
import { foldForPdf } from "./report-text";
import { fileNameOf, renderReport, reportColors, reportData } from "./report.server";
import { bandFor, MAX_SCORE, MODEL_VERSION, phaseFor } from "./scoring";
import { categoryIds, type CategoryId } from "./types";

// The result's PDF (ADR 069) made directly, without the server: its colours are the site's, every
// text it may show can be shown by its fonts, and it stays within two A4 pages for every band and
// every pair of weakest categories (their quick wins differ in length), in both languages.

const ATTEMPT = "3f1c7a7e-1111-4444-8888-123456789abc";

function stored(score: number, weakest: CategoryId[], name = "Jana Berg"): StoredResult {
  return {
    modelVersion: MODEL_VERSION,
    raw: Math.round((score * 32) / MAX_SCORE),
    score,
    maxScore: MAX_SCORE,
    band: bandFor(score),
    phase: phaseFor(score),
    categories: categoryIds.map((id) => ({ id, points: 4, max: 8, percent: 50 })),
    weakest,
    name,
    email: "jana@example.com",
    company: null,
    createdAt: new Date("2026-11-28T23:30:00Z"),
  };
}

/** Every string in a part of the locale files. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("the ExitReady report", () => {
  it("uses the site's light colours (app/styles/tokens.css)", () => {
    const css = readFileSync(join(process.cwd(), "app", "styles", "tokens.css"), "utf8");
    const light = css.slice(0, css.indexOf('[data-theme="dark"]'));
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, "i").exec(light)?.[1];
    const names: Record<keyof typeof reportColors, string> = {
      bgAlt: "bg-alt",
      surface: "surface",
      surface2: "surface-2",
      text: "text",
      textMuted: "text-muted",
      border: "border",
      primary: "primary",
      onPrimary: "on-primary",
      accent: "accent",
      accentSoft: "accent-soft",
      link: "link",
    };
    for (const [key, name] of Object.entries(names)) {
      expect(reportColors[key as keyof typeof reportColors], name).toBe(token(name));
    }
  });

  it("shows only text its fonts can show: the result's copy, the quick wins, the identity", () => {
    const content = exitReadyContent();
    const texts = [
      ...[de, en].flatMap((l) => [
        ...strings(l.exitReady.result),
        ...strings(l.exitReady.report),
        ...strings(l.exitReady.bands),
        ...strings(l.exitReady.phases),
        l.common.sample,
      ]),
      ...content.categories.flatMap((c) => [c.name.de, c.name.en]),
      ...Object.values(content.quickWins).flatMap((wins) =>
        wins.flatMap((w) => [w.title.de, w.title.en, w.text.de, w.text.en]),
      ),
      site.brand,
      site.consultant.name,
      site.consultant.title.de,
      site.consultant.title.en,
      site.email,
      site.phone,
    ];
    for (const text of texts) expect(foldForPdf(text), text).toBe(text.trim());
  });

  it("names the file and dates the result in the consultant's zone", () => {
    // 23:30 UTC is already the next day in Zurich
    const data = reportData(ATTEMPT, stored(9, ["finance", "leadership"]), "de", "https://site.test");
    expect(data.isoDate).toBe("2026-11-29");
    expect(data.date).toBe("29. November 2026");
    expect(fileNameOf(data)).toBe("exitready-bericht-2026-11-29.pdf");
    expect(reportData(ATTEMPT, stored(9, ["finance"]), "en", "https://site.test").date).toBe("November 29, 2026");
    expect(data.bookingUrl).toBe(`https://site.test/strategiegespraech?attempt=${ATTEMPT}`);
  });

  it("stays within two A4 pages for every band and every pair of weakest categories", async () => {
    const pairs = categoryIds.flatMap((a) => categoryIds.filter((b) => b !== a).map((b) => [a, b] as const));
    const cases = [
      ...pairs.map(([a, b]) => ({ score: 9, weakest: [a, b, ...categoryIds.filter((c) => c !== a && c !== b)] })),
      ...[0, 5, 6, 10, 11, 14, 15, 17].map((score) => ({ score, weakest: [...categoryIds] })),
    ];
    for (const lng of ["de", "en"] as const) {
      const t = { de, en }[lng].exitReady;
      for (const { score, weakest } of cases) {
        const result = stored(score, weakest, "Maximiliane Alexandra von Hohenberg-Schwarzenfels zu Nieder");
        const pdf = await parsePdf(await renderReport(reportData(ATTEMPT, result, lng, "https://site.test")));
        const label = `${lng} ${score} ${weakest.slice(0, 2).join("+")}`;
        expect(pdf.pages, label).toBeLessThanOrEqual(2);
        expect(pdf.text, label).toContain(t.bands[result.band].name);
        expect(pdf.text, label).toContain(t.phases[result.phase].name);
        // the footer on every page
        pdf.pageTexts.forEach((text, i) => expect(text, label).toContain(`${i + 1}`));
      }
    }
  }, 60_000);
});
