import { join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// A PDF as a reader sees it, parsed by Mozilla's PDF.js (pdfjs-dist): its page count, its text
// (every text item of every page, joined by spaces, runs of white space as one), the targets of
// its links and its document information (title, language).

export interface ParsedPdf {
  pages: number;
  text: string;
  /** the text of each page */
  pageTexts: string[];
  /** the URI of every link annotation, in page order */
  links: string[];
  info: { Title?: string; Language?: string; Author?: string };
}

export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const pdf = await getDocument({
    // PDF.js may take the buffer over: give it a copy
    data: new Uint8Array(bytes),
    // the 14 standard fonts' metrics, for text positions (no warnings without them: verbosity 0)
    standardFontDataUrl: join(process.cwd(), "node_modules", "pdfjs-dist", "standard_fonts") + "/",
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  try {
    const pageTexts: string[] = [];
    const links: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const strings = content.items.map((item) => ("str" in item ? item.str : ""));
      pageTexts.push(strings.join(" ").replace(/\s+/g, " ").trim());
      for (const annotation of await page.getAnnotations()) {
        if (typeof annotation.url === "string") links.push(annotation.url);
      }
    }
    const { info } = (await pdf.getMetadata()) as { info: ParsedPdf["info"] };
    return { pages: pdf.numPages, text: pageTexts.join(" "), pageTexts, links, info };
  } finally {
    await pdf.destroy();
  }
}
