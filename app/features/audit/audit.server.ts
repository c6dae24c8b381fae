import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
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
import type { AuditApplication } from "./schema";

/** Where each field of the form is stored (a field without its column fails `tsc`). */
export const auditColumns = {
  submissionId: "submission_id",
  name: "name",
  email: "email",
  company: "company",
  industry: "industry",
  revenue: "revenue",
  employees: "employees",
  challenge: "challenge",
  timeline: "timeline",
  phone: "phone",
} as const satisfies LeadColumns<AuditApplication, "audit_applications">;

/** What the consultant's notification shows of each field (a field left out fails `tsc`). */
export const auditNotification = {
  name: (v, de) => [de("forms.audit.name"), v.name],
  email: (v, de) => [de("forms.audit.email"), v.email],
  phone: (v, de) => [de("forms.audit.phone"), v.phone ?? "–"],
  company: (v, de) => [de("forms.audit.company"), v.company],
  industry: (v, de) => [de("forms.audit.industry"), de(`forms.audit.industries.${v.industry}`)],
  revenue: (v, de) => [de("forms.audit.revenue"), de(`forms.audit.revenues.${v.revenue}`)],
  employees: (v, de) => [de("forms.audit.employees"), de(`forms.audit.employeeRanges.${v.employees}`)],
  timeline: (v, de) => [de("forms.audit.timeline"), de(`forms.audit.timelines.${v.timeline}`)],
  challenge: (v, de) => [de("forms.audit.challenge"), v.challenge],
} satisfies NotificationLines<AuditApplication>;

/**
 * Stores an application once (a replayed submission id inserts nothing) and queues the
 * applicant's confirmation and the consultant's notification in the same statement.
 */
export async function insertAuditApplication(
  /** the database (the lead and its mails are one statement), or the caller's transaction */
  db: Kysely<Database> | Transaction<Database>,
  env: Pick<Env, "LEADS_NOTIFY_EMAIL" | "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  value: AuditApplication,
  meta: SubmissionMeta,
): Promise<{ id: string } | null> {
  return storeLeadOnce(
    db,
    "audit_applications",
    leadRow("audit_applications", auditColumns, value, meta),
    (lead) => [
      leadConfirmation("audit-confirmation", value.email, lead, meta.locale, (t) => ({
        subject: t("emails.audit.subject"),
        heading: t("emails.audit.heading"),
        paragraphs: [
          t("emails.audit.received", { hours: business.audit.deliveryHours }),
          t("emails.audit.next"),
          t("emails.audit.guarantee", { levers: business.audit.guaranteeMinLevers }),
          t("emails.notYou"),
        ],
      })),
      {
        kind: "audit-notification",
        to: env.LEADS_NOTIFY_EMAIL,
        lead,
        content: renderEmail({
          lng: "de",
          subject: `Neue Audit-Bewerbung: ${value.company}`,
          heading: "Neue Bewerbung für das Business Logic Audit",
          paragraphs: [`Eingegangen über ${meta.sourcePath ?? "die Website"} (Sprache: ${meta.locale}).`],
          fields: notificationFields(auditNotification, value),
        }),
      },
    ],
    { env, event: leadCreated("audit_applications", value, meta.locale) },
  );
}
