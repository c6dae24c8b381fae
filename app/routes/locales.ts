import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLang } from "~/lib/i18n";
import { resources, resourceVersions } from "~/lib/i18n.server";

// One language's UI strings for the browser, cached forever under its content hash (?v=).
export function loader({ params, request }: LoaderFunctionArgs) {
  const lng = params.lng;
  if (!isLang(lng)) return new Response("Not found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === resourceVersions[lng];
  return Response.json(resources[lng], {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      ETag: `"${resourceVersions[lng]}"`,
    },
  });
}
