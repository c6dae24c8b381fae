import { z } from "zod";
import { checkbox, email, limits, optionalText, requiredText } from "~/features/forms/fields";

// The contact step (docs/product.md §3): name and email required, company optional; the newsletter consent is
// unticked and optional, and never a condition for the result.
export const contactStepSchema = z.object({
  name: requiredText("forms.errors.nameRequired", limits.name),
  email: email("forms.errors.emailRequired", "forms.errors.emailInvalid"),
  company: optionalText(limits.company),
  newsletter: checkbox,
});
