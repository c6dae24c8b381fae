import type { EntryContext, AppLoadContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
// the web-streams renderer: React 18.3's Node stream pads its chunks with zero bytes
import { renderToReadableStream } from "react-dom/server.browser";
import { ga4CspHosts, GTAG_SCRIPT_SOURCE } from "~/features/consent/analytics";
import { scriptHash } from "~/features/consent/analytics.server";
import "~/lib/i18n.server";
import { NonceProvider } from "~/lib/nonce";
import { redactPath } from "~/lib/redact";
import { contentSecurityPolicy, createNonce } from "~/lib/security.server";

// Every HTML response: rendered completely (no streaming of deferred data: the pages have none),
// with its CSP (docs/decisions/005-security-defaults.md). The page's delivery (app/delivery.server.ts,
// read once by the server) says which: a page caches may keep is the same bytes for everybody with
// the same preference cookies, so its CSP allows scripts of this origin and the analytics bootstrap
// by its hash; every other page (forms, flows) gets a nonce of its own. Whether and how it is kept
// is the server's part (server/app.ts).

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const prefs = loadContext.preferences;
  const nonce = prefs?.delivery.csp === "hash" ? undefined : createNonce();
  const analytics = prefs?.analytics ?? null;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      // Remix's handleError (below) logs the error; the page says it failed
      onError() {
        status = 500;
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      scriptHashes: analytics ? [scriptHash(analytics.bootstrap)] : [],
      development: loadContext.env?.NODE_ENV === "development",
      // GA4's hosts only when it is configured (docs/decisions/031-ga4-consent-mode.md)
      ...(loadContext.env?.GA_MEASUREMENT_ID
        ? // without a nonce the host source takes effect: only gtag.js's own path
          { ...ga4CspHosts, scriptHosts: nonce ? ga4CspHosts.scriptHosts : [GTAG_SCRIPT_SOURCE] }
        : {}),
    }),
  );
  responseHeaders.set("Vary", "Cookie");
  return new Response(body, { status, headers: responseHeaders });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  // a client's malformed request (Remix answers it with a 4xx) is a warning, never an error
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.log?.warn("request refused", { status: error.status, path: redactPath(new URL(request.url).pathname) });
    return;
  }
  context.log?.error("unhandled error", {
    error: error instanceof Error ? error : new Error(String(error)),
    stack: context.env?.isProduction ? undefined : (error as Error)?.stack,
    path: redactPath(new URL(request.url).pathname),
  });
}
