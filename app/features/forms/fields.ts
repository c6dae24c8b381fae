import { z } from "zod";

// Building blocks of the form schemas. Messages are i18n keys, translated when rendered.

export const limits = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  shortText: 200,
  longText: 4000,
} as const;

const tooLong = "forms.errors.tooLong";

/** A required, trimmed text. conform turns an empty field into undefined (→ required). */
export function requiredText(requiredKey: string, max: number) {
  return z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, tooLong);
}

export function optionalText(max: number) {
  return z
    .string({ invalid_type_error: tooLong })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/**
 * Email: trimmed, lower-cased, at most 254 characters, and of the form local@domain.tld
 * (docs/decisions/010-forms.md explains the rule).
 */
export function email(requiredKey: string, invalidKey: string) {
  return z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(limits.email, invalidKey)
    .email(invalidKey)
    .transform((v) => v.toLowerCase());
}

/** Phone numbers as people type them: digits, spaces, +, -, /, (, ), at least 6 digits. */
export function phone(requiredKey?: string) {
  const base = z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey ?? "forms.errors.phoneInvalid" })
    .trim()
    .max(limits.phone, tooLong)
    .refine((v) => v === "" || (/^[+()\d\s/.-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), {
      message: "forms.errors.phoneInvalid",
    });
  if (requiredKey) return base.refine((v) => v.length > 0, { message: requiredKey });
  return base.optional().transform((v) => (v ? v : undefined));
}

/** One of a fixed set of values (SPEC §3 enumerations). */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, requiredKey: string) {
  return z.enum(values, { errorMap: () => ({ message: requiredKey }) });
}

export const checkbox = z.union([z.literal("on"), z.literal("true"), z.undefined()]).transform((v) => v !== undefined);

/** The id of one rendered form: a double or replayed submit carries the same one. */
export const submissionId = z.string({ required_error: "forms.errors.expired" }).uuid("forms.errors.expired");
