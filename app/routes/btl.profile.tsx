import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { SelectField, TextField } from "~/components/forms/fields";
import {
  FormErrors,
  HoneypotFields,
  PrivacyNote,
  SubmitButton,
  useFocusFirstError,
} from "~/components/forms/FormParts";
import {
  createWorkspace,
  currentWorkspace,
  loadProfile,
  saveProfile,
  workspaceCookie,
} from "~/features/build-to-leave/build-to-leave.server";
import {
  employeeRanges,
  industries,
  mainGoals,
  profileSchema,
  revenueRanges,
  timelines,
} from "~/features/build-to-leave/profile";
import { limits } from "~/features/forms/fields";
import { submitForm } from "~/features/forms/submit.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// The onboarding: the company profile (docs/product.md §3). Saving it creates the anonymous workspace.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "btl.profile");
  const workspace = await currentWorkspace(request, context.env, context.db);
  const profile = workspace ? await loadProfile(context.db, workspace) : null;
  return {
    seo: { title: t("btl.profile.title"), description: t("btl.profile.lead"), noindex: true },
    profile,
    action: localizedPath("btl-profile", locale),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  let created: string | null = null;
  return submitForm({
    request,
    context,
    form: "btl",
    schema: profileSchema,
    save: async (trx, value, meta) => {
      let workspace = await currentWorkspace(request, context.env, trx);
      if (!workspace) workspace = created = await createWorkspace(trx, meta.locale);
      await saveProfile(trx, workspace, value);
    },
    successUrl: (_, meta) => localizedPath("build-to-leave", meta.locale),
    successHeaders: async () =>
      created ? { "Set-Cookie": await workspaceCookie(context.env).serialize(created) } : new Headers(),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BtlProfile() {
  const { profile, action: formAction } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const tAny = t as unknown as (k: string) => string;
  const [form, fields] = useForm({
    id: "btl-profile",
    lastResult,
    defaultValue: profile ?? undefined,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  useFocusFirstError(form.id, lastResult);
  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: tAny(`btl.profile.${group}.${value}`) }));
  return (
    <section className="section">
      <div className="container narrow">
        <h1 id="profile-title">{profile ? t("btl.profile.editTitle") : t("btl.profile.title")}</h1>
        <p className="lead">{t("btl.profile.lead")}</p>
        <Form
          method="post"
          action={formAction}
          {...getFormProps(form)}
          noValidate
          className="form card"
          aria-labelledby="profile-title"
        >
          <FormErrors id={form.errorId} errors={form.errors} />
          <HoneypotFields />
          <TextField
            meta={fields.companyName}
            label={t("btl.profile.companyName")}
            autoComplete="organization"
            maxLength={limits.company}
          />
          <div className="form-grid">
            <SelectField
              meta={fields.industry}
              label={t("btl.profile.industry")}
              options={options(industries, "industries")}
            />
            <SelectField
              meta={fields.employees}
              label={t("btl.profile.employees")}
              options={options(employeeRanges, "employeeRanges")}
            />
            <SelectField
              meta={fields.revenue}
              label={t("btl.profile.revenue")}
              options={options(revenueRanges, "revenueRanges")}
            />
            <SelectField
              meta={fields.timeline}
              label={t("btl.profile.timeline")}
              options={options(timelines, "timelines")}
            />
          </div>
          <SelectField
            meta={fields.mainGoal}
            label={t("btl.profile.mainGoal")}
            options={options(mainGoals, "mainGoals")}
          />
          <div className="form-actions">
            <SubmitButton label={t("btl.profile.submit")} action={formAction} />
            <p className="fine-print">{t("btl.landing.cookieNote")}</p>
            <PrivacyNote />
          </div>
        </Form>
      </div>
    </section>
  );
}
