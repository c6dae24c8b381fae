import { sql, type Kysely } from "kysely";

// The ExitReady Check: one attempt per visitor run (addressed by an unguessable UUID), one row per
// answer, one result with the contact data and the scoring model version. Views for the funnel,
// results by band and hot leads. docs/leads.md explains them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table exit_ready_attempts (
      id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      locale text not null check (locale in ('de', 'en')),
      completed_at timestamptz
    )`.execute(db);
  await sql`comment on table exit_ready_attempts is 'One run of the ExitReady Check; the id is a random UUID in the visitor''s URLs (anonymous until the contact step)'`.execute(
    db,
  );
  await sql`create index exit_ready_attempts_created_at on exit_ready_attempts (created_at desc)`.execute(db);

  await sql`
    create table exit_ready_answers (
      attempt_id uuid not null references exit_ready_attempts (id) on delete cascade,
      question_id text not null check (question_id in ('op1', 'op2', 'fi1', 'fi2', 'le1', 'le2', 'sy1', 'sy2')),
      answer smallint not null check (answer between 0 and 4),
      answered_at timestamptz not null default now(),
      primary key (attempt_id, question_id)
    )`.execute(db);
  await sql`comment on table exit_ready_answers is 'Answers per attempt: 0 (weakest option) to 4 (strongest); a changed answer replaces the old one'`.execute(
    db,
  );

  await sql`
    create table exit_ready_results (
      attempt_id uuid primary key references exit_ready_attempts (id) on delete cascade,
      created_at timestamptz not null default now(),
      model_version text not null,
      raw_points smallint not null,
      score smallint not null check (score between 0 and 17),
      band text not null check (band in ('exit-ready', 'well-prepared', 'foundation-laid', 'needs-development')),
      phase text not null check (phase in ('critical', 'acceleration', 'excellence')),
      category_scores jsonb not null,
      weakest_category text not null,
      name text not null,
      email text not null,
      company text,
      newsletter_opt_in boolean not null default false
    )`.execute(db);
  await sql`comment on table exit_ready_results is 'A finished check: the score on the 17-point scale with the model version it was computed with, and the contact data'`.execute(
    db,
  );
  await sql`comment on column exit_ready_results.category_scores is 'JSON array: {id, points, max, percent} per category (operations, finance, leadership, systems)'`.execute(
    db,
  );
  await sql`create index exit_ready_results_created_at on exit_ready_results (created_at desc)`.execute(db);

  await sql`
    alter table session_requests
      add constraint session_requests_exit_ready_attempt_fk
      foreign key (exit_ready_attempt_id) references exit_ready_attempts (id) on delete set null`.execute(db);

  await sql`
    create or replace view leads_recent as
      select 'audit' as kind, id, created_at, locale, name, email, company, phone,
             left(challenge, 200) as summary
        from audit_applications
      union all
      select 'contact', id, created_at, locale, name, email, company, phone, left(message, 200)
        from contact_messages
      union all
      select 'session', id, created_at, locale, name, email, null, phone,
             coalesce(left(message, 200), array_to_string(preferred_times, ', '))
        from session_requests
      union all
      select 'newsletter', s.id, s.created_at, s.locale, null, s.email, null, null, s.status
        from newsletter_subscribers s
      union all
      select 'exit-ready', null, r.created_at, a.locale, r.name, r.email, r.company, null,
             'score ' || r.score || '/17, ' || r.band || ', weakest: ' || r.weakest_category
        from exit_ready_results r join exit_ready_attempts a on a.id = r.attempt_id
      order by created_at desc`.execute(db);

  await sql`
    create view exit_ready_funnel as
      with steps(step_order, step) as (
        values (0, 'started'), (1, 'op1'), (2, 'op2'), (3, 'fi1'), (4, 'fi2'), (5, 'le1'), (6, 'le2'),
               (7, 'sy1'), (8, 'sy2'), (9, 'contact'), (10, 'result')
      ),
      reached as (
        select 'started' as step, a.id from exit_ready_attempts a
        union all
        select question_id, attempt_id from exit_ready_answers
        union all
        select 'contact', attempt_id from exit_ready_answers group by attempt_id having count(*) = 8
        union all
        select 'result', attempt_id from exit_ready_results
      )
      select s.step_order, s.step, count(r.id) as visitors,
             round(100.0 * count(r.id) / nullif((select count(*) from exit_ready_attempts), 0), 1) as percent_of_started
        from steps s left join reached r on r.step = s.step
       group by s.step_order, s.step
       order by s.step_order`.execute(db);
  await sql`comment on view exit_ready_funnel is 'Drop-off per step: attempts started, answered each question, reached the contact step, saw their result'`.execute(
    db,
  );

  await sql`
    create view exit_ready_results_by_band as
      select band, weakest_category, count(*) as results, round(avg(score), 1) as average_score
        from exit_ready_results
       group by band, weakest_category
       order by band, results desc`.execute(db);
  await sql`comment on view exit_ready_results_by_band is 'Finished checks per band and weakest category'`.execute(db);

  await sql`
    create view exit_ready_hot_leads as
      select r.created_at, r.name, r.email, r.company, r.score, r.band, r.phase, r.weakest_category,
             a.locale, r.newsletter_opt_in,
             exists (select 1 from session_requests s where s.exit_ready_attempt_id = r.attempt_id) as requested_session,
             r.attempt_id
        from exit_ready_results r
        join exit_ready_attempts a on a.id = r.attempt_id
       order by r.created_at desc`.execute(db);
  await sql`comment on view exit_ready_hot_leads is 'Finished checks with contact data, newest first, and whether a strategy session was requested'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists exit_ready_hot_leads`.execute(db);
  await sql`
    create or replace view leads_recent as
      select 'audit' as kind, id, created_at, locale, name, email, company, phone, left(challenge, 200) as summary
        from audit_applications
      union all
      select 'contact', id, created_at, locale, name, email, company, phone, left(message, 200) from contact_messages
      union all
      select 'session', id, created_at, locale, name, email, null, phone,
             coalesce(left(message, 200), array_to_string(preferred_times, ', '))
        from session_requests
      union all
      select 'newsletter', s.id, s.created_at, s.locale, null, s.email, null, null, s.status from newsletter_subscribers s
      order by created_at desc`.execute(db);
  await sql`drop view if exists exit_ready_results_by_band`.execute(db);
  await sql`drop view if exists exit_ready_funnel`.execute(db);
  await sql`alter table session_requests drop constraint if exists session_requests_exit_ready_attempt_fk`.execute(db);
  await sql`drop table if exists exit_ready_results`.execute(db);
  await sql`drop table if exists exit_ready_answers`.execute(db);
  await sql`drop table if exists exit_ready_attempts`.execute(db);
}
