import { Link, useMatches } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";
import { site } from "~/lib/site";
import type { Theme } from "~/lib/theme";
import { LanguageToggle } from "./LanguageToggle";
import { currentNavId, navItems } from "./nav";
import { ThemeToggle } from "./ThemeToggle";

export function Header({ locale, theme }: { locale: Lang; theme: Theme }) {
  const { t } = useTranslation();
  const current = currentNavId(useMatches());

  // With JavaScript the mobile menu closes after a link and on Escape (the shell's script, ./enhance.ts).
  const links = () =>
    navItems.map((item) => {
      const active = current === item.pageId;
      return (
        <li key={item.pageId}>
          <Link
            to={localizedPath(item.pageId, locale)}
            className={active ? "nav-link is-active" : "nav-link"}
            aria-current={active ? "page" : undefined}
          >
            {t(`common.nav.${item.key}`)}
          </Link>
        </li>
      );
    });

  // the site's one primary action, in the header and at the end of the mobile menu
  const booking = current === "strategy-session";
  const bookLink = (className: string) => (
    <Link
      to={localizedPath("strategy-session", locale)}
      className={className}
      aria-current={booking ? "page" : undefined}
    >
      {t("common.nav.book")}
    </Link>
  );

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to={localizedPath("home", locale)} className="brand">
          <span className="brand-mark" aria-hidden="true">
            CP
          </span>
          <span className="brand-text">
            <span className="brand-name">{site.brand}</span>
            <span className="brand-owner">{site.consultant.name}</span>
          </span>
          {/* the visible text is the link's name (WCAG 2.5.3), the destination is spoken after it */}
          <span className="visually-hidden"> – {t("common.nav.homeLinkHint")}</span>
        </Link>
        <nav className="main-nav" aria-label={t("common.nav.label")}>
          <ul className="nav-list nav-desktop">{links()}</ul>
          <details className="nav-mobile">
            <summary className="icon-button menu-button">
              <Icon name="menu" className="icon-open" />
              <Icon name="close" className="icon-close" />
              <span className="menu-label">{t("common.nav.menu")}</span>
            </summary>
            <ul className="nav-list nav-panel">
              {links()}
              <li className="nav-panel-cta">{bookLink("button button-primary")}</li>
            </ul>
          </details>
        </nav>
        {bookLink("button button-primary header-cta")}
        <div className="header-tools">
          <LanguageToggle locale={locale} />
          <ThemeToggle theme={theme} />
        </div>
      </div>
    </header>
  );
}
