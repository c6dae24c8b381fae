import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { analyticsBootstrapScript } from "~/features/consent/analytics";
import { freshHoneypot } from "~/features/forms/honeypot.server";
import { getT, resourceVersions } from "~/lib/i18n.server";
import { getPreferences } from "~/preferences.server";
import { shellScript } from "~/lib/shell-script.server";
import type { RootData } from "~/lib/root-data";
import { site } from "~/lib/site";

// The root loader's work, on the server only (one module keeps the browser bundle lean).
export async function rootData(request: Request, context: AppLoadContext) {
  const prefs = await getPreferences(request, context);
  const headers = new Headers();
  for (const cookie of prefs.setCookies) headers.append("Set-Cookie", cookie);
  if (prefs.redirectTo) throw redirect(prefs.redirectTo, { status: 302, headers });
  const measurementId = context.env.GA_MEASUREMENT_ID;
  // Analytics only when configured; the choice in force from the `consent` cookie (null: ask).
  const consent = measurementId ? prefs.variant.consent : null;
  const t = getT(prefs.locale);
  const rootData: RootData = {
    locale: prefs.locale,
    theme: prefs.theme,
    analytics: measurementId
      ? { measurementId, bootstrap: analyticsBootstrapScript(measurementId, consent === "granted") }
      : null,
    consent,
    i18nVersion: resourceVersions[prefs.locale],
    siteUrl: context.env.SITE_URL,
    allowIndexing: context.env.ALLOW_INDEXING,
    requestId: context.fresh.track("request-id", context.requestId),
    // the spam trap of every form on the page (newsletter in the footer, page forms)
    honeypot: freshHoneypot(context),
    // the blog's feed in this language, linked from every page's head
    feedTitle: t("blog.feed.title", { brand: site.brand }),
    shellScript: shellScript(),
    errorTitles: { notFound: t("common.meta.notFoundTitle"), server: t("common.meta.serverErrorTitle") },
  };
  return data(rootData, { headers });
}
