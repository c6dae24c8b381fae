import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";

export interface CategoryLink {
  /** null: all categories */
  category: string | null;
  label: string;
  to: string;
  current: boolean;
}

/** The category filter: plain links (?category=), so it works without JavaScript. */
export function CategoryFilter({ links }: { links: CategoryLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className="category-filter" aria-label={t("blog.filterLabel")}>
      <ul className="pill-list">
        {links.map((link) => (
          <li key={link.category ?? "all"}>
            <Link to={link.to} className="pill" aria-current={link.current ? "page" : undefined} preventScrollReset>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
