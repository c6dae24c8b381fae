import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DbHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createLogger, type Logger } from "~/lib/log.server";
import { createApp } from "../../server/app";
import type { RenderCache } from "../../server/render-cache";

// The production build (`npm run build`) served over HTTP in the test's own process, with the
// server of server/app.ts: what a browser, a crawler or a validator gets from the site.

const root = process.cwd();
const buildFile = join(root, "build", "server", "index.js");

/** The Remix server build of `npm run build`. */
export async function loadBuild(): Promise<ServerBuild> {
  if (!existsSync(buildFile)) throw new Error(`${buildFile} is missing: run \`npm run build\` first`);
  return (await import(pathToFileURL(buildFile).href)) as ServerBuild;
}

/** The site on a free port of 127.0.0.1; `base` is its origin. */
export async function serveBuild(options: {
  build: ServerBuild;
  dbHandle: DbHandle;
  env: Env;
  log?: Logger;
  renderCache?: boolean | RenderCache;
}): Promise<{ base: string; server: Server }> {
  const app = createApp({
    build: options.build,
    dbHandle: options.dbHandle,
    env: options.env,
    log: options.log ?? createLogger({ level: "silent" }),
    publicDir: join(root, "public"),
    renderCache: options.renderCache ?? true,
  });
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, exactly as given (a `host` header replaces the real one). */
export function send(
  base: string,
  path: string,
  headers: OutgoingHttpHeaders = {},
  method = "GET",
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, setHost: !("host" in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
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
