import { Form, useNavigation } from "@remix-run/react";
import { Section } from "~/components/sections/Section";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { ErrorLabel } from "~/components/forms/FormParts";

export interface QuestionStepProps {
  progress: { n: number; total: number; text: string };
  eyebrow?: string;
  question: string;
  hint?: string;
  options: string[];
  /** the stored answer (0-4), or the one just sent with an error */
  selected: number | null;
  /** a translated message, e.g. "choose an answer first" */
  error: string | null;
  labels: { next: string; back: string };
}

/**
 * One question of a multi-step flow as a plain form: radio options, "next" first in the document
 * (Enter submits it), "back" beside it. With JavaScript the step changes without a reload and
 * focus moves to the new question's heading.
 */
export function QuestionStep({
  progress,
  eyebrow,
  question,
  hint,
  options,
  selected,
  error,
  labels,
}: QuestionStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  // true only when this step is rendered by a client-side navigation, not by the page's hydration
  // (the visitor may already have moved the focus while the page hydrated: it stays where they put it)
  const mountedHydrated = useRef(hydrated);
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (mountedHydrated.current && (window.history.state?.idx ?? 0) > 0) heading.current?.focus();
  }, []);
  useEffect(() => {
    if (error) document.getElementById("answer-error")?.focus();
  }, [error]);
  const describedBy = [hint ? "question-hint" : null, error ? "answer-error" : null].filter(Boolean).join(" ");
  return (
    <Section className="check-step" container="narrow">
      <div className="progress-block">
        <p className="progress-text" id="progress-text">
          {progress.text}
        </p>
        <progress max={progress.total} value={progress.n} aria-labelledby="progress-text" />
      </div>
      <Form method="post" className="card question-card" id="question-form">
        <fieldset aria-describedby={describedBy || undefined}>
          <legend>
            {eyebrow && <span className="eyebrow">{eyebrow}</span>}
            <h1 ref={heading} tabIndex={-1} className="question-title">
              {question}
            </h1>
          </legend>
          {hint && (
            <p id="question-hint" className="field-hint">
              {hint}
            </p>
          )}
          {error && (
            <p id="answer-error" className="form-alert" role="alert" tabIndex={-1}>
              <ErrorLabel before={error} />
              {error}
            </p>
          )}
          <div className="options">
            {options.map((option, i) => (
              <label key={option} className="option">
                <input type="radio" name="answer" value={i} defaultChecked={selected === i} />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="step-buttons">
          <button type="submit" name="intent" value="next" className="button button-primary" disabled={busy}>
            {labels.next}
          </button>
          {progress.n > 1 && (
            <button type="submit" name="intent" value="back" className="button button-secondary" disabled={busy}>
              {labels.back}
            </button>
          )}
        </div>
      </Form>
    </Section>
  );
}

/** The answer of a question form: 0-4, or null. */
export function readAnswer(form: FormData): { intent: "next" | "back"; answer: number | null } {
  const raw = form.get("answer");
  const answer = typeof raw === "string" && /^[0-4]$/.test(raw) ? Number(raw) : null;
  return { intent: form.get("intent") === "back" ? "back" : "next", answer };
}
