import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getBlog } from "~/features/blog/articles.server";
import { translateArticleUrl } from "~/features/blog/language.server";
import { preferenceCookies } from "~/lib/cookies.server";
import { isLang } from "~/lib/i18n";
import { translateUrl } from "~/lib/routing";
import { safeRedirect } from "~/lib/security.server";

// POST lng=de|en&redirectTo=/current/page: remembers the language and redirects to the same page
// in that language (the other path of a pair, or ?lng=en; a blog article's translation, or the
// blog in that language when the article has none).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  // a resource route answers with plain Responses (data() would lose its status here)
  if (!isLang(lng)) return Response.json({ ok: false, error: "lng must be de or en" }, { status: 400 });
  const from = safeRedirect(form.get("redirectTo"));
  const target = translateArticleUrl(getBlog(context.env), from, lng)?.url ?? translateUrl(from, lng);
  // the rewritten address is checked again: only safeRedirect decides where a redirect goes
  return redirect(safeRedirect(target), {
    status: 303,
    headers: { "Set-Cookie": await preferenceCookies(context.env).lng.serialize(lng) },
  });
}

export const loader = () => redirect("/", 303);
