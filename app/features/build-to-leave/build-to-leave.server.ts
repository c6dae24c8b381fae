import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import { cookieDefaults } from "~/lib/cookies.server";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n";
import { btlModule } from "./content.server";
import type { Profile } from "./profile";
import type { CompletedModule } from "./recommend";
import { scoreModule } from "./scoring";
import { moduleIds, type ModuleBand, type ModuleId } from "./types";

// Build to Leave in the database: an anonymous workspace (id in the HttpOnly cookie btl_ws and
// in the private resume link), its profile, module attempts and answers.

type Db = Kysely<Database> | Transaction<Database>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);
export const isModuleId = (v: unknown): v is ModuleId =>
  typeof v === "string" && (moduleIds as readonly string[]).includes(v);

export function getModule(id: ModuleId) {
  return btlModule(id);
}

const cookies = new WeakMap<Env, ReturnType<typeof createCookie>>();
export function workspaceCookie(env: Env) {
  let c = cookies.get(env);
  if (!c) {
    c = createCookie("btl_ws", { ...cookieDefaults(env), maxAge: 60 * 60 * 24 * 365, secrets: [env.SESSION_SECRET] });
    cookies.set(env, c);
  }
  return c;
}

/** The visitor's workspace id from the cookie, if it still exists. */
export async function currentWorkspace(request: Request, env: Env, db: Db): Promise<string | null> {
  const id = await workspaceCookie(env).parse(request.headers.get("Cookie"));
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("btl_workspaces").select("id").where("id", "=", id).executeTakeFirst();
  return row ? row.id : null;
}

export async function workspaceExists(db: Db, id: string) {
  if (!isUuid(id)) return false;
  return Boolean(await db.selectFrom("btl_workspaces").select("id").where("id", "=", id).executeTakeFirst());
}

export async function createWorkspace(db: Db, locale: Lang): Promise<string> {
  const id = randomUUID();
  await db.insertInto("btl_workspaces").values({ id, locale }).execute();
  return id;
}

export async function touchWorkspace(db: Db, id: string) {
  await db.updateTable("btl_workspaces").set({ updated_at: new Date() }).where("id", "=", id).execute();
}

export async function saveProfile(db: Db, workspaceId: string, p: Profile) {
  const values = {
    company_name: p.companyName,
    industry: p.industry,
    employees: p.employees,
    revenue: p.revenue,
    main_goal: p.mainGoal,
    timeline: p.timeline,
    updated_at: new Date(),
  };
  await db
    .insertInto("btl_profiles")
    .values({ workspace_id: workspaceId, ...values })
    .onConflict((oc) => oc.column("workspace_id").doUpdateSet(values))
    .execute();
  await touchWorkspace(db, workspaceId);
}

export async function loadProfile(db: Db, workspaceId: string): Promise<Profile | null> {
  const p = await db.selectFrom("btl_profiles").selectAll().where("workspace_id", "=", workspaceId).executeTakeFirst();
  return p
    ? {
        companyName: p.company_name,
        industry: p.industry as Profile["industry"],
        employees: p.employees as Profile["employees"],
        revenue: p.revenue as Profile["revenue"],
        mainGoal: p.main_goal as Profile["mainGoal"],
        timeline: p.timeline as Profile["timeline"],
      }
    : null;
}

export interface ModuleStatus extends CompletedModule {
  completedAt: Date;
  attemptId: string;
}

/** The latest completed attempt of every module, and the open (unfinished) attempts. */
export async function moduleStatuses(db: Db, workspaceId: string) {
  const rows = await db
    .selectFrom("btl_module_attempts")
    .select(["id", "module_id", "completed_at", "percent", "band", "started_at"])
    .where("workspace_id", "=", workspaceId)
    .orderBy("started_at", "desc")
    .execute();
  const completed = new Map<ModuleId, ModuleStatus>();
  const open = new Map<ModuleId, string>();
  for (const r of rows) {
    if (!isModuleId(r.module_id)) continue;
    if (r.completed_at && !completed.has(r.module_id)) {
      completed.set(r.module_id, {
        id: r.module_id,
        attemptId: r.id,
        completedAt: r.completed_at,
        percent: r.percent ?? 0,
        band: r.band as ModuleBand,
      });
    }
    if (!r.completed_at && !open.has(r.module_id) && !completed.has(r.module_id)) open.set(r.module_id, r.id);
  }
  return { completed, open };
}

/**
 * The open (unfinished) attempt of the module, or a new one when there is none: a workspace holds
 * at most one open attempt per module (unique index btl_module_attempts_open), so repeated or
 * concurrent POSTs cannot add rows. A retake after a finished attempt starts a new one.
 */
