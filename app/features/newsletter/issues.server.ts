import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { IssueContent } from "#db/schema";
import { businessVars, interpolate } from "~/lib/business";
import { contentDir } from "~/lib/content-dir.server";
import { languages, type Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { escapeHtml, headerSafe } from "~/lib/mail.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageForPath, translateUrl } from "~/lib/routing";
import { site } from "~/lib/site";

// Newsletter issues: Markdown files app/content/newsletter/<id>.<lng>.md, one per language, with a
// subject, an optional preheader and a date (ADR 071). Checked at build like the articles
// (scripts/validate-content.ts); rendered into a mail-safe layout when `npm run newsletter -- send`
// queues them. The unsubscribe link differs per recipient: the rendered mail holds
// UNSUBSCRIBE_PLACEHOLDER, filled when the mail is sent.

export const UNSUBSCRIBE_PLACEHOLDER = "%%unsubscribe-url%%";

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isCalendarDate(v: string) {
  const [y, m, d] = v.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const issueFrontMatter = z
  .object({
    /** sample marker (ADR 058): `send` refuses the issue while it is there */
    sample: z.string().trim().min(1).optional(),
    subject: z.string().trim().min(5).max(120),
    /** the line mail clients show after the subject */
    preheader: z.string().trim().min(5).max(150).optional(),
    date: z
      .union([z.string(), z.date()])
      .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)))
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), "must be a date like 2026-12-01"),
  })
  .strict();

export interface IssueVersion {
  file: string;
  lng: Lang;
  subject: string;
  preheader: string | null;
  date: string;
  sample: boolean;
  /** the body after {{placeholders}}, as Markdown */
  markdown: string;
  /** the body as HTML, links in the issue's language, relative to the site */
  html: string;
}

export interface Issue {
  id: string;
  /** the German version's date, else the English one's */
  date: string;
  versions: Partial<Record<Lang, IssueVersion>>;
}

export class IssueError extends Error {
  constructor(file: string, message: string) {
    super(`newsletter issue ${file}: ${message}`);
    this.name = "IssueError";
  }
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

export function parseIssueVersion(source: string, file: string, lng: Lang): IssueVersion {
  const match = frontMatterBlock.exec(source);
  if (!match) throw new IssueError(file, "front matter (between --- lines) is missing");
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new IssueError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = issueFrontMatter.safeParse(raw);
  if (!parsed.success) {
    throw new IssueError(
      file,
      parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"} ${i.message}`).join("; "),
    );
  }
  const text = (match[2] ?? "").trim();
  if (!text) throw new IssueError(file, "the issue has no text");
  let markdown: string;
  try {
    markdown = interpolate(text, { ...businessVars(lng), consultantName: site.consultant.name });
  } catch (error) {
    throw new IssueError(file, (error as Error).message);
  }
  if (/^#\s/m.test(markdown)) throw new IssueError(file, "use ## and ### for headings: the subject is the title");
  if (markdown.includes(UNSUBSCRIBE_PLACEHOLDER)) throw new IssueError(file, `${UNSUBSCRIBE_PLACEHOLDER} is reserved`);
  const { sample, subject, preheader, date } = parsed.data;
  return {
    file,
    lng,
    subject,
    preheader: preheader ?? null,
    date,
    sample: sample !== undefined,
    markdown,
    html: renderMarkdown(markdown, lng).html,
  };
}

const fileName = /^([a-z0-9-]+)\.(de|en)\.md$/;

/** The issue files under <dir>/newsletter, read but not parsed. */
export function readIssueFiles(dir: string): { file: string; id: string; lng: Lang; source: string }[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, "newsletter"));
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".md"))
    .sort()
    .map((name) => {
      const m = fileName.exec(name);
      return {
        file: `newsletter/${name}`,
        id: m?.[1] ?? "",
        lng: (m?.[2] ?? "de") as Lang,
        source: readFileSync(join(dir, "newsletter", name), "utf8"),
      };
    });
}

