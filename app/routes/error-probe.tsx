import type { LoaderFunctionArgs } from "@remix-run/node";

// Throws on purpose when ENABLE_ERROR_PROBE=1, so browser tests can check the error page
// (localized, status 500, no details). Anywhere else it does not exist.
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.env.ENABLE_ERROR_PROBE) throw new Response("Not found", { status: 404 });
  throw new Error("probe failure");
}

export default function ErrorProbe() {
  return null;
}
