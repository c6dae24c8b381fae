import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Logger } from "./log.server";

// A person's data across every table, found by email address (GDPR Art. 15 access, Art. 17
// erasure): `npm run gdpr -- export|delete EMAIL` (scripts/gdpr.ts; docs/operations.md).
//
// What belongs to a person: every row carrying the address (case-insensitive) – audit
// applications, contact messages, session requests, booked sessions (without their manage token's
// hash), newsletter subscriptions, ExitReady results, emails to the address – and what hangs off
// those rows: consents of the subscription, the
// ExitReady attempt with its answers, the ExitReady attempt a session request was made from (if its
// result does not carry another address), and emails about those leads (the consultant's
// notifications: linked by lead, or naming the address in their text).
// A linked row that carries another address (a session request made from this person's result with
// a different email, say) is named in `linkedElsewhere` but neither exported nor deleted.

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

export interface PersonData {
  email: string;
  audit_applications: Row[];
  contact_messages: Row[];
  session_requests: Row[];
  session_bookings: Row[];
  /** deliveries: which newsletter issue went to the subscriber (they go with the subscriber) */
  newsletter: { subscriber: Row; consents: Row[]; deliveries: Row[] }[];
  exit_ready: { attempt: Row; answers: Row[]; result: Row | null }[];
  email_outbox: Row[];
  /** webhook events about the person: naming the address, or about one of their leads */
  webhook_deliveries: Row[];
  /** rows linked to this person's rows but carrying another address: not exported, not deleted */
  linkedElsewhere: { table: string; id: string; linkedBy: string }[];
}

export interface ErasureCounts {
  audit_applications: number;
  contact_messages: number;
  session_requests: number;
  session_bookings: number;
  newsletter_subscribers: number;
  newsletter_consents: number;
  exit_ready_attempts: number;
  exit_ready_answers: number;
  exit_ready_results: number;
  email_outbox: number;
  webhook_deliveries: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What the audit log shows instead of the address: lets an operator check "was x erased?" later. */
export const emailHash = (email: string) =>
  `sha256:${createHash("sha256").update(normalizeEmail(email)).digest("hex")}`;

export const isPlausibleEmail = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email.trim()) && email.length <= 320;

