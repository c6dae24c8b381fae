import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isConsentStatus, withoutSettingsParam } from "~/features/consent/consent";
import { serializeConsent } from "~/lib/consent-cookie.server";
import { safeRedirect } from "~/lib/security.server";

// POST status=granted|denied: stores the analytics choice in the `consent` cookie.
// The banner's plain form (no JavaScript) sends redirectTo and returns to its page, without the
// ?consent=settings that reopened it; the banner's fetcher (JavaScript) stays on the page.
// Real Responses, not data(): posted to directly (not through a fetcher), a resource route's
// data() loses its status and its Set-Cookie header.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const status = form.get("status");
  if (!isConsentStatus(status)) return Response.json({ ok: false }, { status: 400 });
  const headers = { "Set-Cookie": await serializeConsent(status, context.env) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) {
    // the rewritten address is checked again: only safeRedirect decides where a redirect goes
    return redirect(safeRedirect(withoutSettingsParam(safeRedirect(redirectTo))), { status: 303, headers });
  }
  return Response.json({ ok: true, status }, { headers });
}

export const loader = () => redirect("/", 303);
