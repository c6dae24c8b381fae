import type { Lang } from "~/lib/i18n";

// Text for the result's PDF (ADR 069), pure. The PDF uses the standard PDF fonts (Helvetica and
// Times, the metric twins of the site's fallback fonts Liberation Sans and Liberation Serif): they
// need no embedding and show WinAnsiEncoding, i.e. Latin-1 and a few more characters (€, dashes,
// curly quotes). The site's own copy keeps to that; a visitor's typed name may not, so it is
// folded to what the fonts can show, shortened, and left out when that is not possible.

/** The characters of WinAnsiEncoding (Windows-1252) beyond Latin-1. */
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Latin letters without a decomposition into a base letter and a mark. */
const FOLD: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
  Ŋ: "N",
  ŋ: "n",
  ĸ: "k",
  ſ: "s",
};

/** Whether the standard fonts can show a character. */
export function showable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char);
}

/**
 * A text as the standard fonts can show it: white space and control characters as single spaces,
 * accented letters the fonts lack without their accents (Dvořák → Dvorák, Łukasz → Lukasz).
 * null when a character has no such form (Chinese, Cyrillic, an emoji): the caller leaves the
 * text out rather than print it garbled or half.
 */
export function foldForPdf(text: string): string | null {
  let out = "";
  for (const char of text.normalize("NFC").replace(/[\s\p{Cc}\p{Cf}]+/gu, " ")) {
    if (showable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    if (base !== "" && [...base].every(showable)) out += base;
    else if (FOLD[char]) out += FOLD[char];
    else return null;
  }
  return out.trim();
}

/**
 * At most `max` characters: cut at the last space in the final fifth when there is one (a whole
 * word stays whole), else in the word, and "…" added.
 */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  // a space right after the kept part ends a whole word too
  const space = chars.slice(0, max).lastIndexOf(" ");
  const kept = space >= max * 0.8 ? chars.slice(0, space) : chars.slice(0, max - 1);
  return `${kept.join("").trimEnd()}…`;
}

/** The longest name the report shows: one line beside "Ergebnis für" in every language. */
export const MAX_NAME = 60;

/** The visitor's name as the report shows it, or null when it is left out. */
export function reportName(name: string): string | null {
  const folded = foldForPdf(name);
  return folded ? shorten(folded, MAX_NAME) : null;
}

/** The report's file name, with the result's date: exitready-bericht-2026-11-28.pdf. */
export function reportFileName(lng: Lang, isoDate: string): string {
  return `exitready-${lng === "de" ? "bericht" : "report"}-${isoDate}.pdf`;
}
