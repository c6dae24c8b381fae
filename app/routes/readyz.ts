import type { LoaderFunctionArgs } from "@remix-run/node";

// Readiness: the database answers `select 1`. Load balancers stop sending traffic on 503.
export async function loader({ context }: LoaderFunctionArgs) {
  const ok = await context.dbHandle.ping(2000);
  return Response.json(
    ok
      ? { status: "ready", database: context.dbHandle.kind }
      : { status: "unavailable", reason: "database did not answer" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
