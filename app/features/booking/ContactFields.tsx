import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { limits } from "~/features/forms/fields";
import { useTranslation } from "~/lib/i18n-react";

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** The SPEC's fields of a strategy session (name, email, phone), the same when booking and when requesting one. */
export function ContactFields({
  fields,
  phoneHint,
}: {
  fields: { name: Field; email: Field; phone: Field };
  phoneHint: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form-grid">
        <TextField meta={fields.name} label={t("forms.session.name")} autoComplete="name" maxLength={limits.name} />
        <TextField
          meta={fields.email}
          label={t("forms.session.email")}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
      </div>
      <TextField
        meta={fields.phone}
        label={t("forms.session.phone")}
        type="tel"
        autoComplete="tel"
        hint={phoneHint}
        maxLength={limits.phone}
      />
    </>
  );
}
