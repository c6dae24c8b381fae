// The one {{name}} interpolator of the site. Copy files (app/content) are filled with the business
// constants and an unknown name is an error (a typo must fail the build, not ship); UI strings keep
// an unknown {{name}} visible, as a missing key shows itself (docs/product.md §3).

export type Vars = Record<string, unknown>;
export type OnUnknown = "throw" | "keep";

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

export function fill(text: string, vars: Vars | undefined, onUnknown: OnUnknown): string {
  if (!text.includes("{{")) return text;
  return text.replace(placeholder, (match, name: string) => {
    if (vars && name in vars && vars[name] !== undefined) return String(vars[name]);
    if (onUnknown === "throw") throw new Error(`unknown placeholder {{${name}}}`);
    return match;
  });
}

/** `fill` applied to every string inside a value (objects and arrays are copied, not changed). */
export function fillDeep<T>(value: T, vars: Vars | undefined, onUnknown: OnUnknown): T {
  if (typeof value === "string") return fill(value, vars, onUnknown) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars, onUnknown)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, vars, onUnknown)])) as T;
  }
  return value;
}
