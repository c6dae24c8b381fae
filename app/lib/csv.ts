/** One CSV field (RFC 4180), safe for spreadsheets: formulas are neutralized with a leading '. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document with a UTF-8 byte order mark (Excel opens it with the right encoding). */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(csvField).join(","), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
