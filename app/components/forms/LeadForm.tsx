import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormErrors, HoneypotFields, PrivacyNote, SubmitButton, useFocusFirstError } from "./FormParts";

// The form kit: every lead form (audit, contact, strategy session, ExitReady contact step, Build to
// Leave profile) is one `useLeadForm` and one `<LeadForm>` around its own fields. The server side
// is `submitForm` (app/features/forms/submit.server.ts). The newsletter signup stays a plain form
// without conform (docs/decisions/014-javascript-budget.md).

/**
 * Where a lead form posts and the submission id that makes a replay store nothing twice: made by
 * the page's loader with `leadFormTarget` (app/features/forms/submit.server.ts), handed to the form.
 */
export interface LeadFormTarget {
  action: string;
  submissionId: string;
}

/**
 * conform's state for a schema: validated in the browser on blur and again on input (with
 * JavaScript), the server's reply shown otherwise, and the first error focused after a reply.
 */
export function useLeadForm<S extends z.ZodTypeAny>(options: {
  id: string;
  schema: S;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<S>> | null;
}) {
  const { id, schema, lastResult, defaultValue } = options;
  const [form, fields] = useForm<z.input<S>>({
    id,
    lastResult,
    defaultValue: defaultValue ?? undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useFocusFirstError(form.id, lastResult ?? undefined);
  return [form, fields] as const;
}

/**
 * The frame of a lead form: form-level errors, the submission id that makes a replay store nothing
 * twice, the spam trap, the fields, and the submit row with the privacy note.
 */
export function LeadForm<Shape extends Record<string, unknown>>({
  form,
  action,
  labelledBy,
  submitLabel,
  submission,
  header,
  hidden,
  note,
  secondary,
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  action: string;
  /** id of the heading that names the form */
  labelledBy: string;
  submitLabel: string;
  /** the submission id from the loader, kept across a rejected submission */
  submission?: { id: string; field: FieldMetadata<unknown, Shape, string[]> };
  /** shown inside the form before its errors (a step's heading) */
  header?: ReactNode;
  /** further hidden inputs */
  hidden?: ReactNode;
  /** a note before the privacy note */
  note?: ReactNode;
  /** after the privacy note (a back link) */
  secondary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="form card"
      aria-labelledby={labelledBy}
    >
      {header}
      <FormErrors id={form.errorId} errors={form.errors} />
      {submission && (
        <input
          type="hidden"
          name="submissionId"
          key={submission.id}
          defaultValue={(submission.field.initialValue as string | undefined) || submission.id}
        />
      )}
      {hidden}
      <HoneypotFields />
      {children}
      <div className="form-actions">
        <SubmitButton label={submitLabel} action={action} />
        {note}
        <PrivacyNote />
        {secondary}
      </div>
    </Form>
  );
}
