import { describe, expect, it } from "vitest";
import { escapeHtml, fixedEmail, headerSafe, renderEmail, type EmailSpec } from "./mail.server";

// Emails carry visitors' values: the HTML part escapes them, the subject never holds a line break
// (a header-injection attempt stays one line). End to end: tests/e2e/security.spec.ts.

describe("renderEmail", () => {
  const hostile = `x\r\nBcc: evil@example.com "><img src=x onerror=alert(1)> <script>alert(1)</script>`;

  it("escapes every value in the HTML part and keeps it as typed in the text part", () => {
    const mail = renderEmail({
      lng: "de",
      subject: `Neue Nachricht von ${hostile}`,
      heading: `Danke, ${hostile}.`,
      paragraphs: [hostile],
      fields: [[hostile, hostile]],
      action: { label: hostile, url: `javascript:alert(1)" onclick="alert(1)` },
      footer: [hostile],
    });
    for (const raw of ["<script>", "<img", 'onclick="']) expect(mail.html).not.toContain(raw);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.text).toContain(hostile);
    expect(mail.subject).toBe(
      `Neue Nachricht von x Bcc: evil@example.com "><img src=x onerror=alert(1)> <script>alert(1)</script>`,
    );
  });

  it("headerSafe removes every kind of line break and bounds the length", () => {
    expect(headerSafe("a\r\nb\nc\rd\u2028e\u2029f")).toBe("a b c d e f");
    expect(headerSafe(` ${"x".repeat(300)} `)).toHaveLength(250);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("fixedEmail", () => {
  it("renders a fixed-copy mail once per name and language, the same as renderEmail", () => {
    let rendered = 0;
    const spec = (lng: "de" | "en"): EmailSpec => {
      rendered++;
      return { lng, subject: lng === "de" ? "Danke" : "Thanks", heading: "<Eingang>", paragraphs: ["a & b"] };
    };
    const de = fixedEmail("test-fixed", "de", spec);
    expect(de).toEqual(renderEmail(spec("de")));
    rendered = 0;
    expect(fixedEmail("test-fixed", "de", spec)).toBe(de);
    expect(rendered).toBe(0);
    const en = fixedEmail("test-fixed", "en", spec);
    expect(rendered).toBe(1);
    expect(en.subject).toBe("Thanks");
    expect(en.html).toContain('lang="en"');
    expect(de.html).toContain("&lt;Eingang&gt;");
  });
});
