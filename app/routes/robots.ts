import type { LoaderFunctionArgs } from "@remix-run/node";

// ALLOW_INDEXING=false (staging) shuts crawlers out; pages then also say noindex.
export function loader({ context }: LoaderFunctionArgs) {
  const { ALLOW_INDEXING, SITE_URL } = context.env;
  const body = ALLOW_INDEXING
    ? `User-agent: *\nAllow: /\nDisallow: /preferences/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
