import { sql, type Kysely } from "kysely";

// Build to Leave: anonymous workspaces (random UUID in an HttpOnly cookie and in the private resume
// link), the company profile, module attempts and their answers, and a view for the consultant.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table btl_workspaces (
      id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      locale text not null check (locale in ('de', 'en'))
    )`.execute(db);
  await sql`comment on table btl_workspaces is 'An anonymous Build to Leave workspace; the id lives in the visitor''s cookie btl_ws and private resume link. Deleting it deletes everything below.'`.execute(
    db,
  );

  await sql`
    create table btl_profiles (
      workspace_id uuid primary key references btl_workspaces (id) on delete cascade,
      company_name text not null,
      industry text not null check (industry in ('technology', 'manufacturing', 'services', 'retail', 'healthcare', 'finance', 'consulting', 'construction', 'food', 'other')),
      employees text not null check (employees in ('1-5', '6-20', '21-50', '51-100', '101-500', '500+')),
      revenue text not null check (revenue in ('under-500k', '500k-1m', '1m-5m', '5m-10m', '10m-50m', '50m+')),
      main_goal text not null check (main_goal in ('exit-preparation', 'value-increase', 'independence', 'efficiency', 'scaling')),
      timeline text not null check (timeline in ('immediate', 'short', 'medium', 'long')),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on table btl_profiles is 'The company profile of the onboarding (docs/product.md §3); timeline: immediate 0-6 months, short 6-12, medium 1-2 years, long 2+ years'`.execute(
    db,
  );

  await sql`
    create table btl_module_attempts (
      id uuid primary key,
      workspace_id uuid not null references btl_workspaces (id) on delete cascade,
      module_id text not null,
      started_at timestamptz not null default now(),
      completed_at timestamptz,
      points smallint,
      max_points smallint,
      percent smallint,
      band text check (band in ('excellent', 'good', 'satisfactory', 'critical')),
      model_version text
    )`.execute(db);
  await sql`comment on table btl_module_attempts is 'One run of a module; a retake is a new row. percent and band are set on completion (thresholds: docs/decisions/012-build-to-leave.md)'`.execute(
    db,
  );
  await sql`create index btl_module_attempts_workspace on btl_module_attempts (workspace_id, module_id, completed_at desc)`.execute(
    db,
  );

  await sql`
    create table btl_answers (
      attempt_id uuid not null references btl_module_attempts (id) on delete cascade,
      question_id text not null,
      answer smallint not null check (answer between 0 and 4),
      answered_at timestamptz not null default now(),
      primary key (attempt_id, question_id)
    )`.execute(db);
  await sql`comment on table btl_answers is 'Answers per module attempt: 0 (weakest option) to 4 (strongest)'`.execute(
    db,
  );

  await sql`
    create view btl_workspaces_overview as
      select w.id, w.created_at, w.updated_at, w.locale,
             p.company_name, p.industry, p.employees, p.revenue, p.main_goal, p.timeline,
             (select count(distinct a.module_id) from btl_module_attempts a
               where a.workspace_id = w.id and a.completed_at is not null) as modules_completed,
             (select round(avg(a.percent)) from btl_module_attempts a
               where a.workspace_id = w.id and a.completed_at is not null) as average_percent
        from btl_workspaces w
        left join btl_profiles p on p.workspace_id = w.id
       order by w.updated_at desc`.execute(db);
  await sql`comment on view btl_workspaces_overview is 'Workspaces by main goal, revenue and modules completed (anonymous: no contact data)'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists btl_workspaces_overview`.execute(db);
  for (const t of ["btl_answers", "btl_module_attempts", "btl_profiles", "btl_workspaces"]) {
    await sql`drop table if exists ${sql.id(t)}`.execute(db);
  }
}
