import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import type { AppOptions } from "../../server/app";
import type * as ServerEntry from "../../server/index";

// The production build (`npm run build`) served over HTTP in this process: build/server/index.js,
// the app and the server's request listener (server/app.ts) compiled into one module as production
// runs them, on a free port of the loopback address, on a database the test opens
// (./databases.ts). Tests talk to it as any client does.

const buildFile = join(process.cwd(), "build", "server", "index.js");

type ServerModule = typeof ServerEntry;

let loaded: Promise<ServerModule> | undefined;
function serverModule(): Promise<ServerModule> {
  if (!existsSync(buildFile)) throw new Error(`${buildFile} is missing: run \`npm run build\` first`);
  loaded ??= import(pathToFileURL(buildFile).href) as Promise<ServerModule>;
  return loaded;
}

/** The module of `npm run build` (build/server/index.js): the build, createApp, the metrics listener. */
export function productionModule(): Promise<ServerModule> {
  return serverModule();
}

/** The app's build of `npm run build`; the test stops with a message when there is none. */
export async function productionBuild(): Promise<ServerBuild> {
  return (await serverModule()).build;
}

/**
 * The site's request listener serving the build, listening on 127.0.0.1 at a free port. `source`:
 * the server's source module (server/app.ts) around a build made from source
 * (./source-build.ts), for a test that watches source modules at work.
 */
export async function serveProduction(
  options: Omit<AppOptions, "publicDir"> & { publicDir?: string; source?: boolean },
): Promise<{ server: Server; base: string }> {
  const { source, ...appOptions } = options;
  const { createApp } = source ? await import("../../server/app") : await serverModule();
  const app = createApp({ publicDir: join(process.cwd(), "public"), ...appOptions });
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the body as the client reads it: decoded when it came compressed */
  body: string;
}

/** One request with exactly the given headers (no Host of its own when one is given). */
export function send(
  base: string,
  path: string,
  headers: OutgoingHttpHeaders = {},
  method = "GET",
  body?: string | Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, setHost: !("host" in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * The action and hidden fields (and the honeypot) of a form in the page, as a browser sends them:
 * the form around the first `marker`, by default the first form with a submission id.
 */
export function leadForm(html: string, marker = 'name="submissionId"') {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form with ${marker} in the page`);
  const start = html.lastIndexOf("<form", at);
  const form = html.slice(start, html.indexOf("</form>", start));
  const action = (/\baction="([^"]*)"/.exec(form)?.[1] ?? "").replaceAll("&amp;", "&");
  const fields = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name || !/type="hidden"|name="website_url"/.test(input)) continue;
    fields.append(name, (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&amp;", "&"));
  }
  return { action, fields };
}
