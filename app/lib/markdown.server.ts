import { Marked, type Tokens } from "marked";
import { getHeadingList, gfmHeadingId } from "marked-gfm-heading-id";
import type { Lang } from "./i18n";
import { translateUrl } from "./routing";

export interface RenderedMarkdown {
  html: string;
  headings: { id: string; text: string; level: number }[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Markdown (our own content: articles, legal texts) to HTML. Headings get ids (anchors), internal
 * links are rewritten to the page's URL in the text's language, raw HTML is escaped, never passed.
 */
export function renderMarkdown(markdown: string, lng: Lang): RenderedMarkdown {
  const marked = new Marked({ gfm: true, async: false });
  marked.use(gfmHeadingId());
  marked.use({
    walkTokens(token) {
      if (token.type === "link") {
        const link = token as Tokens.Link;
        if (link.href.startsWith("/") && !link.href.startsWith("//")) link.href = translateUrl(link.href, lng);
      }
    },
    renderer: {
      html(token) {
        return escapeHtml(token.text);
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(href)}"${titleAttr}${external ? ' rel="noopener"' : ""}>${text}</a>`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  const headings = getHeadingList().map((h) => ({ id: h.id, text: h.text, level: h.level }));
  return { html, headings };
}

/** Plain text of Markdown (for excerpts, word counts and reading time). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/^\s*([-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`|]/g, "")
    .replace(/^-{3,}$/gm, " ")
    .replace(/\s+/g, " ")
    .trim();
}
