import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { pages } from "~/pages";
import { testEnv } from "./context";
import { testDatabases } from "./databases";
import { productionBuild, send, serveProduction } from "./production-server";

// React 18's server renderer writes the page in views of 2,048 bytes; when the next character
// does not fit into the rest of one, it sent the whole view, padded with zero bytes: a NUL in the
// page, U+FFFD where it fell into an attribute (a title, a meta description). Where that happens
// moves with every byte before it, so every page is fetched in both languages and both themes
// ("light" and "dark" shift what follows by a byte).

const staticPages = pages.filter((p) => !p.de.includes(":"));
const enPath = (p: (typeof pages)[number]) => p.en ?? `${p.de}${p.de.includes("?") ? "&" : "?"}lng=en`;

describe("the bytes of every page", () => {
  let handle: DbHandle;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
    ({ server, base } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env: testEnv({ GA_MEASUREMENT_ID: "G-TEST123456" }),
      log: createLogger({ level: "silent" }),
    }));
  }, 60_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
  });

  /** The cookies the language and theme switches set, as the visitor's browser sends them back. */
  async function preferences(lng: "de" | "en", theme: "light" | "dark") {
    const cookies: string[] = [];
    for (const [path, field] of [
      ["/preferences/language", { lng }],
      ["/preferences/theme", { theme }],
    ] as const) {
      const reply = await send(
        base,
        path,
        { host: "site.test", origin: "http://site.test", "content-type": "application/x-www-form-urlencoded" },
        "POST",
        new URLSearchParams({ ...field, redirectTo: "/" }).toString(),
      );
      expect(reply.status, path).toBe(303);
      for (const cookie of [reply.headers["set-cookie"] ?? []].flat()) cookies.push(cookie.split(";")[0]!);
    }
    return cookies.join("; ");
  }

  it("hold no NUL and no replacement character, in both languages and both themes", async () => {
    const faults: string[] = [];
    let fetched = 0;
    for (const lng of ["de", "en"] as const) {
      for (const theme of ["light", "dark"] as const) {
        const cookie = await preferences(lng, theme);
        for (const page of staticPages) {
          const path = lng === "de" ? page.de : enPath(page);
          const reply = await send(base, path, { host: "site.test", cookie });
          expect(reply.body, path).toContain(`data-theme="${theme}"`);
          for (const [name, char] of [
            ["NUL", "\u0000"],
            ["U+FFFD", "\uFFFD"],
          ] as const) {
            const at = reply.body.indexOf(char);
            if (at !== -1) faults.push(`${path} (${theme}): ${name} in …${reply.body.slice(at - 40, at + 20)}…`);
          }
          fetched++;
        }
      }
    }
    expect(faults).toEqual([]);
    expect(fetched).toBe(staticPages.length * 4);
  }, 120_000);
});
