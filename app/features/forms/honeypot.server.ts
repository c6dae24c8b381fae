import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import type { Env } from "~/lib/env.server";

// The spam trap of every public form (remix-utils): a field people never see and an encrypted
// render time. Rendered by <HoneypotFields> (our own markup: the library's inline style would be
// blocked by the CSP).

const instances = new WeakMap<Env, Honeypot>();

/** decrypted "valid from" values kept; a page's value changes once a second (encryptedNow) */
const DECRYPTED_KEPT = 256;

/**
 * The library's honeypot, remembering the last decrypted "valid from" values: crypto-js derives
 * the key and decrypts in about 0.3 ms, and every form on the site carries one of only a few
 * current values. The checks on the decrypted time run on every submission as before; a value that
 * does not decrypt is not kept.
 */
class CachingHoneypot extends Honeypot {
  #decrypted = new Map<string, string>();

  protected override decrypt(value: string): string {
    const known = this.#decrypted.get(value);
    if (known !== undefined) return known;
    const time = super.decrypt(value);
    if (time) {
      if (this.#decrypted.size >= DECRYPTED_KEPT) {
        const oldest = this.#decrypted.keys().next().value;
        if (oldest !== undefined) this.#decrypted.delete(oldest);
      }
      this.#decrypted.set(value, time);
    }
    return time;
  }
}

export const HONEYPOT_NAME = "website_url";
export const HONEYPOT_FROM = "form_started";

export function honeypot(env: Env): Honeypot {
  let h = instances.get(env);
  if (!h) {
    h = new CachingHoneypot({
      nameFieldName: HONEYPOT_NAME,
      validFromFieldName: HONEYPOT_FROM,
      encryptionSeed: env.SESSION_SECRET,
    });
    instances.set(env, h);
  }
  return h;
}

export type HoneypotProps = ReturnType<Honeypot["getInputProps"]>;

export function honeypotProps(env: Env): HoneypotProps {
  return honeypot(env).getInputProps();
}

/**
 * The honeypot values of a response. The encrypted time is made at most once per second (crypto-js
 * is slow) and registered as a fresh value, so the render cache replaces it on every hit.
 */
export function freshHoneypot(context: { env: Env; fresh: { track(kind: "honeypot", value: string): string } }) {
  const props = { ...honeypotProps(context.env), encryptedValidFrom: encryptedNow(context.env) };
  context.fresh.track("honeypot", props.encryptedValidFrom);
  return props;
}

const perSecond = new WeakMap<Env, { second: number; value: string }>();

/** The encrypted current time for the honeypot's "valid from" field, renewed every second. */
export function encryptedNow(env: Env): string {
  const second = Math.floor(Date.now() / 1000);
  const cached = perSecond.get(env);
  if (cached && cached.second === second) return cached.value;
  const value = honeypot(env).getInputProps({ validFromTimestamp: second * 1000 }).encryptedValidFrom;
  perSecond.set(env, { second, value });
  return value;
}

/** true when the submission fell into the trap (or came without the trap at all). */
export function isSpam(formData: FormData, env: Env): boolean {
  if (!formData.has(HONEYPOT_NAME) || !formData.has(HONEYPOT_FROM)) return true;
  if (formData.getAll(HONEYPOT_NAME).some((v) => v !== "")) return true;
  try {
    honeypot(env).check(formData);
    return false;
  } catch (error) {
    // SpamError, or a forged timestamp the decryption cannot even read ("Malformed UTF-8 data")
    void (error instanceof SpamError);
    return true;
  }
}
