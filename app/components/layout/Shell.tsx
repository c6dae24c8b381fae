import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { ConsentBanner } from "~/features/consent/ConsentBanner";
import type { Lang } from "~/lib/i18n";
import type { Theme } from "~/lib/theme";
import { Footer } from "./Footer";
import { Header } from "./Header";

/**
 * Skip link, header, the analytics consent banner (in the flow, above the content), the main
 * area, footer, and the polite loading status (docs/product.md §2, §4): from the router's state on
 * hydrated pages, from the shell's script on the others (./enhance.ts).
 */
export function Shell({ locale, theme, children }: { locale: Lang; theme: Theme; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // a page loading after a link, or a form's submission and the page that follows it
  const loading = navigation.state !== "idle";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipLink")}
      </a>
      <Header locale={locale} theme={theme} />
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
      <div
        role="status"
        aria-live="polite"
        className={loading ? "loading-status is-loading" : "loading-status"}
        data-loading-text={t("common.loading")}
      >
        {loading ? <span className="loading-text">{t("common.loading")}</span> : null}
      </div>
    </>
  );
}
