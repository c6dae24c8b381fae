import type { LoaderFunctionArgs } from "@remix-run/node";

// Readiness: the database answers `select 1` and the process is not shutting down. Load balancers
// stop sending traffic on 503 (docs/operations.md, "Shutdown").
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (context.lifecycle?.stopping) {
    return Response.json({ status: "unavailable", reason: "shutting down" }, { status: 503, headers });
  }
  const ok = await context.dbHandle.ping(2000);
  return Response.json(
    ok
      ? { status: "ready", database: context.dbHandle.kind }
      : { status: "unavailable", reason: "database did not answer" },
    { status: ok ? 200 : 503, headers },
  );
}