/** A regular expression (PostgreSQL ARE) finding the address as a whole word in an email's text. */
export function addressPattern(email: string) {
  const escaped = normalizeEmail(email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9]))`;
}

const byEmail = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

/** Everything stored about the person with this address (read-only). */
export async function findPersonData(db: Db, rawEmail: string): Promise<PersonData> {
  const email = normalizeEmail(rawEmail);
  const linkedElsewhere: PersonData["linkedElsewhere"] = [];

  const audit = await db
    .selectFrom("audit_applications")
    .selectAll()
    .where(byEmail("email", email))
    .orderBy("id")
    .execute();
  const contact = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where(byEmail("email", email))
    .orderBy("id")
    .execute();
  const sessions = await db
    .selectFrom("session_requests")
    .selectAll()
    .where(byEmail("email", email))
    .orderBy("id")
    .execute();

  const bookings = (
    await db.selectFrom("session_bookings").selectAll().where(byEmail("email", email)).orderBy("id").execute()
  ).map(({ manage_token_hash: _secret, link_key: _key, ...booking }) => booking);

  const subscribers = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where(byEmail("email", email))
    .orderBy("id")
    .execute();
  const consents = subscribers.length
    ? await db
        .selectFrom("newsletter_consents")
        .selectAll()
        .where(
          "subscriber_id",
          "in",
          subscribers.map((s) => s.id),
        )
        .orderBy("id")
        .execute()
    : [];
  const deliveries = subscribers.length
    ? await db
        .selectFrom("newsletter_deliveries")
        .select(["subscriber_id", "issue_id", "status", "created_at", "ended_at"])
        .where(
          "subscriber_id",
          "in",
          subscribers.map((s) => s.id),
        )
        .orderBy("id")
        .execute()
    : [];

  // ExitReady: the person's results, plus the attempts their session requests were made from
  const ownResults = await db
    .selectFrom("exit_ready_results")
    .select("attempt_id")
    .where(byEmail("email", email))
    .execute();
  const attemptIds = new Set(ownResults.map((r) => r.attempt_id));
  const fromSessions = [
    ...new Set([...sessions, ...bookings].map((s) => s.exit_ready_attempt_id).filter((id): id is string => !!id)),
  ];
  for (const id of fromSessions.filter((id) => !attemptIds.has(id))) {
    const other = await db
      .selectFrom("exit_ready_results")
      .select("email")
      .where("attempt_id", "=", id)
      .executeTakeFirst();
    if (other && normalizeEmail(other.email) !== email) {
      linkedElsewhere.push({ table: "exit_ready_attempts", id, linkedBy: "session_requests.exit_ready_attempt_id" });
    } else {
      attemptIds.add(id);
    }
  }
  const ids = [...attemptIds];
  const attempts = ids.length
    ? await db.selectFrom("exit_ready_attempts").selectAll().where("id", "in", ids).orderBy("created_at").execute()
    : [];
  const answers = ids.length
    ? await db
        .selectFrom("exit_ready_answers")
        .selectAll()
        .where("attempt_id", "in", ids)
        .orderBy("question_id")
        .execute()
    : [];
  const results = ids.length
    ? await db.selectFrom("exit_ready_results").selectAll().where("attempt_id", "in", ids).execute()
    : [];
  if (ids.length) {
    const others = await db
      .selectFrom("session_requests")
      .select("id")
      .where("exit_ready_attempt_id", "in", ids)
      .where(sql<boolean>`lower(email) <> ${email}`)
      .execute();
    for (const s of others) {
      linkedElsewhere.push({ table: "session_requests", id: s.id, linkedBy: "exit_ready_attempt_id" });
    }
    const otherBookings = await db
      .selectFrom("session_bookings")
      .select("id")
      .where("exit_ready_attempt_id", "in", ids)
      .where(sql<boolean>`lower(email) <> ${email}`)
      .execute();
    for (const b of otherBookings) {
      linkedElsewhere.push({ table: "session_bookings", id: b.id, linkedBy: "exit_ready_attempt_id" });
    }
  }

  // Emails: to the address, about one of the person's leads, or naming the address in the text
  const leads: [string, string[]][] = [
    ["audit_applications", audit.map((r) => r.id)],
    ["contact_messages", contact.map((r) => r.id)],
    ["session_requests", sessions.map((r) => r.id)],
    ["session_bookings", bookings.map((r) => r.id)],
    ["newsletter_subscribers", subscribers.map((r) => r.id)],
  ];
  const outbox = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        byEmail("to_address", email),
        sql<boolean>`text_body ~* ${addressPattern(email)}`,
        ...leads
          .filter(([, leadIds]) => leadIds.length)
          .map(([table, leadIds]) => eb.and([eb("lead_table", "=", table), eb("lead_id", "in", leadIds)])),
      ]),
    )
    .orderBy("id")
    .execute();

  const exitReadyIds = results.map((r) => r.attempt_id);
  const webhooks = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where((eb) =>
      eb.or([
        byEmail("email", email),
        ...[...leads, ["exit_ready_results", exitReadyIds] as [string, string[]]]
          .filter(([, leadIds]) => leadIds.length)
          .map(([table, leadIds]) => eb.and([eb("lead_table", "=", table), eb("lead_id", "in", leadIds)])),
      ]),
    )
    .orderBy("id")
    .execute();

  return {
    email,
    audit_applications: audit,
    contact_messages: contact,
    session_requests: sessions,
    session_bookings: bookings,
    newsletter: subscribers.map(({ confirm_token_hash: _secret, ...subscriber }) => ({
      subscriber,
      consents: consents.filter((c) => c.subscriber_id === subscriber.id),
      deliveries: deliveries.filter((d) => d.subscriber_id === subscriber.id),
    })),
    exit_ready: attempts.map((attempt) => ({
      attempt,
      answers: answers.filter((a) => a.attempt_id === attempt.id),
      result: results.find((r) => r.attempt_id === attempt.id) ?? null,
    })),
    email_outbox: outbox,
    webhook_deliveries: webhooks,
    linkedElsewhere,
  };
}

export function countRows(data: PersonData): ErasureCounts {
  return {
    audit_applications: data.audit_applications.length,
    contact_messages: data.contact_messages.length,
    session_requests: data.session_requests.length,
    session_bookings: data.session_bookings.length,
    newsletter_subscribers: data.newsletter.length,
    newsletter_consents: data.newsletter.reduce((n, s) => n + s.consents.length, 0),
    exit_ready_attempts: data.exit_ready.length,
    exit_ready_answers: data.exit_ready.reduce((n, e) => n + e.answers.length, 0),
    exit_ready_results: data.exit_ready.filter((e) => e.result).length,
    email_outbox: data.email_outbox.length,
    webhook_deliveries: data.webhook_deliveries.length,
  };
}

class DryRun extends Error {}

/**
 * Erases exactly what findPersonData finds, in one transaction: the subscription (consents and
 * newsletter deliveries cascade), the ExitReady attempts (answers and result cascade), the leads and the emails. With
 * dryRun everything is rolled back and the counts say what would go.
 */
export async function erasePersonData(
  db: Db,
  email: string,
  options: { dryRun?: boolean } = {},
): Promise<{ counts: ErasureCounts; linkedElsewhere: number }> {
  let outcome: { counts: ErasureCounts; linkedElsewhere: number } | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const data = await findPersonData(trx, email);
      const counts = countRows(data);
      const remove = async (table: keyof Database, column: string, ids: unknown[], expected: number) => {
        if (!ids.length) return;
        const r = await trx
          .deleteFrom(table as "email_outbox")
          .where(column as "id", "in", ids as never)
          .executeTakeFirst();
        if (Number(r.numDeletedRows) !== expected) throw new Error(`${table}: rows changed during the erasure`);
      };
      await remove(
        "email_outbox",
        "id",
        data.email_outbox.map((r) => r.id),
        counts.email_outbox,
      );
      await remove(
        "webhook_deliveries",
        "id",
        data.webhook_deliveries.map((r) => r.id),
        counts.webhook_deliveries,
      );
      await remove(
        "session_requests",
        "id",
        data.session_requests.map((r) => r.id),
        counts.session_requests,
      );
      await remove(
        "session_bookings",
        "id",
        data.session_bookings.map((r) => r.id),
        counts.session_bookings,
      );
      await remove(
        "exit_ready_attempts",
        "id",
        data.exit_ready.map((e) => e.attempt.id),
        counts.exit_ready_attempts,
      );
      await remove(
        "audit_applications",
        "id",
        data.audit_applications.map((r) => r.id),
        counts.audit_applications,
      );
      await remove(
        "contact_messages",
        "id",
        data.contact_messages.map((r) => r.id),
        counts.contact_messages,
      );
      await remove(
        "newsletter_subscribers",
        "id",
        data.newsletter.map((s) => s.subscriber.id),
        counts.newsletter_subscribers,
      );
      outcome = { counts, linkedElsewhere: data.linkedElsewhere.length };
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return outcome!;
}

export const gdprUsage = `usage:
  npm run gdpr -- export EMAIL            every row about EMAIL as JSON on stdout
  npm run gdpr -- delete EMAIL [--dry-run] erase them in one transaction; print the counts
