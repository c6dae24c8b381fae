import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetcher,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { honeypotProps } from "~/features/forms/honeypot.server";
import { Shell } from "~/components/layout/Shell";
import { THEME_FETCHER_KEY } from "~/components/layout/ThemeToggle";
import { AnalyticsScript } from "~/features/consent/AnalyticsScript";
import { readConsent } from "~/features/consent/consent.server";
import { defaultLanguage, i18nFor, isLang, type Lang } from "~/lib/i18n";
import { ensureLanguage } from "~/lib/i18n.client";
import { getT, resourceVersions } from "~/lib/i18n.server";
import { useNonce } from "~/lib/nonce";
import { getPreferences } from "~/lib/preferences.server";
import { site } from "~/lib/site";
import { isTheme, type Theme } from "~/lib/theme";
import stylesheet from "~/styles/global.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const prefs = await getPreferences(request, context.env);
  const headers = new Headers();
  for (const cookie of prefs.setCookies) headers.append("Set-Cookie", cookie);
  if (prefs.redirectTo) throw redirect(prefs.redirectTo, { status: 302, headers });
  const measurementId = context.env.GA_MEASUREMENT_ID;
  return data(
    {
      locale: prefs.locale,
      theme: prefs.theme,
      // Analytics only when configured; the choice in force from the `consent` cookie (null: ask).
      analytics: measurementId ? { measurementId } : null,
      consent: measurementId ? await readConsent(request, context.env) : null,
      i18nVersion: resourceVersions[prefs.locale],
      siteUrl: context.env.SITE_URL,
      allowIndexing: context.env.ALLOW_INDEXING,
      requestId: context.requestId,
      // the spam trap of every form on the page (newsletter in the footer, page forms)
      honeypot: honeypotProps(context.env),
      // the blog's feed in this language, linked from every page's head
      feedTitle: getT(prefs.locale)("blog.feed.title", { brand: site.brand }),
      errorTitles: {
        notFound: getT(prefs.locale)("common.meta.notFoundTitle"),
        server: getT(prefs.locale)("common.meta.serverErrorTitle"),
      },
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

// After a language switch the root data names a language the browser may not have loaded yet:
// fetch its strings before React renders with them.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const rootData = await serverLoader<typeof loader>();
  await ensureLanguage(rootData.locale, rootData.i18nVersion);
  return rootData;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? data?.errorTitles.notFound : data?.errorTitles.server;
  return [{ title: title ?? "Error" }, { name: "robots", content: "noindex" }];
};

function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const locale: Lang = rootData?.locale && isLang(rootData.locale) ? rootData.locale : defaultLanguage;
  // With JavaScript the theme switches before the server has answered (optimistic UI).
  const themeFetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const pendingTheme = themeFetcher.formData?.get("theme");
  const theme: Theme = isTheme(pendingTheme) ? pendingTheme : (rootData?.theme ?? "light");
  return (
    <html lang={locale} data-theme={theme} data-i18n={rootData?.i18nVersion}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AnalyticsScript measurementId={rootData?.analytics?.measurementId} consent={rootData?.consent} />
        <meta name="color-scheme" content={theme} />
        <Meta />
        <Links />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={rootData?.feedTitle}
          href={`/blog/rss.xml?lng=${locale}`}
        />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(locale)}>
          <Shell locale={locale} theme={theme}>
            {children}
          </Shell>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A marker for tests and styles: the page is enhanced (React is running).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  const locale: Lang = rootData?.locale ?? defaultLanguage;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "not-found" : "server"} locale={locale} requestId={rootData?.requestId} />;
}
