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
 * The one boundary for typed text: every text field of every form passes here before any rule
 * runs. Control characters never reach a mail, a calendar or a log as structure: a single-line
 * field turns each run of line breaks, tabs and other spacing controls into one space and drops the
 * rest (NUL, ESC, …; PostgreSQL text cannot even hold NUL); a multi-line field keeps its line
 * breaks, normalised to LF (a browser sends a textarea's as CRLF), and nothing else.
 */
export type Lines = "single" | "multi";

/** line breaks, tabs and the other controls that space text */
const SPACING = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** C0 and C1 controls and DEL, the LF a multi-line text keeps aside */
const CONTROLS = /(?!\n)\p{Cc}/gu;

export function cleanTypedText(value: string, lines: Lines): string {
  if (lines === "single") return value.replace(SPACING, " ").replace(CONTROLS, "");
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/[\t\v\f]/g, " ")
    .replace(CONTROLS, "");
}

const typed = <T extends z.ZodTypeAny>(lines: Lines, schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? cleanTypedText(v, lines) : v), schema);

/**
 * A required, trimmed text on one line (`lines: "multi"` for a textarea). conform turns an empty
 * field into undefined (→ required).
 */
export function requiredText(requiredKey: TranslationKey, max: number, lines: Lines = "single") {
  return typed(
    lines,
    z
      .string({ required_error: requiredKey, invalid_type_error: requiredKey })
      .trim()
      .min(1, requiredKey)
      .max(max, tooLong),
  );
}

export function optionalText(max: number, lines: Lines = "single") {
  return typed(
    lines,
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
  return typed(
    "single",
    z
      .string({ required_error: requiredKey, invalid_type_error: requiredKey })
      .trim()
      .min(1, requiredKey)
      .max(limits.email, invalidKey)
      // the pattern only runs on strings of a plausible length
      .pipe(z.string().email(invalidKey))
      .transform((v) => v.toLowerCase()),
  );
}

/** spaces people paste from a web page or a phone's contact card */
const WIDE_SPACES = /[\u00a0\u2007\u202f]/g;
const phonePattern = (v: string) => /^[+()\d /.-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;
const phoneText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.replace(WIDE_SPACES, " ") : v), schema);

/**
 * A required phone number as people type it (`+41 44 555 01 23`, `(044) 555-0123`): digits,
 * spaces, +, -, /, ., (, ), at least 6 digits; never a line break (the text boundary makes it a space).
 */
export function requiredPhone(requiredKey: TranslationKey) {
  return phoneText(
    requiredText(requiredKey, limits.phone).refine(phonePattern, messageKey("forms.errors.phoneInvalid")),
  );
}

/** An optional phone number (same rule when given). */
export function optionalPhone() {
  return phoneText(
    typed(
      "single",
      z
        .string({ invalid_type_error: "forms.errors.phoneInvalid" })
        .trim()
        .max(limits.phone, tooLong)
        .refine((v) => v === "" || phonePattern(v), messageKey("forms.errors.phoneInvalid"))
        .optional()
        .transform((v) => (v ? v : undefined)),
    ),
  );
}

/** One of a fixed set of values (docs/product.md §3 enumerations). */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, requiredKey: TranslationKey) {
  return z.enum(values, { errorMap: () => messageKey(requiredKey) });
}

export const checkbox = z.union([z.literal("on"), z.literal("true"), z.undefined()]).transform((v) => v !== undefined);

/** The id of one rendered form: a double or replayed submit carries the same one. */
export const submissionId = z.string({ required_error: "forms.errors.expired" }).uuid("forms.errors.expired");
