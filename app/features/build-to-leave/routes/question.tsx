import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import {
  completeModule,
  currentWorkspace,
  getModule,
  isModuleId,
  loadModuleAttempt,
  saveModuleAnswer,
  type ModuleAttemptState,
} from "~/features/build-to-leave/build-to-leave.server";
import { NoWorkspace } from "~/features/build-to-leave/NoWorkspace";
import { moduleQuestion } from "~/features/build-to-leave/content.server";
import { answerQuestionStep, loadQuestionStep, type QuestionFlow } from "~/features/flows/question-step.server";
import { QuestionStep } from "~/features/flows/QuestionStep";
import type { Lang } from "~/lib/i18n";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// A module's questions: the same flow engine as the ExitReady Check (app/features/flows).

type Found = { workspace: string; state: ModuleAttemptState; module: ReturnType<typeof getModule> };

function flow(request: Request, context: AppLoadContext, params: Params, locale: Lang): QuestionFlow<Found> {
  return {
    async load() {
      const workspace = await currentWorkspace(request, context.env, context.db);
      if (!workspace || !isModuleId(params.module)) return null;
      const state = await loadModuleAttempt(context.db, workspace, params.attempt ?? "", params.module);
      return state ? { workspace, state, module: getModule(params.module) } : null;
    },
    order: ({ module }) => module.questions.map((q) => q.id),
    answers: ({ state }) => state.answers,
    finished: ({ state }) => Boolean(state.completed),
    url: ({ module, state }, target) =>
      target.kind === "question"
        ? localizedPath("btl-question", locale, {
            params: { module: module.id, attempt: state.id, n: String(target.n) },
          })
        : localizedPath("btl-result", locale, { params: { module: module.id, attempt: state.id } }),
    save: (trx, { workspace, state }, question, answer) => saveModuleAnswer(trx, workspace, state.id, question, answer),
    complete: async (trx, { state }, answers) => {
      await completeModule(trx, { ...state, answers: answers as Record<string, number> });
    },
    required: "btl.question.required",
    name: "module answer",
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/question");
  const seo = { title: "Build to Leave", description: "Build to Leave", noindex: true };
  const step = await loadQuestionStep(flow(request, context, params, locale), params.n);
  if (!step) return data({ missing: true as const, seo }, { status: 404 });
  const { module } = step.state;
  return {
    missing: false as const,
    seo: { ...seo, title: module.title[locale] },
    moduleTitle: module.title[locale],
    n: step.n,
    total: step.total,
    question: moduleQuestion(module.id, step.n, locale),
    selected: step.selected,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "features/build-to-leave/routes/question");
  return answerQuestionStep(flow(request, context, params, locale), params.n, request, context);
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  if (loaded.missing || result?.missing) return <NoWorkspace />;
  const { n, total, question } = loaded;
  return (
    <QuestionStep
      key={n}
      progress={{ n, total, text: t("btl.question.progress", { n, total }) }}
      eyebrow={loaded.moduleTitle}
      question={question.text}
      options={question.options}
      selected={result?.answer ?? loaded.selected}
      error={result?.error ? t(result.error) : null}
      labels={{ next: n === total ? t("btl.question.finish") : t("btl.question.next"), back: t("btl.question.back") }}
    />
  );
}
