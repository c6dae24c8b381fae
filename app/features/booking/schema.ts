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
  message: optionalText(limits.longText),
  attemptId: z.string().uuid().optional(),
});

export type SessionRequest = z.output<typeof sessionSchema>;
