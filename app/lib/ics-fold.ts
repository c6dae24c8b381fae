// RFC 5545 §3.1 line folding: no content line longer than 75 octets, the CRLF aside; a longer one
// goes on in lines that start with a space (which counts). ical.js folds its content at 75 octets
// and then adds the space, so a continuation line comes to 76; a UTF-8 character is never split.

const MAX_OCTETS = 75;

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0)!);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += n;
  }
  out.push(current);
  return out.join("\r\n");
}

/** An iCalendar text with every line folded anew (folded lines are joined first). */
export function foldIcs(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map(foldLine)
    .join("\r\n");
}
