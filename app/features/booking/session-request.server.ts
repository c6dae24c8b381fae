import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { loadAttempt, resultLines } from "~/features/exit-ready/exit-ready.server";
import { MAX_SCORE } from "~/features/exit-ready/scoring";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import { business } from "~/lib/business";
import type { Env } from "~/lib/env.server";
import { renderEmail } from "~/lib/mail.server";
import {
  leadRow,
  leadConfirmation,
  leadCreated,
  notificationFields,
  storeLeadOnce,
  type LeadColumns,
  type NotificationLines,
} from "~/features/forms/lead.server";
import { availability } from "./content.server";
import { requestWindows } from "./request-windows.server";
import type { SessionRequest } from "./schema";

// A strategy session requested, not booked (session_requests): for a visitor whom no offered time
// suits, or when the booking page can offer none. The consultant replies within the follow-up
// hours; the visitor gets fixed copy only.

/** Where each field of the form is stored (a field without its column fails `tsc`). */
export const sessionColumns = {
  submissionId: "submission_id",
  name: "name",
  email: "email",
  phone: "phone",
  preferredTimes: "preferred_times",
  message: "message",
  attemptId: "exit_ready_attempt_id",
} as const satisfies LeadColumns<SessionRequest, "session_requests">;

/** What the consultant's notification shows of each field (a field left out fails `tsc`). */
export const sessionNotification = {
  name: (v, de) => [de("forms.session.name"), v.name],
  email: (v, de) => [de("forms.session.email"), v.email],
  phone: (v, de) => [de("forms.session.phone"), v.phone],
  preferredTimes: (v, de) => {
    // with the hours the form showed (booking.yaml's, in the consultant's zone)
    const hours = new Map(requestWindows(availability(), "de").windows.map((w) => [w.value, w.hours]));
    return [
      de("forms.session.times"),
      v.preferredTimes.map((w) => de(`forms.session.timeOptions.${w}`, { hours: hours.get(w) ?? "–" })).join("; ") ||
        "–",
    ];
  },
  message: (v, de) => [de("forms.session.message"), v.message ?? "–"],
  // the ExitReady result the request came from: its own lines (`context` of insertSessionRequest)
  attemptId: null,
} satisfies NotificationLines<SessionRequest>;

export async function insertSessionRequest(
  trx: Transaction<Database>,
  env: Pick<Env, "LEADS_NOTIFY_EMAIL" | "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  value: SessionRequest,
  meta: SubmissionMeta,
  /** extra lines for the consultant (e.g. the ExitReady result the request came from) */
  context: [string, string][] = [],
  /** what the webhook adds of it (the ExitReady score) */
  extra: Record<string, unknown> = {},
) {
  const hours = business.support.sessionFollowUpHours;
  return storeLeadOnce(
    trx,
    "session_requests",
    leadRow("session_requests", sessionColumns, value, meta),
    (lead) => [
      leadConfirmation("session-confirmation", value.email, lead, meta.locale, (t) => ({
        subject: t("emails.session.subject"),
        heading: t("emails.session.heading"),
        paragraphs: [t("emails.session.received", { hours }), t("emails.session.prepare"), t("emails.notYou")],
      })),
      {
        kind: "session-notification",
        to: env.LEADS_NOTIFY_EMAIL,
        lead,
        content: renderEmail({
          lng: "de",
          subject: `Strategiegespräch angefragt: ${value.name}`,
          heading: "Neue Anfrage für ein Strategiegespräch",
          paragraphs: [`Bitte innerhalb von ${hours} Stunden melden. Sprache: ${meta.locale}.`],
          fields: [...notificationFields(sessionNotification, value), ...context],
        }),
      },
    ],
    { env, event: leadCreated("session_requests", value, meta.locale, extra) },
  );
}

/**
 * A strategy-session request, from its page or from an ExitReady result: linked to the attempt when
 * it names one that has a result, whose score then goes to the consultant with the request.
 */
export async function storeSessionRequest(
  trx: Transaction<Database>,
  env: Pick<Env, "LEADS_NOTIFY_EMAIL" | "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  value: SessionRequest,
  meta: SubmissionMeta,
) {
  const state = value.attemptId ? await loadAttempt(trx, value.attemptId) : null;
  const linked = state?.result ? value : { ...value, attemptId: undefined };
  const score = state?.result
    ? {
        exitReady: {
          score: state.result.score,
          maxScore: MAX_SCORE,
          band: state.result.band,
          phase: state.result.phase,
        },
      }
    : {};
  return insertSessionRequest(trx, env, linked, meta, state?.result ? resultLines(state.result) : [], score);
}
