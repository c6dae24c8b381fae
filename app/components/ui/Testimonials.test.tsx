import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TestimonialView } from "~/content/schema";
import { TranslationProvider } from "~/lib/i18n-react";
import { createTranslator } from "~/lib/translate";
import de from "~/locales/de";
import en from "~/locales/en";
import { Testimonials } from "./Testimonials";

// A quote without the client's consent (testimonials.yaml `consent: false`) is labelled as a
// sample inside its caption, which names the figure: never shown as a real client voice (ADR 058).

const item = (id: string, sample: boolean): TestimonialView => ({
  id,
  sample,
  quote: "Quote",
  role: "CEO",
  industry: "IT services",
  size: "35 employees",
});

function render(items: TestimonialView[], lng: "de" | "en") {
  const translator = createTranslator(lng === "de" ? de : en, lng);
  return renderToStaticMarkup(
    <TranslationProvider translator={translator}>
      <Testimonials items={items} />
    </TranslationProvider>,
  );
}

const figcaptions = (html: string) => [...html.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => m[1]);

describe("Testimonials", () => {
  it("labels a quote without consent as a sample inside its caption, in both languages", () => {
    const [deCaption] = figcaptions(render([item("a", true)], "de"));
    expect(deCaption).toContain(">Beispiel</strong>");
    const [enCaption] = figcaptions(render([item("a", true)], "en"));
    expect(enCaption).toContain(">Sample</strong>");
  });

  it("shows a consented quote as before, without the label", () => {
    const html = render([item("a", false), item("b", true)], "en");
    const [consented, sample] = figcaptions(html);
    expect(consented).not.toContain("Sample");
    expect(consented).not.toContain("sample-label");
    expect(sample).toContain("Sample");
  });
});
