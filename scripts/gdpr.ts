// npm run gdpr -- export EMAIL > person.json | npm run gdpr -- delete EMAIL [--dry-run]
// A person's data across every table (GDPR Art. 15 and 17); app/lib/gdpr.server.ts says what
// counts as theirs. The result goes to stdout, an audit line (JSON, hashed address) to stderr.
import { gdprCommand, gdprUsage } from "~/lib/gdpr.server";
import { createLogger } from "~/lib/log.server";
import { openCliDb } from "./db-cli";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log(gdprUsage);
  process.exit(0);
}
const log = createLogger({ level: "info", json: true, destination: process.stderr, bindings: { tool: "gdpr" } });
const handle = await openCliDb();
try {
  process.exitCode = await gdprCommand(args, { db: handle.db, out: process.stdout, err: process.stderr, log });
} finally {
  await handle.close();
}
