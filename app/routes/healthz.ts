// Liveness: the process answers. Orchestrators restart the container when this fails.
export const loader = () => Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
