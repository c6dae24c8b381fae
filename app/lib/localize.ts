import { z } from "zod";
import { languages, type Lang } from "./i18n";

// Copy that keeps both languages side by side, string by string (the flows' questions in
// app/content/flows): a `{ de, en }` pair per text. The server picks one language with `localize`
// before anything reaches the browser, so only that language ships.

/** One text in every language. */
export type Text = Record<Lang, string>;

/** The zod schema of a Text: both languages required, non-empty, nothing else. */
export const textSchema: z.ZodType<Text> = z
  .object(Object.fromEntries(languages.map((lng) => [lng, z.string().trim().min(1)])) as Record<Lang, z.ZodString>)
  .strict();

/** A value with every Text replaced by the string of one language (arrays and tuples keep their shape). */
export type Localized<T> = T extends Text ? string : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;

function isText(value: object): value is Text {
  const keys = Object.keys(value);
  return (
    keys.length === languages.length &&
    languages.every((lng) => typeof (value as Record<string, unknown>)[lng] === "string")
  );
}

/** Maps every `{ de, en }` pair inside a value to the string of `lng`; everything else is copied. */
export function localize<T>(value: T, lng: Lang): Localized<T> {
  if (Array.isArray(value)) return value.map((v) => localize(v, lng)) as Localized<T>;
  if (value && typeof value === "object") {
    if (isText(value)) return value[lng] as Localized<T>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lng)])) as Localized<T>;
  }
  return value as Localized<T>;
}
