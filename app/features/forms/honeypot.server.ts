import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { HONEYPOT_NAME } from "~/lib/honeypot";

// The spam trap of every public form (remix-utils): a field people never see, which must arrive
// empty. Rendered by <HoneypotFields> (our own markup: the library's inline style would be blocked
// by the CSP). It carries no encrypted render time (docs/decisions/064-shared-caches.md): that
// value differed in every response, so no page with a form could be the same for two visitors, and
// it proved only that a bot had once fetched some page of the site (remix-utils checks that the
// time is not in the future, and one value stayed valid for ever).

export { HONEYPOT_NAME };

const trap = new Honeypot({ nameFieldName: HONEYPOT_NAME, validFromFieldName: null });

/** true when the submission fell into the trap (or came without the trap at all). */
export function isSpam(formData: FormData): boolean {
  if (!formData.has(HONEYPOT_NAME)) return true;
  if (formData.getAll(HONEYPOT_NAME).some((v) => v !== "")) return true;
  try {
    trap.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
