import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability } from "~/features/booking/content.server";
import { exitReadyContent } from "~/features/exit-ready/content.server";
import type { DbHandle } from "~/lib/db.server";
import { createLogger } from "~/lib/log.server";
import { testEnv } from "./context";
import { testDatabases } from "./databases";
import { b64 } from "./hostile-requests";
import { parsePdf } from "./pdf";
import { productionBuild, send, serveProduction } from "./production-server";
import { exitReadyAttempt } from "./seed";

// The ExitReady result as a PDF (ADR 069), through the production build over HTTP on PGlite and
// PostgreSQL: a file under the result's capability address in the visitor's language, with the
// score, band, phase, the four categories, the quick wins, the consultant's contact (marked as
// sample while it is) and the booking link; at most two A4 pages, whatever the visitor typed as
// their name. A forged, malformed or unfinished attempt is a 404; nothing of it is kept by anybody,
// and the request log names the route, not the attempt.

const env = testEnv();
// 4,3,1,0,2,2,3,1 → 16 of 32 points → 9 of 17; finance (1 of 8) weakest, then leadership (4)
const ANSWERS = [4, 3, 1, 0, 2, 2, 3, 1];

const expected = {
  de: {
    path: (a: string) => `/exit-ready-check/${a}/ergebnis/pdf`,
    result: (a: string) => `/exit-ready-check/${a}/ergebnis`,
    booking: (a: string) => `http://site.test/strategiegespraech?attempt=${a}`,
    file: "exitready-bericht",
    title: "Dein ExitReady Score: 9 von 17",
    band: "Fundament gelegt",
    phase: "Beschleunigungsphase",
    category: "Finanzielle Gesundheit",
    points: "1 von 8 Punkten",
    for: (name: string) => `Ergebnis für ${name}`,
    session: "Freien Termin wählen",
    sample: "Beispiel",
    link: "Ergebnis als PDF",
  },
  en: {
    path: (a: string) => `/exitready/${a}/result/pdf`,
    result: (a: string) => `/exitready/${a}/result`,
    booking: (a: string) => `http://site.test/strategy-session?attempt=${a}`,
    file: "exitready-report",
    title: "Your ExitReady Score: 9 out of 17",
    band: "Foundation laid",
    phase: "Acceleration Phase",
    category: "Financial health",
    points: "1 out of 8 points",
    for: (name: string) => `Result for ${name}`,
    session: "Choose a time",
    sample: "Sample",
    link: "Result as PDF",
  },
} as const;

interface Fetched {
  status: number;
  headers: Headers;
  body: Buffer;
}

