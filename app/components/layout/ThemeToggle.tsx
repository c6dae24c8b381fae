import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import type { Theme } from "~/lib/theme";
import { usePageAddress } from "~/lib/use-page-address";

export const THEME_FETCHER_KEY = "theme";

/**
 * A real form: without JavaScript it posts, the server sets the cookie and redirects back.
 * With JavaScript the same form is submitted by a fetcher without the redirect, and the root
 * applies the new theme optimistically (app/root.tsx).
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const here = usePageAddress();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("common.theme.toDark") : t("common.theme.toLight");
  return (
    <fetcher.Form
      method="post"
      action="/preferences/theme"
      className="toggle-form"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/preferences/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={here.href} />
      <button type="submit" className="icon-button" title={label} aria-label={label}>
        <Icon name={next === "dark" ? "moon" : "sun"} />
      </button>
    </fetcher.Form>
  );
}
