// npm run outbox [-- --all]: lists queued emails (pending, sending, failed; --all includes sent).
import { openCliDb } from "./db-cli";

const all = process.argv.includes("--all");
const handle = await openCliDb();
try {
  let query = handle.db
    .selectFrom("email_outbox")
    .select([
      "id",
      "created_at",
      "kind",
      "to_address",
      "subject",
      "status",
      "attempts",
      "next_attempt_at",
      "last_error",
    ])
    .orderBy("id");
  if (!all) query = query.where("status", "!=", "sent");
  const rows = await query.execute();
  if (rows.length === 0) {
    console.log(all ? "the outbox is empty" : "no pending emails");
  } else {
    for (const r of rows) {
      console.log(
        `#${r.id} ${r.status.padEnd(7)} ${r.kind.padEnd(24)} to ${r.to_address}  "${r.subject}"  attempts ${r.attempts}` +
          `  created ${r.created_at.toISOString()}${r.status === "pending" ? `  due ${new Date(r.next_attempt_at).toISOString()}` : ""}` +
          (r.last_error ? `\n    last error: ${r.last_error}` : ""),
      );
    }
    console.log(`${rows.length} email(s)`);
  }
} finally {
  await handle.close();
}
