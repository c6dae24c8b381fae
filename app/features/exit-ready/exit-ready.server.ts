import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { enqueueEmail, renderEmail } from "~/lib/mail.server";
import { queueEvents } from "~/webhook-events";
import { localizedPath } from "~/lib/routing";
import { categoryName, exitReadyContent } from "./content.server";
import {
  isValidAnswer,
  MAX_RAW,
  MAX_SCORE,
  QUICK_WIN_CATEGORIES,
  scoreAnswers,
  type Answers,
  type ExitReadyResult,
} from "./scoring";
import { questionIds, type CategoryId, type QuestionId } from "./types";

// Attempts, answers and results of the ExitReady Check in the database (docs/product.md §3):
// the state lives on the server, addressed by an unguessable attempt id, so the check works
// without JavaScript and cookies and survives reloads and the back button.

type Db = Kysely<Database> | Transaction<Database>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isAttemptId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

export async function createAttempt(db: Db, locale: Lang): Promise<string> {
  const id = randomUUID();
  await db.insertInto("exit_ready_attempts").values({ id, locale }).execute();
  return id;
}

export interface StoredResult extends ExitReadyResult {
  name: string;
  email: string;
  company: string | null;
  createdAt: Date;
}

export interface AttemptState {
  id: string;
  locale: Lang;
  answers: Answers;
  result: StoredResult | null;
}

