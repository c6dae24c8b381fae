import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { PageHandle } from "~/pages";
import { CheckList } from "~/components/sections/CheckList";
import { Section } from "~/components/sections/Section";
import { PageHero } from "~/components/ui/PageHero";
import { submitForm, submitHeaders } from "~/features/forms/submit.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { newsletterSchema } from "~/features/newsletter/schema";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";

// /newsletter: the signup page, and the action every newsletter form posts to.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await pageContext(request, context, "features/newsletter/routes/signup");
  return { seo: { title: t("newsletter.seoTitle"), description: t("newsletter.seoDescription") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    form: "newsletter",
    schema: newsletterSchema,
    save: (trx, value, meta) => subscribe(trx, context.env, value, meta),
    successUrl: (_, meta) => localizedPath("newsletter-thanks", meta.locale),
  });
}

/** an action's Retry-After on the response (a 429 of the rate limit) */
export const headers = submitHeaders;

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export const handle: PageHandle = { newsletter: true };

export default function NewsletterPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const benefits = t("newsletter.benefits", { returnObjects: true });
  return (
    <>
      <PageHero eyebrow={t("newsletter.eyebrow")} title={t("newsletter.title")} lead={t("newsletter.lead")} />
      <Section id="newsletter-form-title" container="split">
        <div>
          <h2 id="newsletter-form-title">{t("newsletter.formTitle")}</h2>
          <NewsletterSignup
            source="page"
            id="newsletter-page"
            compact={false}
            lastResult={lastResult}
            titleId="newsletter-form-title"
          />
        </div>
        <aside className="card" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="h3">
            {t("newsletter.benefitsTitle")}
          </h2>
          <CheckList items={benefits} />
        </aside>
      </Section>
    </>
  );
}
