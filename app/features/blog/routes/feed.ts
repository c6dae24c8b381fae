import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBlog } from "~/features/blog/articles.server";
import { rssFeed } from "~/features/blog/rss.server";
import { isLang } from "~/lib/i18n";

// /blog/rss.xml?lng=de|en: the RSS 2.0 feed of one language (German without ?lng=). A feed URL
// means the same for every reader, so the language cookie plays no part.
export function loader({ request, context }: LoaderFunctionArgs) {
  const lng = new URL(request.url).searchParams.get("lng") ?? "de";
  if (!isLang(lng)) return new Response("Unknown language: use ?lng=de or ?lng=en\n", { status: 404 });
  return new Response(rssFeed(getBlog(context.env), lng, context.env.SITE_URL), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
