// npm run leads:export -- --kind audit|contact|session|booking|newsletter|all [--since 2026-01-01] > leads.csv
// CSV for spreadsheets: UTF-8 with BOM (Excel), RFC 4180 quoting, one lead per row.
import { sql } from "kysely";
import { toCsv } from "~/lib/csv";
import { openCliDb } from "./db-cli";

const tables = {
  audit: "audit_applications",
  contact: "contact_messages",
  session: "session_requests",
  booking: "session_bookings",
  newsletter: "newsletter_subscribers",
  all: "leads_recent",
} as const;
type Kind = keyof typeof tables;

function arg(name: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const kind = (arg("kind") ?? "all") as Kind;
if (!(kind in tables)) {
  console.error(`--kind must be one of ${Object.keys(tables).join(", ")}`);
  process.exit(2);
}
const since = arg("since");
if (since && Number.isNaN(Date.parse(since))) {
  console.error("--since must be a date like 2026-01-01");
  process.exit(2);
}

const handle = await openCliDb();
try {
  const table = tables[kind];
  const where = since ? sql`where created_at >= ${new Date(since)}` : sql``;
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} ${where} order by created_at`.execute(handle.db);
  // a link's hash and key are no lead data (and the key is half of a secret link)
  const columns = rows[0] ? Object.keys(rows[0]).filter((c) => !c.endsWith("_hash") && c !== "link_key") : [];
  process.stdout.write(toCsv(columns, rows));
  console.error(`${rows.length} ${kind} lead(s)${since ? ` since ${since}` : ""}`);
} finally {
  await handle.close();
}
