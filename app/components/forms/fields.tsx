import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useMessage } from "./messages";

// Form fields wired for conform: label, hint and error are connected with aria-describedby,
// aria-invalid marks a field with errors, and messages (i18n keys from the schemas) are translated.

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export { useMessage } from "./messages";

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {optional && <span className="field-optional"> ({t("forms.optional")})</span>}
    </label>
  );
}

export function FieldError({ meta }: { meta: Meta }) {
  const message = useMessage();
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field-error">
      {message(meta.errors[0]!)}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  optional,
  maxLength,
}: {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  hint?: string;
  optional?: boolean;
  maxLength?: number;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} optional={optional} />
      <Hint id={hintId}>{hint}</Hint>
      <input
        {...getInputProps(meta as never, { type, ariaDescribedBy: hint ? hintId : undefined })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className="input"
      />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  optional,
  rows = 5,
  maxLength,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  optional?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} optional={optional} />
      <Hint id={hintId}>{hint}</Hint>
      <textarea
        {...getTextareaProps(meta as never, { ariaDescribedBy: hint ? hintId : undefined })}
        rows={rows}
        maxLength={maxLength}
        className="input"
      />
      <FieldError meta={meta} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
}: {
  meta: Meta;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} />
      <select {...getSelectProps(meta as never)} className="input">
        <option value="">{t("forms.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <div className="field field-check">
      <input {...getInputProps(meta as never, { type: "checkbox" })} className="checkbox" />
      <label htmlFor={meta.id}>{label}</label>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxGroup({
  meta,
  legend,
  hint,
  options,
}: {
  meta: Meta;
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const hintId = `${meta.id}-hint`;
  return (
    <fieldset className="field fieldset" aria-describedby={hint ? hintId : undefined}>
      <legend className="field-label">
        {legend} <span className="field-optional">({t("forms.optional")})</span>
      </legend>
      <Hint id={hintId}>{hint}</Hint>
      {getCollectionProps(meta as never, { type: "checkbox", options: options.map((o) => o.value) }).map((props, i) => {
        const { key, ...rest } = props;
        return (
          <div key={key} className="field-check">
            <input {...rest} className="checkbox" />
            <label htmlFor={props.id}>{options[i]!.label}</label>
          </div>
        );
      })}
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** One of a few choices as radio buttons, the first chosen unless the form says otherwise. */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: Meta;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : options[0]?.value;
  return (
    <fieldset className="field fieldset" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {getCollectionProps(meta as never, { type: "radio", options: options.map((o) => o.value) }).map((props, i) => {
        const { key, defaultChecked: _checked, ...rest } = props;
        return (
          <div key={`${key}-${meta.key ?? ""}`} className="field-check">
            <input {...rest} defaultChecked={props.value === chosen} className="radio" />
            <label htmlFor={props.id}>{options[i]!.label}</label>
          </div>
        );
      })}
      <FieldError meta={meta} />
    </fieldset>
  );
}
