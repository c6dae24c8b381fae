import {
  HtmlValidate,
  NodeType,
  Rule,
  StaticConfigLoader,
  type ConfigData,
  type DOMNode,
  type Plugin,
} from "html-validate";

// html-validate's configuration for the site's pages (tests/integration/html.test.ts): its
// recommended rules, with the few below changed, and one rule of our own.

const words = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase("de")
    // punctuation at either end: "Datenschutzerklärung." repeats "Datenschutzerklärung"
    .replace(/^[\s"'„“«»(]+|[\s"'“”«».,;:!?)]+$/g, "");

/**
 * A link whose text repeats the words right before it: "Mehr dazu in der Datenschutzerklärung.
 * Datenschutzerklärung" (a sentence that names the link's target, then the link). Read aloud
 * and on screen the name comes twice; the sentence should carry the link instead.
 */
export class RepeatedLinkText extends Rule {
  override documentation() {
    return {
      description:
        "The text of a link repeats the words just before it (a sentence naming the link, then the link): make the words in the sentence the link.",
    };
  }

  override setup() {
    this.on("dom:ready", ({ document }) => {
      for (const link of document.querySelectorAll("a")) {
        const name = words(link.textContent);
        if (name.length < 3 || !link.parent) continue;
        const siblings = link.parent.childNodes;
        let before = "";
        // the text right before the link, up to the previous element
        for (let i = siblings.findIndex((node) => node.isSameNode(link)) - 1; i >= 0; i--) {
          const node: DOMNode = siblings[i]!;
          if (node.nodeType !== NodeType.TEXT_NODE) break;
          before = node.textContent + before;
        }
        const previous = words(before);
        if (previous === name || previous.endsWith(` ${name}`)) {
          this.report(link, `Link text "${link.textContent.trim()}" repeats the words before the link`);
        }
      }
    });
  }
}

const sitePlugin: Plugin = { name: "site", rules: { "site/repeated-link-text": RepeatedLinkText } };

export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ["html-validate:recommended"],
  plugins: [sitePlugin],
  rules: {
    "site/repeated-link-text": "error",
    // Syntax style, not validity: React's server renderer writes void elements self-closed
    // (<meta/>, <input/>), the articles' HTML from marked without the slash. Browsers read both
    // the same.
    "void-style": "off",
    // React writes the attributes it knows by their DOM property's spelling (charSet, hrefLang,
    // autoComplete, maxLength, dateTime); HTML attribute names are case-insensitive. Any other
    // spelling (uppercase, "Class") is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes (required) and hidden with an empty value (required=""):
    // one consistent style.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // A checkbox group shares its name (the booking form's preferred times, read with getAll).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // HTML allows any id without whitespace; the legal texts' and articles' heading ids are the
    // GitHub-style slugs of marked-gfm-heading-id ("1-geltungsbereich"), linked from their
    // tables of contents.
    "valid-id": ["error", { relaxed: true }],
    // The length of a title is editorial copy (app/content/, the articles), not markup: search
    // engines cut titles by pixel width, and each page's title is its topic plus " | CEOpreneur".
    "long-title": "off",
  },
};

/** A validator with this configuration, reading no configuration file. */
export function createHtmlValidate() {
  return new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
}
