import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { SubmissionMeta } from "~/features/forms/submit.server";
import type { Env } from "~/lib/env.server";
import { renderEmail } from "~/lib/mail.server";
import {
  leadRow,
  leadConfirmation,
  notificationFields,
  leadCreated,
  storeLeadOnce,
  type LeadColumns,
  type NotificationLines,
} from "~/features/forms/lead.server";
import type { ContactMessage } from "./schema";

/** Where each field of the form is stored (a field without its column fails `tsc`). */
export const contactColumns = {
  submissionId: "submission_id",
  name: "name",
  email: "email",
  company: "company",
  phone: "phone",
  message: "message",
  marketingConsent: "marketing_consent",
} as const satisfies LeadColumns<ContactMessage, "contact_messages">;

/** What the consultant's notification shows of each field (a field left out fails `tsc`). */
export const contactNotification = {
  name: (v, de) => [de("forms.contact.name"), v.name],
  email: (v, de) => [de("forms.contact.email"), v.email],
  company: (v, de) => [de("forms.contact.company"), v.company ?? "–"],
  phone: (v, de) => [de("forms.contact.phone"), v.phone ?? "–"],
  message: (v, de) => [de("forms.contact.message"), v.message],
  // in the mail's first paragraph
  marketingConsent: null,
} satisfies NotificationLines<ContactMessage>;

export async function insertContactMessage(
  /** the database (the lead and its mails are one statement), or the caller's transaction */
  db: Kysely<Database> | Transaction<Database>,
  env: Pick<Env, "LEADS_NOTIFY_EMAIL" | "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  value: ContactMessage,
  meta: SubmissionMeta,
) {
  return storeLeadOnce(
    db,
    "contact_messages",
    leadRow("contact_messages", contactColumns, value, meta),
    (lead) => [
      leadConfirmation("contact-confirmation", value.email, lead, meta.locale, (t) => ({
        subject: t("emails.contact.subject"),
        heading: t("emails.contact.heading"),
        paragraphs: [t("emails.contact.received"), t("emails.contact.reply"), t("emails.notYou")],
      })),
      {
        kind: "contact-notification",
        to: env.LEADS_NOTIFY_EMAIL,
        lead,
        content: renderEmail({
          lng: "de",
          subject: `Neue Nachricht von ${value.name}`,
          heading: "Neue Nachricht über das Kontaktformular",
          paragraphs: [`Sprache: ${meta.locale}. Marketing-Einwilligung: ${value.marketingConsent ? "ja" : "nein"}.`],
          fields: notificationFields(contactNotification, value),
        }),
      },
    ],
    { env, event: leadCreated("contact_messages", value, meta.locale) },
  );
}
