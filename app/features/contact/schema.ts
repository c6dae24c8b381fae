import { z } from "zod";
import {
  checkbox,
  email,
  limits,
  optionalPhone,
  optionalText,
  requiredText,
  submissionId,
} from "~/features/forms/fields";

// The contact form on /kontakt: name, email, message; company and phone optional; an unticked,
// optional marketing consent.
export const contactSchema = z.object({
  submissionId,
  name: requiredText("forms.errors.nameRequired", limits.name),
  email: email("forms.errors.emailRequired", "forms.errors.emailInvalid"),
  company: optionalText(limits.company),
  phone: optionalPhone(),
  message: requiredText("forms.errors.messageRequired", limits.longText, "multi"),
  marketingConsent: checkbox,
});

export type ContactMessage = z.output<typeof contactSchema>;
