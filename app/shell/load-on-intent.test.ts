import { describe, expect, it } from "vitest";
import { deferRemixModules, WAITING_PRELOAD_ATTRIBUTE, WAITING_SCRIPT_TYPE } from "./load-on-intent";

// The server's half streams: whatever pieces the renderer hands it, the page comes out the same,
// and what precedes Remix's scripts is passed on before the page ends.

const page =
  '<!DOCTYPE html><html lang="de"><head><script nonce="n1" type="module" src="/build/shell/enhance-A.js"></script>' +
  '<link rel="modulepreload" href="/build/shell/chunk-B.js"/></head><body><main><h1>Kontakt für Grüße</h1></main>' +
  '<link rel="modulepreload" href="/build/entry.client-C.js"/><link rel="modulepreload" href="/build/root-D.js"/>' +
  '<script nonce="n1" type="module" async="">import "/build/root-D.js";</script></body></html>';

const expected =
  '<!DOCTYPE html><html lang="de"><head><script nonce="n1" type="module" src="/build/shell/enhance-A.js"></script>' +
  '<link rel="modulepreload" href="/build/shell/chunk-B.js"/></head><body><main><h1>Kontakt für Grüße</h1></main>' +
  `<template ${WAITING_PRELOAD_ATTRIBUTE}=""><link rel="modulepreload" href="/build/entry.client-C.js"/></template>` +
  `<template ${WAITING_PRELOAD_ATTRIBUTE}=""><link rel="modulepreload" href="/build/root-D.js"/></template>` +
  `<script nonce="n1" type="${WAITING_SCRIPT_TYPE}">import "/build/root-D.js";</script></body></html>`;

describe("deferRemixModules", () => {
  it("makes Remix's module script and preloads inert, the shell's own stay", () => {
    const deferral = deferRemixModules();
    expect(deferral.write(page) + deferral.end()).toBe(expected);
  });

  it("gives the same page for a split at any point, passing on what is complete", () => {
    for (let cut = 0; cut <= page.length; cut++) {
      const deferral = deferRemixModules();
      const first = deferral.write(page.slice(0, cut));
      expect(expected.startsWith(first)).toBe(true);
      expect(first + deferral.write(page.slice(cut)) + deferral.end()).toBe(expected);
    }
    const deferral = deferRemixModules();
    expect(deferral.write(page.slice(0, page.indexOf("</main>")))).toContain("<h1>Kontakt für Grüße");
  });
});
