import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Section } from "~/components/sections/Section";
import { business } from "~/lib/business";
import { pageContext } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";

// The page after an accepted form (POST → 303 → here). It shows no submitted data, so a reload
// is harmless and creates nothing.
type ThanksPage = "audit-thanks" | "contact-thanks" | "session-thanks" | "session-booked" | "newsletter-thanks";

const hours: Record<ThanksPage, number> = {
  "audit-thanks": business.audit.deliveryHours,
  "contact-thanks": 0,
  "session-thanks": business.support.sessionFollowUpHours,
  "session-booked": 0,
  "newsletter-thanks": 0,
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, t } = await pageContext(request, context, "routes/thanks");
  const id = pageId as ThanksPage;
  return {
    id,
    hours: hours[id],
    seo: { title: t(`thanks.${id}.title`), description: t(`thanks.${id}.text`, { hours: hours[id] }), noindex: true },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function Thanks() {
  const { id, hours } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section className="thanks" container="narrow">
      <div className="card success-card">
        <h1>{t(`thanks.${id}.title`)}</h1>
        <p className="lead" role="status">
          {t(`thanks.${id}.text`, { hours })}
        </p>
        <p>{t(`thanks.${id}.detail`, { hours })}</p>
      </div>
      <div className="button-row">
        <Link className="button button-primary" to={localizedPath("exit-ready-check", locale)}>
          {t("thanks.toCheck")}
        </Link>
        <Link className="button button-secondary" to={localizedPath("blog", locale)}>
          {t("thanks.toBlog")}
        </Link>
        <Link className="button button-ghost" to={localizedPath("home", locale)}>
          {t("thanks.toHome")}
        </Link>
      </div>
    </Section>
  );
}
