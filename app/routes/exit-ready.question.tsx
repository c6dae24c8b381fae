import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AttemptNotFound } from "~/features/exit-ready/AttemptNotFound";
import { loadAttempt, saveAnswer } from "~/features/exit-ready/exit-ready.server";
import { questionIds } from "~/features/exit-ready/types";
import { localizedQuestion } from "~/features/exit-ready/view";
import { afterAnswer, guardQuestion, parseStep } from "~/features/flows/flow";
import { QuestionStep, readAnswer } from "~/features/flows/QuestionStep";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// One question per step: 'Question n of 8', back and next, the answer required before next.
// The server keeps the answers and never shows a question beyond the first unanswered one.

type Target = { kind: "question"; n: number } | { kind: "end" };

function targetUrl(target: Target, attempt: string, locale: "de" | "en", done: boolean) {
  if (target.kind === "question")
    return localizedPath("exit-ready-question", locale, { params: { attempt, n: String(target.n) } });
  return localizedPath(done ? "exit-ready-result" : "exit-ready-contact", locale, { params: { attempt } });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "exit-ready.question");
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
  const { locale } = await pageContext(request, context, "exit-ready.question");
  const { intent, answer } = readAnswer(await request.formData());
  try {
    const state = await loadAttempt(context.db, params.attempt ?? "");
    if (!state) return data({ error: null, missing: true, answer }, { status: 404 });
    if (state.result) return redirect(targetUrl({ kind: "end" }, state.id, locale, true), 303);
    const n = parseStep(params.n, questionIds.length) ?? 0;
    const guard = guardQuestion(questionIds, state.answers, n);
    if (!guard.ok) return redirect(targetUrl(guard.redirect, state.id, locale, false), 303);
    const id = questionIds[n - 1]!;
    const valid = answer !== null;
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
  const { t } = useTranslation();
  const tAny = t as unknown as (k: string) => string;
  if (loaded.missing || result?.missing) return <AttemptNotFound />;
  const { n, total, question } = loaded;
  return (
    <QuestionStep
      key={n}
      progress={{ n, total, text: t("exitReady.question.progress", { n, total }) }}
      eyebrow={t("exitReady.question.category", { name: question.category })}
      question={question.text}
      hint={question.hint}
      options={question.options}
      selected={result?.answer ?? loaded.selected}
      error={result?.error ? tAny(result.error) : null}
      labels={{
        next: n === total ? t("exitReady.question.toContact") : t("exitReady.question.next"),
        back: t("exitReady.question.back"),
      }}
    />
  );
}
