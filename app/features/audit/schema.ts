import { z } from "zod";
import { email, limits, oneOf, optionalPhone, requiredText, submissionId } from "~/features/forms/fields";

// The Business Logic Audit application (docs/product.md §3, §5): every field required except phone.

export const industries = [
  "tech",
  "manufacturing",
  "services",
  "ecommerce",
  "healthcare",
  "consulting",
  "other",
] as const;
export const revenues = ["500k-1m", "1m-2m", "2m-5m", "5m+"] as const;
export const employeeRanges = ["1-10", "11-25", "26-50", "50+"] as const;
export const timelines = ["immediate", "short", "medium", "long"] as const;

export const auditSchema = z.object({
  submissionId,
  name: requiredText("forms.audit.errors.name", limits.name),
  email: email("forms.audit.errors.email", "forms.audit.errors.emailInvalid"),
  company: requiredText("forms.audit.errors.company", limits.company),
  industry: oneOf(industries, "forms.audit.errors.industry"),
  revenue: oneOf(revenues, "forms.audit.errors.revenue"),
  employees: oneOf(employeeRanges, "forms.audit.errors.employees"),
  challenge: requiredText("forms.audit.errors.challenge", limits.longText, "multi"),
  timeline: oneOf(timelines, "forms.audit.errors.timeline"),
  phone: optionalPhone(),
});

export type AuditApplication = z.output<typeof auditSchema>;
