import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/lib/content-dir.server";
import { issueProblems, loadIssues, missingLanguages, renderIssueMail } from "./issues.server";

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "issue-rules-"));
  mkdirSync(join(dir, "newsletter"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "newsletter", name), text);
  return dir;
}

const issue = (body: string, front = 'subject: "Ein Betreff"\ndate: 2026-12-01') => `---\n${front}\n---\n\n${body}\n`;

describe("newsletter issues at build", () => {
  it("fails links with tracking parameters, to no page of the site, and to an article in the other language", () => {
    const dir = dirWith({
      "x.de.md": issue("[Audit](/audit?utm_source=newsletter) und [weg](/gibt-es-nicht) und [ok](/blog/ein-artikel)"),
      "x.en.md": issue(
        "[Out](https://example.org/?gclid=1&page=2) and [fine](https://example.org/a) and " +
          "[German](/blog/ein-artikel) and [English](/blog/an-article)",
      ),
    });
    const articles = [
      { slug: "ein-artikel", lng: "de" },
      { slug: "an-article", lng: "en" },
    ] as const;
    expect(issueProblems(dir, articles).problems).toEqual([
      "newsletter/x.de.md: the link /audit?utm_source=newsletter carries tracking (utm_source)",
      "newsletter/x.de.md: links to /gibt-es-nicht, which is no page or article of the site",
      "newsletter/x.en.md: the link https://example.org/?gclid=1&amp;page=2 carries tracking (gclid)",
      "newsletter/x.en.md: links to /blog/ein-artikel, an article in de: link its en version",
    ]);
  });

  it("names the file and the field of a broken front matter, and a file name that is no id", () => {
    const dir = dirWith({ "y.de.md": issue("Text", "date: 2026-02-30"), "Bad Name.de.md": issue("Text") });
    expect(issueProblems(dir, []).problems).toEqual([
      "newsletter/Bad Name.de.md: the file name must be <id>.de.md or <id>.en.md, the id a slug",
      "newsletter issue newsletter/y.de.md: subject Required; date must be a date like 2026-12-01",
    ]);
  });

  it("the shipped sample issue is valid in both languages and marked sample", () => {
    const [sample] = loadIssues(contentDir());
    expect(sample).toMatchObject({ id: "2026-12" });
    expect(missingLanguages(sample!)).toEqual([]);
    expect(Object.values(sample!.versions).map((v) => v.sample)).toEqual([true, true]);
  });

  it("links a site page in the issue's language, in the text as in the HTML", () => {
    const dir = dirWith({ "z.en.md": issue("Take the [Business Logic Audit](/audit).") });
    const mail = renderIssueMail(loadIssues(dir)[0]!.versions.en!, "https://site.example");
    expect(mail.text).toContain("Business Logic Audit (https://site.example/business-audit)");
    expect(mail.html).toContain('href="https://site.example/business-audit"');
  });
});
