import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AttemptNotFound } from "~/features/exit-ready/AttemptNotFound";
import { loadAttempt, saveAnswer, type AttemptState } from "~/features/exit-ready/exit-ready.server";
import { questionIds, type QuestionId } from "~/features/exit-ready/types";
import { localizedQuestion } from "~/features/exit-ready/content.server";
import { answerQuestionStep, loadQuestionStep, type QuestionFlow } from "~/features/flows/question-step.server";
import { QuestionStep } from "~/features/flows/QuestionStep";
import type { Lang } from "~/lib/i18n";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { businessVars } from "~/lib/business";

// One question per step: 'Question n of 8', back and next, the answer required before next.
// The server keeps the answers and never shows a question beyond the first unanswered one.

function flow(context: AppLoadContext, attempt: string | undefined, locale: Lang): QuestionFlow<AttemptState> {
  return {
    load: () => loadAttempt(context.db, attempt ?? ""),
    order: () => questionIds,
    answers: (state) => state.answers,
    finished: (state) => state.result !== null,
    url: (state, target) =>
      target.kind === "question"
        ? localizedPath("exit-ready-question", locale, { params: { attempt: state.id, n: String(target.n) } })
        : localizedPath(state.result ? "exit-ready-result" : "exit-ready-contact", locale, {
            params: { attempt: state.id },
          }),
    save: (trx, state, question, answer) => saveAnswer(trx, state.id, question as QuestionId, answer),
    required: "exitReady.question.required",
    name: "exit-ready answer",
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/exit-ready/routes/question");
  const seo = {
    title: t("exitReady.seoTitle"),
    description: t("exitReady.seoDescription", businessVars(locale)),
    noindex: true,
  };
  const step = await loadQuestionStep(flow(context, params.attempt, locale), params.n);
  if (!step) return data({ missing: true as const, seo }, { status: 404 });
  return {
    missing: false as const,
    seo,
    attempt: step.state.id,
    n: step.n,
    total: step.total,
    question: localizedQuestion(questionIds[step.n - 1]!, locale),
    selected: step.selected,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/exit-ready/routes/question");
  return answerQuestionStep(flow(context, params.attempt, locale), params.n, request, context);
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function ExitReadyQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
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
      error={result?.error ? t(result.error) : null}
      labels={{
        next: n === total ? t("exitReady.question.toContact") : t("exitReady.question.next"),
        back: t("exitReady.question.back"),
      }}
    />
  );
}