/** Every issue under <dir>/newsletter, newest first; throws the first IssueError. */
export function loadIssues(dir = contentDir()): Issue[] {
  const byId = new Map<string, Issue>();
  for (const f of readIssueFiles(dir)) {
    if (!idPattern.test(f.id))
      throw new IssueError(f.file, "the file name must be <id>.de.md or <id>.en.md, the id a slug");
    const version = parseIssueVersion(f.source, f.file, f.lng);
    const issue = byId.get(f.id) ?? { id: f.id, date: version.date, versions: {} };
    issue.versions[f.lng] = version;
    issue.date = (issue.versions.de ?? version).date;
    byId.set(f.id, issue);
  }
  return [...byId.values()].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Query parameters that track a click (analytics campaigns, mail tools, ad networks). */
const trackingParam = /^(?:utm_|mc_|mkt_|_hs|hsa_|fbclid$|gclid$|dclid$|msclkid$|yclid$|ref$)/i;

/** What the issues break beyond their files: links that resolve and carry no tracking. */
export function issueProblems(
  dir: string,
  articles: readonly { slug: string; lng: Lang }[],
): { issues: number; problems: string[] } {
  const problems: string[] = [];
  const articleLanguages = new Map<string, Lang[]>();
  for (const a of articles) articleLanguages.set(a.slug, [...(articleLanguages.get(a.slug) ?? []), a.lng]);
  const files = readIssueFiles(dir);
  for (const f of files) {
    if (!idPattern.test(f.id)) {
      problems.push(`${f.file}: the file name must be <id>.de.md or <id>.en.md, the id a slug`);
      continue;
    }
    let version: IssueVersion;
    try {
      version = parseIssueVersion(f.source, f.file, f.lng);
    } catch (error) {
      if (!(error instanceof IssueError)) throw error;
      problems.push(error.message);
      continue;
    }
    for (const [, href] of version.html.matchAll(/<a href="([^"]*)"/g)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), "http://site.invalid");
      const tracked = [...url.searchParams.keys()].filter((k) => trackingParam.test(k));
      if (tracked.length) problems.push(`${f.file}: the link ${href} carries tracking (${tracked.join(", ")})`);
      if (url.host !== "site.invalid") continue;
      const page = pageForPath(url.pathname);
      const slug = /^\/blog\/([^/]+)\/?$/.exec(url.pathname)?.[1];
      const written = slug ? articleLanguages.get(slug) : undefined;
      if (!page && !written) {
        problems.push(`${f.file}: links to ${url.pathname}, which is no page or article of the site`);
      } else if (!page && written && !written.includes(f.lng)) {
        // a page of the site follows the issue's language; an article is written in one
        problems.push(
          `${f.file}: links to ${url.pathname}, an article in ${written.join(", ")}: link its ${f.lng} version`,
        );
      }
    }
  }
  return { issues: new Set(files.map((f) => f.id)).size, problems };
}

/** The site's languages an issue lacks (`send` refuses it then). */
export const missingLanguages = (issue: Issue): Lang[] => languages.filter((l) => !issue.versions[l]);

const absolute = (siteUrl: string, href: string) =>
  href.startsWith("/") && !href.startsWith("//") ? `${siteUrl}${href}` : href;

// The site's look in what mail clients render: one table column, inline styles, system fonts, no
// image (nothing is lost with images off), dark mode from the client's own inversion or the
// prefers-color-scheme block; nothing loads from anywhere, so nothing reports an open or a click.
const COLORS = { page: "#fbfaf7", card: "#ffffff", ink: "#18202c", muted: "#4a5364", line: "#dcd6c8", link: "#123e5e" };
const TAG_STYLES: Record<string, string> = {
  h2: "font-family:Georgia,serif;font-size:20px;line-height:1.3;margin:28px 0 12px",
  h3: "font-family:Georgia,serif;font-size:17px;line-height:1.3;margin:24px 0 8px",
  p: "margin:0 0 16px",
  ul: "margin:0 0 16px;padding-left:22px",
  ol: "margin:0 0 16px;padding-left:22px",
  li: "margin:0 0 6px",
  blockquote: `margin:0 0 16px;padding:0 0 0 14px;border-left:3px solid ${COLORS.line};color:${COLORS.muted}`,
  a: `color:${COLORS.link};text-decoration:underline`,
};

function mailSafe(html: string, siteUrl: string): string {
  return html
    .replace(
      /<a href="([^"]*)"([^>]*)>/g,
      (_, href: string, rest: string) => `<a href="${absolute(siteUrl, href)}"${rest.replace(/ rel="noopener"/, "")}>`,
    )
    .replace(/<(h[23]|p|ul|ol|li|blockquote|a)((?:\s[^>]*)?)>/g, (_, tag: string, attrs: string) => {
      const kept = attrs.replace(/\s(?:id|class)="[^"]*"/g, "");
      return `<${tag}${kept} class="nl-${tag}" style="${TAG_STYLES[tag]}">`;
    });
}

