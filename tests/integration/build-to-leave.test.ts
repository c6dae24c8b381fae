import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEPT_COMPLETED, workspaceCookie } from "~/features/build-to-leave/build-to-leave.server";
import { btlModule, btlModules } from "~/features/build-to-leave/content.server";
import type { DbHandle } from "~/lib/db.server";
import { loader as dashboardLoader } from "~/features/build-to-leave/routes/dashboard";
import { action as deleteAction } from "~/features/build-to-leave/routes/delete";
import { action as startAction } from "~/features/build-to-leave/routes/module";
import { action as profileAction } from "~/features/build-to-leave/routes/profile";
import { action as answerAction } from "~/features/build-to-leave/routes/question";
import { loader as resultLoader } from "~/features/build-to-leave/routes/result";
import { testDatabases } from "./databases";
import { formRequest, outcome, testContext, testEnv } from "./context";

const env = testEnv();
const profile = {
  companyName: "Keller Metallbau GmbH",
  industry: "manufacturing",
  employees: "21-50",
  revenue: "1m-5m",
  mainGoal: "independence",
  timeline: "medium",
};

describe.each(testDatabases)("Build to Leave on $name", (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());
  const ctx = () => testContext(handle, env);

  async function onboard() {
    const r = await profileAction({
      request: formRequest("/build-to-leave/profile", profile, env),
      context: ctx(),
      params: {},
    });
    const response = r as Response;
    expect(response.status).toBe(303);
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^btl_ws=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;
    const workspace = (await workspaceCookie(env).parse(cookie)) as string;
    return { cookie, workspace };
  }
  const withCookie = (req: Request, cookie: string) => {
    req.headers.set("Cookie", cookie);
    return req;
  };

  it("creates a workspace with the profile, validates the profile", async () => {
    const bad = outcome(
      await profileAction({
        request: formRequest("/build-to-leave/profile", { companyName: " ", industry: "space" }, env),
        context: ctx(),
        params: {},
      }),
    );
    expect(bad.status).toBe(400);
    expect((bad.data as { error: Record<string, string[]> }).error).toMatchObject({
      companyName: ["btl.profile.errors.companyName"],
      industry: ["btl.profile.errors.industry"],
      mainGoal: ["btl.profile.errors.mainGoal"],
    });
    const { workspace } = await onboard();
    const row = await handle.db
      .selectFrom("btl_profiles")
      .selectAll()
      .where("workspace_id", "=", workspace)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_name: "Keller Metallbau GmbH", main_goal: "independence" });
  });

  it("every one of the 12 modules can be taken to a result, in both languages", async () => {
    for (const lng of ["de", "en"] as const) {
      const { cookie } = await onboard();
      for (const mod of btlModules()) {
        const started = (await startAction({
          request: withCookie(
            formRequest(`/build-to-leave/modules/${mod.id}${lng === "en" ? "?lng=en" : ""}`, {}, env, {
              honeypot: false,
            }),
            cookie,
          ),
          context: ctx(),
          params: { module: mod.id },
        })) as Response;
        const location = started.headers.get("Location")!;
        const attempt = /\/([0-9a-f-]{36})\/1/.exec(location)![1]!;
        for (let n = 1; n <= mod.questions.length; n++) {
          await answerAction({
            request: withCookie(
              formRequest(
                `/build-to-leave/modules/${mod.id}/${attempt}/${n}?lng=${lng}`,
                { answer: String(n % 5), intent: "next" },
                env,
                {
                  honeypot: false,
                },
              ),
              cookie,
            ),
            context: ctx(),
            params: { module: mod.id, attempt, n: String(n) },
          });
        }
        const result = (await resultLoader({
          request: withCookie(
            new Request(`http://site.test/build-to-leave/modules/${mod.id}/${attempt}/result?lng=${lng}`),
            cookie,
          ),
          context: ctx(),
          params: { module: mod.id, attempt },
        })) as { title: string; advice: string; result: { band: string; points: number } };
        expect(result.title, mod.id).toBe(mod.title[lng]);
        expect(result.advice).toBe(mod.advice[result.result.band as "good"][lng]);
      }
      const dashboard = (await dashboardLoader({
        request: withCookie(new Request(`http://site.test/build-to-leave?lng=${lng}`), cookie),
        context: ctx(),
        params: {},
      })) as { done: number; retake: boolean };
      expect(dashboard).toMatchObject({ done: 12, retake: true });
    }
  });

  it("takes a module from start to result and shows it on the dashboard", async () => {
    const { cookie, workspace } = await onboard();
    const mod = btlModule("owner-dependency-emotional");
    const started = await startAction({
      request: withCookie(formRequest(`/build-to-leave/modules/${mod.id}`, {}, env, { honeypot: false }), cookie),
      context: ctx(),
      params: { module: mod.id },
    });
    const location = (started as Response).headers.get("Location")!;
    const attempt = /modules\/[\w-]+\/([0-9a-f-]{36})\/1$/.exec(location)?.[1];
    expect(attempt).toBeTruthy();
    const total = mod.questions.length;
    // answers 4,4,4,... with the last one 0: percent decides the band
    for (let n = 1; n <= total; n++) {
      const value = n === total ? "0" : "4";
      const r = outcome(
        await answerAction({
          request: withCookie(
            formRequest(location.replace(/\/1$/, `/${n}`), { answer: value, intent: "next" }, env, { honeypot: false }),
            cookie,
          ),
          context: ctx(),
          params: { module: mod.id, attempt: attempt!, n: String(n) },
        }),
      );
      expect(r.location).toBe(
        n < total
          ? `/build-to-leave/modules/${mod.id}/${attempt}/${n + 1}`
          : `/build-to-leave/modules/${mod.id}/${attempt}/result`,
      );
    }
    const expectedPercent = Math.round((((total - 1) * 4) / (total * 4)) * 100);
    const result = (await resultLoader({
      request: withCookie(new Request(`http://site.test/build-to-leave/modules/${mod.id}/${attempt}/result`), cookie),
      context: ctx(),
      params: { module: mod.id, attempt: attempt! },
    })) as { result: { percent: number; band: string }; advice: string };
    expect(result.result.percent).toBe(expectedPercent);
    expect(result.result.band).toBe(expectedPercent >= 80 ? "excellent" : "good");
    expect(result.advice.length).toBeGreaterThan(40);

    const dashboard = (await dashboardLoader({
      request: withCookie(new Request("http://site.test/build-to-leave"), cookie),
      context: ctx(),
      params: {},
    })) as { kind: string; done: number; cards: { id: string; completedOn: string | null }[]; next: { id: string } };
    expect(dashboard.kind).toBe("dashboard");
    expect(dashboard.done).toBe(1);
    expect(dashboard.cards.find((c) => c.id === mod.id)!.completedOn).toBeTruthy();
    // independence: owner dependency done, freedom readiness is next
    expect(dashboard.next.id).toBe("freedom-readiness");

    // another workspace cannot open this attempt
    const other = await onboard();
    const foreign = outcome(
      await resultLoader({
        request: withCookie(
          new Request(`http://site.test/build-to-leave/modules/${mod.id}/${attempt}/result`),
          other.cookie,
        ),
        context: ctx(),
        params: { module: mod.id, attempt: attempt! },
      }),
    );
    expect(foreign.status).toBe(404);

    const { rows } = await sql<{
      modules_completed: string;
    }>`select modules_completed from btl_workspaces_overview where id = ${workspace}`.execute(handle.db);
    expect(Number(rows[0]!.modules_completed)).toBe(1);

    // deleting removes everything
    const deleted = (await deleteAction({
      request: withCookie(formRequest("/build-to-leave/delete", {}, env, { honeypot: false }), cookie),
      context: ctx(),
      params: {},
    })) as Response;
    expect(deleted.headers.get("Set-Cookie")).toMatch(/^btl_ws=; Max-Age=0/);
    const left = await handle.db
      .selectFrom("btl_module_attempts")
      .select("id")
      .where("workspace_id", "=", workspace)
      .execute();
    expect(left).toHaveLength(0);
  });

  it("50 POSTs starting one module leave one open attempt; retakes keep only the newest finished attempts", async () => {
    const { cookie, workspace } = await onboard();
    const mod = btlModule("team-autonomy");
    const start = async () =>
      outcome(
        await startAction({
          request: withCookie(formRequest(`/build-to-leave/modules/${mod.id}`, {}, env, { honeypot: false }), cookie),
          context: ctx(),
          params: { module: mod.id },
        }),
      );
    const attempts = () =>
      handle.db
        .selectFrom("btl_module_attempts")
        .select(["id", "completed_at"])
        .where("workspace_id", "=", workspace)
        .where("module_id", "=", mod.id)
        .execute();
    // 25 one after the other, 25 at once
    const results = [];
    for (let i = 0; i < 25; i++) results.push(await start());
    results.push(...(await Promise.all(Array.from({ length: 25 }, start))));
    expect(results.every((r) => r.status === 303)).toBe(true);
    // every answer sends the visitor to the same attempt
    expect(new Set(results.map((r) => r.location)).size).toBe(1);
    const open = await attempts();
    expect(open).toHaveLength(1);
    expect(open[0]!.completed_at).toBeNull();
    expect(results[0]!.location).toBe(`/build-to-leave/modules/${mod.id}/${open[0]!.id}/1`);

    // answered and finished: a retake is a new attempt, and again only one
    const finish = async (attempt: string) => {
      for (let n = 1; n <= mod.questions.length; n++) {
        await answerAction({
          request: withCookie(
            formRequest(`/build-to-leave/modules/${mod.id}/${attempt}/${n}`, { answer: "3", intent: "next" }, env, {
              honeypot: false,
            }),
            cookie,
          ),
          context: ctx(),
          params: { module: mod.id, attempt, n: String(n) },
        });
      }
    };
    await finish(open[0]!.id);
    for (let i = 0; i < 5; i++) await start();
    const after = await attempts();
    expect(after).toHaveLength(2);
    expect(after.filter((a) => a.completed_at === null)).toHaveLength(1);

    // retaken again and again: the newest finished attempts are kept, older ones go with their answers
    for (let i = 0; i < 6; i++) {
      const current = (await attempts()).find((a) => a.completed_at === null)!;
      await finish(current.id);
      await start();
    }
    const kept = await attempts();
    expect(kept.filter((a) => a.completed_at !== null)).toHaveLength(KEPT_COMPLETED);
    expect(kept.filter((a) => a.completed_at === null)).toHaveLength(1);
    const answers = await handle.db
      .selectFrom("btl_answers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(
        "attempt_id",
        "in",
        kept.map((a) => a.id),
      )
      .executeTakeFirstOrThrow();
    const all = await handle.db
      .selectFrom("btl_answers")
      .innerJoin("btl_module_attempts", "btl_module_attempts.id", "btl_answers.attempt_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("btl_module_attempts.workspace_id", "=", workspace)
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(Number(answers.n));
    expect(Number(all.n)).toBeGreaterThan(0);
  });
});
