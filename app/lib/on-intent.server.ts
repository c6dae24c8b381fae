import { WAITING_PRELOAD_ATTRIBUTE, WAITING_SCRIPT_TYPE } from "./on-intent";

// Remix's <Scripts /> renders a module script (`<script nonce="…" type="module" async="">`, no src)
// that imports the route modules and the client entry, and a `<link rel="modulepreload">` per
// module (no nonce). On a page that loads them on intent (docs/decisions/061-load-on-intent.md)
// both stay in place but inert: the script with a type the browser does not run, each preload in
// a <template> (whose content the browser neither fetches nor shows). The shell's script puts
// them back before React hydrates, so React finds the document it rendered. The shell's own
// module script and preloads (in <head>, with `src` and a nonce) are left alone.
const REMIX_MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/g;
const REMIX_MODULE_PRELOAD = /<link rel="modulepreload" href="(\/build\/(?!shell\/)[^"]*)"\/>/g;

/** The page's HTML with Remix's module script and module preloads waiting for the visitor's intent. */
export function deferRemixModules(html: string): string {
  return html
    .replace(REMIX_MODULE_SCRIPT, `<script nonce="$1" type="${WAITING_SCRIPT_TYPE}">`)
    .replace(
      REMIX_MODULE_PRELOAD,
      `<template ${WAITING_PRELOAD_ATTRIBUTE}=""><link rel="modulepreload" href="$1"/></template>`,
    );
}