describe.each(testDatabases)("the ExitReady result as a PDF on $name", (database) => {
  let handle: DbHandle;
  let server: Server;
  let base: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    handle = await database.open();
    ({ server, base } = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env,
      log: createLogger({ level: "info", json: true, destination: { write: (line: string) => logLines.push(line) } }),
    }));
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await handle?.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}): Promise<Fetched> => {
    const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  /** the date of a result in the consultant's zone, as the file name has it */
  const resultDate = async (attempt: string) => {
    const row = await handle.db
      .selectFrom("exit_ready_results")
      .select("created_at")
      .where("attempt_id", "=", attempt)
      .executeTakeFirstOrThrow();
    return new Intl.DateTimeFormat("en-CA", { timeZone: availability().timeZone }).format(new Date(row.created_at));
  };

  for (const lng of ["de", "en"] as const) {
    const l = expected[lng];

    it(`holds the score, band, phase, categories, quick wins, contact and booking link (${lng})`, async () => {
      const attempt = await exitReadyAttempt(handle.db, {
        answers: ANSWERS,
        locale: lng,
        result: { name: "Jana Berg", email: "jana.berg@example.com", company: "Berg AG" },
      });
      const reply = await get(l.path(attempt));
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("application/pdf");
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
      expect(reply.headers.get("x-robots-tag")).toBe("noindex");
      expect(reply.headers.get("content-disposition")).toBe(
        `inline; filename="${l.file}-${await resultDate(attempt)}.pdf"`,
      );
      expect(reply.headers.get("content-length")).toBe(String(reply.body.length));
      expect(reply.headers.get("set-cookie")).toBeNull();
      expect(reply.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const pdf = await parsePdf(reply.body);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expect(pdf.info.Language).toBe(lng);
      expect(pdf.info.Title).toContain("ExitReady");
      for (const text of [l.title, l.band, l.phase, l.category, l.points, l.for("Jana Berg"), l.session]) {
        expect(pdf.text, text).toContain(text);
      }
      // the four categories and the quick wins of the two weakest, as on the result page
      const content = exitReadyContent();
      for (const category of content.categories) expect(pdf.text).toContain(category.name[lng]);
      for (const id of ["finance", "leadership"] as const) {
        for (const win of content.quickWins[id]) expect(pdf.text).toContain(win.title[lng]);
      }
      for (const win of content.quickWins.operations) expect(pdf.text).not.toContain(win.title[lng]);
      // the consultant (a sample identity, marked as such) and the booking link with the attempt
      expect(pdf.text).toContain("Alex Muster");
      expect(pdf.text).toContain("kontakt@example.com");
      expect(pdf.text.toLowerCase()).toContain(l.sample.toLowerCase());
      expect(pdf.links).toContain(l.booking(attempt));
      // typed text beyond the name is not shown: the company is the consultant's to know
      expect(pdf.text).not.toContain("Berg AG");
    });

    it(`stays within two pages with a 10,000-character name and company (${lng})`, async () => {
      for (const name of ["Jana Berg ".repeat(1000).trim(), "X".repeat(10_000)]) {
        const attempt = await exitReadyAttempt(handle.db, {
          answers: ANSWERS,
          result: { name, email: "long@example.com", company: "Firma ".repeat(2000) },
        });
        const reply = await get(l.path(attempt));
        expect(reply.status).toBe(200);
        const pdf = await parsePdf(reply.body);
        expect(pdf.pages).toBeLessThanOrEqual(2);
        expect(pdf.text).toContain(l.title);
        expect(pdf.text).toContain(`${l.for(name.slice(0, 20))}`);
        expect(pdf.text).not.toContain(name.slice(0, 200));
      }
    });

    it(`the result page links it with a plain link (${lng})`, async () => {
      const attempt = await exitReadyAttempt(handle.db, {
        answers: ANSWERS,
        result: { name: "Jana Berg", email: "jana.berg@example.com" },
      });
      const page = await send(base, l.result(attempt));
      expect(page.status).toBe(200);
      const link = new RegExp(`<a [^>]*href="${l.path(attempt)}"[^>]*>(?:(?!</a>).)*${l.link}`);
      expect(page.body).toMatch(link);
    });

    it(`is a 404 for a forged, malformed or unfinished attempt (${lng})`, async () => {
      const unfinished = await exitReadyAttempt(handle.db, { answers: 5 });
      const unscored = await exitReadyAttempt(handle.db, { answers: ANSWERS });
      for (const attempt of [
        crypto.randomUUID(),
        "00000000-0000-4000-8000-000000000000",
        "not-a-uuid",
        `${unfinished}x`,
        unfinished,
        unscored,
      ]) {
        const reply = await get(l.path(attempt));
        expect(reply.status, attempt).toBe(404);
        expect(reply.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(reply.headers.get("cache-control")).toBe("private, no-store");
        expect(reply.headers.get("x-robots-tag")).toBe("noindex");
        expect(reply.body.toString("utf8")).not.toContain(attempt);
      }
    });
  }

  it("follows the visitor's language like every page: a cookie for the other one redirects", async () => {
    const attempt = await exitReadyAttempt(handle.db, {
      answers: ANSWERS,
      result: { name: "Jana Berg", email: "jana.berg@example.com" },
    });
    const reply = await get(expected.de.path(attempt), { cookie: `lng=${b64("en")}` });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(expected.en.path(attempt));
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the attempt out of the request log", async () => {
    const attempt = await exitReadyAttempt(handle.db, {
      answers: ANSWERS,
      result: { name: "Jana Berg", email: "jana.berg@example.com" },
    });
    logLines.length = 0;
    expect((await get(expected.en.path(attempt))).status).toBe(200);
    expect((await get(expected.de.path(crypto.randomUUID()))).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = logLines.map((line) => (JSON.parse(line) as { path?: string }).path).filter(Boolean);
    expect(paths).toEqual(["/exitready/:attempt/result/pdf", "/exit-ready-check/:attempt/ergebnis/pdf"]);
    expect(logLines.join("\n")).not.toContain(attempt);
  });

  it("answers a burst past the worker's queue with 503 at once, never a 500; the rest get their PDF", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        exitReadyAttempt(handle.db, {
          answers: ANSWERS,
          result: { name: `Burst ${i}`, email: `burst${i}@example.com` },
        }),
      ),
    );
    const replies = await Promise.all(attempts.map((a) => get(expected.de.path(a))));
    const busy = replies.filter((r) => r.status === 503);
    const served = replies.filter((r) => r.status === 200);
    expect(busy.length + served.length).toBe(replies.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get("retry-after")).toBe("5");
    expect(busy[0]!.body.toString()).toContain("Bitte versuch es in ein paar Sekunden noch einmal");
    for (const r of served) expect(r.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("gives one client 20 reports an hour, then 429 with Retry-After; another client is served", async () => {
    const limited = await serveProduction({
      build: await productionBuild(),
      dbHandle: handle,
      env: testEnv({ RATE_LIMIT_DISABLED: "", TRUST_PROXY: "1" }),
      log: createLogger({ level: "silent" }),
    });
    try {
      const attempt = await exitReadyAttempt(handle.db, {
        answers: ANSWERS,
        result: { name: "Jana Berg", email: "jana.berg@example.com" },
      });
      const ask = async (client: string, lng: "de" | "en" = "de") => {
        const response = await fetch(`${limited.base}${expected[lng].path(attempt)}`, {
          headers: { "x-forwarded-for": client },
        });
        return { status: response.status, headers: response.headers, text: await response.text() };
      };
      for (let i = 0; i < 20; i++) expect((await ask("203.0.113.9")).status).toBe(200);
      const refused = await ask("203.0.113.9", "en");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused.text).toContain("Please try again later");
      expect((await ask("203.0.113.10")).status).toBe(200);
    } finally {
      limited.server.closeAllConnections();
      limited.server.close();
    }
  });
});
