import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import {
  completeModule,
  currentWorkspace,
  getModule,
  isModuleId,
  loadModuleAttempt,
  saveModuleAnswer,
} from "~/features/build-to-leave/build-to-leave.server";
import { NoWorkspace } from "~/features/build-to-leave/NoWorkspace";
import { moduleQuestion } from "~/features/build-to-leave/view";
import { afterAnswer, guardQuestion, parseStep } from "~/features/flows/flow";
import { QuestionStep, readAnswer } from "~/features/flows/QuestionStep";
import { FORM_ERRORS } from "~/features/forms/submit.server";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import type { Lang } from "~/lib/i18n";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// A module's questions: the same flow engine as the ExitReady Check (app/features/flows).

function url(locale: Lang, module: string, attempt: string, target: { kind: "question"; n: number } | { kind: "end" }) {
  return target.kind === "question"
    ? localizedPath("btl-question", locale, { params: { module, attempt, n: String(target.n) } })
    : localizedPath("btl-result", locale, { params: { module, attempt } });
}

async function load(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const workspace = await currentWorkspace(request, context.env, context.db);
  if (!workspace || !isModuleId(params.module)) return null;
  const state = await loadModuleAttempt(context.db, workspace, params.attempt ?? "", params.module);
  return state ? { workspace, state, module: getModule(params.module) } : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = await pageContext(request, context, "btl.question");
  const found = await load(request, context, params);
  const seo = { title: "Build to Leave", description: "Build to Leave", noindex: true };
  if (!found) return data({ missing: true as const, seo }, { status: 404 });
  const { state, module } = found;
  const order = module.questions.map((q) => q.id);
  if (state.completed) throw redirect(url(locale, module.id, state.id, { kind: "end" }));
  const n = parseStep(params.n, order.length) ?? 0;
  const guard = guardQuestion(order, state.answers, n);
  if (!guard.ok) throw redirect(url(locale, module.id, state.id, guard.redirect));
  return {
    missing: false as const,
    seo: { ...seo, title: module.title[locale] },
    moduleTitle: module.title[locale],
    n,
    total: order.length,
    question: moduleQuestion(module.id, n, locale),
    selected: state.answers[order[n - 1]!] ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await pageContext(request, context, "btl.question");
  const { intent, answer } = readAnswer(await request.formData());
  try {
    const found = await load(request, context, params);
    if (!found) return data({ missing: true, error: null, answer }, { status: 404 });
    const { workspace, state, module } = found;
    const order = module.questions.map((q) => q.id);
    if (state.completed) return redirect(url(locale, module.id, state.id, { kind: "end" }), 303);
    const n = parseStep(params.n, order.length) ?? 0;
    const guard = guardQuestion(order, state.answers, n);
    if (!guard.ok) return redirect(url(locale, module.id, state.id, guard.redirect), 303);
    const question = order[n - 1]!;
    if (intent === "back") {
      if (answer !== null) await saveModuleAnswer(context.db, workspace, state.id, question, answer);
      return redirect(url(locale, module.id, state.id, { kind: "question", n: Math.max(1, n - 1) }), 303);
    }
    if (answer === null) return data({ missing: false, error: "btl.question.required", answer: null }, { status: 400 });
    await saveModuleAnswer(context.db, workspace, state.id, question, answer);
    const next = afterAnswer(order, n);
    if (next.kind === "end")
      await completeModule(context.db, { ...state, answers: { ...state.answers, [question]: answer } });
    return redirect(url(locale, module.id, state.id, next), 303);
  } catch (error) {
    context.log.warn("module answer not stored", { error: error as Error });
    return data(
      { missing: false, error: FORM_ERRORS.submitFailed, answer },
      { status: isDatabaseUnavailable(error) ? 503 : 500 },
    );
  }
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const tAny = t as unknown as (k: string) => string;
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
      error={result?.error ? tAny(result.error) : null}
      labels={{ next: n === total ? t("btl.question.finish") : t("btl.question.next"), back: t("btl.question.back") }}
    />
  );
}
