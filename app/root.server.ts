import { redirect, type AppLoadContext } from "@remix-run/node";
import { getT, resourceVersions } from "~/lib/i18n.server";
import { getPreferences } from "~/preferences.server";
import { shellScript } from "~/lib/shell-script.server";
import type { RootData } from "~/lib/root-data";
import { site } from "~/lib/site";

// The root loader's work, on the server only (one module keeps the browser bundle lean).
export async function rootData(request: Request, context: AppLoadContext) {
  const prefs = getPreferences(request, context);
  if (prefs.redirectTo) throw redirect(prefs.redirectTo, 302);
  // Analytics only when configured; the choice in force from the `consent` cookie (null: ask).
  const { analytics } = prefs;
  const consent = analytics ? prefs.variant.consent : null;
  const t = getT(prefs.locale);
  const rootData: RootData = {
    locale: prefs.locale,
    theme: prefs.theme,
    analytics,
    consent,
    i18nVersion: resourceVersions[prefs.locale],
    siteUrl: context.env.SITE_URL,
    allowIndexing: context.env.ALLOW_INDEXING,
    requestId: context.requestId,
    // the blog's feed in this language, linked from every page's head
    feedTitle: t("blog.feed.title", { brand: site.brand }),
    shellScript: shellScript(),
    delivery: {
      hydrate: prefs.delivery.hydrate,
      canonical: prefs.delivery.canonical,
      alternates: prefs.delivery.alternates,
    },
    errorTitles: { notFound: t("common.meta.notFoundTitle"), server: t("common.meta.serverErrorTitle") },
  };
  return rootData;
}