export async function loadAttempt(db: Db, id: string): Promise<AttemptState | null> {
  if (!isAttemptId(id)) return null;
  const attempt = await db
    .selectFrom("exit_ready_attempts")
    .select(["id", "locale"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!attempt) return null;
  const rows = await db
    .selectFrom("exit_ready_answers")
    .select(["question_id", "answer"])
    .where("attempt_id", "=", id)
    .execute();
  const answers: Answers = {};
  for (const row of rows) answers[row.question_id as QuestionId] = row.answer;
  const r = await db.selectFrom("exit_ready_results").selectAll().where("attempt_id", "=", id).executeTakeFirst();
  const categories = r
    ? typeof r.category_scores === "string"
      ? JSON.parse(r.category_scores)
      : r.category_scores
    : [];
  const result: StoredResult | null = r
    ? {
        modelVersion: r.model_version,
        raw: r.raw_points,
        score: r.score,
        maxScore: MAX_SCORE,
        band: r.band as StoredResult["band"],
        phase: r.phase as StoredResult["phase"],
        categories,
        weakest: [...categories]
          .sort((a: { points: number }, b: { points: number }) => a.points - b.points)
          .map((c: { id: CategoryId }) => c.id),
        name: r.name,
        email: r.email,
        company: r.company,
        createdAt: r.created_at,
      }
    : null;
  if (result) {
    // the stored weakest category leads (ties were resolved when the result was made)
    result.weakest = [r!.weakest_category as CategoryId, ...result.weakest.filter((c) => c !== r!.weakest_category)];
  }
  return { id: attempt.id, locale: attempt.locale, answers, result };
}

/**
 * The finished check a strategy-session link names (`?attempt=`): its id, and the name and email
 * given with its result, which the booking and request forms are filled in with.
 */
export async function attemptContact(
  db: Db,
  id: string | null,
): Promise<{ id: string; name: string; email: string } | null> {
  if (!id) return null;
  const state = await loadAttempt(db, id);
  return state?.result ? { id: state.id, name: state.result.name, email: state.result.email } : null;
}

/** What the consultant's mail of a strategy session booked or requested from a result says of it. */
export const resultLines = (result: StoredResult): [string, string][] => [
  ["ExitReady Score", `${result.score}/${MAX_SCORE} (${result.band}, ${result.phase})`],
  ["Schwächster Bereich", result.weakest[0] ?? "–"],
];

export async function saveAnswer(db: Db, attemptId: string, question: QuestionId, answer: number) {
  if (!isValidAnswer(answer) || !questionIds.includes(question)) throw new Error("invalid answer");
  await db
    .insertInto("exit_ready_answers")
    .values({ attempt_id: attemptId, question_id: question, answer })
    .onConflict((oc) => oc.columns(["attempt_id", "question_id"]).doUpdateSet({ answer, answered_at: new Date() }))
    .execute();
  await db.updateTable("exit_ready_attempts").set({ updated_at: new Date() }).where("id", "=", attemptId).execute();
}

export interface ContactDetails {
  attemptId: string;
  name: string;
  email: string;
  company?: string;
  newsletter: boolean;
}

type ExitReadyEnv = Pick<Env, "LEADS_NOTIFY_EMAIL" | "SITE_URL" | "SESSION_SECRET" | "WEBHOOK_URL" | "WEBHOOK_SECRET">;

/**
 * Finishes an attempt: scores the stored answers with the current model, stores the result with
 * the contact data (once: a replay stores nothing new), starts the newsletter double opt-in when
 * asked, and queues the visitor's result mail and the consultant's notification.
 */
export async function completeAttempt(
  trx: Transaction<Database>,
  env: ExitReadyEnv,
  details: ContactDetails,
  meta: SubmissionMeta,
): Promise<"stored" | "exists" | "incomplete" | "missing"> {
  const state = await loadAttempt(trx, details.attemptId);
  if (!state) return "missing";
  if (state.result) return "exists";
  let result: ExitReadyResult;
  try {
    result = scoreAnswers(state.answers);
  } catch {
    return "incomplete";
  }
  const inserted = await trx
    .insertInto("exit_ready_results")
    .values({
      attempt_id: state.id,
      model_version: result.modelVersion,
      raw_points: result.raw,
      score: result.score,
      band: result.band,
      phase: result.phase,
      category_scores: JSON.stringify(result.categories),
      weakest_category: result.weakest[0]!,
      name: details.name,
      email: details.email,
      company: details.company ?? null,
      newsletter_opt_in: details.newsletter,
    })
    .onConflict((oc) => oc.column("attempt_id").doNothing())
    .returning("attempt_id")
    .executeTakeFirst();
  if (!inserted) return "exists";
  await trx
    .updateTable("exit_ready_attempts")
    .set({ completed_at: new Date(), updated_at: new Date() })
    .where("id", "=", state.id)
    .execute();

  if (details.newsletter) await subscribe(trx, env, { email: details.email, source: "exit-ready" }, meta);

  const lng = meta.locale;
  const t = getT(lng);
  const resultUrl = env.SITE_URL + localizedPath("exit-ready-result", lng, { params: { attempt: state.id } });
  const reportUrl = env.SITE_URL + localizedPath("exit-ready-report", lng, { params: { attempt: state.id } });
  const content = exitReadyContent();
  const quickWins = result.weakest
    .slice(0, QUICK_WIN_CATEGORIES)
    .flatMap((id) => content.quickWins[id].map((q) => q.title[lng]));
  const de = getT("de");
  await enqueueEmail(trx, [
    {
      kind: "exit-ready-result",
      to: details.email,
      content: renderEmail({
        lng,
        subject: t("exitReady.result.emailSubject", { score: result.score, max: result.maxScore }),
        // the score, the server's own texts and links: nothing typed into the form (ADR 015)
        heading: t("exitReady.result.emailHeading", { score: result.score, max: result.maxScore }),
        paragraphs: [
          t("exitReady.result.emailIntro"),
          `${t("exitReady.result.band")}: ${t(`exitReady.bands.${result.band}.name`)} – ${t(`exitReady.bands.${result.band}.text`)}`,
          `${t("exitReady.result.phase")}: ${t(`exitReady.phases.${result.phase}.name`)} – ${t(`exitReady.phases.${result.phase}.text`)}`,
          t("exitReady.result.emailQuickWins", { list: quickWins.join("; ") }),
          t("exitReady.result.emailSession", { url: env.SITE_URL + localizedPath("strategy-session", lng) }),
          // a link, not an attachment: the PDF shows the typed name (ADR 015, 069)
          t("exitReady.report.email", { url: reportUrl }),
          t("emails.notYou"),
        ],
        fields: result.categories.map((c) => [
          categoryName(c.id, lng),
          t("exitReady.result.categoryPoints", { points: c.points, max: c.max }),
        ]),
        action: { label: t("exitReady.result.emailLink"), url: resultUrl },
      }),
    },
    {
      kind: "exit-ready-notification",
      to: env.LEADS_NOTIFY_EMAIL,
      content: renderEmail({
        lng: "de",
        subject: `ExitReady Check: ${details.name} – ${result.score}/${MAX_SCORE}`,
        heading: "Neuer ExitReady Check mit Kontaktdaten",
        paragraphs: [`Sprache: ${lng}. Newsletter gewünscht: ${details.newsletter ? "ja" : "nein"}.`],
        fields: [
          ["Name", details.name],
          ["E-Mail", details.email],
          ["Firma", details.company ?? "–"],
          ["Score", `${result.score}/${MAX_SCORE} (${result.raw}/${MAX_RAW} Punkte, Modell ${result.modelVersion})`],
          ["Einstufung", de(`exitReady.bands.${result.band}.name`)],
          ["Phase", de(`exitReady.phases.${result.phase}.name`)],
          ["Schwächster Bereich", categoryName(result.weakest[0]!, lng)],
          ...result.categories.map((c): [string, string] => [categoryName(c.id, lng), `${c.points}/${c.max}`]),
          ["Ergebnis", env.SITE_URL + localizedPath("exit-ready-result", "de", { params: { attempt: state.id } })],
        ],
      }),
    },
  ]);
  // what was typed and what the check made of it; never the attempt's id (its result's address)
  await queueEvents(trx, env, [
    {
      type: "lead.created",
      data: {
        kind: "exit-ready",
        locale: lng,
        name: details.name,
        email: details.email,
        company: details.company ?? null,
        newsletter: details.newsletter,
        exitReady: { score: result.score, maxScore: MAX_SCORE, band: result.band, phase: result.phase },
        weakestCategory: result.weakest[0]!,
      },
      email: details.email,
      lead: { table: "exit_ready_results", id: state.id },
    },
  ]);
  return "stored";
}
