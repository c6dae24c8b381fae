import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext, type AppLoadContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ga4CspHosts } from "~/features/consent/analytics";
import "~/lib/i18n.server";
import { hydratedRouteIds, type PageHandle } from "~/pages";
import { NonceProvider } from "~/lib/nonce";
import { deferRemixModules } from "~/lib/on-intent.server";
import { redactPath } from "~/lib/redact";
import { contentSecurityPolicy, createNonce } from "~/lib/security.server";

// Every HTML response: rendered completely (no streaming of deferred data: the pages have none),
// with a fresh CSP nonce and the security headers (docs/decisions/005-security-defaults.md).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  loadContext.fresh?.track("nonce", nonce);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Content-Security-Policy",
            contentSecurityPolicy({
              nonce,
              development: loadContext.env?.NODE_ENV === "development",
              // GA4's hosts only when it is configured (docs/decisions/031-ga4-consent-mode.md)
              ...(loadContext.env?.GA_MEASUREMENT_ID ? ga4CspHosts : {}),
            }),
          );
          // Every page carries per-response values (nonce, submission ids) and depends on cookies:
          // a shared cache (CDN, proxy) must never hand it to another visitor (ADR 053). A content
          // page (handle.cache) may be kept by the browser and by the server's render cache, which
          // keeps only what may be stored (ADR 013); any other page may not be stored at all.
          const leaf = remixContext.staticHandlerContext.matches.at(-1);
          const handle = leaf
            ? (remixContext.routeModules[leaf.route.id]?.handle as PageHandle | undefined)
            : undefined;
          if (!responseHeaders.has("Cache-Control")) {
            responseHeaders.set("Cache-Control", handle?.cache ? "private, no-cache" : "private, no-store");
          }
          responseHeaders.set("Vary", "Cookie");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          // A hydrated page loads React and Remix's runtime at the visitor's first interaction
          // (docs/decisions/061-load-on-intent.md): its Remix module script and preloads wait.
          const matches = remixContext.staticHandlerContext.matches;
          if (matches.some((match) => hydratedRouteIds.has(match.route.id))) pipe(deferring(body));
          else pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors after the shell are logged here; before it, handleError logs them.
          if (shellRendered) loadContext.log?.error("render error", { error: error as Error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A sink for the complete page that writes it to `body` with Remix's modules waiting for intent. */
function deferring(body: PassThrough): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      done();
    },
    final(done) {
      body.end(deferRemixModules(Buffer.concat(chunks).toString("utf8")));
      done();
    },
    destroy(error, done) {
      body.destroy(error ?? undefined);
      done(error);
    },
  });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  context.log?.error("unhandled error", {
    error: error instanceof Error ? error : new Error(String(error)),
    stack: context.env?.isProduction ? undefined : (error as Error)?.stack,
    path: redactPath(new URL(request.url).pathname),
  });
}
