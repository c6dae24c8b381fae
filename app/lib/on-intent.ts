// The hydrated pages (app/pages.ts `hydrate: true`: the forms and the flows' steps) load React and
// Remix's runtime at the visitor's first interaction, not at load
// (docs/decisions/061-load-on-intent.md). The server renders Remix's <Scripts /> as usual and then
// makes its module script and module preloads inert (./on-intent.server.ts); the shell's script
// (app/shell/enhance.ts) turns them back on in place when the visitor first moves the pointer,
// touches, scrolls with the wheel, presses a key or focuses something.

/** The type of Remix's module script while it waits (the browser does not run unknown types). */
export const WAITING_SCRIPT_TYPE = "x-module-on-intent";
/**
 * The attribute of the `<template>` around each of Remix's module preloads while they wait: a
 * template's content is inert (the browser fetches nothing for it) and valid anywhere in <body>,
 * which a `<link>` with a rel of our own is not.
 */
export const WAITING_PRELOAD_ATTRIBUTE = "data-modulepreload-on-intent";
