import { Link, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon, type IconName } from "~/components/ui/Icon";
import { CookieSettingsLink } from "~/features/consent/ConsentBanner";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import type { Lang } from "~/lib/i18n";
import { localizedPath } from "~/lib/routing";
import { site } from "~/lib/site";
import { navItems, pageHasNewsletter } from "./nav";

const serviceLinks = [
  { pageId: "strategy-consulting", key: "strategyConsulting" },
  { pageId: "business-succession", key: "businessSuccession" },
  { pageId: "due-diligence", key: "dueDiligence" },
  { pageId: "exit-ready-check", key: "exitReadyCheck" },
] as const;

const socials: { name: string; icon: IconName; url: string }[] = [
  { name: "Instagram", icon: "instagram", url: site.urls.instagram },
  { name: "LinkedIn", icon: "linkedin", url: site.urls.linkedin },
  { name: "Facebook", icon: "facebook", url: site.urls.facebook },
  { name: "X", icon: "x", url: site.urls.x },
];

function External({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} rel="noopener" aria-label={label ? `${label} ${t("common.footer.externalHint")}` : undefined}>
      {children}
      {!label && <span className="visually-hidden"> {t("common.footer.externalHint")}</span>}
    </a>
  );
}

export function Footer({ locale, extra }: { locale: Lang; extra?: ReactNode }) {
  const { t } = useTranslation();
  const ownNewsletter = pageHasNewsletter(useMatches());
  const domain = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  return (
    <footer className="site-footer">
      {extra}
      {!ownNewsletter && (
        <section className="container footer-newsletter" aria-labelledby="footer-newsletter-title">
          <div>
            <h2 id="footer-newsletter-title" className="footer-newsletter-title">
              {t("forms.newsletter.compactTitle")}
            </h2>
            <p>{t("forms.newsletter.compactText")}</p>
          </div>
          <NewsletterSignup source="footer" titleId="footer-newsletter-title" />
        </section>
      )}
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{site.brand}</p>
          <p>{t("common.footer.description")}</p>
          <p className="footer-contact">
            <a href={`mailto:${site.email}`} aria-label={t("common.footer.mail", { email: site.email })}>
              <Icon name="mail" size={18} /> {site.email}
            </a>
          </p>
          {/* a heading names the list (screen readers list headings; a list's aria-label is not reliably read) */}
          <h2 className="visually-hidden">{t("common.footer.socialHeading")}</h2>
          <ul className="social-list">
            {socials.map((s) => (
              <li key={s.name}>
                <External href={s.url} label={s.name}>
                  <Icon name={s.icon} />
                </External>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className="footer-heading">
            {t("common.footer.navHeading")}
          </h2>
          <ul>
            {navItems.map((item) => (
              <li key={item.pageId}>
                <Link to={localizedPath(item.pageId, locale)}>{t(`common.nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="footer-heading">
            {t("common.footer.servicesHeading")}
          </h2>
          <ul>
            {serviceLinks.map((item) => (
              <li key={item.pageId}>
                <Link to={localizedPath(item.pageId, locale)}>{t(`common.footer.servicesLinks.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t("common.footer.moreHeading")}</h2>
          <ul>
            <li>
              <External href={site.urls.mainSite}>
                {t("common.footer.mainSite", { name: domain(site.urls.mainSite) })}
              </External>
            </li>
            <li>
              <External href={site.urls.labs}>{t("common.footer.labsSite", { name: site.consultant.name })}</External>
            </li>
            <li>
              <External href={site.urls.podcast}>{t("common.footer.podcast")}</External>
            </li>
            <li>
              <External href={site.urls.platform}>{t("common.footer.platform")}</External>
            </li>
            <li>
              <Link to={localizedPath("contact", locale)}>{t("common.footer.contactLink")}</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t("common.footer.copyright", { year: site.copyrightYear, owner: site.consultant.name })}</p>
        <nav aria-label={t("common.footer.legalLabel")}>
          <ul className="legal-links">
            <li>
              <Link to={localizedPath("impressum", locale)}>{t("common.footer.impressum")}</Link>
            </li>
            <li>
              <Link to={localizedPath("terms", locale)}>{t("common.footer.terms")}</Link>
            </li>
            <li>
              <Link to={localizedPath("privacy", locale)}>{t("common.footer.privacy")}</Link>
            </li>
            <CookieSettingsLink />
          </ul>
        </nav>
      </div>
    </footer>
  );
}
