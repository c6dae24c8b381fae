import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { preferenceCookies } from "~/lib/cookies.server";
import { safeRedirect } from "~/lib/security.server";
import { isTheme } from "~/lib/theme";

// POST theme=light|dark. A plain form post (no JavaScript) sends redirectTo and is redirected
// back; the fetcher (JavaScript) sends no redirectTo and stays on the page.
// A resource route: it answers with plain Responses (data() would lose status and cookies here).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (!isTheme(theme)) return Response.json({ ok: false, error: "theme must be light or dark" }, { status: 400 });
  const headers = { "Set-Cookie": await preferenceCookies(context.env).theme.serialize(theme) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo), { status: 303, headers });
  return Response.json({ ok: true, theme }, { headers });
}

export const loader = () => redirect("/", 303);
