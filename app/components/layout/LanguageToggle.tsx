import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { otherLanguage, type Lang } from "~/lib/i18n";
import { usePageAddress } from "~/lib/use-page-address";

/**
 * Shows the current language code. Without JavaScript it posts and the server redirects to the
 * same page in the other language; with JavaScript a fetcher does the same in place (the root's
 * clientLoader fetches the other language's strings before React renders them).
 */
export function LanguageToggle({ locale }: { locale: Lang }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "language" });
  const here = usePageAddress();
  const next = otherLanguage(locale);
  const label = t("common.language.switch");
  return (
    <fetcher.Form method="post" action="/preferences/language" className="toggle-form">
      <input type="hidden" name="lng" value={next} />
      <input type="hidden" name="redirectTo" value={here.href} />
      <button type="submit" className="lang-button" title={label} lang={next}>
        <span aria-hidden="true" className="lang-code">
          {locale.toUpperCase()}
        </span>
        <span className="visually-hidden">{label}</span>
      </button>
    </fetcher.Form>
  );
}

export type { Lang };
