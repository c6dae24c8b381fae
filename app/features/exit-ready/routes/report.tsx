import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAttempt } from "~/features/exit-ready/exit-ready.server";
import { reportPdf } from "~/features/exit-ready/report-pool.server";
import { fileNameOf, reportData } from "~/features/exit-ready/report.server";
import { business } from "~/lib/business";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { localizedPath } from "~/lib/routing";
import { pageContext } from "~/page.server";
import { getPreferences } from "~/preferences.server";

// The result as a PDF (docs/decisions/069-exit-ready-report.md), under the result's own address:
// /exit-ready-check/<attempt>/ergebnis/pdf, /exitready/<attempt>/result/pdf. A resource route (a
// loader, no component): a plain link from the result page and the result mail opens it, no
// JavaScript needed. The attempt id is the secret that shows it, as for the result page: never kept
// by a cache or a browser, never indexed, redacted in the request log (app/lib/redact.ts).

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** reports one client may ask for in an hour: a visitor needs a few, a loop is cut off */
const REPORTS_PER_CLIENT = { max: 20, windowSeconds: 3600 };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE, ...headers },
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // the visitor's language as on every page (ADR 002): a cookie or ?lng= for the other one leads
  // to that language's address
  const { redirectTo } = getPreferences(request, context);
  if (redirectTo) return new Response(null, { status: 302, headers: { Location: redirectTo, ...PRIVATE } });
  const { locale, t, siteUrl } = await pageContext(request, context, "features/exit-ready/routes/report");

  const state = await loadAttempt(context.db, params.attempt ?? "");
  if (!state?.result) {
    // unknown, malformed or unfinished: one answer for all, plain text (a file's address has no
    // page around it), with the way to a new check
    const text = [
      t("exitReady.notFound.title"),
      t("exitReady.notFound.text", { minutes: business.exitReady.minutes }),
      siteUrl + localizedPath("exit-ready-check", locale),
    ].join("\n\n");
    return plain(404, text);
  }

  const limited = await hitRateLimit(
    context.db,
    context.env,
    "exit-ready-report",
    context.clientAddress,
    Date.now(),
    REPORTS_PER_CLIENT,
  );
  if (!limited.ok) return plain(429, t("exitReady.report.limit"), { "Retry-After": String(limited.retryAfter) });
  const data = reportData(state.id, state.result, locale, siteUrl);
  const bytes = await reportPdf(data);
  // the worker's queue is full: an answer now, not a wait behind everybody else's reports
  if (bytes === "busy") return plain(503, t("exitReady.report.busy"), { "Retry-After": "5" });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${fileNameOf(data)}"`,
      ...PRIVATE,
    },
  });
}