function markdownToMailText(markdown: string, siteUrl: string, lng: Lang): string {
  // the links as the HTML has them (renderMarkdown): a site path in the issue's language
  const local = (href: string) => (href.startsWith("/") && !href.startsWith("//") ? translateUrl(href, lng) : href);
  return (
    markdown
      .replace(
        /\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
        (_, text: string, href: string) => `${text} (${absolute(siteUrl, local(href))})`,
      )
      .replace(/^#{2,6}\s+(.*)$/gm, (_, h: string) => `${h.toUpperCase()}`)
      .replace(/\*\*([^*]+)\*\*/g, "$1")
      // a hard line break (a backslash at the end of a line) is just the line's end
      .replace(/\\$/gm, "")
      .replace(/\n{3,}/g, "\n\n")
  );
}

/** The mail of one version, for every recipient alike (UNSUBSCRIBE_PLACEHOLDER where their link goes). */
export function renderIssueMail(
  version: IssueVersion,
  siteUrl: string,
): { subject: string; text: string; html: string } {
  const t = getT(version.lng);
  const home = `${siteUrl}${version.lng === "en" ? "/?lng=en" : "/"}`;
  const identity = [
    `${site.consultant.name} · ${site.legal.entity}`,
    `${site.legal.street}, ${site.legal.postalCode} ${site.legal.city}, ${site.legal.country[version.lng]}`,
    site.email,
  ];
  const reason = t("emails.newsletterIssue.reason", { brand: site.brand });
  const unsubscribeLabel = t("emails.newsletterIssue.unsubscribe");
  const text = [
    version.subject,
    "",
    markdownToMailText(version.markdown, siteUrl, version.lng).trim(),
    "",
    "-- ",
    ...identity,
    home,
    "",
    reason,
    `${unsubscribeLabel}: ${UNSUBSCRIBE_PLACEHOLDER}`,
  ].join("\n");
  const c = COLORS;
  const html = `<!doctype html><html lang="${version.lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(version.subject)}</title>
<style>@media (prefers-color-scheme: dark){body,.nl-page{background:#11161f!important}.nl-card{background:#1b2230!important;border-color:#3a4456!important}.nl-card,.nl-card h1,.nl-h2,.nl-h3,.nl-p,.nl-li{color:#eef1f5!important}.nl-a{color:#9cc7ea!important}.nl-muted{color:#b8c0cc!important}}</style></head>
<body class="nl-page" style="margin:0;padding:0;background:${c.page}">
${version.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(version.preheader)}</div>` : ""}
<table role="presentation" class="nl-page" width="100%" cellpadding="0" cellspacing="0" style="background:${c.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="nl-card" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${c.card};border:1px solid ${c.line};border-radius:8px"><tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:${c.ink}">
<p class="nl-muted" style="margin:0 0 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:${c.muted}"><a class="nl-a" href="${escapeHtml(home)}" style="color:${c.muted};text-decoration:none">${escapeHtml(site.brand)}</a></p>
<h1 style="font-family:Georgia,serif;font-size:24px;line-height:1.3;margin:0 0 20px;color:${c.ink}">${escapeHtml(version.subject)}</h1>
${mailSafe(version.html, siteUrl)}
<p class="nl-muted" style="margin:28px 0 0;padding-top:16px;border-top:1px solid ${c.line};font-size:13px;color:${c.muted}">${identity.map(escapeHtml).join("<br>")}</p>
<p class="nl-muted" style="margin:12px 0 0;font-size:13px;color:${c.muted}">${escapeHtml(reason)} <a class="nl-a" href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${c.link};text-decoration:underline">${escapeHtml(unsubscribeLabel)}</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: headerSafe(version.subject), text, html };
}

/** Both languages' mails, as `send` stores them (newsletter_issues.content). */
export function renderIssue(issue: Issue, siteUrl: string): IssueContent {
  const content: IssueContent = {};
  for (const lng of languages) {
    const version = issue.versions[lng];
    if (version) content[lng] = renderIssueMail(version, siteUrl);
  }
  return content;
}

/** A stored mail with a recipient's unsubscribe link in place of the placeholder. */
export function personalize(mail: { subject: string; text: string; html: string }, unsubscribeUrl: string) {
  return {
    subject: mail.subject,
    text: mail.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
    html: mail.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(unsubscribeUrl)),
  };
}
