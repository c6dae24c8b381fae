import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";

export interface Crumb {
  label: string;
  to: string;
}

/** The visible breadcrumb trail (its JSON-LD twin comes from app/lib/structured-data.ts). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs container" aria-label={t("common.breadcrumbs")}>
      <ol>
        {items.map((item, index) => (
          <li key={item.to}>
            {index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