export async function startModule(db: Db, workspaceId: string, moduleId: ModuleId): Promise<string> {
  // twice at most: the open attempt found by the conflict can be finished before it is read
  for (let round = 0; ; round++) {
    const inserted = await db
      .insertInto("btl_module_attempts")
      .values({ id: randomUUID(), workspace_id: workspaceId, module_id: moduleId })
      .onConflict((oc) => oc.columns(["workspace_id", "module_id"]).where("completed_at", "is", null).doNothing())
      .returning("id")
      .executeTakeFirst();
    const open =
      inserted ??
      (await db
        .selectFrom("btl_module_attempts")
        .select("id")
        .where("workspace_id", "=", workspaceId)
        .where("module_id", "=", moduleId)
        .where("completed_at", "is", null)
        .executeTakeFirst());
    if (open || round > 0) {
      if (!open) throw new Error("no open attempt after a conflict");
      // a retake keeps the KEPT_COMPLETED newest finished attempts of the module (their result
      // pages stay reachable); older ones and their answers go, so retakes cannot grow the database
      if (inserted) await pruneCompleted(db, workspaceId, moduleId);
      await touchWorkspace(db, workspaceId);
      return open.id;
    }
  }
}

/** Finished attempts kept per workspace and module (the newest; the dashboard shows the latest). */
export const KEPT_COMPLETED = 3;

async function pruneCompleted(db: Db, workspaceId: string, moduleId: ModuleId) {
  const keep = db
    .selectFrom("btl_module_attempts")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .where("module_id", "=", moduleId)
    .where("completed_at", "is not", null)
    .orderBy("completed_at", "desc")
    .limit(KEPT_COMPLETED);
  await db
    .deleteFrom("btl_module_attempts")
    .where("workspace_id", "=", workspaceId)
    .where("module_id", "=", moduleId)
    .where("completed_at", "is not", null)
    .where("id", "not in", keep)
    .execute();
}

export interface ModuleAttemptState {
  id: string;
  moduleId: ModuleId;
  answers: Record<string, number>;
  completed: null | {
    percent: number;
    band: ModuleBand;
    points: number;
    max: number;
    completedAt: Date;
    modelVersion: string;
  };
}

/** An attempt of the workspace (another workspace's attempt is treated as missing). */
export async function loadModuleAttempt(db: Db, workspaceId: string, attemptId: string, moduleId: string) {
  if (!isUuid(attemptId) || !isModuleId(moduleId)) return null;
  const a = await db
    .selectFrom("btl_module_attempts")
    .selectAll()
    .where("id", "=", attemptId)
    .where("workspace_id", "=", workspaceId)
    .where("module_id", "=", moduleId)
    .executeTakeFirst();
  if (!a) return null;
  const rows = await db
    .selectFrom("btl_answers")
    .select(["question_id", "answer"])
    .where("attempt_id", "=", a.id)
    .execute();
  const state: ModuleAttemptState = {
    id: a.id,
    moduleId,
    answers: Object.fromEntries(rows.map((r) => [r.question_id, r.answer])),
    completed: a.completed_at
      ? {
          percent: a.percent ?? 0,
          band: a.band as ModuleBand,
          points: a.points ?? 0,
          max: a.max_points ?? 0,
          completedAt: a.completed_at,
          modelVersion: a.model_version ?? "",
        }
      : null,
  };
  return state;
}

export async function saveModuleAnswer(
  db: Db,
  workspaceId: string,
  attemptId: string,
  questionId: string,
  answer: number,
) {
  await db
    .insertInto("btl_answers")
    .values({ attempt_id: attemptId, question_id: questionId, answer })
    .onConflict((oc) => oc.columns(["attempt_id", "question_id"]).doUpdateSet({ answer, answered_at: new Date() }))
    .execute();
  await touchWorkspace(db, workspaceId);
}

/** Scores a fully answered attempt and marks it complete (once). */
export async function completeModule(db: Db, state: ModuleAttemptState) {
  if (state.completed) return state.completed;
  const mod = getModule(state.moduleId);
  const score = scoreModule(
    mod.questions.map((q) => q.id),
    state.answers,
  );
  await db
    .updateTable("btl_module_attempts")
    .set({
      completed_at: new Date(),
      points: score.points,
      max_points: score.max,
      percent: score.percent,
      band: score.band,
      model_version: score.modelVersion,
    })
    .where("id", "=", state.id)
    .where("completed_at", "is", null)
    .execute();
  return score;
}

export async function deleteWorkspace(db: Db, id: string) {
  await db.deleteFrom("btl_workspaces").where("id", "=", id).execute();
}
