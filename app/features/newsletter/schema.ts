import { z } from "zod";
import { email } from "~/features/forms/fields";

import { sources } from "./sources";

export { sources };

export const newsletterSchema = z.object({
  email: email("forms.errors.emailRequired", "forms.errors.emailInvalid"),
  source: z
    .enum(sources)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? "page"),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;

/** The consent text shown with every signup form, stored verbatim with each signup as proof. */
export const CONSENT_VERSION = "2026-11-22";
