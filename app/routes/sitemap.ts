import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageEntries, sitemapXml } from "~/lib/sitemap.server";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(context.env.SITE_URL, pageEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
