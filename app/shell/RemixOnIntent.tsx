import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext } from "react";
import { REMIX_MODULES_ID, type RemixModules } from "./remix-modules";

// What Remix's <Scripts /> renders, in two parts (docs/decisions/061-load-on-intent.md): its data
// handoff, which runs with the page (single fetch's inline scripts feed its stream as the page
// streams), and the modules that run the app, named here for the shell's script to load at the
// visitor's first interaction (app/shell/load-remix.ts) instead of with the page. Rendered from
// Remix's own context and manifest; nothing rewrites what Remix renders.

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function RemixOnIntent({ nonce }: { nonce?: string }) {
  const { manifest, serverHandoffString, future, renderMeta } = useContext(UNSAFE_RemixContext)!;
  const matches = useMatches();
  if (!future.v3_singleFetch) throw new Error("RemixOnIntent renders single fetch's handoff only");
  // as <Scripts /> does: RemixServer then streams the page's data into the handoff
  if (renderMeta) renderMeta.didRenderScripts = true;
  // on the server only: in the browser both scripts have run, and React keeps what is there
  const handoff =
    serverHandoffString === undefined
      ? ""
      : `window.__remixContext = ${serverHandoffString};` +
        "window.__remixContext.stream = new ReadableStream({start(controller){" +
        "window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
  const routes = matches.map((m): [string, string] => [m.id, manifest.routes[m.id]!.module]);
  const modules: RemixModules = {
    manifest: manifest.url,
    entry: manifest.entry.module,
    routes,
    preload: [
      ...new Set([
        ...manifest.entry.imports,
        ...matches.flatMap((m) => manifest.routes[m.id]!.imports ?? []),
        ...routes.map(([, module]) => module),
      ]),
    ],
  };
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handoff }} />
      <script
        id={REMIX_MODULES_ID}
        type="application/json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serverHandoffString === undefined ? "" : scriptJson(modules) }}
      />
    </>
  );
}