In the image: node build/cli/gdpr.js export|delete EMAIL. Every run writes an audit line (JSON, with a
SHA-256 hash of the address, never the address) to stderr.`;

/**
 * The command line: `export EMAIL` or `delete EMAIL [--dry-run]`. Writes the result to `out`, one
 * audit line to `log`, usage errors to `err`; returns the exit code.
 */
export async function gdprCommand(
  args: string[],
  io: { db: Db; out: { write(s: string): unknown }; err: { write(s: string): unknown }; log: Logger; now?: () => Date },
): Promise<number> {
  const [action, email, ...rest] = args;
  const dryRun = rest.includes("--dry-run");
  const unknown = rest.filter((a) => a !== "--dry-run");
  if ((action !== "export" && action !== "delete") || !email || unknown.length || (dryRun && action !== "delete")) {
    io.err.write(`${gdprUsage}\n`);
    return 2;
  }
  if (!isPlausibleEmail(email)) {
    io.err.write(`not an email address: ${JSON.stringify(email)}\n${gdprUsage}\n`);
    return 2;
  }
  const now = io.now?.() ?? new Date();
  const hash = emailHash(email);
  if (action === "export") {
    const data = await findPersonData(io.db, email);
    const { linkedElsewhere, ...rows } = data;
    io.out.write(`${JSON.stringify({ exportedAt: now.toISOString(), ...rows, linkedElsewhere }, null, 2)}\n`);
    io.log.info("gdpr export", { action: "export", emailHash: hash, counts: countRows(data) });
    return 0;
  }
  const { counts, linkedElsewhere } = await erasePersonData(io.db, email, { dryRun });
  io.out.write(
    `${JSON.stringify({ action: dryRun ? "delete (dry run: nothing deleted)" : "delete", deleted: counts, linkedElsewhereKept: linkedElsewhere }, null, 2)}\n`,
  );
  io.log.info(dryRun ? "gdpr delete dry run" : "gdpr delete", {
    action: "delete",
    dryRun,
    emailHash: hash,
    counts,
    linkedElsewhereKept: linkedElsewhere,
  });
  return 0;
}
