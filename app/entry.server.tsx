import { PassThrough, pipeline, Transform } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext, type AppLoadContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ga4CspHosts, GTAG_SCRIPT_SOURCE } from "~/features/consent/analytics";
import { scriptHash } from "~/features/consent/analytics.server";
import "~/lib/i18n.server";
import type { PageHandle } from "~/pages";
import { NonceProvider } from "~/lib/nonce";
import { redactPath } from "~/lib/redact";
import { cacheablePath } from "~/lib/url-params";
import { contentSecurityPolicy, createNonce } from "~/lib/security.server";
import { deferRemixModules } from "~/shell/load-on-intent";

// Every HTML response: rendered completely (no streaming of deferred data: the pages have none),
// with its CSP and caching headers (docs/decisions/005-security-defaults.md, 064-shared-caches.md).
// A content page (`handle.cache`, no React in the browser) is the same bytes for everybody with the
// same preference cookies: its CSP allows scripts of this origin and the analytics bootstrap by its
// hash, and a shared cache may keep it for visitors without cookies. Every other page (forms,
// flows) gets a nonce of its own and may not be stored at all.

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const matches = remixContext.staticHandlerContext.matches;
  // the server read the request's page once (app/preferences.server.ts); an error page renders the
  // page that failed
  const prefs = loadContext.preferences;
  const hydrates = prefs?.page?.page.hydrate === true;
  const leaf = matches.at(-1);
  const handle = leaf ? (remixContext.routeModules[leaf.route.id]?.handle as PageHandle | undefined) : undefined;
  const sameForEveryone = handle?.cache === true && !hydrates;
  const nonce = sameForEveryone ? undefined : createNonce();
  const analytics = prefs?.analytics ?? null;
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
              scriptHashes: analytics ? [scriptHash(analytics.bootstrap)] : [],
              development: loadContext.env?.NODE_ENV === "development",
              // GA4's hosts only when it is configured (docs/decisions/031-ga4-consent-mode.md)
              ...(loadContext.env?.GA_MEASUREMENT_ID
                ? // without a nonce the host source takes effect: only gtag.js's own path
                  { ...ga4CspHosts, scriptHosts: nonce ? ga4CspHosts.scriptHosts : [GTAG_SCRIPT_SOURCE] }
                : {}),
            }),
          );
          // A content page (a 200, or the 404 page, for a GET or HEAD, setting no cookie) may be
          // kept; any other page not at all (ADR 064).
          if (!responseHeaders.has("Cache-Control")) {
            const kept =
              sameForEveryone &&
              (status === 200 || status === 404) &&
              (request.method === "GET" || request.method === "HEAD") &&
              !responseHeaders.has("Set-Cookie");
            responseHeaders.set(
              "Cache-Control",
              kept ? contentPageCacheControl(request, loadContext.env?.SHARED_CACHE_MAX_AGE ?? 0) : "private, no-store",
            );
          }
          responseHeaders.set("Vary", "Cookie");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          // A hydrated page loads React and Remix's runtime at the visitor's first interaction
          // (docs/decisions/061-load-on-intent.md): its Remix module script and preloads wait.
          pipe(withoutPadding(hydrates ? deferring(body) : body));
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

/**
 * A pipe into `body` without zero bytes. React 18.3's renderer writes the page in views of 2,048
 * bytes and, when the next character does not fit into the rest of one, sends the whole view, its
 * unused bytes zero: a NUL in the text, U+FFFD in an attribute. No page has a NUL of its own.
 */
function withoutPadding(body: PassThrough | Transform): Transform {
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
  pipeline(transform, body, () => {});
  return transform;
}

/** A pipe into `body` that streams the page with Remix's modules waiting for intent. */
function deferring(body: PassThrough): Transform {
  const deferral = deferRemixModules();
  const decoder = new TextDecoder();
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = deferral.write(decoder.decode(chunk, { stream: true }));
      if (text) this.push(text);
      done();
    },
    flush(done) {
      const text = deferral.write(decoder.decode()) + deferral.end();
      if (text) this.push(text);
      done();
    },
  });
  pipeline(transform, body, () => {});
  return transform;
}

/**
 * How a content page may be kept: by a shared cache (CDN, Varnish) for a visitor without cookies,
 * who gets what every visitor without cookies gets, at an address whose query holds only content
 * and tracking parameters (any other one may be repeated in the page); only by the browser for a
 * visitor with cookies (their language, theme or analytics choice). `maxAge` 0: never by a shared
 * cache.
 */
export function contentPageCacheControl(request: Request, maxAge: number): string {
  const url = new URL(request.url);
  if (maxAge > 0 && !request.headers.get("Cookie") && cacheablePath(url.pathname + url.search) !== null) {
    return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}`;
  }
  return "private, no-cache";
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
