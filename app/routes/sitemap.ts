import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBlog } from "~/features/blog/articles.server";
import { articleEntries } from "~/features/blog/sitemap.server";
import { pageEntries, sitemapXml } from "~/lib/sitemap.server";

export function loader({ context }: LoaderFunctionArgs) {
  const entries = [...pageEntries(), ...articleEntries(getBlog(context.env))];
  return new Response(sitemapXml(context.env.SITE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
