import { z } from "zod";
import type { TranslationKey } from "~/lib/translate";

// Building blocks of the form schemas. Messages are translation keys, typed here (so a wrong key
// fails `tsc`) and translated when rendered (app/components/forms/messages.ts).

import { limits } from "./limits";

export { limits };

const tooLong: TranslationKey = "forms.errors.tooLong";

/**
 * A zod message (for `.refine`, an `errorMap`): always a translation key through this function, so
 * an unknown key fails `tsc` (ESLint refuses a plain string as `message` in the form schemas).
 */
export const messageKey = (key: TranslationKey) => ({ message: key });

/**
 * PostgreSQL text cannot hold the NUL character; nobody types one, so it is dropped before any
 * rule runs (a pasted or forged NUL would otherwise fail the insert with a 500).
 */
const withoutNul = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.replaceAll("\u0000", "") : v), schema);

/** A required, trimmed text. conform turns an empty field into undefined (→ required). */
export function requiredText(requiredKey: TranslationKey, max: number) {
  return withoutNul(
    z
      .string({ required_error: requiredKey, invalid_type_error: requiredKey })
      .trim()
      .min(1, requiredKey)
      .max(max, tooLong),
  );
}

export function optionalText(max: number) {
  return withoutNul(
    z
      .string({ invalid_type_error: tooLong })
      .trim()
      .max(max, tooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
  );
}

/**
 * Email: trimmed, lower-cased, at most 254 characters, and of the form local@domain.tld
 * (docs/decisions/010-forms.md explains the rule).
 */
export function email(requiredKey: TranslationKey, invalidKey: TranslationKey) {
  return (
    z
      .string({ required_error: requiredKey, invalid_type_error: requiredKey })
      .trim()
      .min(1, requiredKey)
      .max(limits.email, invalidKey)
      // the pattern only runs on strings of a plausible length
      .pipe(z.string().email(invalidKey))
      .transform((v) => v.toLowerCase())
  );
}

const phonePattern = (v: string) => /^[+()\d\s/.-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;

/** A required phone number as people type it: digits, spaces, +, -, /, (, ), at least 6 digits. */
export function requiredPhone(requiredKey: TranslationKey) {
  return requiredText(requiredKey, limits.phone).refine(phonePattern, messageKey("forms.errors.phoneInvalid"));
}

/** An optional phone number (same rule when given). */
export function optionalPhone() {
  return z
    .string({ invalid_type_error: "forms.errors.phoneInvalid" })
    .trim()
    .max(limits.phone, tooLong)
    .refine((v) => v === "" || phonePattern(v), messageKey("forms.errors.phoneInvalid"))
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** One of a fixed set of values (docs/product.md §3 enumerations). */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, requiredKey: TranslationKey) {
  return z.enum(values, { errorMap: () => messageKey(requiredKey) });
}

export const checkbox = z.union([z.literal("on"), z.literal("true"), z.undefined()]).transform((v) => v !== undefined);

/** The id of one rendered form: a double or replayed submit carries the same one. */
export const submissionId = z.string({ required_error: "forms.errors.expired" }).uuid("forms.errors.expired");
