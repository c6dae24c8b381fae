import type { Resources } from "~/locales/de";
import { defaultLanguage, type Lang } from "./i18n";
import { fill, fillDeep, type Vars } from "./interpolate";

// The one translator of the site: loaders, mails and React, on the server and in the browser
// (docs/decisions/014-…, 056-…): dotted keys checked by `tsc` against the German strings
// (app/locales/de), {{name}} interpolation, plural suffixes (_one, _other, …) chosen by `count`,
// `returnObjects` for lists, and the key itself when it is missing (docs/product.md §3). About
// 1 KB in a page's JavaScript.

export type Bundle = Record<string, unknown>;
export type TOptions = Vars;

type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type StringKeys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${WithoutPlural<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : StringKeys<T[K], `${P}${K}.`>;
}[keyof T & string];
type ListKeys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${P}${K}`
      : ListKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of a UI string: a typo or a removed string fails `npm run typecheck`. */
export type TranslationKey = StringKeys<Resources>;
/** Every key of a list of UI strings (read with `returnObjects: true`). */
export type TranslationListKey = ListKeys<Resources>;

export interface TFunction {
  (key: TranslationListKey, options: TOptions & { returnObjects: true }): string[];
  (key: TranslationKey, options?: TOptions): string;
}

export interface Translator {
  language: Lang;
  t: TFunction;
}

/**
 * A message that travels as data (a form error through conform, which carries plain strings) with
 * numbers for its placeholders: `forms.errors.rateLimited?count=12`. Made on the server by
 * `messageWithValues`, rendered by `translateMessage`. Only numbers travel, so nothing a visitor
 * typed can reach the text.
 */
export function messageWithValues(key: TranslationKey, values: Record<string, number>): string {
  const query = Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return query ? `${key}?${query}` : key;
}

/** The text of a message key, or of a key with values made by `messageWithValues`. */
export function translateMessage(t: TFunction, message: string): string {
  const at = message.indexOf("?");
  if (at < 0) return t(message as TranslationKey);
  const values: TOptions = {};
  for (const pair of message.slice(at + 1).split("&")) {
    const [name, value] = pair.split("=");
    const number = Number(value);
    if (name && /^\w+$/.test(name) && value !== "" && Number.isFinite(number)) values[name] = number;
  }
  return t(message.slice(0, at) as TranslationKey, values);
}

function lookup(bundle: Bundle, key: string): unknown {
  let value: unknown = bundle;
  for (const part of key.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function createTranslator(bundle: Bundle, language: Lang): Translator {
  const plural = new Intl.PluralRules(language);
  const t = ((key: string, options?: TOptions) => {
    let value: unknown;
    if (options && typeof options.count === "number") {
      value = lookup(bundle, `${key}_${plural.select(options.count)}`) ?? lookup(bundle, `${key}_other`);
    }
    if (value === undefined) value = lookup(bundle, key);
    if (typeof value === "string") return fill(value, options, "keep");
    if (value !== undefined && options?.returnObjects) return fillDeep(value, options, "keep");
    return key;
  }) as TFunction;
  return { language, t };
}

// The translator per language that React renders with. The server registers both languages at
// start-up (app/lib/i18n.server.ts); the browser registers the active language before hydration
// and others on demand (app/lib/i18n.client.ts).
const instances = new Map<Lang, Translator>();

export function registerI18n(lng: Lang, translator: Translator) {
  instances.set(lng, translator);
}

export function hasI18n(lng: Lang) {
  return instances.has(lng);
}

export function i18nFor(lng: Lang): Translator {
  const instance = instances.get(lng) ?? instances.get(defaultLanguage);
  if (!instance) throw new Error(`i18n for "${lng}" was not registered before rendering`);
  return instance;
}
