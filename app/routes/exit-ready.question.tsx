import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AttemptNotFound } from "~/features/exit-ready/AttemptNotFound";
import { loadAttempt, saveAnswer } from "~/features/exit-ready/exit-ready.server";
import { isValidAnswer } from "~/features/exit-ready/scoring";
import { questionIds } from "~/features/exit-ready/types";
import { localizedQuestion } from "~/features/exit-ready/view";
import { afterAnswer, guardQuestion, parseStep } from "~/features/flows/flow";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/lib/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

// One question per step: 'Question n of 8', back and next, the answer required before next.
// The server keeps the answers and never shows a question beyond the first unanswered one.

type Target = { kind: "question"; n: number } | { kind: "end" };

function targetUrl(target: Target, attempt: string, locale: "de" | "en", done: boolean) {
  if (target.kind === "question")
    return localizedPath("exit-ready-question", locale, { params: { attempt, n: String(target.n) } });
  return localizedPath(done ? "exit-ready-result" : "exit-ready-contact", locale, { params: { attempt } });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context);
  const seo = { title: t("exitReady.seoTitle"), description: t("exitReady.seoDescription"), noindex: true };
  const state = await loadAttempt(context.db, params.attempt ?? "");
  if (!state) return data({ missing: true as const, seo }, { status: 404 });
  if (state.result) throw redirect(targetUrl({ kind: "end" }, state.id, locale, true));
  const n = parseStep(params.n, questionIds.length) ?? 0;
  const guard = guardQuestion(questionIds, state.answers, n);
  if (!guard.ok) throw redirect(targetUrl(guard.redirect, state.id, locale, false));
  const id = questionIds[n - 1]!;
  return {
    missing: false as const,
    seo,
    attempt: state.id,
    n,
    total: questionIds.length,
    question: localizedQuestion(id, locale),
    selected: state.answers[id] ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context);
  const form = await request.formData();
  const intent = form.get("intent") === "back" ? "back" : "next";
  const raw = form.get("answer");
  const answer = typeof raw === "string" && /^\d$/.test(raw) ? Number(raw) : null;
  try {
    const state = await loadAttempt(context.db, params.attempt ?? "");
    if (!state) return data({ error: null, missing: true, answer }, { status: 404 });
    if (state.result) return redirect(targetUrl({ kind: "end" }, state.id, locale, true), 303);
    const n = parseStep(params.n, questionIds.length) ?? 0;
    const guard = guardQuestion(questionIds, state.answers, n);
    if (!guard.ok) return redirect(targetUrl(guard.redirect, state.id, locale, false), 303);
    const id = questionIds[n - 1]!;
    const valid = answer !== null && isValidAnswer(answer);
    if (intent === "back") {
      if (valid) await saveAnswer(context.db, state.id, id, answer);
      return redirect(targetUrl({ kind: "question", n: Math.max(1, n - 1) }, state.id, locale, false), 303);
    }
    if (!valid) return data({ error: "exitReady.question.required", missing: false, answer: null }, { status: 400 });
    await saveAnswer(context.db, state.id, id, answer);
    return redirect(targetUrl(afterAnswer(questionIds, n), state.id, locale, false), 303);
  } catch (error) {
    context.log.warn("exit-ready answer not stored", { error: error as Error });
    return data(
      { error: FORM_ERRORS.submitFailed, missing: false, answer },
      { status: isDatabaseUnavailable(error) ? 503 : 500 },
    );
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ExitReadyQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (loaded.missing || result?.missing) return <AttemptNotFound />;
  return <QuestionStep key={loaded.n} {...loaded} error={result?.error ?? null} kept={result?.answer ?? null} />;
}

function QuestionStep({
  n,
  total,
  question,
  selected,
  error,
  kept,
}: {
  n: number;
  total: number;
  question: ReturnType<typeof localizedQuestion>;
  selected: number | null;
  error: string | null;
  kept: number | null;
}) {
  const { t } = useTranslation();
  const tAny = t as unknown as (k: string) => string;
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // With JavaScript the steps change without a reload: move focus to the new question.
  useEffect(() => {
    if (hydrated && window.history.state?.idx > 0) heading.current?.focus();
  }, [hydrated]);
  useEffect(() => {
    if (error) document.getElementById("answer-error")?.focus();
  }, [error]);
  const checked = kept ?? selected;
  const last = n === total;
  return (
    <section className="section check-step">
      <div className="container narrow">
        <div className="progress-block">
          <p className="progress-text" id="progress-text">
            {t("exitReady.question.progress", { n, total })}
          </p>
          <progress max={total} value={n} aria-labelledby="progress-text" />
        </div>
        <Form method="post" className="card question-card" id="question-form">
          <fieldset aria-describedby={error ? "question-hint answer-error" : "question-hint"}>
            <legend>
              <span className="eyebrow">{t("exitReady.question.category", { name: question.category })}</span>
              <h1 ref={heading} tabIndex={-1} className="question-title">
                {question.text}
              </h1>
            </legend>
            <p id="question-hint" className="field-hint">
              {question.hint}
            </p>
            {error && (
              <p id="answer-error" className="form-alert" role="alert" tabIndex={-1}>
                {tAny(error)}
              </p>
            )}
            <div className="options">
              {question.options.map((option, i) => (
                <label key={option} className="option">
                  <input type="radio" name="answer" value={i} defaultChecked={checked === i} />
                  <span>{option}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="step-buttons">
            <button type="submit" name="intent" value="next" className="button button-primary" disabled={busy}>
              {last ? t("exitReady.question.toContact") : t("exitReady.question.next")}
            </button>
            {n > 1 && (
              <button type="submit" name="intent" value="back" className="button button-secondary" disabled={busy}>
                {t("exitReady.question.back")}
              </button>
            )}
          </div>
        </Form>
      </div>
    </section>
  );
}
