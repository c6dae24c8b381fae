import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageCopy } from "~/content/pages.server";
import { business } from "~/lib/business";
import { ReportPreview } from "./ReportPreview";

// The audit hero's outline of the report shows only what the copy says the client gets: its words
// are the copy's (label, service name, the deliverables' titles, the caption), the rest is
// skeleton hidden from assistive technology, so it states no invented finding, figure or name.

function render(lng: "de" | "en") {
  const copy = pageCopy("audit", lng);
  const html = renderToStaticMarkup(
    <ReportPreview
      label={copy.report.label}
      title={copy.service.name}
      caption={copy.report.caption}
      sections={copy.deliverables.items.map((item) => item.title)}
      levers={business.audit.guaranteeMinLevers}
    />,
  );
  return { copy, html };
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("ReportPreview", () => {
  it.each(["de", "en"] as const)("says only the copy's words: label, title, the deliverables, caption (%s)", (lng) => {
    const { copy, html } = render(lng);
    const texts = html
      .split(/<[^>]+>/)
      .map((s) => unescape(s).trim())
      .filter(Boolean);
    expect(texts).toEqual([
      copy.report.label,
      copy.service.name,
      ...copy.deliverables.items.map((item) => item.title),
      copy.report.caption,
    ]);
  });

  it.each(["de", "en"] as const)("is a figure named by its caption (%s)", (lng) => {
    const { copy, html } = render(lng);
    const labelledBy = /^<figure[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(unescape(new RegExp(`id="${labelledBy}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "")).toBe(copy.report.caption);
  });

  it("draws one row per guaranteed lever, its skeleton hidden from assistive technology", () => {
    const { copy, html } = render("en");
    expect(html.match(/class="report-preview-lever"/g)).toHaveLength(business.audit.guaranteeMinLevers);
    // the line under the title, and each section's lines or lever rows
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1 + copy.deliverables.items.length);
    expect(html).toMatch(/<span class="report-preview-levers" aria-hidden="true">/);
  });
});
