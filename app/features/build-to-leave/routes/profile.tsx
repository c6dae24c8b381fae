import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { TranslationKey } from "~/lib/translate";
import { Section } from "~/components/sections/Section";
import { SelectField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/LeadForm";
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
import { submitForm, submitHeaders } from "~/features/forms/submit.server";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// The onboarding: the company profile (docs/product.md §3). Saving it creates the anonymous workspace.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, t } = await pageContext(request, context, "features/build-to-leave/routes/profile");
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

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

const optionGroups = { industries, employeeRanges, revenueRanges, timelines, mainGoals };
type OptionGroups = typeof optionGroups;
/** The label key of every option; `optionKey` compiles only while each of them is a UI string. */
type OptionKey = { [G in keyof OptionGroups]: `btl.profile.${G}.${OptionGroups[G][number]}` }[keyof OptionGroups];
const optionKey = (key: OptionKey): TranslationKey => key;

export default function BtlProfile() {
  const { profile, action: formAction } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useLeadForm({ id: "btl-profile", schema: profileSchema, lastResult, defaultValue: profile });
  const options = <G extends keyof OptionGroups>(group: G) =>
    optionGroups[group].map((value) => ({ value, label: t(optionKey(`btl.profile.${group}.${value}` as OptionKey)) }));
  return (
    <Section container="narrow">
      <h1 id="profile-title">{profile ? t("btl.profile.editTitle") : t("btl.profile.title")}</h1>
      <p className="lead">{t("btl.profile.lead")}</p>
      <LeadForm
        form={form}
        action={formAction}
        labelledBy="profile-title"
        submitLabel={t("btl.profile.submit")}
        note={<p className="fine-print">{t("btl.landing.cookieNote")}</p>}
      >
        <TextField
          meta={fields.companyName}
          label={t("btl.profile.companyName")}
          autoComplete="organization"
          maxLength={limits.company}
        />
        <div className="form-grid">
          <SelectField meta={fields.industry} label={t("btl.profile.industry")} options={options("industries")} />
          <SelectField meta={fields.employees} label={t("btl.profile.employees")} options={options("employeeRanges")} />
          <SelectField meta={fields.revenue} label={t("btl.profile.revenue")} options={options("revenueRanges")} />
          <SelectField meta={fields.timeline} label={t("btl.profile.timeline")} options={options("timelines")} />
        </div>
        <SelectField meta={fields.mainGoal} label={t("btl.profile.mainGoal")} options={options("mainGoals")} />
      </LeadForm>
    </Section>
  );
}
