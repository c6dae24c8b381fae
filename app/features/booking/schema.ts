import { z } from "zod";
import {
  email,
  limits,
  messageKey,
  optionalText,
  requiredPhone,
  requiredText,
  submissionId,
} from "~/features/forms/fields";

// Strategy-session request (docs/product.md §3: name, email, phone). Time windows and message are optional;
// a request from an ExitReady result carries the attempt id.
export const timeWindows = ["weekday-morning", "weekday-midday", "weekday-afternoon", "weekday-evening"] as const;

export const sessionSchema = z.object({
  submissionId,
  name: requiredText("forms.errors.nameRequired", limits.name),
  email: email("forms.errors.emailRequired", "forms.errors.emailInvalid"),
  phone: requiredPhone("forms.errors.phoneRequired"),
  preferredTimes: z
    .array(z.enum(timeWindows, { errorMap: () => messageKey("forms.errors.invalidChoice") }))
    .max(timeWindows.length)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  message: optionalText(limits.longText, "multi"),
  attemptId: z.string().uuid().optional(),
});

export type SessionRequest = z.output<typeof sessionSchema>;

/** How a session can happen (booking.yaml `meeting`). */
export const meetingKinds = ["video", "phone"] as const;

/** zones already asked about (making an Intl.DateTimeFormat costs about 0.3 ms); bounded */
const knownZones = new Map<string, boolean>();

/** Is this an IANA time zone the runtime knows (the visitor's display zone)? */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  let known = knownZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size > 2000) knownZones.clear();
    knownZones.set(value, known);
  }
  return known;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** an ISO instant that reads back as itself ("2026-02-30T…" would roll over into March) */
const readsBack = (value: string) => {
  const date = new Date(value);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString() === (value.length === 20 ? value.replace("Z", ".000Z") : value)
  );
};

const slot = z
  .string({ required_error: "forms.errors.slotRequired", invalid_type_error: "forms.errors.slotRequired" })
  .refine((v) => ISO_INSTANT.test(v) && readsBack(v), messageKey("forms.errors.slotRequired"))
  .transform((v) => new Date(v));

const timeZone = z
  .string({ required_error: "forms.errors.invalidChoice" })
  .refine(isTimeZone, messageKey("forms.errors.invalidChoice"));

/**
 * A booked strategy session: the slot chosen in the picker (its radio value, the start as an ISO
 * instant in UTC, ./slots.ts slotValue), the contact fields of the request form, and the time
 * zone the visitor saw the times in. Whether the slot is free is checked when it is booked
 * (bookSession), not here.
 */
export const bookingSchema = z.object({
  submissionId,
  slot,
  name: requiredText("forms.errors.nameRequired", limits.name),
  email: email("forms.errors.emailRequired", "forms.errors.emailInvalid"),
  phone: requiredPhone("forms.errors.phoneRequired"),
  message: optionalText(limits.longText, "multi"),
  timeZone,
  attemptId: z.string().uuid().optional(),
  /** video or phone, where booking.yaml lets the visitor choose (`meeting.offer: choice`) */
  meeting: z.enum(meetingKinds, { errorMap: () => messageKey("forms.errors.invalidChoice") }).optional(),
});

export type BookingForm = z.output<typeof bookingSchema>;

/** Moving a booking (its manage link names it): the new time, and the zone it was chosen in. */
export const rescheduleSchema = z.object({ slot, timeZone });
