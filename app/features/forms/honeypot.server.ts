import { HONEYPOT_NAME } from "~/lib/honeypot";

// The spam trap of every public form: a field people never see (rendered by <HoneypotFields>),
// which must arrive, and arrive empty. It carries no encrypted render time
// (docs/decisions/064-shared-caches.md): that value made every page with a form differ per visitor.

export { HONEYPOT_NAME };

/** true when the submission fell into the trap (or came without the trap at all). */
export function isSpam(formData: FormData): boolean {
  const values = formData.getAll(HONEYPOT_NAME);
  return values.length === 0 || values.some((value) => value !== "");
}
