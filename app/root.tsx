import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useFetcher,
  useRouteError,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Shell } from "~/components/layout/Shell";
import { THEME_FETCHER_KEY } from "~/components/layout/ThemeToggle";
import { AnalyticsScript } from "~/features/consent/AnalyticsScript";
import { defaultLanguage, isLang, type Lang } from "~/lib/i18n";
import { i18nFor } from "~/lib/translate";
import { ensureLanguage } from "~/lib/i18n.client";
import { TranslationProvider } from "~/lib/i18n-react";
import { useNonce } from "~/lib/nonce";
import { RemixOnIntent } from "~/shell/RemixOnIntent";
import { useRootData } from "~/lib/root-data";
import { rootData } from "~/root.server";
import { isTheme, type Theme } from "~/lib/theme";
import stylesheet from "~/styles/global.css";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import textFont from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // every page sets text and headings in these (app/styles/fonts.css): fetched with the stylesheet, not after it
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return rootData(request, context);
}

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

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const locale: Lang = rootData?.locale && isLang(rootData.locale) ? rootData.locale : defaultLanguage;
  // With JavaScript the theme switches before the server has answered (optimistic UI).
  const themeFetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const pendingTheme = themeFetcher.formData?.get("theme");
  const theme: Theme = isTheme(pendingTheme) ? pendingTheme : (rootData?.theme ?? "light");
  // Only the flows' steps and the forms with inline validation load React and Remix's runtime, at
  // the visitor's first interaction (docs/decisions/061); every other page is HTML, CSS and the
  // shell's small script (the page's delivery, app/delivery.server.ts; docs/decisions/059).
  const hydrate = rootData?.delivery.hydrate === true;
  // A marker for tests and the shell's script: React is running on this page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale} data-theme={theme} data-i18n={rootData?.i18nVersion}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AnalyticsScript analytics={rootData?.analytics ?? null} />
        <meta name="color-scheme" content={theme} />
        <Meta />
        <Links />
        {rootData?.shellScript.imports.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} suppressHydrationWarning />
        ))}
        {rootData?.shellScript && (
          // the browser hides nonce values from the DOM, so the attribute differs at hydration
          <script type="module" src={rootData.shellScript.src} nonce={nonce} suppressHydrationWarning />
        )}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={rootData?.feedTitle}
          href={`/blog/rss.xml?lng=${locale}`}
        />
      </head>
      <body>
        <TranslationProvider translator={i18nFor(locale)}>
          <Shell locale={locale} theme={theme}>
            {children}
          </Shell>
        </TranslationProvider>
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <RemixOnIntent nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only error pages need it: its own chunk, loaded when an error page renders.
const ErrorPage = lazy(() => import("~/components/layout/ErrorPage").then((m) => ({ default: m.ErrorPage })));

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  const locale: Lang = rootData?.locale ?? defaultLanguage;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Suspense fallback={null}>
      <ErrorPage kind={notFound ? "not-found" : "server"} locale={locale} requestId={rootData?.requestId} />
    </Suspense>
  );
}
