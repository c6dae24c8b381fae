import { z } from "zod/v4";
import type { DB } from "~/lib/db.server";
import { queueWebhooks, type WebhookEvent as QueuedEvent } from "~/lib/webhooks.server";
import type { AuditApplication } from "~/features/audit/schema";
import { employeeRanges, industries, revenues, timelines } from "~/features/audit/schema";
import type { SessionRequest } from "~/features/booking/schema";
import { meetingKinds, timeWindows } from "~/features/booking/schema";
import type { ContactMessage } from "~/features/contact/schema";
import { bandIds, phaseIds } from "~/features/exit-ready/scoring";
import { categoryIds } from "~/features/exit-ready/types";

// The webhook event catalogue (docs/decisions/068-webhooks.md): every event type with the shape
// of its `data`, the one source for the payloads the site sends (app/lib/webhooks.server.ts types
// them through `queueEvents`) and for docs/webhook-events.schema.json, the JSON Schema a receiver can validate
// an event against (`npx tsx scripts/webhook-schema.ts` writes it; app/webhook-events.test.ts keeps
// it current, tests/integration/webhooks.test.ts checks every event the site delivers against it). What the visitor typed, ids and times the site made;
// never a token, a secret or a link.

const locale = z.enum(["de", "en"]);
const time = z.iso.datetime({ offset: false }).describe("UTC, ISO 8601");
const text = z.string();

/** The score of the ExitReady result a lead or booking came from. */
const exitReadyScore = z.object({
  score: z.int(),
  maxScore: z.int(),
  band: z.enum(bandIds),
  phase: z.enum(phaseIds),
});

// lead.created: the form's fields as the site stored them, per kind of lead
const leadBase = { id: z.string().regex(/^\d+$/).describe("the lead's id at the site"), locale };
const auditLead = z.strictObject({
  kind: z.literal("audit"),
  ...leadBase,
  name: text,
  email: text,
  company: text,
  industry: z.enum(industries),
  revenue: z.enum(revenues),
  employees: z.enum(employeeRanges),
  challenge: text,
  timeline: z.enum(timelines),
  phone: text.optional(),
});
const contactLead = z.strictObject({
  kind: z.literal("contact"),
  ...leadBase,
  name: text,
  email: text,
  company: text.optional(),
  phone: text.optional(),
  message: text,
  marketingConsent: z.boolean(),
});
const sessionRequestLead = z.strictObject({
  kind: z.literal("session-request"),
  ...leadBase,
  name: text,
  email: text,
  phone: text,
  preferredTimes: z.array(z.enum(timeWindows)),
  message: text.optional(),
  exitReady: exitReadyScore.optional().describe("when the request came from an ExitReady result"),
});
const exitReadyLead = z.strictObject({
  kind: z.literal("exit-ready"),
  locale,
  name: text,
  email: text,
  company: text.nullable(),
  newsletter: z.boolean(),
  exitReady: exitReadyScore,
  weakestCategory: z.enum(categoryIds),
});

/** By video or phone; never the video room's link (the privacy policy lists what an event carries). */
const meeting = z.strictObject({ kind: z.enum(meetingKinds) }).nullable();

/** A booked strategy session: its time in UTC, the visitor's zone, what the visitor typed. */
const booking = {
  id: z.string().regex(/^\d+$/),
  status: z.enum(["confirmed", "cancelled"]),
  start: time,
  end: time,
  timeZone: text.describe("the visitor's IANA time zone"),
  meeting,
  name: text,
  email: text,
  phone: text,
  message: text.nullable(),
  locale,
  exitReady: exitReadyScore.nullable(),
};

/** Every event type and the shape of its `data`. */
export const webhookEventData = {
  "lead.created": z.discriminatedUnion("kind", [auditLead, contactLead, sessionRequestLead, exitReadyLead]),
  "booking.created": z.strictObject(booking),
  "booking.rescheduled": z.strictObject({ ...booking, previousStart: time }),
  "booking.cancelled": z.strictObject({ ...booking, cancelledAt: time }),
  "newsletter.confirmed": z.strictObject({ id: z.string(), email: text, locale, confirmedAt: time }),
  "newsletter.unsubscribed": z.strictObject({ id: z.string(), email: text, locale, unsubscribedAt: time }),
  // an issue's sending finished: counts only, never an address
  "newsletter.issue.sent": z.strictObject({
    issue: text,
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
} as const;

export type WebhookEventType = keyof typeof webhookEventData;
export const webhookEventTypes = Object.keys(webhookEventData) as WebhookEventType[];

/** The `data` of an event type, as the site sends it. */
export type WebhookEventDataOf<T extends WebhookEventType> = z.output<(typeof webhookEventData)[T]>;

/** An event as a receiver gets it: `{ type, timestamp, data }` (Standard Webhooks). */
export const webhookPayload = z.discriminatedUnion(
  "type",
  webhookEventTypes.map((type) =>
    z.strictObject({ type: z.literal(type), timestamp: time, data: webhookEventData[type] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** The JSON Schema of every event (docs/webhook-events.schema.json). */
export function webhookJsonSchema() {
  return {
    ...z.toJSONSchema(webhookPayload, { target: "draft-7", io: "output" }),
    title: "Webhook events of the site",
  };
}

// The lead forms' fields are the form schemas' own: a field added to a form without its place in
// the catalogue (or the other way round) is a type error here.
type Typed<T> = Omit<T, "submissionId" | "attemptId">;
type Fields<K extends string> = Omit<
  Extract<WebhookEventDataOf<"lead.created">, { kind: K }>,
  "kind" | "id" | "locale"
>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFields: [
  Same<Typed<AuditApplication>, Fields<"audit">>,
  Same<Typed<ContactMessage>, Fields<"contact">>,
  Same<Typed<SessionRequest>, Omit<Fields<"session-request">, "exitReady">>,
] = [true, true, true];
void sameFields;

/**
 * An event to queue, typed by the catalogue: a lead's `id` is null where the database fills it in
 * (app/features/forms/lead.server.ts).
 */
export type WebhookEvent = {
  [T in WebhookEventType]: Omit<QueuedEvent, "type" | "data"> & {
    type: T;
    data: T extends "lead.created" ? LeadData : WebhookEventDataOf<T>;
  };
}[WebhookEventType];

type LeadData =
  WebhookEventDataOf<"lead.created"> extends infer D
    ? D extends { id: string }
      ? Omit<D, "id"> & { id: string | null }
      : D
    : never;

/** Queues events of the catalogue in the caller's transaction (app/lib/webhooks.server.ts). */
export const queueEvents = (db: DB, env: Parameters<typeof queueWebhooks>[1], events: WebhookEvent[]) =>
  queueWebhooks(db, env, events);
